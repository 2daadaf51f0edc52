// TargetPage: the migration wizard's second page — where the pairs go: the
// kind of store (every scheme of the store factory, by its description),
// its location and settings (StoreParameterForm, as in New Store), and what
// happens to pairs the target cannot take. A target that is the source, or
// lies inside it, is refused at once (checkEndpoints); a target that already
// holds pairs — found off the GUI thread (planMigration) — brings a warning
// and the choice of what becomes of its pairs, unless they are what an
// interrupted migration from this source left (the preview offers to resume it).
//
// A server target (Redis) has no location fields: its URI is typed or pasted
// (the kind's example URI shows how), and since it has no place on disk for
// the migration's checkpoint, a work directory is asked for, filled in with
// one under the application's data directory named after the target.
#pragma once

#include <QWizardPage>

#include <optional>

#include "migrate/migration.h"
#include "stores/store_uri.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QTimer;

namespace wr::gui {

struct MigrationChoices;
class MigrationRunner;
class StoreParameterForm;

class TargetPage : public QWizardPage {
    Q_OBJECT

public:
    TargetPage(MigrationChoices& choices, QWidget* parent = nullptr);

    // Selects the URI's scheme and fills the settings from it.
    void setTarget(const QString& uri);
    QComboBox* typeBox() const { return type_; }
    QLineEdit* field(const QString& name) const;
    QLineEdit* uriEdit() const { return uri_; }
    // The checkpoint's directory for a target with no place on disk; hidden for the others.
    QLineEdit* workDirectoryEdit() const { return workDirectory_; }
    // The work directory a target with no place on disk gets unless one is typed.
    static QString defaultWorkDirectory(const wr::kv::StoreUri& target);
    QComboBox* conflictBox() const { return conflict_; }
    QComboBox* unfitBox() const { return unfit_; }
    // Why Next is disabled, or empty.
    QString problem() const;
    // The warning about a target that already holds pairs (empty when it holds none).
    QString warning() const;
    // The target is being looked at off the GUI thread.
    bool isChecking() const { return checking_; }

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

signals:
    // The target is about to be looked at (opened read-only when it exists).
    void storeNeeded(const QString& uri);

private:
    void selectType(int index);
    void rebuildUri();
    // A URI typed or pasted: the kind and the fields follow it.
    void readUri();
    // `uri` is the target now: checked at once, and looked at after a pause.
    void takeTarget(const wr::kv::StoreUri& uri);
    bool isServerTarget() const;
    // The work directory given, when the target needs one; empty otherwise.
    QString workDirectory() const;
    void checkTarget();
    void showTarget(const wr::migrate::MigrationPlan& plan);
    void updateProblem();

    MigrationChoices& choices_;
    MigrationRunner* probe_;
    QComboBox* type_;
    StoreParameterForm* form_;
    QLineEdit* uri_;
    QFormLayout* bottom_;
    QLineEdit* workDirectory_;
    bool needsWorkDirectory_ = false;
    bool workDirectoryTyped_ = false;
    bool syncing_ = false;
    QLabel* warning_;
    QComboBox* conflict_;
    QComboBox* unfit_;
    QLabel* problem_;
    QTimer* checkTimer_;
    std::optional<wr::kv::StoreUri> target_;
    QString endpointProblem_;
    quint64 targetPairs_ = 0;
    bool resumable_ = false;  // the target's pairs are an interrupted migration's
    bool checking_ = false;
};

}  // namespace wr::gui
