// KeyListModel: passes QAbstractItemModelTester while paging a window of a
// real store's keys; lists every key once when read to the end, in the
// store's order; jumps to a row and to a key; keeps its window bounded; reads
// keys off the GUI thread only; and reads values only for the rows a view shows.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "explorer_support.h"
#include "stores/store_factory.h"
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
        // The store's own order, read before any session holds it.
        auto store = wr::kv::openStore(uri_.toStdString(), wr::kv::OpenOptions{true, false});
        QVERIFY(store.isOk());
        auto cursor = (*store)->scan();
        QVERIFY(cursor.isOk());
        for (; (*cursor)->valid(); (*cursor)->next()) {
            order_.push_back(QByteArray((*cursor)->key().data(), qsizetype((*cursor)->key().size())));
        }
        QCOMPARE(order_.size(), kTestKeys);
    }

    void listsEveryKeyOnceReadToTheEnd() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(250);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy counted(&model, &KeyListModel::countEstimated);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && !model.isFetching(), kAsyncTimeoutMs);
        QCOMPARE(model.loadedFirst(), 0);
        QCOMPARE(model.loadedRows(), 250);

        QList<QByteArray> listed;
        for (int row = 0; row < model.rowCount(); ++row) {
            model.goToRow(row);
            QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(row) || row >= model.rowCount(), kAsyncTimeoutMs);
            if (row < model.rowCount()) listed.push_back(model.keyAt(row));
        }
        QCOMPARE(listed, order_);
        QCOMPARE(model.rowCount(), kTestKeys);
        // Read to the end from the first key: the count is exact.
        QVERIFY(model.isCountExact());
        QCOMPARE(model.countEstimate(), std::optional<quint64>(kTestKeys));
        QVERIFY(!counted.isEmpty());
        const QModelIndex last = model.index(model.rowCount() - 1, KeyListModel::KeyColumn);
        QCOMPARE(last.data(KeyListModel::KeyBytesRole).toByteArray(), order_.last());
        // Nothing asked for a value except the tester's few cells.
        QVERIFY2(model.valuesRequested() <= quint64(KeyListModel::kPeekBatch),
                 qPrintable(QString::number(model.valuesRequested())));
    }

    void scrollsAViewToTheEnd() {
        KvSession session;
        KeyListModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QTableView view;
        view.setModel(&model);
        view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value(), kAsyncTimeoutMs);
        view.scrollToBottom();
        QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(model.rowCount() - 1), kAsyncTimeoutMs);
        QCOMPARE(model.keyAt(model.rowCount() - 1), order_.last());
        QCOMPARE(model.rowCount(), kTestKeys);
    }

    void jumpsToARow() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(100);
        // No model tester here: it reads row 0 whenever the model changes,
        // and the latest row asked for is the one the model goes to.
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && !model.isFetching(), kAsyncTimeoutMs);
        for (int row : {2000, 1500, 2999, 0, 2500}) {
            model.goToRow(row);
            QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(row), kAsyncTimeoutMs);
            QCOMPARE(model.keyAt(row), order_[row]);
            // The row's neighbours came with it, in the store's order.
            if (row > 0 && model.isLoaded(row - 1)) QCOMPARE(model.keyAt(row - 1), order_[row - 1]);
        }
        QCOMPARE(model.rowCount(), kTestKeys);
    }

    void jumpsToAKey() {
        KvSession session;
        KeyListModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && !model.isFetching(), kAsyncTimeoutMs);
        QSignalSpy placed(&model, &KeyListModel::keyPlaced);
        QSignalSpy missing(&model, &KeyListModel::keyNotFound);
        model.goToKey(order_[2345]);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(placed.first().at(0).toInt(), 2345);
        QCOMPARE(model.keyAt(2345), order_[2345]);
        model.goToKey("no such key");
        QTRY_COMPARE_WITH_TIMEOUT(missing.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(missing.first().at(0).toByteArray(), QByteArray("no such key"));
        QCOMPARE(placed.size(), 1);
    }

    void keepsItsWindowBounded() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(100);
        model.setWindowRows(300);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && !model.isFetching(), kAsyncTimeoutMs);
        int largest = 0;
        for (int row = 0; row < model.rowCount(); row += 50) {
            model.goToRow(row);
            QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(row), kAsyncTimeoutMs);
            QCOMPARE(model.keyAt(row), order_[row]);
            largest = std::max(largest, model.loadedRows());
        }
        QVERIFY2(largest <= 300, qPrintable(QString::number(largest)));
        // Rows paged out show as loading and come back when asked for.
        QVERIFY(!model.isLoaded(0));
        QCOMPARE(model.index(0, KeyListModel::KeyColumn).data(KeyListModel::KeyBytesRole), QVariant());
        model.goToRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(0), kAsyncTimeoutMs);
        QCOMPARE(model.keyAt(0), order_[0]);
    }

    void readsKeysOffTheGuiThread() {
        KvSession session;
        KeyListModel model(&session);
        model.setPageSize(100);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && session.pendingRequests() == 0, kAsyncTimeoutMs);
        // Asking for a row that is not held answers at once and asks the
        // session, whose threads read the store; the row arrives later.
        QElapsedTimer timer;
        timer.start();
        const QModelIndex far = model.index(2800, KeyListModel::KeyColumn);
        QCOMPARE(far.data().toString(), QStringLiteral("Loading…"));
        QVERIFY(!model.isLoaded(2800));
        QCOMPARE(session.pendingRequests(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(session.pendingRequests() > 0 || model.isLoaded(2800), kAsyncTimeoutMs);
        QVERIFY(timer.elapsed() < kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(model.isLoaded(2800), kAsyncTimeoutMs);
        QCOMPARE(far.data(KeyListModel::KeyBytesRole).toByteArray(), order_[2800]);
    }

    void readsValuesOnlyForVisibleRows() {
        KvSession session;
        KeyListModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QTRY_VERIFY_WITH_TIMEOUT(model.countEstimate().has_value() && !model.isFetching(), kAsyncTimeoutMs);
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
        view.scrollTo(model.index(2400, 0), QAbstractItemView::PositionAtTop);
        QTRY_VERIFY_WITH_TIMEOUT(!model.index(2400, KeyListModel::SizeColumn).data().toString().isEmpty(),
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
        QCOMPARE(model.loadedRows(), 0);
    }

private:
    QTemporaryDir dir_;
    QString uri_;
    QList<QByteArray> order_;
};

int runKeyListModelTests(int argc, char** argv) {
    KeyListModelTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "key_list_model_test.moc"
