// The peers' bulk load paths (stores/bulk_load.h): RocksDB's SST ingestion
// through sorted runs, Berkeley DB's DB_MULTIPLE_KEY puts and LMDB's appends.
// Pairs go in in random order, with keys added more than once and binary
// bytes; the reopened store must hold exactly the last value added for each
// key and nothing else. Then what a loader refuses, cancellation, a full disk,
// and the scratch files, which must never outlive the load.
#include <QtTest>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "common/file_size_cap.h"
#include "common/open_or_fail.h"
#include "common/verify_status.h"
#include "stores/kv_store.h"
#include "util/bytes.h"
#include "util/cancellation.h"
#include "util/random.h"

using namespace wr;
using namespace wr::kv;
using wr::test::openOrFail;

namespace {

constexpr uint64_t kTinyBudget = uint64_t{64} << 10;

using Pairs = std::vector<std::pair<Bytes, Bytes>>;
using Expected = std::map<Bytes, Bytes>;

Bytes randomBytes(Random& random, size_t size) {
    Bytes bytes(size, '\0');
    for (char& c : bytes) c = static_cast<char>(random.uniform(256));
    return bytes;
}

// `count` pairs in random order: binary keys of 1 to 24 bytes (NUL and 0xff
// included), values of 0 to 400 bytes; one pair in ten repeats an earlier key
// with a new value.
Pairs randomPairs(uint64_t seed, size_t count, size_t maxValueBytes = 400) {
    Random random(seed);
    Pairs pairs;
    for (size_t i = 0; i < count; ++i) {
        Bytes key = !pairs.empty() && random.uniform(10) == 0 ? pairs[random.uniform(pairs.size())].first
                                                              : randomBytes(random, 1 + random.uniform(24));
        pairs.emplace_back(std::move(key), randomBytes(random, random.uniform(maxValueBytes + 1)));
    }
    return pairs;
}

Expected lastValues(const Pairs& pairs) {
    Expected expected;
    for (const auto& [key, value] : pairs) expected[key] = value;
    return expected;
}

QString scratchEntries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).join(", ");
}

// A work directory for the loader's scratch files, inside the test's directory.
QString makeWorkDirectory(const QTemporaryDir& dir) {
    const QString path = dir.filePath("scratch");
    QDir().mkpath(path);
    return path;
}

BulkLoadOptions optionsFor(const QString& workDirectory, uint64_t memoryBudget,
                           const CancellationToken* cancel = nullptr) {
    BulkLoadOptions options;
    options.workDirectory = workDirectory.toStdString();
    options.memoryBudget = memoryBudget;
    options.cancel = cancel;
    return options;
}

std::unique_ptr<BulkLoader> loaderOrFail(KvStore& store, const BulkLoadOptions& options) {
    auto loader = store.bulkLoader(options);
    if (!loader.isOk()) qWarning("bulkLoader: %s", loader.status().toString().c_str());
    return loader.isOk() ? std::move(*loader) : nullptr;
}

// Reopens the store at `uri` and compares every pair with `expected`.
void verifyStoreHolds(const std::string& uri, const Expected& expected) {
    auto store = openOrFail(uri);
    QVERIFY(store);
    size_t seen = 0;
    Bytes mismatch;
    WR_VERIFY_OK(forEach(*store, [&](BytesView key, BytesView value) {
        ++seen;
        auto it = expected.find(Bytes(key));
        if (it == expected.end() || it->second != value) {
            mismatch = Bytes(key);
            return false;
        }
        return true;
    }));
    QVERIFY2(mismatch.empty(), ("unexpected value under key '" + printable(mismatch) + "'").c_str());
    QCOMPARE(seen, expected.size());
}

