// PreviewPage: the migration wizard's fourth page — what the migration will
// do, found off the GUI thread without writing anything (planMigration):
// how many pairs and bytes, the first pairs as they will be written, the
// estimated time, the free space on the target's disk and the warnings.
// When an earlier migration into this target was interrupted, it offers to
// resume it. Its Migrate button starts the run; there is no going back past it.
#pragma once

#include <QWizardPage>

#include "migrate/migration.h"

class QCheckBox;
class QLabel;
class QProgressBar;
class QTableWidget;

namespace wr::gui {

struct MigrationChoices;
class MigrationRunner;

class PreviewPage : public QWizardPage {
    Q_OBJECT

public:
    PreviewPage(MigrationChoices& choices, QWidget* parent = nullptr);

    bool isPlanning() const;
    QLabel* pairsLabel() const { return pairs_; }
    QLabel* spaceLabel() const { return space_; }
    QTableWidget* sampleTable() const { return samples_; }
    QCheckBox* resumeBox() const { return resume_; }
    // Why the migration cannot start (the plan failed), or empty.
    QString problem() const;

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    void showPlan(const wr::migrate::MigrationPlan& plan);
    void showFailure(const QString& message);
    void updateProblem();

    MigrationChoices& choices_;
    MigrationRunner* planner_;
    QProgressBar* busy_;
    QLabel* pairs_;
    QLabel* bytes_;
    QLabel* time_;
    QLabel* space_;
    QLabel* warnings_;
    QTableWidget* samples_;
    QCheckBox* resume_;
    QLabel* problem_;
};

}  // namespace wr::gui
