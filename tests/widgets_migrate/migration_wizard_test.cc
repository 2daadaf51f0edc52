// The migration wizard, offscreen, over small stores in a temporary
// directory: every page in turn, the refusals of the source and target
// pages, a target that already holds pairs, a full run to a verified report,
// Stop and Resume, closing while a migration runs, the live chart, and the
// window's ways in: File > Migrate... and a tab's Migrate This Store....
#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>
#include <memory>

#include "stores/store_factory.h"
#include "widgets/migrate/method_page.h"
#include "widgets/migrate/migration_wizard.h"
#include "widgets/migrate/preview_page.h"
#include "widgets/migrate/report_page.h"
#include "widgets/migrate/run_page.h"
#include "widgets/migrate/source_page.h"
#include "widgets/migrate/target_page.h"
#include "widgets/migrate/throughput_chart.h"
#include "widgets/shell/store_page.h"
#include "widgets/window/main_window.h"

using wr::gui::MigrationWizard;

namespace {

constexpr int kTimeoutMs = 60000;
constexpr int kSmallStorePairs = 500;
// Enough pairs that a Stop on the first progress report lands mid-run.
constexpr int kLargeStorePairs = 200000;

QByteArray keyOf(int i) { return QByteArray("key/") + QByteArray::number(i).rightJustified(7, '0'); }
QByteArray valueOf(int i) { return QByteArray("value of pair ") + QByteArray::number(i * 7919); }

// A store at `uri` holding pairs first .. first+count-1, closed again.
bool fillStore(const QString& uri, int first, int count) {
    auto store = wr::kv::openStore(uri.toStdString());
    if (!store) {
        qWarning("%s", store.status().toString().c_str());
        return false;
    }
    wr::kv::WriteBatch batch;
    for (int i = first; i < first + count; ++i) {
        batch.put(keyOf(i).toStdString(), valueOf(i).toStdString());
        if (batch.size() == 10000) {
            if (!store.value()->write(batch).isOk()) return false;
            batch.clear();
        }
    }
    return store.value()->write(batch).isOk() && store.value()->close().isOk();
}

// With WR_SCREENSHOT_DIR set (docs/migration.md is illustrated that way,
// under Xvfb), saves the wizard as it looks now as migrate-NAME.png there.
void picture(QWidget& wizard, const char* name) {
    const QString directory = qEnvironmentVariable("WR_SCREENSHOT_DIR");
    if (directory.isEmpty()) return;
    QTest::qWait(200);  // let the page settle: layouts, the chart's queued replot
    wizard.grab().save(directory + QStringLiteral("/migrate-") + QLatin1String(name) + QStringLiteral(".png"));
}

// Runs `act` on the next modal MigrationWizard once it shows.
void whenWizardShows(std::function<void(MigrationWizard*)> act) {
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, act = std::move(act)] {
        auto* wizard = qobject_cast<MigrationWizard*>(QApplication::activeModalWidget());
        if (wizard == nullptr) return;
        poll->stop();
        poll->deleteLater();
        act(wizard);
    });
    poll->start(10);
}

QAction* fileMenuAction(MainWindow& window, const QString& text) {
    for (QAction* menu : window.menuBar()->actions()) {
        if (menu->menu() == nullptr) continue;
        for (QAction* action : menu->menu()->actions())
            if (action->text() == text) return action;
    }
    return nullptr;
}

// Answers the next modal QMessageBox with `button` once it shows.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) return;
        poll->stop();
        poll->deleteLater();
        box->button(button)->click();
    });
    poll->start(10);
}

}  // namespace

class MigrationWizardTest : public QObject {
    Q_OBJECT

private:
    QString leveldbUri(const QString& name) const { return QStringLiteral("leveldb:dir=") + dir_->filePath(name); }
    QString zdbUri(const QString& name) const { return QStringLiteral("zdb:dir=") + dir_->filePath(name); }

    // Shows a wizard from `source` to `target` and goes on to the preview page.
    std::unique_ptr<MigrationWizard> wizardAtPreview(const QString& source, const QString& target) {
        auto wizard = std::make_unique<MigrationWizard>(QStringList{});
        wizard->setSource(source);
        wizard->show();
        wizard->next();
        if (wizard->currentId() != MigrationWizard::Target) return nullptr;
        wizard->targetPage()->setTarget(target);
        if (!QTest::qWaitFor([&] { return wizard->targetPage()->isComplete(); }, kTimeoutMs)) return nullptr;
        wizard->next();
        wizard->next();
        if (wizard->currentId() != MigrationWizard::Preview) return nullptr;
        if (!QTest::qWaitFor([&] { return wizard->previewPage()->isComplete(); }, kTimeoutMs)) return nullptr;
        return wizard;
    }

