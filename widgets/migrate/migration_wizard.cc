#include "widgets/migrate/migration_wizard.h"

#include <QMessageBox>

#include "widgets/migrate/method_page.h"
#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/migration_runner.h"
#include "widgets/migrate/preview_page.h"
#include "widgets/migrate/report_page.h"
#include "widgets/migrate/run_page.h"
#include "widgets/migrate/source_page.h"
#include "widgets/migrate/target_page.h"

namespace wr::gui {

MigrationWizard::MigrationWizard(const QStringList& openStores, QWidget* parent)
    : QWizard(parent),
      choices_(std::make_unique<MigrationChoices>()),
      runner_(new MigrationRunner(this)),
      source_(new SourcePage(*choices_, openStores, this)),
      target_(new TargetPage(*choices_, this)),
      method_(new MethodPage(*choices_, this)),
      preview_(new PreviewPage(*choices_, this)),
      run_(new RunPage(*choices_, runner_, this)),
      report_(new ReportPage(*choices_, this)) {
    setWindowTitle(tr("Migrate a Store"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setPage(Source, source_);
    setPage(Target, target_);
    setPage(Method, method_);
    setPage(Preview, preview_);
    setPage(Run, run_);
    setPage(Report, report_);
    connect(report_, &ReportPage::openTargetRequested, this, &MigrationWizard::openTargetRequested);
    connect(source_, &SourcePage::storeNeeded, this, &MigrationWizard::storeNeeded);
    connect(target_, &TargetPage::storeNeeded, this, &MigrationWizard::storeNeeded);
    resize(860, 780);
}

MigrationWizard::~MigrationWizard() = default;

void MigrationWizard::setSource(const QString& uri) { source_->setSource(uri); }

bool MigrationWizard::isMigrating() const { return runner_->isRunning(); }

void MigrationWizard::reject() {
    if (runner_->isRunning()) {
        const auto answer = QMessageBox::question(
            this, tr("Stop the Migration?"),
            tr("A migration is running. Stop it and close? The target keeps the pairs copied so far, and the "
               "migration can be resumed by migrating the same source into the same target again."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) return;
        runner_->cancel();
        runner_->wait();
    }
    QWizard::reject();
}

}  // namespace wr::gui
