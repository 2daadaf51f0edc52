// ReportPage: the migration wizard's last page — how the migration ended:
// the verification (OK, or the first keys that differ), the counts (pairs
// read, written, kept as the target had them, skipped with the reason for
// each), the time of each phase, and Open Target in a New Tab.
#pragma once

#include <QWizardPage>

class QLabel;
class QPushButton;
class QTableWidget;

namespace wr::gui {

struct MigrationChoices;

class ReportPage : public QWizardPage {
    Q_OBJECT

public:
    ReportPage(MigrationChoices& choices, QWidget* parent = nullptr);

    QLabel* verificationLabel() const { return verification_; }
    QLabel* countsLabel() const { return counts_; }
    QTableWidget* skippedTable() const { return skipped_; }
    QPushButton* openTargetButton() const { return openTarget_; }

    void initializePage() override;

signals:
    void openTargetRequested(const QString& uri);

private:
    MigrationChoices& choices_;
    QLabel* verification_;
    QLabel* counts_;
    QLabel* times_;
    QLabel* loadPath_;
    QTableWidget* skipped_;
    QPushButton* openTarget_;
};

}  // namespace wr::gui
