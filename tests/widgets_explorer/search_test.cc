// Search: finds exactly the right keys by key or value, prefix or regular
// expression, within a scope; fills its model as it goes; and stops at the
// next key once cancelled, leaving a consistent partial result. Going to a
// key on a store without an index shows its value and lists the keys it
// starts, and the page's status line tells how the search went.
#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

#include "explorer_support.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_search.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_session.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/pages/kv_store_page.h"

Q_DECLARE_METATYPE(wr::gui::SearchSpec)

namespace wr::test {

using wr::gui::KeySearch;
using wr::gui::SearchResultsModel;
using wr::gui::SearchSpec;
using wr::gui::SearchSummary;
using Mode = SearchSpec::Mode;
using Target = SearchSpec::Target;

namespace {

SearchSpec spec(Target target, Mode mode, const QString& pattern, const QByteArray& scope = {}) {
    SearchSpec s;
    s.target = target;
    s.mode = mode;
    s.pattern = pattern;
    s.scope = scope;
    return s;
}

// A store of endless keys "k0", "k1", ... that takes a little time per key,
// as a large store on a slow disk does; only scan() is ever called. It counts
// the keys its cursors have read.
class EndlessStore : public wr::kv::KvStore {
public:
    const wr::kv::StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override { return true; }
    wr::Result<wr::Bytes> get(wr::BytesView) override { return wr::Bytes("v"); }
    wr::Status put(wr::BytesView, wr::BytesView) override { return wr::Status::readOnly("endless"); }
    wr::Status remove(wr::BytesView) override { return wr::Status::readOnly("endless"); }
    wr::Result<std::unique_ptr<wr::kv::KvCursor>> scan() override {
        return std::unique_ptr<wr::kv::KvCursor>(std::make_unique<Cursor>(&keysRead_));
    }
    wr::Result<uint64_t> approximateCount() override { return uint64_t(0); }
    wr::Status flush() override { return wr::Status::ok(); }
    wr::Result<wr::kv::StoreStatistics> statistics() override { return wr::kv::StoreStatistics{}; }
    wr::Status close() override { return wr::Status::ok(); }

    uint64_t keysRead() const { return keysRead_; }

private:
    class Cursor : public wr::kv::KvCursor {
    public:
        explicit Cursor(std::atomic<uint64_t>* keysRead) : keysRead_(keysRead) { next(); }
        bool valid() const override { return true; }
        wr::BytesView key() const override { return key_; }
        wr::Result<wr::Bytes> value() override { return wr::Bytes("v"); }
        void next() override {
            key_ = "k" + std::to_string((*keysRead_)++);
            std::this_thread::sleep_for(std::chrono::microseconds(20));
        }
        wr::Status status() const override { return wr::Status::ok(); }

    private:
        std::atomic<uint64_t>* keysRead_;
        std::string key_;
    };

