// Finding a key in a WR-Store (seed 000 Fig. 2): "792479" at WR_D = 4,
// WR_L = 2 lives in HKCU\kvs\fe\40\8a\96, and going to the key selects that
// leaf in the index tree and the key's value in it.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/kv/key_locator.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"

namespace wr::test {

using wr::gui::KvStorePage;
using wr::gui::StoreAddress;

class FindByKeyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = buildFigure2Store(dir_.path());
        QVERIFY(!uri_.isEmpty());
    }

    void selectsTheLeafOfFigure2() {
        KvStorePage page(StoreAddress::store(uri_));
        page.resize(1000, 600);
        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
        QVERIFY(page.indexBrowser() != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(page.locator()->hasIndex(), kAsyncTimeoutMs);

        page.goTo(QStringLiteral("792479"));
        QCOMPARE(page.locator()->md5Hex().left(8), QStringLiteral("fe408a96"));
        QCOMPARE(page.locator()->leafPath(), QStringLiteral("kvs\\fe\\40\\8a\\96"));
        QCOMPARE(page.locator()->valueName(), QStringLiteral("792479"));
        QTRY_COMPARE_WITH_TIMEOUT(page.indexBrowser()->currentKeyPath(), QStringLiteral("kvs\\fe\\40\\8a\\96"),
                                  kAsyncTimeoutMs);
        wr::gui::ValueTableView* values = page.indexBrowser()->valueView();
        QTRY_VERIFY_WITH_TIMEOUT(values->currentIndex().isValid(), kAsyncTimeoutMs);
        QCOMPARE(values->currentIndex().siblingAtColumn(0).data(wr::gui::ValueTableModel::NameRole).toString(),
                 QStringLiteral("792479"));
        // The Keys view shows the key's value; the Index view, its leaf.
        QCOMPARE(page.views()->currentWidget(), page.keys());
        QCOMPARE(page.keys()->currentKey(), QByteArray("792479"));
        page.views()->setCurrentIndex(0);
        QCOMPARE(page.location(), QStringLiteral("HKCU\\kvs\\fe\\40\\8a\\96"));

        // The tree counts what each key holds: the leaf holds the pair.
        const QModelIndex leaf = page.indexBrowser()->currentKeyIndex();
        QCOMPARE(leaf.data(wr::gui::KeyTreeModel::ValueCountRole).toUInt(), 1u);
        QCOMPARE(page.indexBrowser()->keyModel()->columnCount(), 3);

        // A registry path goes to the path.
        page.goTo(QStringLiteral("HKCU\\kvs"));
        QTRY_COMPARE_WITH_TIMEOUT(page.indexBrowser()->currentKeyPath(), QStringLiteral("kvs"), kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runFindByKeyTests(int argc, char** argv) {
    FindByKeyTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "find_by_key_test.moc"
