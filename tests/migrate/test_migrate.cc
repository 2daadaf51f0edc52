// The migrator (core/migrate): E-and-T from every scheme into every scheme,
// verified; E-then-T from the registry-backed stores (and the others through
// the portable dump); WR-Store++'s large values streamed; conflict and unfit
// policies; refusals; cancellation, resume, and a full disk.
#include <QTemporaryDir>
#include <QtTest>

#include "../common/file_size_cap.h"
#include "migrate/migration.h"
#include "migrate/portable_copy.h"
#include "sample_pairs.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::migrate;

namespace {

// Every scheme, at a place under $D named by $N.
const std::vector<std::string> kSchemeTemplates = {
    "wrstore:hive=$D/$N-hive;db=kvs;depth=1;len=2",
    "wrstore++:hive=$D/$N-hive;db=kvs;data=$D/$N-data;mode=chunk;chunk_mb=4",
    "wrstore++:hive=$D/$N-hive;db=kvs;data=$D/$N-data;mode=basic",
    "zdb:dir=$D/$N;keys=string",
    "rocksdb:dir=$D/$N",
    "leveldb:dir=$D/$N",
    "bdb:dir=$D/$N",
    "sqlite:file=$D/$N.sqlite",
    "lmdb:dir=$D/$N;map_mb=64",
    "kyoto:file=$D/$N.kch",
    "flatfs:dir=$D/$N",
    "nestedfs:dir=$D/$N",
};

std::string uriAt(std::string pattern, const QString& dir, const std::string& name) {
    for (size_t at; (at = pattern.find("$D")) != std::string::npos;) pattern.replace(at, 2, dir.toStdString());
    for (size_t at; (at = pattern.find("$N")) != std::string::npos;) pattern.replace(at, 2, name);
    return pattern;
}

kv::StoreUri uriOf(const std::string& text) { return *kv::StoreUri::parse(text); }

// Checks, independently of the migrator's own verification, that `uri` holds exactly `pairs`.
void expectExactly(const std::string& uri, const std::vector<std::pair<Bytes, Bytes>>& pairs) {
    auto store = kv::openStore(uri, {.readOnly = true, .createIfMissing = false});
    QVERIFY2(store, store.status().toString().c_str());
    std::map<Bytes, Bytes> found;
    QVERIFY(kv::forEach(**store, [&](BytesView k, BytesView v) {
                found.emplace(Bytes(k), Bytes(v));
                return true;
            }).isOk());
    QCOMPARE(found.size(), pairs.size());
    for (const auto& [key, value] : pairs) {
        auto it = found.find(key);
        QVERIFY2(it != found.end(), key.c_str());
        QVERIFY(it->second == value);
    }
}

// Cancels the migration at its first progress report.
class CancelOnProgress : public ProgressSink {
public:
    explicit CancelOnProgress(CancellationToken& token) : token_(token) {}
    void onProgress(const Progress&) override { token_.cancel(); }

private:
    CancellationToken& token_;
};

}  // namespace

class TestMigrate : public QObject {
    Q_OBJECT

private slots:
    void everySchemeIntoEveryScheme_data();
    void everySchemeIntoEveryScheme();
    void extractThenTransform_data();
    void extractThenTransform();
    void largeValuesAreStreamed();
    void digestIgnoresOrderAndSeesChanges();
    void nonEmptyTargetFollowsThePolicy();
    void sameStoreAndNestedStoresAreRefused();
    void unfitPairsAreSkippedOrFatal();
    void cancelLeavesAConsistentTargetAndResumes();
    void fullDiskStopsAndResumesAfterSpaceIsFreed();
    void dryRunPlansWithoutWriting();
    void verifyAloneComparesTwoStores();
    void portableCopyReopensUnchanged();
    void ownEnginesUnderManyLoaders();
};

void TestMigrate::everySchemeIntoEveryScheme_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    for (const std::string& source : kSchemeTemplates) {
        for (const std::string& target : kSchemeTemplates) {
            QTest::newRow((source.substr(0, source.find(';')) + " -> " + target.substr(0, target.find(';'))).c_str())
                << QString::fromStdString(source) << QString::fromStdString(target);
        }
    }
}