    wr::kv::StoreUri uri_{"endless"};
    std::atomic<uint64_t> keysRead_{0};
};

}  // namespace

class SearchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = buildTestStore(dir_.path());
        QVERIFY(!uri_.isEmpty());
    }

    void findsTheRightKeys_data() {
        QTest::addColumn<SearchSpec>("search");
        QTest::addColumn<QList<QByteArray>>("expected");
        QList<QByteArray> items120;
        for (int i = 120; i < 130; ++i) items120 << itemKey(i);
        QList<QByteArray> names;
        for (int u = 0; u < kUsers; ++u) names << userKey(u, "name");
        QList<QByteArray> name42;
        name42 << userKey(42, "name");
        for (int u = 420; u < 430; ++u) name42 << userKey(u, "name");
        QList<QByteArray> longItems;
        for (int i = 0; i < kItems; ++i) {
            if (i % 64 == 63) longItems << itemKey(i);
        }

        QTest::newRow("key prefix") << spec(Target::Keys, Mode::Prefix, QStringLiteral("user/0042/"))
                                    << QList<QByteArray>{userKey(42, "email"), userKey(42, "name")};
        QTest::newRow("key prefix, other case") << [] {
            SearchSpec s = spec(Target::Keys, Mode::Prefix, QStringLiteral("ITEM/0012"));
            s.caseSensitive = false;
            return s;
        }() << items120;
        QTest::newRow("key regex") << spec(Target::Keys, Mode::RegularExpression, QStringLiteral("^item/0+12\\d$"))
                                   << items120;
        QTest::newRow("key regex, scoped")
            << spec(Target::Keys, Mode::RegularExpression, QStringLiteral("/name$"), QByteArray("user/")) << names;
        QTest::newRow("key regex, scoped elsewhere")
            << spec(Target::Keys, Mode::RegularExpression, QStringLiteral("name"), QByteArray("item/"))
            << QList<QByteArray>{};
        QTest::newRow("value prefix, scoped")
            << spec(Target::Values, Mode::Prefix, QStringLiteral("Name 42"), QByteArray("user/")) << name42;
        QTest::newRow("value prefix with a byte escape")
            << spec(Target::Values, Mode::Prefix, QStringLiteral("\\x00\\x01"), QByteArray("item/000")) << [] {
                   QList<QByteArray> keys;
                   for (int i = 0; i < 100; ++i) {
                       if (i % 64 >= 1) keys << itemKey(i);
                   }
                   return keys;
               }();
        QTest::newRow("value regex") << spec(Target::Values, Mode::RegularExpression, QStringLiteral("\\x3f"))
                                     << longItems;
    }

    void findsTheRightKeys() {
        QFETCH(SearchSpec, search);
        QFETCH(QList<QByteArray>, expected);
        wr::gui::KvSession session;
        SearchResultsModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(session, uri_));
        QSignalSpy finished(&model, &SearchResultsModel::finished);
        QCOMPARE(model.start(search), QString());
        QVERIFY(model.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsyncTimeoutMs);
        const auto summary = finished.first().at(0).value<SearchSummary>();
        QVERIFY2(summary.error.isEmpty(), qPrintable(summary.error));
        QVERIFY(!summary.cancelled);
        QCOMPARE(summary.scanned, quint64(kTestKeys));
        QCOMPARE(summary.matched, quint64(expected.size()));

        QSet<QByteArray> found;
        for (int row = 0; row < model.rowCount(); ++row) found.insert(model.keyAt(row));
        QCOMPARE(model.rowCount(), expected.size());
        QCOMPARE(found, QSet<QByteArray>(expected.begin(), expected.end()));
    }

    void refusesAnInvalidRegularExpression() {
        wr::gui::KvSession session;
        SearchResultsModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        const QString problem = model.start(spec(Target::Keys, Mode::RegularExpression, QStringLiteral("user/(")));
        QVERIFY2(problem.contains(QStringLiteral("invalid")), qPrintable(problem));
        QVERIFY(!model.isRunning());
    }

    void stopsAtTheNextKeyOnceCancelled() {
        EndlessStore store;
        wr::CancellationToken cancel;
        std::atomic<quint64> batches{0};
        QList<QByteArray> hits;
        SearchSummary summary;
        std::thread runner([&] {
            const KeySearch search(spec(Target::Keys, Mode::RegularExpression, QStringLiteral("7$")));
            summary = search.run(store, cancel, [&](QList<QByteArray> keys, quint64) {
                hits += keys;
                ++batches;
            });
        });
        // Batches come while it runs (every ~100 ms), before any cancellation.
        const bool running = QTest::qWaitFor([&] { return batches >= 3; }, kAsyncTimeoutMs);
        const uint64_t readWhenCancelled = store.keysRead();
        cancel.cancel();
        runner.join();
        QVERIFY(running);
        QVERIFY(summary.cancelled);
        // Cancellation is looked at before every key: at most one more is read,
        // however slow the store or loaded the machine.
        const uint64_t readAfter = store.keysRead() - readWhenCancelled;
        QVERIFY2(readAfter <= 1, qPrintable(QStringLiteral("%1 keys read after the cancellation").arg(readAfter)));
        QVERIFY(summary.scanned > 0);
        QCOMPARE(quint64(hits.size()), summary.matched);
        QCOMPARE(summary.matched, (summary.scanned + 2) / 10);
        for (const QByteArray& key : std::as_const(hits)) QVERIFY(key.endsWith('7'));
    }

    void cancellingThroughTheModelLeavesAConsistentResult() {
        wr::gui::KvSession session;
        SearchResultsModel model(&session);
        QVERIFY(openAndWait(session, uri_));
        QSignalSpy finished(&model, &SearchResultsModel::finished);
        QCOMPARE(model.start(spec(Target::Values, Mode::RegularExpression, QStringLiteral("@example"))), QString());
        model.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsyncTimeoutMs);
        const auto summary = model.summary();
        QCOMPARE(quint64(model.rowCount()), summary.matched);
        QVERIFY(summary.cancelled || summary.matched == quint64(kUsers));
        QSet<QByteArray> found;
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(model.keyAt(row).endsWith("/email"));
            found.insert(model.keyAt(row));
        }
        QCOMPARE(found.size(), model.rowCount());

        // A new search replaces the old results.
        QCOMPARE(model.start(spec(Target::Keys, Mode::Prefix, QStringLiteral("item/0000"))), QString());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kAsyncTimeoutMs);
        QCOMPARE(model.rowCount(), 10);
    }

    void goingToAKeyShowsItsValueAndTheSearch() {
        wr::gui::KvStorePage page(wr::gui::StoreAddress::store(uri_));
        QSignalSpy opened(&page, &wr::gui::KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());

        page.goTo(QString::fromUtf8(userKey(7, "name")));
        wr::gui::KvBrowser* browser = page.keys();
        QCOMPARE(browser->currentKey(), userKey(7, "name"));
        QTRY_VERIFY_WITH_TIMEOUT(browser->inspector()->source() != nullptr, kAsyncTimeoutMs);
        QCOMPARE(browser->inspector()->source()->read(0, 100), QByteArray("Name 7"));
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("1 found")), kAsyncTimeoutMs);
        QCOMPARE(browser->resultsModel()->rowCount(), 1);
        // The found row is the current one, and marking it read nothing again.
        QCOMPARE(browser->resultsView()->currentIndex().row(), 0);
        QVERIFY(browser->resultsView()->selectionModel()->isRowSelected(0, QModelIndex()));
        QCOMPARE(browser->inspector()->source()->read(0, 100), QByteArray("Name 7"));

        // A key that is not there says so where its value would be.
        page.goTo(QStringLiteral("user/none"));
        QTRY_VERIFY_WITH_TIMEOUT(browser->inspector()->source() == nullptr, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("0 found")), kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runSearchTests(int argc, char** argv) {
    SearchTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "search_test.moc"
