// RegistryBrowser and KeyTreeView: the panes follow the session, reveal a
// key through pages of subkeys, and the tree pages in as it scrolls.
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_session.h"
#include "widgets/registry/value_table_model.h"

namespace wr::test {

using wr::gui::KeyTreeModel;
using wr::gui::RegistryBrowser;
using wr::gui::RegistrySession;

class RegistryBrowserTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.path());
    }

    void selectsTheRootOfANewlyOpenedHive() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        QSignalSpy current(&browser, &RegistryBrowser::currentKeyChanged);
        QVERIFY(openAndWait(session, dir_.path()));
        QCOMPARE(browser.currentKeyPath(), QString(QLatin1String("")));
        QVERIFY(!current.isEmpty());
        QVERIFY(browser.keyView()->isExpanded(browser.keyModel()->rootIndex()));
        QTRY_COMPARE_WITH_TIMEOUT(browser.valueModel()->rowCount(), kRootValues, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser.keyModel()->rowCount(browser.keyModel()->rootIndex()), 3, kAsyncTimeoutMs);
    }

    void revealsAKeyAndShowsItsValuesAndInformation() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        browser.resize(800, 400);
        browser.show();
        QSignalSpy revealed(&browser, &RegistryBrowser::revealFinished);
        QSignalSpy info(&browser, &RegistryBrowser::currentKeyInfo);
        const QString path = QStringLiteral("Factory\\Workshops\\Workshop0001\\Employees\\Employee0002");
        browser.revealKey(path);  // before the hive is open: it waits
        QVERIFY(openAndWait(session, dir_.path()));
        QTRY_COMPARE_WITH_TIMEOUT(revealed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(revealed.first().at(0).toString(), path);
        QVERIFY(revealed.first().at(1).toBool());
        QCOMPARE(browser.currentKeyPath(), path);
        QTRY_COMPARE_WITH_TIMEOUT(browser.valueModel()->rowCount(), 6, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!info.isEmpty() && info.last().at(0).toString() == path, kAsyncTimeoutMs);
        QCOMPARE(info.last().at(1).value<wr::reg::KeyInfo>().valueCount, 6u);
    }

    void revealsAKeyBeyondTheFirstPage() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        browser.keyModel()->setPageSize(10);
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy revealed(&browser, &RegistryBrowser::revealFinished);
        browser.revealKey(QStringLiteral("wide\\ITEM023"));  // names compare without regard to case
        QTRY_COMPARE_WITH_TIMEOUT(revealed.size(), 1, kAsyncTimeoutMs);
        QVERIFY(revealed.first().at(1).toBool());
        QCOMPARE(browser.currentKeyPath(), QStringLiteral("Wide\\Item023"));
    }

    void stopsAtTheDeepestExistingKey() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy revealed(&browser, &RegistryBrowser::revealFinished);
        browser.revealKey(QStringLiteral("Factory\\Workshops\\Workshop9999\\Employees"));
        QTRY_COMPARE_WITH_TIMEOUT(revealed.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!revealed.first().at(1).toBool());
        QCOMPARE(browser.currentKeyPath(), QStringLiteral("Factory\\Workshops"));
    }

    void treePagesInAsItScrolls() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        browser.keyModel()->setPageSize(10);
        browser.resize(600, 120);  // shows fewer rows than one page
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QVERIFY(openAndWait(session, dir_.path()));
        KeyTreeModel* model = browser.keyModel();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(model->rootIndex()), 3, kAsyncTimeoutMs);
        const QModelIndex wide = childNamed(*model, model->rootIndex(), QStringLiteral("Wide"));
        browser.keyView()->expand(wide);
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(wide), 10, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
        // Wide is the last key: its tenth subkey is in sight once scrolled to the end.
        QCOMPARE(model->rowCount(wide), 10);
        browser.keyView()->scrollToBottom();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(wide), 20, kAsyncTimeoutMs);
        browser.keyView()->scrollToBottom();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(wide), kWideSubkeys, kAsyncTimeoutMs);
    }

    void emptiesWhenTheHiveCloses() {
        RegistrySession session;
        RegistryBrowser browser(&session);
        QVERIFY(openAndWait(session, dir_.path()));
        QTRY_COMPARE_WITH_TIMEOUT(browser.valueModel()->rowCount(), kRootValues, kAsyncTimeoutMs);
        QSignalSpy current(&browser, &RegistryBrowser::currentKeyChanged);
        session.close();
        QTRY_VERIFY_WITH_TIMEOUT(!current.isEmpty(), kAsyncTimeoutMs);
        QVERIFY(current.last().at(0).toString().isNull());
        QVERIFY(browser.currentKeyPath().isNull());
        QCOMPARE(browser.valueModel()->rowCount(), 0);
    }

private:
    QTemporaryDir dir_;
};

int runRegistryBrowserTests(int argc, char** argv) {
    RegistryBrowserTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "registry_browser_test.moc"