void TestMigrate::everySchemeIntoEveryScheme() {
    QFETCH(QString, source);
    QFETCH(QString, target);
    QTemporaryDir dir;
    const std::string sourceUri = uriAt(source.toStdString(), dir.path(), "source");
    const std::string targetUri = uriAt(target.toStdString(), dir.path(), "target");
    const auto pairs = samplePairs(60);
    fill(sourceUri, pairs);

    MigrationOptions options;
    auto report = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->pairs, uint64_t(pairs.size()));
    QCOMPARE(report->written, uint64_t(pairs.size()));
    QVERIFY(report->verification.ok());
    QVERIFY(report->verification.target.has_value());
    QCOMPARE(report->verification.target->pairs, uint64_t(pairs.size()));
    expectExactly(targetUri, pairs);
    QVERIFY(kv::openStore(sourceUri, {.readOnly = true, .createIfMissing = false}));
}

void TestMigrate::extractThenTransform_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::newRow("wrstore -> leveldb") << QString::fromStdString(kSchemeTemplates[0]) << "leveldb:dir=$D/$N";
    QTest::newRow("wrstore++ chunk -> rocksdb") << QString::fromStdString(kSchemeTemplates[1]) << "rocksdb:dir=$D/$N";
    QTest::newRow("wrstore++ basic -> wrstore")
        << QString::fromStdString(kSchemeTemplates[2]) << QString::fromStdString(kSchemeTemplates[0]);
}

void TestMigrate::extractThenTransform() {
    QFETCH(QString, source);
    QFETCH(QString, target);
    QTemporaryDir dir;
    const std::string sourceUri = uriAt(source.toStdString(), dir.path(), "source");
    const std::string targetUri = uriAt(target.toStdString(), dir.path(), "target");
    const auto pairs = samplePairs(300);
    fill(sourceUri, pairs);

    MigrationOptions options;
    options.method = Method::kExtractThenTransform;
    auto report = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->pairs, uint64_t(pairs.size()));
    QVERIFY(report->verification.ok());
    QVERIFY(report->intermediateBytes > 0);
    QVERIFY(report->extractSeconds > 0);
    QVERIFY(report->transformSeconds > 0);
    QVERIFY(!QFileInfo::exists(QString::fromStdString(report->intermediateFile.string())));
    expectExactly(targetUri, pairs);
}

void TestMigrate::largeValuesAreStreamed() {
    QTemporaryDir dir;
    const std::string sourceUri = uriAt(kSchemeTemplates[1], dir.path(), "source");
    const std::string targetUri = uriAt(kSchemeTemplates[2], dir.path(), "target");
    std::vector<std::pair<Bytes, Bytes>> pairs = samplePairs(20);
    for (int i = 0; i < 3; ++i) {
        Bytes big(size_t(5 + i) << 20, '\0');
        for (size_t b = 0; b < big.size(); b += 4093) big[b] = char('a' + (b / 4093 + i) % 26);
        pairs.emplace_back("big-" + std::to_string(i), std::move(big));
    }
    fill(sourceUri, pairs);

    MigrationOptions options;
    options.streamThreshold = uint64_t{4} << 20;
    auto report = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->streamed, uint64_t{3});
    QVERIFY(report->verification.ok());
    expectExactly(targetUri, pairs);

    // E-then-T streams them too: the .reg holds only their records.
    const std::string secondTarget = "leveldb:dir=" + dir.filePath("second").toStdString();
    options.method = Method::kExtractThenTransform;
    report = migrate::migrate(uriOf(sourceUri), uriOf(secondTarget), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->streamed, uint64_t{3});
    QVERIFY(report->verification.ok());
}

void TestMigrate::digestIgnoresOrderAndSeesChanges() {
    PairDigest forward;
    PairDigest backward;
    const auto pairs = samplePairs(50);
    for (const auto& [k, v] : pairs) forward.add(k, v);
    for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) backward.add(it->first, it->second);
    QVERIFY(forward == backward);
    PairDigest shifted;
    shifted.add("ab", "c");
    PairDigest other;
    other.add("a", "bc");
    QVERIFY(!(shifted == other));
    // A value hashed piece by piece counts as the same pair.
    PairHasher pieces("key", 6);
    pieces.update("val");
    pieces.update("ue ");
    PairDigest streamed;
    streamed.addHash(pieces.finish(), 9);
    PairDigest direct;
    direct.add("key", "value ");
    QVERIFY(streamed == direct);
}

