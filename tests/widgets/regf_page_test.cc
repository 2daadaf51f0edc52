// A Windows hive file in the GUI: File > Open's probe recognises it by its
// "regf" signature and offers it as a hive, never for writing; the hive page
// opens it read-only, says so in its title, status bar and statistics, and
// shows the current key's last write time.
#include <QCheckBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "registry/hive/hive.h"
#include "registry/regf/regf_export.h"
#include "test_support.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/pages/hive_page.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/windows_hive_file.h"

namespace wr::test {

using wr::gui::HivePage;
using wr::gui::isWindowsHiveFile;
using wr::gui::OpenStoreDialog;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;

class RegfPageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QString portable = dir_.filePath("portable");
        buildTestHive(portable);
        auto hive = wr::reg::Hive::open(portable.toStdString());
        QVERIFY(hive.isOk());
        file_ = dir_.filePath("NTUSER.DAT");
        auto written = wr::reg::exportRegfFile(**hive, (*hive)->root(), file_.toStdString(), {"ntuser.dat"});
        QVERIFY2(written.isOk(), written.status().toString().c_str());
        keys_ = written->keys;
    }

    void openDialogRecognisesAHiveFile() {
        OpenStoreDialog dialog;
        dialog.findChild<QCheckBox*>()->setChecked(true);
        dialog.field("dir")->setText(file_);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.foundText().contains("Windows hive file"), kAsyncTimeoutMs);
        QVERIFY(dialog.problem().isEmpty());
        const StoreAddress address = dialog.address();
        QCOMPARE(address.kind, StoreAddress::Kind::Hive);
        QCOMPARE(address.location, file_);
        QVERIFY(isWindowsHiveFile(address));
        QVERIFY(!address.writable);  // asked for writing, it still opens read-only
    }

    void addressesKeepTheHiveFile() {
        auto parsed = StoreAddress::parse(file_);
        QVERIFY(parsed.has_value());
        QVERIFY(isWindowsHiveFile(*parsed));
        QCOMPARE(parsed->title(), QStringLiteral("NTUSER.DAT (Windows hive file, read-only)"));
        auto again = StoreAddress::parse(parsed->toString());
        QVERIFY(again.has_value() && isWindowsHiveFile(*again) && *again == *parsed);
        QVERIFY(!isWindowsHiveFile(StoreAddress::hive(dir_.filePath("portable"))));
    }

    void pageOpensItReadOnly() {
        HivePage page(StoreAddress::hive(file_, true));
        QSignalSpy finished(&page, &HivePage::openFinished);
        page.open();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kAsyncTimeoutMs);
        QVERIFY(finished.first().at(0).toBool());
        QVERIFY(page.isReadOnly());
        QVERIFY(page.session()->info().readOnly);
        QVERIFY(page.session()->info().description.contains("Windows hive file"));
        QVERIFY(!page.editor()->canEdit());
        for (StoreCommand command : {StoreCommand::NewKey, StoreCommand::NewValue, StoreCommand::Delete,
                                     StoreCommand::ImportReg, StoreCommand::WriteChanges})
            QVERIFY(!page.canRun(command));

        page.browser()->revealKey(QStringLiteral("Factory\\Workshops"));
        QTRY_COMPARE_WITH_TIMEOUT(page.browser()->currentKeyPath(), QStringLiteral("Factory\\Workshops"),
                                  kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains("Last write: 20"), kAsyncTimeoutMs);
        QVERIFY2(page.statusText().startsWith("Read-only Windows hive file"), qPrintable(page.statusText()));
        QCOMPARE(page.browser()->valueModel()->rowCount(), 0);

        page.views()->setCurrentWidget(page.statistics());
        const QString contents = QStringLiteral("Contents");
        QTRY_VERIFY_WITH_TIMEOUT(!fact(*page.statistics(), contents, QStringLiteral("Keys")).isNull(), kAsyncTimeoutMs);
        QCOMPARE(fact(*page.statistics(), contents, QStringLiteral("Keys")), QLocale().toString(keys_));
        QVERIFY(fact(*page.statistics(), QStringLiteral("Hive"), QStringLiteral("Location"))
                    .startsWith("Windows hive file " + file_));
        QCOMPARE(fact(*page.statistics(), QStringLiteral("Hive"), QStringLiteral("Mode")), QStringLiteral("read-only"));
    }

private:
    QTemporaryDir dir_;
    QString file_;
    quint64 keys_ = 0;
};

int runRegfPageTests(int argc, char** argv) {
    RegfPageTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "regf_page_test.moc"
