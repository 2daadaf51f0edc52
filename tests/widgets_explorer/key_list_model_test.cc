// KeyListModel: passes QAbstractItemModelTester while paging through a real
// store, lists every key once, stops at its row limit, and reads values only
// for the rows a view shows.
#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "explorer_support.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_session.h"

namespace wr::test {

using wr::gui::KeyListModel;
using wr::gui::KvSession;

class KeyListModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = buildTestStore(dir_.path());
        QVERIFY(!uri_.isEmpty());
    }

    void pagesThroughEveryKeyOnce() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(250);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy counted(&model, &KeyListModel::countEstimated);
        QVERIFY(openAndWait(session, uri_));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 250, kAsyncTimeoutMs);
        QVERIFY(!model.atEnd());
        while (!model.atEnd()) {
            QTRY_VERIFY_WITH_TIMEOUT(model.canFetchMore({}) || model.atEnd(), kAsyncTimeoutMs);
            const int before = model.rowCount();
            model.fetchMore({});
            model.fetchMore({});  // a second call while the page is in flight asks for nothing
            QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > before || model.atEnd(), kAsyncTimeoutMs);
        }
        QCOMPARE(model.rowCount(), kTestKeys);
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(!model.isTruncated());

        QSet<QByteArray> keys;
        for (int row = 0; row < model.rowCount(); ++row) keys.insert(model.keyAt(row));
        QCOMPARE(keys.size(), kTestKeys);
        QVERIFY(keys.contains(userKey(999, "email")));
        QVERIFY(keys.contains(itemKey(0)));
        const QModelIndex item = model.index(model.rowCount() - 1, KeyListModel::KeyColumn);
        QCOMPARE(item.data(KeyListModel::KeyBytesRole).toByteArray(), model.keyAt(model.rowCount() - 1));

        // The count arrived once, and is exact for a store listed to its end.
        QTRY_VERIFY_WITH_TIMEOUT(!counted.isEmpty(), kAsyncTimeoutMs);
        QCOMPARE(model.countEstimate(), std::optional<quint64>(kTestKeys));
        // Nothing asked for a value except the tester's few cells.
        QVERIFY2(model.valuesRequested() <= quint64(KeyListModel::kPeekBatch),
                 qPrintable(QString::number(model.valuesRequested())));
    }

    void stopsAtItsRowLimit() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(400);
        model.setMaxRows(1000);
        QVERIFY(openAndWait(session, uri_));
        for (int expected : {400, 800, 1000}) {
            QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), expected, kAsyncTimeoutMs);
            model.fetchMore({});
        }
        QVERIFY(model.atEnd());
        QVERIFY(model.isTruncated());
        QVERIFY(!model.canFetchMore({}));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value(), kAsyncTimeoutMs);
        QVERIFY(*model.countEstimate() >= 1000);
    }

    void readsValuesOnlyForVisibleRows() {
        KvSession session;
        KeyListModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), KeyListModel::kDefaultPageSize, kAsyncTimeoutMs);
        QCOMPARE(model.valuesRequested(), quint64(0));

        QTableView view;
        view.setModel(&model);
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int visible = view.rowAt(view.viewport()->height() - 1) + 1;
        QVERIFY(visible > 0);
        QTRY_VERIFY_WITH_TIMEOUT(model.valuesRequested() > 0 && session.pendingRequests() == 0, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!model.index(0, KeyListModel::SizeColumn).data().toString().isEmpty(),
                                 kAsyncTimeoutMs);
        QVERIFY2(model.valuesRequested() <= quint64(visible + 2),
                 qPrintable(QStringLiteral("%1 values read for %2 rows").arg(model.valuesRequested()).arg(visible)));

        // Shown as the store holds them.
        for (int row = 0; row < visible; ++row) {
            const QByteArray key = model.keyAt(row);
            const QVariant size = model.index(row, KeyListModel::SizeColumn).data(KeyListModel::ValueSizeRole);
            QVERIFY(size.isValid());
            if (key.startsWith("user/") && key.endsWith("/name")) {
                const QString preview = model.index(row, KeyListModel::PreviewColumn).data().toString();
                QVERIFY2(preview.startsWith(QStringLiteral("Name ")), qPrintable(preview));
            }
        }

        // Scrolling far down reads the rows shown there, not those passed.
        const quint64 before = model.valuesRequested();
        view.scrollTo(model.index(400, 0), QAbstractItemView::PositionAtTop);
        QTRY_VERIFY_WITH_TIMEOUT(!model.index(400, KeyListModel::SizeColumn).data().toString().isEmpty(),
                                 kAsyncTimeoutMs);
        QVERIFY(model.valuesRequested() - before <= quint64(visible + 2));
    }

    void emptiesWhenTheStoreCloses() {
        KvSession session;
        KeyListModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, kAsyncTimeoutMs);
        session.close();
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 0, kAsyncTimeoutMs);
        QVERIFY(!model.canFetchMore({}));
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runKeyListModelTests(int argc, char** argv) {
    KeyListModelTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "key_list_model_test.moc"