void TestMigrate::nonEmptyTargetFollowsThePolicy() {
    QTemporaryDir dir;
    const std::string sourceUri = "leveldb:dir=" + dir.filePath("source").toStdString();
    const std::string targetUri = "zdb:dir=" + dir.filePath("target").toStdString() + ";keys=string";
    const auto pairs = samplePairs(40);
    fill(sourceUri, pairs);
    fill(targetUri, {{"key-3", "theirs"}, {"only-in-target", "x"}});

    MigrationOptions options;
    auto refused = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY(!refused);
    QCOMPARE(refused.status().code(), StatusCode::kAlreadyExists);
    QVERIFY(QString::fromStdString(refused.status().message()).contains("--on-conflict"));
    expectExactly(targetUri, {{"key-3", "theirs"}, {"only-in-target", "x"}});

    options.onConflict = ConflictPolicy::kSkipExisting;
    auto kept = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(kept, kept.status().toString().c_str());
    QCOMPARE(kept->keptExisting, uint64_t{1});
    QCOMPARE(kept->written, uint64_t(pairs.size() - 1));
    // The kept key differs from the source's: verification says which.
    QVERIFY(!kept->verification.ok());
    QCOMPARE(kept->verification.mismatches, uint64_t{1});
    QVERIFY(QString::fromStdString(kept->verification.firstMismatches.at(0)).contains("key-3"));
    QVERIFY(!kept->verification.target.has_value());

    options.onConflict = ConflictPolicy::kOverwrite;
    auto overwritten = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(overwritten, overwritten.status().toString().c_str());
    QVERIFY(overwritten->verification.ok());
    auto pairsAndExtra = pairs;
    pairsAndExtra.emplace_back("only-in-target", "x");
    expectExactly(targetUri, pairsAndExtra);
}

void TestMigrate::sameStoreAndNestedStoresAreRefused() {
    QTemporaryDir dir;
    const std::string sourceUri = "leveldb:dir=" + dir.filePath("source").toStdString();
    fill(sourceUri, samplePairs(5));
    const MigrationOptions options;
    auto same = migrate::migrate(uriOf(sourceUri), uriOf(sourceUri), options);
    QVERIFY(!same);
    QVERIFY(QString::fromStdString(same.status().message()).contains("the same store"));
    auto inside =
        migrate::migrate(uriOf(sourceUri), uriOf("zdb:dir=" + dir.filePath("source/z").toStdString()), options);
    QVERIFY(!inside);
    QVERIFY(QString::fromStdString(inside.status().message()).contains("inside"));
    // Another database of the same hive is another store.
    const std::string hiveSource = uriAt(kSchemeTemplates[0], dir.path(), "h");
    fill(hiveSource, samplePairs(5));
    QVERIFY(!migrate::checkEndpoints(uriOf(hiveSource), uriOf(hiveSource)).isOk());
    QVERIFY(migrate::checkEndpoints(uriOf(hiveSource),
                                    uriOf("wrstore:hive=" + dir.filePath("h-hive").toStdString() + ";db=other"))
                .isOk());
}

void TestMigrate::unfitPairsAreSkippedOrFatal() {
    QTemporaryDir dir;
    const std::string sourceUri = "leveldb:dir=" + dir.filePath("source").toStdString();
    auto pairs = samplePairs(30);
    const Bytes longKey(20000, 'k');
    auto withLong = pairs;
    withLong.emplace_back(longKey, "too long a name for the registry");
    fill(sourceUri, withLong);

    MigrationOptions options;
    const std::string targetUri = uriAt(kSchemeTemplates[0], dir.path(), "target");
    auto report = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->skipped, uint64_t{1});
    QCOMPARE(report->skippedPairs.at(0).key, longKey);
    QVERIFY(!report->skippedPairs.at(0).reason.empty());
    expectExactly(targetUri, pairs);
    // Verification names the pair the target could not take.
    QCOMPARE(report->verification.mismatches, uint64_t{1});

    options.onUnfitPair = UnfitPairPolicy::kFail;
    const std::string strictUri = uriAt(kSchemeTemplates[0], dir.path(), "strict");
    auto failed = migrate::migrate(uriOf(sourceUri), uriOf(strictUri), options);
    QVERIFY(!failed);
    QVERIFY(QString::fromStdString(failed.status().message()).contains("cannot hold"));
}