// Loads `pairs` into the empty store at `uri` through its bulk loader,
// finishes, and checks the reopened store; `description` (may be null)
// receives what the loader said it did.
void bulkLoadAndVerify(const std::string& uri, const Pairs& pairs, const BulkLoadOptions& options,
                       std::string* description = nullptr) {
    {
        auto store = openOrFail(uri);
        QVERIFY(store);
        auto loader = loaderOrFail(*store, options);
        QVERIFY(loader);
        for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
        WR_VERIFY_OK(loader->finish(nullptr));
        if (description != nullptr) *description = loader->description();
    }
    verifyStoreHolds(uri, lastValues(pairs));
}

// Cancels the token at the first progress report.
class CancelOnProgress : public ProgressSink {
public:
    explicit CancelOnProgress(CancellationToken& token) : token_(token) {}
    void onProgress(const Progress&) override { token_.cancel(); }

private:
    CancellationToken& token_;
};

int capturedNumber(const std::string& text, const QString& pattern) {
    const QRegularExpressionMatch match = QRegularExpression(pattern).match(QString::fromStdString(text));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

void addEngineRows() {
    QTest::addColumn<QString>("uri");
    QTest::newRow("rocksdb") << "rocksdb:dir=$D/store";
    QTest::newRow("bdb btree") << "bdb:dir=$D/store;method=btree";
    QTest::newRow("bdb hash") << "bdb:dir=$D/store;method=hash";
    QTest::newRow("lmdb") << "lmdb:dir=$D/store";
}

std::string expand(const QString& uri, const QTemporaryDir& dir) {
    return QString(uri).replace("$D", dir.path()).toStdString();
}

}  // namespace

