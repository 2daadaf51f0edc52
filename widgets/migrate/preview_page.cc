#include "widgets/migrate/preview_page.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <climits>

#include "widgets/common/byte_size.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/migrate/duration_text.h"
#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/migration_runner.h"
#include "widgets/migrate/problem_label.h"

namespace wr::gui {

namespace {

constexpr qsizetype kSampleChars = 120;

QByteArrayView view(const wr::Bytes& bytes) { return {bytes.data(), qsizetype(bytes.size())}; }

}  // namespace

PreviewPage::PreviewPage(MigrationChoices& choices, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      planner_(new MigrationRunner(this)),
      busy_(new QProgressBar(this)),
      pairs_(new QLabel(this)),
      bytes_(new QLabel(this)),
      time_(new QLabel(this)),
      space_(new QLabel(this)),
      warnings_(makeProblemLabel(this)),
      samples_(new QTableWidget(0, 2, this)),
      resume_(new QCheckBox(this)),
      problem_(makeProblemLabel(this)) {
    setTitle(tr("Preview"));
    setSubTitle(tr("What the migration will do. Nothing has been written yet."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Migrate"));
    busy_->setRange(0, 0);
    busy_->setFormat(tr("Looking at the stores..."));
    busy_->setTextVisible(true);
    samples_->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    samples_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    samples_->verticalHeader()->hide();
    samples_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    samples_->setToolTip(tr("Printable UTF-8 as it is, other bytes as \\xNN"));
    resume_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("Pairs:"), pairs_);
    form->addRow(tr("Bytes:"), bytes_);
    form->addRow(tr("Estimated time:"), time_);
    form->addRow(tr("Free on the target's disk:"), space_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(busy_);
    layout->addLayout(form);
    layout->addWidget(warnings_);
    layout->addWidget(new QLabel(tr("The first pairs, as they will be written:"), this));
    layout->addWidget(samples_, 1);
    layout->addWidget(resume_);
    layout->addWidget(problem_);

    connect(planner_, &MigrationRunner::planned, this, &PreviewPage::showPlan);
    connect(planner_, &MigrationRunner::planFailed, this, &PreviewPage::showFailure);
    connect(resume_, &QCheckBox::toggled, this, &PreviewPage::updateProblem);
}

bool PreviewPage::isPlanning() const { return planner_->isPlanning(); }

QString PreviewPage::problem() const { return problemText(problem_); }

void PreviewPage::initializePage() {
    choices_.plan.reset();
    for (QLabel* label : {pairs_, bytes_, time_, space_}) label->clear();
    showProblem(warnings_, {});
    showProblem(problem_, {});
    samples_->setRowCount(0);
    resume_->hide();
    resume_->setChecked(false);
    busy_->show();
    planner_->plan(choices_.source, choices_.target, choices_.options);
    emit completeChanged();
}

void PreviewPage::showPlan(const wr::migrate::MigrationPlan& plan) {
    busy_->hide();
    choices_.plan = plan;
    const int count = int(std::min<quint64>(plan.sourcePairs, INT_MAX));
    pairs_->setText(plan.sourcePairsExact ? tr("%Ln pair(s)", nullptr, count)
                                          : tr("about %Ln pair(s)", nullptr, count));
    bytes_->setText(formatByteSize(plan.sourceBytes));
    time_->setText(plan.estimatedSeconds > 0 ? durationText(plan.estimatedSeconds) : tr("unknown"));
    space_->setText(formatByteSize(plan.targetFreeBytes));
    QStringList warnings;
    for (const std::string& warning : plan.warnings) warnings << fromUtf8(warning);
    showProblem(warnings_, warnings.join(QLatin1Char('\n')));
    samples_->setRowCount(int(plan.samplePairs.size()));
    for (int row = 0; row < samples_->rowCount(); ++row) {
        const auto& [key, value] = plan.samplePairs[size_t(row)];
        samples_->setItem(row, 0, new QTableWidgetItem(escapeBytes(view(key), kSampleChars)));
        samples_->setItem(row, 1, new QTableWidgetItem(escapeBytes(view(value), kSampleChars)));
    }
    if (plan.checkpointFound) {
        resume_->setText(tr("&Resume the interrupted migration into this target (%Ln pair(s) already copied)", nullptr,
                            int(std::min<quint64>(plan.checkpointPairs, INT_MAX))));
        resume_->setChecked(true);
        resume_->show();
    }
    updateProblem();
}

void PreviewPage::showFailure(const QString& message) {
    busy_->hide();
    showProblem(problem_, tr("The migration cannot start: %1").arg(message));
    emit completeChanged();
}

void PreviewPage::updateProblem() {
    // Without resuming, the pairs an interrupted migration left are a target
    // that is not empty like any other.
    const bool blocked = choices_.plan && choices_.plan->targetPairs > 0 &&
                         (resume_->isHidden() || !resume_->isChecked()) &&
                         choices_.options.onConflict == wr::migrate::ConflictPolicy::kAbort;
    showProblem(problem_, blocked ? tr("Without resuming, the pairs already in the target stop the migration: "
                                       "go back to the Target page and choose what becomes of them.")
                                  : QString());
    emit completeChanged();
}

bool PreviewPage::isComplete() const { return choices_.plan.has_value() && problem().isEmpty(); }

bool PreviewPage::validatePage() {
    if (!isComplete()) return false;
    choices_.options.resume = !resume_->isHidden() && resume_->isChecked();
    return true;
}

}  // namespace wr::gui