void TestMigrate::cancelLeavesAConsistentTargetAndResumes() {
    QTemporaryDir dir;
    const std::string sourceUri = "leveldb:dir=" + dir.filePath("source").toStdString();
    const std::string targetUri = uriAt(kSchemeTemplates[0], dir.path(), "target");
    const auto pairs = samplePairs(20000);
    fill(sourceUri, pairs);

    CancellationToken cancel;
    CancelOnProgress stopper(cancel);
    MigrationOptions options;
    options.batchPairs = 100;
    options.fastLoad = false;
    options.cancel = &cancel;
    options.progress = &stopper;
    auto stopped = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY(!stopped);
    QCOMPARE(stopped.status().code(), StatusCode::kCancelled);

    // Whatever the target holds is the source's, pair for pair.
    {
        auto source = kv::openStore(sourceUri, {.readOnly = true, .createIfMissing = false});
        auto target = kv::openStore(targetUri, {.readOnly = true, .createIfMissing = false});
        QVERIFY(source && target);
        uint64_t held = 0;
        QVERIFY(kv::forEach(**target, [&](BytesView k, BytesView v) {
                    auto expected = (*source)->get(k);
                    if (!expected || *expected != v) return false;
                    ++held;
                    return true;
                }).isOk());
        QVERIFY(held < pairs.size() / 2);
    }

    auto again = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), MigrationOptions{});
    QVERIFY(!again);
    QVERIFY(QString::fromStdString(again.status().message()).contains("--resume"));

    MigrationOptions resume;
    resume.resume = true;
    auto resumed = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), resume);
    QVERIFY2(resumed, resumed.status().toString().c_str());
    QVERIFY(resumed->resumed);
    QVERIFY(resumed->verification.ok());
    QVERIFY(resumed->verification.target.has_value());
    QCOMPARE(resumed->pairs, uint64_t(pairs.size()));
    expectExactly(targetUri, pairs);
}

void TestMigrate::fullDiskStopsAndResumesAfterSpaceIsFreed() {
    QTemporaryDir dir;
    // SQLite's read-only open writes nothing (LevelDB's may write a table), so
    // only the target meets the cap.
    const std::string sourceUri = "sqlite:file=" + dir.filePath("source.sqlite").toStdString();
    const std::string targetUri = "leveldb:dir=" + dir.filePath("target").toStdString();
    std::vector<std::pair<Bytes, Bytes>> pairs;
    for (int i = 0; i < 3000; ++i) pairs.emplace_back("k" + std::to_string(i), Bytes(1000, char('a' + i % 26)));
    fill(sourceUri, pairs);

    MigrationOptions options;
    options.batchPairs = 50;
    options.checkpointInterval = std::chrono::milliseconds(0);
    Result<MigrationReport> full = Status::ok();
    {
        test::FileSizeCap cap(1 << 20);
        full = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    }
    QVERIFY(!full);
    QVERIFY2(QString::fromStdString(full.status().message()).contains("resumed migration"),
             full.status().toString().c_str());

    options.resume = true;
    auto resumed = migrate::migrate(uriOf(sourceUri), uriOf(targetUri), options);
    QVERIFY2(resumed, resumed.status().toString().c_str());
    QVERIFY(resumed->verification.ok());
    expectExactly(targetUri, pairs);
}

void TestMigrate::dryRunPlansWithoutWriting() {
    QTemporaryDir dir;
    const std::string sourceUri = "leveldb:dir=" + dir.filePath("source").toStdString();
    const std::string targetUri = "rocksdb:dir=" + dir.filePath("target").toStdString();
    fill(sourceUri, samplePairs(100));
    auto plan = planMigration(uriOf(sourceUri), uriOf(targetUri), MigrationOptions{});
    QVERIFY2(plan, plan.status().toString().c_str());
    QCOMPARE(plan->sourcePairs, uint64_t{100});
    QVERIFY(plan->sourceBytes > 0);
    QCOMPARE(plan->samplePairs.size(), size_t{20});
    QVERIFY(!plan->targetExists);
    QVERIFY(plan->targetFreeBytes > 0);
    QVERIFY(!QFileInfo::exists(dir.filePath("target")));
}

void TestMigrate::verifyAloneComparesTwoStores() {
    QTemporaryDir dir;
    const std::string a = "leveldb:dir=" + dir.filePath("a").toStdString();
    const std::string b = "sqlite:file=" + dir.filePath("b.sqlite").toStdString();
    const auto pairs = samplePairs(50);
    fill(a, pairs);
    fill(b, pairs);
    auto source = kv::openStore(a, {.readOnly = true, .createIfMissing = false});
    auto target = kv::openStore(b);
    QVERIFY(source && target);
    auto same = verifyStores(**source, **target, true, nullptr, nullptr);
    QVERIFY(same && same->ok());
    QVERIFY((*target)->put("extra", "x").isOk());
    QVERIFY((*target)->put("key-4", "changed").isOk());
    auto differs = verifyStores(**source, **target, true, nullptr, nullptr);
    QVERIFY(differs);
    QVERIFY(!differs->ok());
    QCOMPARE(differs->mismatches, uint64_t{1});
    QVERIFY(!(*differs->target == differs->source));
}

