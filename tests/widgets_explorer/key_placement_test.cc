// KeyPlacementPanel and KvBrowser over a real WR-Store: a key's MD5, the
// registry key its leading characters name under the store's own layout, the
// value that holds the pair, and the key list beside its value.
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "explorer_support.h"
#include "widgets/inspector/byte_source.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_placement_panel.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_session.h"

namespace wr::test {

using wr::gui::KeyPlacementPanel;
using wr::gui::KvBrowser;
using wr::gui::KvSession;

class KeyPlacementTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = buildFigure2Store(dir_.path(), {{"Hello", "capital letters"}});
        QVERIFY(!uri_.isEmpty());
    }

    void computesWhereAKeyLives() {
        KvSession session;
        KeyPlacementPanel panel(&session);
        panel.setIndexLayout(4, 2);
        panel.setKey("792479");
        QVERIFY(panel.md5Text().startsWith(QStringLiteral("fe408a96")));
        QCOMPARE(panel.md5Text().size(), 32);
        QCOMPARE(panel.registryPath(), QStringLiteral("HKCU\\kvs\\fe\\40\\8a\\96"));
        QCOMPARE(panel.valueName(), QStringLiteral("792479"));
        panel.setIndexLayout(1, 4);
        QCOMPARE(panel.registryPath(), QStringLiteral("HKCU\\kvs\\fe40"));
        panel.setKey("Hello");
        QCOMPARE(panel.valueName(), QStringLiteral("Hello%^8"));
        // No key, no digest: the MD5 of nothing would only mislead.
        panel.setKey({});
        QVERIFY(panel.registryPath().isEmpty());
        QVERIFY(panel.md5Text().isEmpty());
        panel.setKey("Hello");
        // An impossible layout says why instead of a path.
        panel.setIndexLayout(8, 8);
        QVERIFY(panel.registryPath().isEmpty());
        QVERIFY(panel.md5Text().isEmpty());
    }

    void takesTheLayoutFromTheStoreAndFindsTheKey() {
        KvSession session;
        KeyPlacementPanel panel(&session);
        panel.setIndexLayout(1, 1);
        panel.setKey("792479");
        QCOMPARE(panel.registryPath(), QStringLiteral("HKCU\\kvs\\f"));
        QVERIFY(openAndWait(session, uri_));
        QTRY_COMPARE_WITH_TIMEOUT(panel.registryPath(), QStringLiteral("HKCU\\kvs\\fe\\40\\8a\\96"), kAsyncTimeoutMs);
        QSignalSpy lookedUp(&panel, &KeyPlacementPanel::lookedUp);
        panel.find();
        QTRY_COMPARE_WITH_TIMEOUT(lookedUp.size(), 1, kAsyncTimeoutMs);
        QVERIFY2(panel.lookupText().startsWith(QStringLiteral("found")), qPrintable(panel.lookupText()));
        panel.setKey("no such key");
        panel.find();
        QTRY_COMPARE_WITH_TIMEOUT(lookedUp.size(), 2, kAsyncTimeoutMs);
        QCOMPARE(panel.lookupText(), QStringLiteral("not found"));
    }

    void browserShowsTheSelectedValue() {
        KvSession session;
        KvBrowser browser(&session);
        browser.resize(1000, 600);
        browser.show();
        QVERIFY(openAndWait(session, uri_));
        QTRY_COMPARE_WITH_TIMEOUT(browser.keyModel()->rowCount(), 3, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(browser.statusText().contains(QLatin1Char('3')), kAsyncTimeoutMs);
        QVERIFY(browser.placementPanel()->isVisible());

        int row = 0;
        while (browser.keyModel()->keyAt(row) != "792479") ++row;
        QSignalSpy shown(&browser, &KvBrowser::valueShown);
        browser.keyView()->selectRow(row);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(browser.currentKey(), QByteArray("792479"));
        QCOMPARE(browser.inspector()->source()->read(0, 100), QByteArray("#Scotland"));
        QCOMPARE(browser.placementPanel()->registryPath(), QStringLiteral("HKCU\\kvs\\fe\\40\\8a\\96"));
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runKeyPlacementTests(int argc, char** argv) {
    KeyPlacementTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "key_placement_test.moc"
