#include "widgets/migrate/target_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

#include "stores/store_factory.h"
#include "widgets/common/qt_strings.h"
#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/migration_runner.h"
#include "widgets/migrate/problem_label.h"
#include "widgets/shell/store_parameter_form.h"

namespace wr::gui {

using wr::migrate::ConflictPolicy;
using wr::migrate::UnfitPairPolicy;

namespace {
// Typing pauses this long before the target is looked at.
constexpr int kCheckDelayMs = 300;
}  // namespace

TargetPage::TargetPage(MigrationChoices& choices, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      probe_(new MigrationRunner(this)),
      type_(new QComboBox(this)),
      form_(new StoreParameterForm(StoreParameterForm::HelpLines::Shown, this)),
      uri_(new QLineEdit(this)),
      warning_(makeProblemLabel(this)),
      conflict_(new QComboBox(this)),
      unfit_(new QComboBox(this)),
      problem_(makeProblemLabel(this)),
      checkTimer_(new QTimer(this)) {
    setTitle(tr("Target"));
    setSubTitle(
        tr("The store the pairs are copied into; it is created when it does not exist. "
           "Settings left empty take the engine's defaults."));
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes())
        type_->addItem(fromUtf8(info.description), fromUtf8(info.scheme));
    uri_->setReadOnly(true);
    uri_->setToolTip(tr("The store URI the settings make: wrctl migrate takes it as it is"));
    conflict_->addItem(tr("Stop before writing anything"), int(ConflictPolicy::kAbort));
    conflict_->addItem(tr("Replace them with the source's values"), int(ConflictPolicy::kOverwrite));
    conflict_->addItem(tr("Keep the target's values (skip those keys)"), int(ConflictPolicy::kSkipExisting));
    unfit_->addItem(tr("Skip them and list them in the report"), int(UnfitPairPolicy::kSkip));
    unfit_->addItem(tr("Stop the migration at the first one"), int(UnfitPairPolicy::kFail));
    unfit_->setToolTip(tr("A key longer than WR-Store's name limit, a value too large for the registry..."));
    checkTimer_->setSingleShot(true);
    checkTimer_->setInterval(kCheckDelayMs);

    auto* top = new QFormLayout;
    top->addRow(tr("&Kind:"), type_);
    auto* bottom = new QFormLayout;
    bottom->addRow(tr("URI:"), uri_);
    auto* policies = new QFormLayout;
    policies->addRow(tr("Keys the target &holds:"), conflict_);
    policies->addRow(tr("Pairs it cannot &take:"), unfit_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(form_);
    layout->addLayout(bottom);
    layout->addWidget(warning_);
    layout->addLayout(policies);
    layout->addWidget(problem_);
    layout->addStretch();
    conflict_->setEnabled(false);

    connect(type_, &QComboBox::currentIndexChanged, this, &TargetPage::selectType);
    connect(form_, &StoreParameterForm::changed, this, &TargetPage::rebuildUri);
    connect(conflict_, &QComboBox::currentIndexChanged, this, &TargetPage::updateProblem);
    connect(checkTimer_, &QTimer::timeout, this, &TargetPage::checkTarget);
    connect(probe_, &MigrationRunner::planned, this, &TargetPage::showTarget);
    connect(probe_, &MigrationRunner::planFailed, this, [this](const QString& message) {
        checking_ = false;
        endpointProblem_ = message;
        updateProblem();
    });
    selectType(0);
}

QLineEdit* TargetPage::field(const QString& name) const { return form_->field(name); }

QString TargetPage::problem() const { return problemText(problem_); }

QString TargetPage::warning() const { return problemText(warning_); }

void TargetPage::setTarget(const QString& uri) {
    auto parsed = wr::kv::StoreUri::parse(uri.toStdString());
    if (!parsed) return;
    const int index = type_->findData(fromUtf8(parsed->scheme()));
    if (index < 0) return;
    type_->setCurrentIndex(index);
    form_->fill(*parsed);
    rebuildUri();
}

void TargetPage::initializePage() { rebuildUri(); }

void TargetPage::selectType(int index) {
    form_->setScheme(type_->itemData(index).toString());
    rebuildUri();
}

void TargetPage::rebuildUri() {
    wr::kv::StoreUri uri(type_->currentData().toString().toStdString());
    form_->addTo(uri);
    uri_->setText(fromUtf8(uri.toString()));
    target_.reset();
    endpointProblem_.clear();
    targetPairs_ = 0;
    resumable_ = false;
    showProblem(warning_, {});
    conflict_->setEnabled(false);
    for (const QString& param : form_->locationParameters()) {
        if (form_->field(param)->text().trimmed().isEmpty()) {
            endpointProblem_ = tr("Give %1: where the target is.").arg(param);
            break;
        }
    }
    if (endpointProblem_.isEmpty()) {
        target_ = uri;
        // Comparing paths only: nothing is opened.
        const wr::Status endpoints = wr::migrate::checkEndpoints(choices_.source, uri);
        if (!endpoints.isOk()) endpointProblem_ = fromUtf8(endpoints.message());
    }
    checking_ = endpointProblem_.isEmpty();
    if (checking_)
        checkTimer_->start();
    else
        checkTimer_->stop();
    updateProblem();
}

void TargetPage::checkTarget() {
    if (!target_) return;
    emit storeNeeded(fromUtf8(target_->toString()));
    probe_->plan(choices_.source, *target_, choices_.options);
}

void TargetPage::showTarget(const wr::migrate::MigrationPlan& plan) {
    checking_ = false;
    targetPairs_ = plan.targetPairs;
    resumable_ = plan.checkpointFound;
    const quint64 pairs = plan.targetPairs;
    conflict_->setEnabled(pairs > 0);
    if (resumable_)
        showProblem(warning_, tr("An interrupted migration from this source left %Ln pair(s) in the target; the "
                                 "preview offers to resume it.",
                                 nullptr, int(std::min<quint64>(plan.checkpointPairs, INT_MAX))));
    else
        showProblem(warning_, pairs > 0
                                  ? tr("The target exists and holds %Ln pair(s). Choose what becomes of the keys it "
                                       "holds that the source has too.",
                                       nullptr, int(std::min<quint64>(pairs, INT_MAX)))
                                  : QString());
    updateProblem();
}

void TargetPage::updateProblem() {
    QString problem = endpointProblem_;
    if (problem.isEmpty() && checking_) problem = tr("Looking at the target...");
    if (problem.isEmpty() && targetPairs_ > 0 && !resumable_ &&
        ConflictPolicy(conflict_->currentData().toInt()) == ConflictPolicy::kAbort)
        problem = tr("The target is not empty: replace or keep its values to go on, or choose another target.");
    showProblem(problem_, problem);
    emit completeChanged();
}

bool TargetPage::isComplete() const { return target_.has_value() && problem().isEmpty(); }

bool TargetPage::validatePage() {
    if (!isComplete()) return false;
    choices_.target = *target_;
    choices_.options.onConflict = ConflictPolicy(conflict_->currentData().toInt());
    choices_.options.onUnfitPair = UnfitPairPolicy(unfit_->currentData().toInt());
    return true;
}

}  // namespace wr::gui
