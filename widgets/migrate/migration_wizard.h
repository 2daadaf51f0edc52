// MigrationWizard: File > Migrate... and a tab's Migrate This Store... — the
// guided migration of any store into any other (core/migrate/migration.h):
// source, target, method, preview, run, report. Every store is opened,
// scanned and written on worker threads (MigrationRunner), never on the GUI
// thread. Closing the wizard while a migration runs asks first, then stops
// the migration (the target stays consistent and resumable) and waits for it.
#pragma once

#include <QStringList>
#include <QWizard>

#include <memory>

namespace wr::gui {

struct MigrationChoices;
class MethodPage;
class MigrationRunner;
class PreviewPage;
class ReportPage;
class RunPage;
class SourcePage;
class TargetPage;

class MigrationWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId { Source, Target, Method, Preview, Run, Report };

    // `openStores`: the addresses of the stores open in the window, offered as sources.
    explicit MigrationWizard(const QStringList& openStores, QWidget* parent = nullptr);
    ~MigrationWizard() override;

    // Starts with `uri` as the source (a tab's Migrate This Store...).
    void setSource(const QString& uri);

    SourcePage* sourcePage() const { return source_; }
    TargetPage* targetPage() const { return target_; }
    MethodPage* methodPage() const { return method_; }
    PreviewPage* previewPage() const { return preview_; }
    RunPage* runPage() const { return run_; }
    ReportPage* reportPage() const { return report_; }
    bool isMigrating() const;

    void reject() override;

signals:
    // Report's Open Target in a New Tab.
    void openTargetRequested(const QString& uri);
    // The migration is about to open the store `uri` (the source, or the
    // target): whoever holds it open should let it go.
    void storeNeeded(const QString& uri);

private:
    std::unique_ptr<MigrationChoices> choices_;
    MigrationRunner* runner_;
    SourcePage* source_;
    TargetPage* target_;
    MethodPage* method_;
    PreviewPage* preview_;
    RunPage* run_;
    ReportPage* report_;
};

}  // namespace wr::gui