    // From the preview, runs the migration and waits for Next to lead to the report.
    static bool runToReport(MigrationWizard& wizard) {
        wizard.next();
        if (wizard.currentId() != MigrationWizard::Run) return false;
        if (!QTest::qWaitFor([&] { return wizard.runPage()->isComplete(); }, kTimeoutMs)) return false;
        wizard.next();
        return wizard.currentId() == MigrationWizard::Report;
    }

    // From the preview, starts the migration and presses Stop at its first
    // progress report (the run is then surely under way); true once the run
    // page offers Resume.
    static bool runAndStopAtFirstReport(MigrationWizard& wizard) {
        auto* run = wizard.runPage();
        QObject::connect(run, &wr::gui::RunPage::progressShown, &wizard, [run] {
            if (run->stopButton()->isEnabled()) run->stopButton()->click();
        });
        wizard.next();
        if (wizard.currentId() != MigrationWizard::Run) return false;
        return QTest::qWaitFor([run] { return run->resumeButton()->isVisible(); }, kTimeoutMs);
    }

    std::unique_ptr<QTemporaryDir> dir_;

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    void sourcePageOffersOpenStoresAndRefusesAHive() {
        const QString source = leveldbUri("source");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        MigrationWizard wizard({source, QStringLiteral("hive:dir=") + dir_->filePath("hive")});
        wizard.show();
        auto* page = wizard.sourcePage();
        QCOMPARE(page->openStoresList()->count(), 1);  // a hive holds no pairs
        page->openStoresList()->setCurrentRow(0);
        QCOMPARE(page->uriEdit()->text(), source);
        QVERIFY(page->isComplete());
        page->uriEdit()->setText(QStringLiteral("hive:dir=") + dir_->filePath("hive"));
        QVERIFY(!page->isComplete());
        QVERIFY(page->problem().contains(QStringLiteral("hive")));
        page->uriEdit()->setText(QStringLiteral("nosuchscheme:dir=/x"));
        QVERIFY(!page->isComplete());
        QVERIFY(!page->problem().isEmpty());
    }