void TestMigrate::portableCopyReopensUnchanged() {
    QTemporaryDir dir;
    const std::string sourceUri = "wrstore++:hive=" + dir.filePath("h").toStdString() +
                                  ";db=big;data=" + dir.filePath("d").toStdString() +
                                  ";mode=chunk;chunk_mb=4;depth=2;len=2";
    auto pairs = samplePairs(200);
    pairs.emplace_back("large", Bytes(size_t{3} << 20, 'x'));
    fill(sourceUri, pairs);
    const std::string targetUri = "wrstore++:hive=" + dir.filePath("elsewhere").toStdString() +
                                  ";db=moved;data=" + dir.filePath("moved-data").toStdString();
    auto copied = portableCopy(uriOf(sourceUri), uriOf(targetUri), true, nullptr, nullptr);
    QVERIFY2(copied, copied.status().toString().c_str());
    QVERIFY(copied->verification.ok());
    QVERIFY(copied->dataFiles > 0);
    QVERIFY(QFileInfo::exists(QString::fromStdString(copied->regFile.string())));
    expectExactly(targetUri, pairs);
    // The copy keeps the source's layout and takes writes like the source.
    {
        auto moved = kv::openStore(targetUri);
        QVERIFY2(moved, moved.status().toString().c_str());
        QVERIFY((*moved)->put("after-the-move", "ok").isOk());
        QCOMPARE(*(*moved)->get("after-the-move"), Bytes("ok"));
    }
    // A second copy into the same database is refused, and so is a mismatched layout.
    QVERIFY(!portableCopy(uriOf(sourceUri), uriOf(targetUri), false, nullptr, nullptr));
    const std::string wrongLayout = "wrstore++:hive=" + dir.filePath("third").toStdString() +
                                    ";db=x;data=" + dir.filePath("third-data").toStdString() + ";depth=1";
    QVERIFY(!portableCopy(uriOf(sourceUri), uriOf(wrongLayout), false, nullptr, nullptr));
    QVERIFY(!portableCopy(uriOf(sourceUri), uriOf("leveldb:dir=" + dir.filePath("l").toStdString()), false, nullptr,
                          nullptr));
}

// The pipeline between the project's own engines only (the hive, WR-Store++,
// ZDB), which the sanitizer builds instrument end to end: many loader
// threads, small batches, streamed values, a cancel and a resume.
void TestMigrate::ownEnginesUnderManyLoaders() {
    QTemporaryDir dir;
    const std::string sourceUri = uriAt(kSchemeTemplates[1], dir.path(), "source");
    const std::string middleUri = "zdb:dir=" + dir.filePath("middle").toStdString() + ";keys=string";
    const std::string targetUri = uriAt(kSchemeTemplates[1], dir.path(), "target");
    auto pairs = samplePairs(3000);
    pairs.emplace_back("streamed", Bytes(size_t{5} << 20, 's'));
    fill(sourceUri, pairs);

    MigrationOptions options;
    options.loaderThreads = 6;
    options.batchPairs = 32;
    options.checkpointInterval = std::chrono::milliseconds(100);
    auto report = migrate::migrate(uriOf(sourceUri), uriOf(middleUri), options);
    QVERIFY2(report, report.status().toString().c_str());
    QCOMPARE(report->streamed, uint64_t{1});
    QVERIFY(report->verification.ok());

    CancellationToken cancel;
    CancelOnProgress stopper(cancel);
    options.cancel = &cancel;
    options.progress = &stopper;
    auto stopped = migrate::migrate(uriOf(middleUri), uriOf(targetUri), options);
    QVERIFY(!stopped);
    options.cancel = nullptr;
    options.progress = nullptr;
    options.resume = true;
    auto resumed = migrate::migrate(uriOf(middleUri), uriOf(targetUri), options);
    QVERIFY2(resumed, resumed.status().toString().c_str());
    QVERIFY(resumed->verification.ok());
    expectExactly(targetUri, pairs);
}

QTEST_GUILESS_MAIN(TestMigrate)
#include "test_migrate.moc"
