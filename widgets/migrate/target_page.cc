#include "widgets/migrate/target_page.h"

#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

#include "stores/store_factory.h"
#include "stores/store_places.h"
#include "widgets/common/qt_strings.h"
#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/migration_runner.h"
#include "widgets/migrate/problem_label.h"
#include "widgets/shell/known_scheme.h"
#include "widgets/shell/store_parameter_form.h"

namespace wr::gui {

using wr::migrate::ConflictPolicy;
using wr::migrate::UnfitPairPolicy;

namespace {

// Typing pauses this long before the target is looked at.
constexpr int kCheckDelayMs = 300;
// The longest name a default work directory takes from its target's URI.
constexpr int kWorkDirectoryNameChars = 100;

QString exampleOf(const QString& scheme) {
    const wr::kv::SchemeInfo* info = knownScheme(scheme.toStdString());
    return info != nullptr ? fromUtf8(info->example) : QString();
}

}  // namespace

TargetPage::TargetPage(MigrationChoices& choices, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      probe_(new MigrationRunner(this)),
      type_(new QComboBox(this)),
      form_(new StoreParameterForm(StoreParameterForm::HelpLines::Shown, this)),
      uri_(new QLineEdit(this)),
      bottom_(new QFormLayout),
      workDirectory_(new QLineEdit(this)),
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
        type_->addItem(schemeDescription(info), fromUtf8(info.scheme));
    workDirectory_->setToolTip(
        tr("Where the migration keeps its checkpoint (to resume an interrupted run) and E-then-T's file"));
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
    bottom_->addRow(tr("&URI:"), uri_);
    bottom_->addRow(tr("&Work directory:"), workDirectory_);
    auto* policies = new QFormLayout;
    policies->addRow(tr("Keys the target &holds:"), conflict_);
    policies->addRow(tr("Pairs it cannot &take:"), unfit_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(form_);
    layout->addLayout(bottom_);
    layout->addWidget(warning_);
    layout->addLayout(policies);
    layout->addWidget(problem_);
    layout->addStretch();
    conflict_->setEnabled(false);

    connect(type_, &QComboBox::currentIndexChanged, this, &TargetPage::selectType);
    connect(form_, &StoreParameterForm::changed, this, &TargetPage::rebuildUri);
    connect(uri_, &QLineEdit::textEdited, this, &TargetPage::readUri);
    connect(workDirectory_, &QLineEdit::textEdited, this, [this] {
        workDirectoryTyped_ = true;
        updateProblem();
    });
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
    if (!parsed || type_->findData(fromUtf8(parsed->scheme())) < 0) return;
    uri_->setText(fromUtf8(parsed->toString()));
    readUri();
}

void TargetPage::initializePage() {
    // A server's URI may hold parameters without a field: it stays as typed.
    if (isServerTarget() && !uri_->text().trimmed().isEmpty()) {
        readUri();
    } else {
        rebuildUri();
    }
}

void TargetPage::selectType(int index) {
    form_->setScheme(type_->itemData(index).toString());
    // A server's URI is typed or pasted, following the example; a store on
    // disk's is made from its fields.
    const bool server = isServerTarget();
    uri_->setReadOnly(!server);
    uri_->setPlaceholderText(server ? exampleOf(type_->itemData(index).toString()) : QString());
    uri_->setToolTip(server ? tr("The server's store URI: type or paste it, as in the example")
                            : tr("The store URI the settings make: wrctl migrate takes it as it is"));
    if (!syncing_) rebuildUri();
}

bool TargetPage::isServerTarget() const { return isServerScheme(type_->currentData().toString().toStdString()); }

void TargetPage::rebuildUri() {
    if (syncing_) return;
    wr::kv::StoreUri uri(type_->currentData().toString().toStdString());
    form_->addTo(uri);
    // An empty server URI shows the example instead.
    uri_->setText(isServerTarget() && uri.params().empty() ? QString() : fromUtf8(uri.toString()));
    takeTarget(uri);
}

void TargetPage::readUri() {
    auto uri = wr::kv::StoreUri::parse(uri_->text().trimmed().toStdString());
    if (!uri) {
        target_.reset();
        endpointProblem_ =
            uri_->text().trimmed().isEmpty() ? tr("Give the target's store URI.") : fromUtf8(uri.status().message());
        checking_ = false;
        checkTimer_->stop();
        updateProblem();
        return;
    }
    const int index = type_->findData(fromUtf8(uri->scheme()));
    if (index < 0) {
        target_.reset();
        endpointProblem_ = tr("%1: no such kind of store.").arg(fromUtf8(uri->scheme()));
        checking_ = false;
        checkTimer_->stop();
        updateProblem();
        return;
    }
    syncing_ = true;
    if (index != type_->currentIndex()) type_->setCurrentIndex(index);
    form_->fill(*uri);
    syncing_ = false;
    // Parameters without a field of their own stay as typed.
    takeTarget(*uri);
}

void TargetPage::takeTarget(const wr::kv::StoreUri& uri) {
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
    if (endpointProblem_.isEmpty() && isServerTarget() && uri.params().empty())
        endpointProblem_ = tr("Give the server, or the cluster's nodes, as in the example.");
    // No place on disk for the checkpoint: the work directory is asked for.
    const auto places = wr::kv::storePlaces(uri);
    needsWorkDirectory_ = isServerTarget() && places.isOk() && places->empty();
    bottom_->setRowVisible(workDirectory_, needsWorkDirectory_);
    if (needsWorkDirectory_ && !workDirectoryTyped_) workDirectory_->setText(defaultWorkDirectory(uri));
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
    wr::migrate::MigrationOptions options = choices_.options;
    options.workDirectory = workDirectory().toStdString();
    probe_->plan(choices_.source, *target_, options);
}

QString TargetPage::workDirectory() const { return needsWorkDirectory_ ? workDirectory_->text().trimmed() : QString(); }

QString TargetPage::defaultWorkDirectory(const wr::kv::StoreUri& target) {
    // The URI, made a file name: one directory per target, found again on resume.
    QString name = fromUtf8(target.toString());
    static const QRegularExpression kUnsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    name.replace(kUnsafe, QStringLiteral("_"));
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("migrations/") + name.left(kWorkDirectoryNameChars));
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
    if (problem.isEmpty() && needsWorkDirectory_ && workDirectory().isEmpty())
        problem = tr("Give a work directory: the target has no place on disk for the migration's checkpoint.");
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
    choices_.options.workDirectory = workDirectory().toStdString();
    choices_.options.onConflict = ConflictPolicy(conflict_->currentData().toInt());
    choices_.options.onUnfitPair = UnfitPairPolicy(unfit_->currentData().toInt());
    return true;
}

}  // namespace wr::gui
