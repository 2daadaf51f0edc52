// The hive page as a user drives it: reopening the tab for writing keeps the
// selected key, the expanded keys and the selected values; a .reg import
// previewed on a read-only tab asks for write access and is staged once the
// tab is writable; the registry's statistics survive a reopen and a Refresh;
// Ctrl+C copies a key's full path and the selected values.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "test_support.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/pages/hive_page.h"
#include "widgets/registry/import_preview_dialog.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_clipboard.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"

namespace wr::test {

using wr::gui::HivePage;
using wr::gui::StoreAddress;

namespace {

const char kRegFile[] =
    "Windows Registry Editor Version 5.00\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER\\Factory\\Imported]\r\n"
    "\"Name\"=\"new\"\r\n";

// Opens the page and waits until its tree shows the root key.
bool openPage(HivePage& page) {
    QSignalSpy finished(&page, &HivePage::openFinished);
    page.open();
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, kAsyncTimeoutMs)) return false;
    return finished.first().at(0).toBool() &&
           QTest::qWaitFor([&] { return page.browser()->currentKeyIndex().isValid(); }, kAsyncTimeoutMs);
}

bool reopenPage(HivePage& page, bool writable) {
    QSignalSpy finished(&page, &HivePage::openFinished);
    page.reopen(writable);
    return QTest::qWaitFor([&] { return !finished.isEmpty(); }, kAsyncTimeoutMs) && finished.first().at(0).toBool();
}

QStringList selectedValueNames(const HivePage& page) {
    QStringList names;
    for (const QModelIndex& row : page.browser()->valueView()->selectionModel()->selectedRows())
        names.append(page.browser()->valueModel()->rowAt(row.row()).value.name);
    return names;
}

// The loaded key at `path` ("" for the root), or an invalid index.
QModelIndex keyAt(const HivePage& page, const QString& path) {
    const wr::gui::KeyTreeModel& keys = *page.browser()->keyModel();
    QModelIndex at = keys.rootIndex();
    for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) at = childNamed(keys, at, name);
    return at;
}

bool isExpanded(const HivePage& page, const QString& path) {
    const QModelIndex index = keyAt(page, path);
    return index.isValid() && page.browser()->keyView()->isExpanded(index);
}

// Clicks the import preview's stage button once the dialog shows, and
// reports the button's text.
void stageWhenPreviewed(QString* buttonText) {
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, buttonText] {
        auto* dialog = qobject_cast<wr::gui::ImportPreviewDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) return;
        timer->stop();
        timer->deleteLater();
        *buttonText = dialog->stageButton()->text();
        dialog->stageButton()->click();
    });
    timer->start();
}

}  // namespace

class HivePageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.filePath(QStringLiteral("hive")));
        regFile_ = dir_.filePath(QStringLiteral("import.reg"));
        QFile out(regFile_);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kRegFile);
    }

    void reopeningKeepsThePlace() {
        HivePage page(StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))));
        QVERIFY(openPage(page));
        const QString workshop = QStringLiteral("Factory\\Workshops\\Workshop0001");
        QSignalSpy revealed(page.browser(), &wr::gui::RegistryBrowser::revealFinished);
        page.goTo(workshop);
        QTRY_COMPARE_WITH_TIMEOUT(revealed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(page.browser()->currentKeyPath(), workshop);
        page.browser()->keyView()->expand(keyAt(page, QStringLiteral("Wide")));
        QTRY_VERIFY_WITH_TIMEOUT(keyAt(page, QStringLiteral("Wide\\Item003")).isValid(), kAsyncTimeoutMs);
        wr::gui::ValueTableModel* values = page.browser()->valueModel();
        QTRY_VERIFY_WITH_TIMEOUT(values->rowOf(QStringLiteral("Name")) >= 0 && !values->isFetching(), kAsyncTimeoutMs);
        page.browser()->valueView()->selectRow(values->rowOf(QStringLiteral("Name")));
        QCOMPARE(selectedValueNames(page), QStringList{QStringLiteral("Name")});

        QVERIFY(reopenPage(page, true));
        QVERIFY(!page.isReadOnly());
        QTRY_COMPARE_WITH_TIMEOUT(page.browser()->currentKeyPath(), workshop, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(selectedValueNames(page), QStringList{QStringLiteral("Name")}, kAsyncTimeoutMs);
        QVERIFY(isExpanded(page, QStringLiteral("Wide")));
        QVERIFY(isExpanded(page, QStringLiteral("Factory\\Workshops")));
        QVERIFY(!isExpanded(page, QStringLiteral("Factory\\Employees")));
        QCOMPARE(page.location(), page.session()->info().rootLabel + QLatin1Char('\\') + workshop);
    }

    void ctrlCCopiesKeyPathsAndValues() {
        HivePage page(StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))));
        QVERIFY(openPage(page));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString workshop = QStringLiteral("Factory\\Workshops\\Workshop0001");
        QSignalSpy revealed(page.browser(), &wr::gui::RegistryBrowser::revealFinished);
        page.goTo(workshop);
        QTRY_COMPARE_WITH_TIMEOUT(revealed.size(), 1, kAsyncTimeoutMs);
        const QString root = page.session()->info().rootLabel;
        // Shortcuts go to the widget with the keyboard, in the active window.
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));

        page.browser()->keyView()->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(page.browser()->keyView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), root + QLatin1Char('\\') + workshop);

        wr::gui::ValueTableModel* values = page.browser()->valueModel();
        QTRY_VERIFY_WITH_TIMEOUT(values->rowOf(QStringLiteral("Name")) >= 0 && !values->isFetching(), kAsyncTimeoutMs);
        const int row = values->rowOf(QStringLiteral("Name"));
        page.browser()->valueView()->selectRow(row);
        page.browser()->valueView()->setFocus();
        QTest::keyClick(page.browser()->valueView(), Qt::Key_C, Qt::ControlModifier);
        const QString expected = QStringList{QStringLiteral("Name"),
                                             values->index(row, wr::gui::ValueTableModel::TypeColumn).data().toString(),
                                             values->index(row, wr::gui::ValueTableModel::DataColumn).data().toString()}
                                     .join(QLatin1Char('\t'));
        QCOMPARE(QApplication::clipboard()->text(), expected);
        QVERIFY(expected.contains(QStringLiteral("REG_SZ")));
        page.clipboard()->copyValueNameAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Name"));
    }

    void importOnAReadOnlyTabAsksForWriteAccess() {
        HivePage page(StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))));
        QVERIFY(openPage(page));
        QVERIFY(page.isReadOnly());
        QSignalSpy asked(&page, &HivePage::writeAccessRequested);
        QString button;
        stageWhenPreviewed(&button);
        page.importFile(regFile_);
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(button, QStringLiteral("Open for &Writing and Stage"));
        QVERIFY(page.hasImportAwaitingWriteAccess());
        QVERIFY(!page.editor()->hasChanges());

        // The window answers by reopening the tab for writing; the import is staged then.
        QVERIFY(reopenPage(page, true));
        QVERIFY(!page.hasImportAwaitingWriteAccess());
        QVERIFY(page.editor()->hasChanges());
        QVERIFY(page.editor()->undoStack()->canUndo());
    }

    void importOnAWritableTabStagesAtOnce() {
        HivePage page(StoreAddress::hive(dir_.filePath(QStringLiteral("hive")), true));
        QVERIFY(openPage(page));
        QSignalSpy asked(&page, &HivePage::writeAccessRequested);
        QString button;
        stageWhenPreviewed(&button);
        page.importFile(regFile_);
        QTRY_VERIFY_WITH_TIMEOUT(page.editor()->hasChanges(), kAsyncTimeoutMs);
        QCOMPARE(button, QStringLiteral("&Stage Import"));
        QCOMPARE(asked.size(), 0);
    }

    void statisticsSurviveReopenAndRefresh() {
        HivePage page(StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))));
        QVERIFY(openPage(page));
        page.views()->setCurrentWidget(page.statistics());
        const QString contents = QStringLiteral("Contents");
        QTRY_VERIFY_WITH_TIMEOUT(!fact(*page.statistics(), contents, QStringLiteral("Keys")).isNull(), kAsyncTimeoutMs);
        const QString keys = fact(*page.statistics(), contents, QStringLiteral("Keys"));

        QVERIFY(reopenPage(page, true));
        QTRY_COMPARE_WITH_TIMEOUT(fact(*page.statistics(), contents, QStringLiteral("Keys")), keys, kAsyncTimeoutMs);
        QCOMPARE(fact(*page.statistics(), QStringLiteral("Hive"), QStringLiteral("Mode")),
                 QStringLiteral("read-write"));
        emit page.statistics()->refreshRequested();
        QTRY_COMPARE_WITH_TIMEOUT(fact(*page.statistics(), contents, QStringLiteral("Keys")), keys, kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
    QString regFile_;
};

int runHivePageTests(int argc, char** argv) {
    HivePageTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "hive_page_test.moc"