    void targetPageRefusesTheSourceItself() {
        const QString source = leveldbUri("source");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        MigrationWizard wizard({});
        wizard.setSource(source);
        wizard.show();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Target));
        auto* page = wizard.targetPage();
        QVERIFY(!page->isComplete());  // no location yet
        page->setTarget(source);
        QCOMPARE(page->uriEdit()->text(), source);
        QVERIFY(!page->isComplete());
        QVERIFY(!page->problem().isEmpty());
        QVERIFY(!page->isChecking());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Target));
        page->setTarget(zdbUri("target"));
        QTRY_VERIFY_WITH_TIMEOUT(page->isComplete(), kTimeoutMs);
        QVERIFY(page->warning().isEmpty());
        page->setTarget(source);
        picture(wizard, "target-refused");
        page->setTarget(zdbUri("target"));
        QVERIFY(!page->conflictBox()->isEnabled());
    }

    void targetThatHoldsPairsWarnsAndAsksWhatBecomesOfThem() {
        const QString source = leveldbUri("source");
        const QString target = leveldbUri("target");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        QVERIFY(fillStore(target, kSmallStorePairs - 10, 20));  // 10 keys in common, 10 of its own
        MigrationWizard wizard({});
        wizard.setSource(source);
        wizard.show();
        wizard.next();
        auto* page = wizard.targetPage();
        page->setTarget(target);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isChecking(), kTimeoutMs);
        QVERIFY(page->warning().contains(QStringLiteral("20 pairs")));
        QVERIFY(page->conflictBox()->isEnabled());
        QVERIFY(!page->isComplete());  // "stop before writing" leaves nothing to do
        picture(wizard, "target-not-empty");
        page->conflictBox()->setCurrentIndex(
            page->conflictBox()->findData(int(wr::migrate::ConflictPolicy::kSkipExisting)));
        QVERIFY(page->isComplete());
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Preview));
        QTRY_VERIFY_WITH_TIMEOUT(wizard.previewPage()->isComplete(), kTimeoutMs);
        QVERIFY(runToReport(wizard));
        QVERIFY(wizard.reportPage()->verificationLabel()->text().startsWith(QStringLiteral("OK")));
        QVERIFY(wizard.reportPage()->countsLabel()->text().contains(QStringLiteral("10 kept")));
        auto reopened = wr::kv::openStore(target.toStdString());
        QVERIFY(reopened.isOk());
        QCOMPARE(reopened.value()->get(keyOf(kSmallStorePairs + 5).toStdString()).value(),
                 valueOf(kSmallStorePairs + 5).toStdString());  // the target's own pair is still there
    }

    void everyPageToAVerifiedReport() {
        const QString source = leveldbUri("source");
        const QString target = zdbUri("target");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        MigrationWizard wizard({source});
        wizard.show();
        wizard.sourcePage()->openStoresList()->setCurrentRow(0);
        picture(wizard, "source");
        wizard.next();
        wizard.targetPage()->typeBox()->setCurrentIndex(
            wizard.targetPage()->typeBox()->findData(QStringLiteral("zdb")));
        QLineEdit* location = wizard.targetPage()->field(QStringLiteral("dir"));
        QVERIFY(location != nullptr);
        location->setText(dir_->filePath("target"));
        QCOMPARE(wizard.targetPage()->uriEdit()->text(), target);
        QTRY_VERIFY_WITH_TIMEOUT(wizard.targetPage()->isComplete(), kTimeoutMs);
        picture(wizard, "target");
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Method));
        auto* method = wizard.methodPage();
        QVERIFY(method->extractAndTransformButton()->isChecked());
        method->threadsBox()->setValue(2);
        method->batchBox()->setValue(100);
        QVERIFY(method->verifyBox()->isChecked());
        picture(wizard, "method");
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Preview));
        auto* preview = wizard.previewPage();
        QTRY_VERIFY_WITH_TIMEOUT(preview->isComplete(), kTimeoutMs);
        QVERIFY(preview->pairsLabel()->text().contains(QString::number(kSmallStorePairs)));
        QVERIFY(preview->sampleTable()->rowCount() > 0);
        QCOMPARE(preview->sampleTable()->item(0, 0)->text(), QString::fromLatin1(keyOf(0)));
        QCOMPARE(preview->sampleTable()->item(0, 1)->text(), QString::fromLatin1(valueOf(0)));
        QVERIFY(!preview->spaceLabel()->text().isEmpty());
        QVERIFY(!preview->resumeBox()->isVisible());
        picture(wizard, "preview");
        QVERIFY(runToReport(wizard));
        picture(wizard, "report");
        QVERIFY(!wizard.button(QWizard::BackButton)->isVisible() || !wizard.button(QWizard::BackButton)->isEnabled());
        auto* report = wizard.reportPage();
        QVERIFY2(report->verificationLabel()->text().startsWith(QStringLiteral("OK")),
                 qPrintable(report->verificationLabel()->text()));
        QVERIFY(report->countsLabel()->text().contains(QString::number(kSmallStorePairs)));
        QSignalSpy opened(&wizard, &MigrationWizard::openTargetRequested);
        report->openTargetButton()->click();
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toString(), target);
    }

    void stopThenResumeEndsVerified() {
        const QString source = leveldbUri("source");
        const QString target = zdbUri("target");
        QVERIFY(fillStore(source, 0, kLargeStorePairs));
        auto wizard = wizardAtPreview(source, target);
        QVERIFY(wizard);
        auto* run = wizard->runPage();
        QVERIFY(runAndStopAtFirstReport(*wizard));
        QVERIFY(!wizard->button(QWizard::BackButton)->isEnabled() || !wizard->button(QWizard::BackButton)->isVisible());
        QVERIFY2(run->stateText().startsWith(QStringLiteral("Stopped")), qPrintable(run->stateText()));
        QVERIFY(!run->isComplete());
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        picture(*wizard, "stopped");
        QObject::disconnect(run, &wr::gui::RunPage::progressShown, nullptr, nullptr);
        run->resumeButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(run->isComplete(), kTimeoutMs);
        QVERIFY(run->chart()->sampleCount() > 0);
        picture(*wizard, "run");
        wizard->next();
        QCOMPARE(wizard->currentId(), int(MigrationWizard::Report));
        QVERIFY2(wizard->reportPage()->verificationLabel()->text().startsWith(QStringLiteral("OK")),
                 qPrintable(wizard->reportPage()->verificationLabel()->text()));
        QVERIFY(wizard->reportPage()->countsLabel()->text().contains(QStringLiteral("resumed")));
    }

    void reopenedOnAnInterruptedMigrationOffersResume() {
        const QString source = leveldbUri("source");
        const QString target = zdbUri("target");
        QVERIFY(fillStore(source, 0, kLargeStorePairs));
        {
            auto wizard = wizardAtPreview(source, target);
            QVERIFY(wizard);
            QVERIFY(runAndStopAtFirstReport(*wizard));
        }
        auto wizard = wizardAtPreview(source, target);
        QVERIFY(wizard);
        QVERIFY(wizard->previewPage()->resumeBox()->isVisible());
        QVERIFY(wizard->previewPage()->resumeBox()->isChecked());
        picture(*wizard, "resume");
        QVERIFY(runToReport(*wizard));
        QVERIFY(wizard->reportPage()->verificationLabel()->text().startsWith(QStringLiteral("OK")));
        QVERIFY(wizard->reportPage()->countsLabel()->text().contains(QStringLiteral("resumed")));
    }

    void fileMigrateRunsFromAnOpenTabAndOpensTheTarget() {
        const QString source = leveldbUri("source");
        const QString target = zdbUri("target");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        MainWindow window;
        window.show();
        wr::gui::StorePage* page = window.openStore(wr::gui::StoreAddress::store(source));
        QTRY_VERIFY_WITH_TIMEOUT(page->isOpen(), kTimeoutMs);
        QAction* migrate = fileMenuAction(window, QStringLiteral("&Migrate..."));
        QVERIFY(migrate != nullptr);
        bool reported = false;
        whenWizardShows([&](MigrationWizard* wizard) {
            QCOMPARE(wizard->sourcePage()->openStoresList()->count(), 1);
            wizard->sourcePage()->openStoresList()->setCurrentRow(0);
            wizard->next();  // the tab lets go of the source: a LevelDB store admits one opener
            QCOMPARE(window.pages().size(), 0);
            wizard->targetPage()->setTarget(target);
            QTRY_VERIFY_WITH_TIMEOUT(wizard->targetPage()->isComplete(), kTimeoutMs);
            wizard->next();
            wizard->next();
            QTRY_VERIFY_WITH_TIMEOUT(wizard->previewPage()->isComplete(), kTimeoutMs);
            QVERIFY(runToReport(*wizard));
            QVERIFY(wizard->reportPage()->verificationLabel()->text().startsWith(QStringLiteral("OK")));
            wizard->reportPage()->openTargetButton()->click();
            reported = true;
            wizard->accept();
        });
        migrate->trigger();
        QVERIFY(reported);
        QCOMPARE(window.pages().size(), 1);
        QCOMPARE(window.pages().first()->address().location, target);
        QTRY_VERIFY_WITH_TIMEOUT(window.pages().first()->isOpen(), kTimeoutMs);
    }

    void tabMenuMigratesThatStore() {
        const QString source = leveldbUri("source");
        QVERIFY(fillStore(source, 0, kSmallStorePairs));
        MainWindow window;
        window.show();
        window.openStore(wr::gui::StoreAddress::store(source));
        QString chosenSource;
        whenWizardShows([&](MigrationWizard* wizard) {
            chosenSource = wizard->sourcePage()->uriEdit()->text();
            wizard->reject();
        });
        // The tab bar's menu, answered with Migrate This Store...
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, [poll] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (menu == nullptr) return;
            poll->stop();
            for (QAction* action : menu->actions())
                if (action->text() == QStringLiteral("&Migrate This Store...")) menu->setActiveAction(action);
            QTest::keyClick(menu, Qt::Key_Return);
        });
        poll->start(10);
        QTabBar* tabBar = window.tabs()->tabBar();
        emit tabBar->customContextMenuRequested(tabBar->tabRect(0).center());
        QCOMPARE(chosenSource, source);
    }

    void closingWhileRunningAsksThenStops() {
        const QString source = leveldbUri("source");
        const QString target = zdbUri("target");
        QVERIFY(fillStore(source, 0, kLargeStorePairs));
        auto wizard = wizardAtPreview(source, target);
        QVERIFY(wizard);
        bool asked = false;
        QObject::connect(wizard->runPage(), &wr::gui::RunPage::progressShown, wizard.get(), [&] {
            if (asked) return;
            asked = true;
            answerNextMessageBox(QMessageBox::No);
            wizard->reject();  // kept open: the user said No
            QVERIFY(wizard->isVisible());
            answerNextMessageBox(QMessageBox::Yes);
            wizard->reject();
        });
        wizard->next();
        QTRY_VERIFY_WITH_TIMEOUT(asked, kTimeoutMs);
        QVERIFY(!wizard->isVisible());
        // The target the stopped run left opens, and what it holds equals the source's.
        auto opened = wr::kv::openStore(target.toStdString());
        QVERIFY2(opened.isOk(), opened.status().toString().c_str());
        int differing = 0;
        QVERIFY(wr::kv::forEach(*opened.value(), [&](wr::BytesView key, wr::BytesView value) {
                    const int i = QByteArray(key.data(), qsizetype(key.size())).mid(4).toInt();
                    if (value != valueOf(i).toStdString()) ++differing;
                    return true;
                }).isOk());
        QCOMPARE(differing, 0);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    // The window's recent stores go to a settings file of the tests' own.
    QStandardPaths::setTestModeEnabled(true);
    QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/wrstudio_en.qm")) || !QCoreApplication::installTranslator(&english))
        return 1;
    MigrationWizardTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "migration_wizard_test.moc"