class BulkLoadTest : public QObject {
    Q_OBJECT

private slots:
    void loadsTheLastValueOfEveryKey_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<qulonglong>("memoryBudget");
        QTest::addColumn<QString>("described");
        QTest::newRow("rocksdb, in memory") << "rocksdb:dir=$D/store" << qulonglong{256} << "sorted in memory";
        QTest::newRow("rocksdb, sorted runs") << "rocksdb:dir=$D/store" << qulonglong{0} << "sorted runs merged";
        QTest::newRow("rocksdb lz4, sorted runs")
            << "rocksdb:dir=$D/store;compression=lz4" << qulonglong{0} << "sorted runs merged";
        QTest::newRow("bdb btree") << "bdb:dir=$D/store;method=btree" << qulonglong{0} << "DB_MULTIPLE_KEY";
        QTest::newRow("bdb hash") << "bdb:dir=$D/store;method=hash" << qulonglong{0} << "DB_MULTIPLE_KEY";
        QTest::newRow("lmdb") << "lmdb:dir=$D/store" << qulonglong{0} << "MDB_APPEND";
        QTest::newRow("lmdb 1 MiB map, grown") << "lmdb:dir=$D/store;map_mb=1" << qulonglong{0} << "MDB_APPEND";
    }

    // A budget of 0 MiB in the table means the tiny one: RocksDB writes
    // several sorted runs, Berkeley DB and LMDB several buffers.
    void loadsTheLastValueOfEveryKey() {
        QFETCH(QString, uri);
        QFETCH(qulonglong, memoryBudget);
        QFETCH(QString, described);
        QTemporaryDir dir;
        const std::string text = expand(uri, dir);
        const QString work = makeWorkDirectory(dir);
        const Pairs pairs = randomPairs(22, 4000);
        {
            auto store = openOrFail(text);
            QVERIFY(store);
            auto loader = loaderOrFail(*store, optionsFor(work, memoryBudget == 0 ? kTinyBudget : memoryBudget << 20));
            QVERIFY(loader);
            for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
            WR_VERIFY_OK(loader->finish(nullptr));
            const std::string description = loader->description();
            QVERIFY2(QString::fromStdString(description).contains(described), description.c_str());
            QVERIFY2(scratchEntries(work).isEmpty(), qPrintable(scratchEntries(work)));
            QVERIFY(loader->add("late", "pair").is(StatusCode::kInvalidArgument));
        }
        verifyStoreHolds(text, lastValues(pairs));
    }

    // Keys that tie on their first eight bytes, or differ only in length
    // or in NUL bytes at their end: SstFileWriter refuses a key out of order.
    void rocksDbSortsKeysThatTieOnTheirPrefix() {
        QTemporaryDir dir;
        const std::string text = expand("rocksdb:dir=$D/store", dir);
        const Pairs pairs = {{"abcdefghi", "1"},  {Bytes("a\0", 2), "2"},        {"abcdefgh", "3"},
                             {"", "4"},           {Bytes("abcdefgh\0", 9), "5"}, {"a", "6"},
                             {"\xff\xff", "7"},   {Bytes("\0", 1), "8"},         {"abcdefgh", "9"},
                             {"abcdefgha", "10"}, {Bytes("\0\0", 2), "11"},      {"\xff", "12"}};
        bulkLoadAndVerify(text, pairs, optionsFor(makeWorkDirectory(dir), kTinyBudget));
    }

    void finishesAnEmptyLoad_data() { addEngineRows(); }

    void finishesAnEmptyLoad() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const std::string text = expand(uri, dir);
        const QString work = makeWorkDirectory(dir);
        {
            auto store = openOrFail(text);
            QVERIFY(store);
            auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget));
            QVERIFY(loader);
            WR_VERIFY_OK(loader->finish(nullptr));
            QVERIFY(scratchEntries(work).isEmpty());
        }
        verifyStoreHolds(text, {});
    }

    // With no work directory, RocksDB's scratch directory goes into the
    // store's own directory (so ingestion links the files instead of copying
    // them) and leaves nothing behind there.
    void rocksDbScratchDefaultsToTheStoreDirectory() {
        QTemporaryDir dir;
        const std::string text = expand("rocksdb:dir=$D/store", dir);
        const Pairs pairs = randomPairs(7, 2000);
        auto store = openOrFail(text);
        QVERIFY(store);
        const QStringList before = QDir(dir.filePath("store")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        auto loader = loaderOrFail(*store, optionsFor(QString(), kTinyBudget));
        QVERIFY(loader);
        for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
        const QStringList during = QDir(dir.filePath("store")).entryList({"rocksdb-bulk-load-*"}, QDir::Dirs);
        QCOMPARE(during.size(), 1);
        WR_VERIFY_OK(loader->finish(nullptr));
        QVERIFY(QDir(dir.filePath("store")).entryList({"rocksdb-bulk-load-*"}, QDir::Dirs).isEmpty());
        loader.reset();
        WR_VERIFY_OK(store->close());
        verifyStoreHolds(text, lastValues(pairs));
    }

    // More runs than the merge opens at once: the oldest are merged first.
    void rocksDbMergesMoreRunsThanItOpensAtOnce() {
        QTemporaryDir dir;
        const std::string text = expand("rocksdb:dir=$D/store", dir);
        const QString work = makeWorkDirectory(dir);
        std::string description;
        bulkLoadAndVerify(text, randomPairs(64, 24000, 600), optionsFor(work, kTinyBudget), &description);
        WR_STOP_IF_FAILED();
        const int runs = capturedNumber(description, "(\\d+) sorted runs merged into 1 SST file");
        QVERIFY2(runs > 64, description.c_str());
        QVERIFY(scratchEntries(work).isEmpty());
    }

    void lmdbAppendsKeysThatArriveSorted() {
        QTemporaryDir dir;
        const std::string text = expand("lmdb:dir=$D/store", dir);
        Pairs pairs;
        for (int i = 0; i < 3000; ++i)
            pairs.emplace_back(QString::asprintf("key-%05d", i).toStdString(), Bytes(i % 97, 'v'));
        std::string description;
        bulkLoadAndVerify(text, pairs, optionsFor(QString(), kTinyBudget), &description);
        WR_STOP_IF_FAILED();
        QCOMPARE(capturedNumber(description, "(\\d+) pairs appended"), 3000);
        QCOMPARE(capturedNumber(description, "(\\d+) put"), 0);
        QVERIFY2(description.find("sorted first") == std::string::npos, description.c_str());
    }

    // From a key added again (not greater than the one before) on, the rest
    // is sorted first: keys past the last one stored are still appended, the
    // repeated key is put, and its last value wins.
    void lmdbSortsTheRestOnceAKeyIsOutOfOrder() {
        QTemporaryDir dir;
        const std::string text = expand("lmdb:dir=$D/store", dir);
        Pairs pairs;
        for (int i = 0; i < 2000; ++i) pairs.emplace_back(QString::asprintf("k%05d", i).toStdString(), "first");
        pairs.emplace_back("k01999", "second");
        for (int i = 2000; i < 2500; ++i) pairs.emplace_back(QString::asprintf("k%05d", i).toStdString(), "later");
        std::string description;
        bulkLoadAndVerify(text, pairs, optionsFor(QString(), kTinyBudget), &description);
        WR_STOP_IF_FAILED();
        QCOMPARE(capturedNumber(description, "(\\d+) pairs appended"), 2500);
        QCOMPARE(capturedNumber(description, "(\\d+) put"), 1);
        QVERIFY2(description.find("sorted first") != std::string::npos, description.c_str());
    }

    // A key LMDB cannot hold is refused by name; the load goes on without it.
    void lmdbRefusesAnOverlongKeyAndGoesOn() {
        QTemporaryDir dir;
        const std::string text = expand("lmdb:dir=$D/store", dir);
        {
            auto store = openOrFail(text);
            QVERIFY(store);
            auto loader = loaderOrFail(*store, optionsFor(QString(), kTinyBudget));
            QVERIFY(loader);
            WR_VERIFY_OK(loader->add("a", "1"));
            const Status refused = loader->add(Bytes(600, 'k'), "2");
            QVERIFY2(refused.is(StatusCode::kLimitExceeded), refused.toString().c_str());
            QVERIFY2(refused.message().find("kkkk") != std::string::npos, refused.toString().c_str());
            QVERIFY(loader->add("", "3").is(StatusCode::kLimitExceeded));
            WR_VERIFY_OK(loader->add("b", "4"));
            WR_VERIFY_OK(loader->finish(nullptr));
        }
        verifyStoreHolds(text, {{"a", "1"}, {"b", "4"}});
    }

    void bdbLoadsPairsLargerThanItsBuffer_data() {
        QTest::addColumn<QString>("uri");
        QTest::newRow("btree, sorted first") << "bdb:dir=$D/store;method=btree";
        QTest::newRow("hash, as they come") << "bdb:dir=$D/store;method=hash";
    }

    // A pair larger than the DB_MULTIPLE_KEY buffer goes in a buffer of its
    // own, also as the first pair (the empty key sorts first).
    void bdbLoadsPairsLargerThanItsBuffer() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const std::string text = expand(uri, dir);
        Pairs pairs = randomPairs(5, 300);
        pairs.insert(pairs.begin(), {"", Bytes(5u << 20, 'e')});
        pairs.insert(pairs.begin() + 100, {"huge", Bytes(5u << 20, 'h')});
        pairs.emplace_back("huge too", Bytes((4u << 20) + 1, 'i'));
        bulkLoadAndVerify(text, pairs, optionsFor(makeWorkDirectory(dir), BulkLoadOptions{}.memoryBudget));
    }

    void refusesAStoreThatHoldsPairs_data() { addEngineRows(); }

    void refusesAStoreThatHoldsPairs() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        auto store = openOrFail(expand(uri, dir));
        QVERIFY(store);
        WR_VERIFY_OK(store->put("k", "v"));
        auto loader = store->bulkLoader(optionsFor(makeWorkDirectory(dir), kTinyBudget));
        QVERIFY(!loader.isOk());
        QVERIFY2(loader.status().is(StatusCode::kNotSupported), loader.status().toString().c_str());
        QVERIFY2(loader.status().message().find("already holds pairs") != std::string::npos,
                 loader.status().toString().c_str());
    }

    void refusesAReadOnlyStore_data() { addEngineRows(); }

    void refusesAReadOnlyStore() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const std::string text = expand(uri, dir);
        QVERIFY(openOrFail(text));
        OpenOptions readOnly;
        readOnly.readOnly = true;
        auto store = openOrFail(text, readOnly);
        QVERIFY(store);
        auto loader = store->bulkLoader(optionsFor(makeWorkDirectory(dir), kTinyBudget));
        QVERIFY(!loader.isOk());
        QVERIFY2(loader.status().is(StatusCode::kNotSupported), loader.status().toString().c_str());
        QVERIFY2(loader.status().message().find("read-only") != std::string::npos, loader.status().toString().c_str());
    }

    void cancelEndsTheLoadWithoutScratchFiles_data() { addEngineRows(); }

    void cancelEndsTheLoadWithoutScratchFiles() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const QString work = makeWorkDirectory(dir);
        const Pairs pairs = randomPairs(3, 2000);
        auto store = openOrFail(expand(uri, dir));
        QVERIFY(store);
        CancellationToken cancel;
        auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget, &cancel));
        QVERIFY(loader);
        for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
        cancel.cancel();
        const Status added = loader->add("one", "more");
        QVERIFY2(added.is(StatusCode::kCancelled), added.toString().c_str());
        QVERIFY2(scratchEntries(work).isEmpty(), qPrintable(scratchEntries(work)));
        QVERIFY(loader->finish(nullptr).is(StatusCode::kCancelled));
    }

    // Cancelled while merging the runs: finish() stops, ingests nothing and
    // leaves no scratch file.
    void rocksDbCancelDuringTheMerge() {
        QTemporaryDir dir;
        const std::string text = expand("rocksdb:dir=$D/store", dir);
        const QString work = makeWorkDirectory(dir);
        const Pairs pairs = randomPairs(11, 20000, 100);
        {
            auto store = openOrFail(text);
            QVERIFY(store);
            CancellationToken cancel;
            CancelOnProgress cancelling(cancel);
            auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget, &cancel));
            QVERIFY(loader);
            for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
            const Status finished = loader->finish(&cancelling);
            QVERIFY2(finished.is(StatusCode::kCancelled), finished.toString().c_str());
            QVERIFY2(scratchEntries(work).isEmpty(), qPrintable(scratchEntries(work)));
        }
        verifyStoreHolds(text, {});
    }

    void loaderDestroyedUnfinishedLeavesNoScratchFiles_data() {
        QTest::addColumn<QString>("uri");
        QTest::newRow("rocksdb") << "rocksdb:dir=$D/store";
        QTest::newRow("bdb btree") << "bdb:dir=$D/store;method=btree";
        QTest::newRow("lmdb") << "lmdb:dir=$D/store";
    }

    void loaderDestroyedUnfinishedLeavesNoScratchFiles() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const QString work = makeWorkDirectory(dir);
        auto store = openOrFail(expand(uri, dir));
        QVERIFY(store);
        auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget));
        QVERIFY(loader);
        for (const auto& [key, value] : randomPairs(9, 3000)) WR_VERIFY_OK(loader->add(key, value));
        QVERIFY(!QDir(work).entryList({"*-bulk-load-*"}, QDir::Dirs).isEmpty());
        QVERIFY(!scratchEntries(work).isEmpty());
        loader.reset();
        QVERIFY2(scratchEntries(work).isEmpty(), qPrintable(scratchEntries(work)));
    }

    // A work directory that does not exist yet is made for the load and
    // removed with the scratch files.
    void rocksDbCreatesAndRemovesAMissingWorkDirectory() {
        QTemporaryDir dir;
        auto store = openOrFail(expand("rocksdb:dir=$D/store", dir));
        QVERIFY(store);
        const QString work = dir.filePath("not-yet");
        auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget));
        QVERIFY(loader);
        WR_VERIFY_OK(loader->add("k", "v"));
        QVERIFY(QDir(work).exists());
        WR_VERIFY_OK(loader->finish(nullptr));
        QVERIFY(!QDir(work).exists());
    }

    // A disk that fills while the SST files are written (a capped file size
    // stands in for it): a clear error, no scratch file, and a store that
    // opens, still empty, for the load to be run again.
    void rocksDbFullDiskStopsWithAClearError() {
        QTemporaryDir dir;
        const std::string text = expand("rocksdb:dir=$D/store", dir);
        const QString work = makeWorkDirectory(dir);
        const Pairs pairs = randomPairs(13, 8000);
        {
            auto store = openOrFail(text);
            QVERIFY(store);
            auto loader = loaderOrFail(*store, optionsFor(work, kTinyBudget));
            QVERIFY(loader);
            Status finished;
            {
                test::FileSizeCap cap(512 << 10);
                for (const auto& [key, value] : pairs) WR_VERIFY_OK(loader->add(key, value));
                finished = loader->finish(nullptr);
            }
            QVERIFY2(finished.is(StatusCode::kIoError), finished.toString().c_str());
            QVERIFY2(finished.message().find("SST file") != std::string::npos, finished.toString().c_str());
            QVERIFY2(scratchEntries(work).isEmpty(), qPrintable(scratchEntries(work)));
        }
        verifyStoreHolds(text, {});
    }

    // What the wizard and the report show, before and after finish().
    void describesWhatItDid_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::newRow("rocksdb") << "rocksdb:dir=$D/store"
                                 << "RocksDB SST ingestion (pairs sorted in memory so far)"
                                 << "RocksDB SST ingestion (sorted in memory, written as 1 SST file)";
        QTest::newRow("bdb btree")
            << "bdb:dir=$D/store;method=btree"
            << "Berkeley DB bulk puts (sorted first, then DB_MULTIPLE_KEY, 0 buffers of up to 64 KiB so far)"
            << "Berkeley DB bulk puts (sorted first, then DB_MULTIPLE_KEY, 2 pairs in 1 buffer of up to 64 KiB)";
        QTest::newRow("bdb hash") << "bdb:dir=$D/store;method=hash"
                                  << "Berkeley DB bulk puts (DB_MULTIPLE_KEY, 0 buffers of up to 64 KiB so far)"
                                  << "Berkeley DB bulk puts (DB_MULTIPLE_KEY, 2 pairs in 1 buffer of up to 64 KiB)";
        QTest::newRow("lmdb") << "lmdb:dir=$D/store"
                              << "LMDB appends (MDB_APPEND: 0 pairs appended, 0 put, in 0 transactions; sorted first "
                                 "from the first key out of order) so far"
                              << "LMDB appends (MDB_APPEND: 1 pair appended, 1 put, in 2 transactions; sorted first "
                                 "from the first key out of order)";
    }

    void describesWhatItDid() {
        QFETCH(QString, uri);
        QFETCH(QString, before);
        QFETCH(QString, after);
        QTemporaryDir dir;
        auto store = openOrFail(expand(uri, dir));
        QVERIFY(store);
        auto loader = loaderOrFail(*store, optionsFor(makeWorkDirectory(dir), kTinyBudget));
        QVERIFY(loader);
        WR_VERIFY_OK(loader->add("b", "2"));
        WR_VERIFY_OK(loader->add("a", "1"));
        QCOMPARE(QString::fromStdString(loader->description()), before);
        WR_VERIFY_OK(loader->finish(nullptr));
        QCOMPARE(QString::fromStdString(loader->description()), after);
    }
};

QTEST_GUILESS_MAIN(BulkLoadTest)
#include "test_bulk_load.moc"
