// The crash test's oracle bites: a store that loses an acknowledged change
// or holds bytes nobody wrote between the kill and the reopen fails the run,
// and an honest run of the same seed passes.
#include <QtTest>

#include <set>

#include "crash_test_stores.h"
#include "reliability/crash_subject.h"
#include "reliability/crash_test.h"
#include "reliability/crash_workload.h"
#include "stores/store_factory.h"

using namespace wr;

namespace {

reliability::CrashTestOptions zdbRun(const QTemporaryDir& dir) {
    reliability::CrashTestOptions options;
    options.uri = test::crashStoreFor("zdb", dir);
    options.kills = reliability::KillMode::kRandom;
    options.iterations = 4;
    options.opsPerIteration = 80;
    options.keys = 16;
    options.seed = 11;
    return options;
}

// After every kill, `damage` is applied to each of the 16 keys the store holds.
void damageEachKey(const kv::StoreUri& uri, const std::function<Status(kv::KvStore&, const Bytes&)>& damage) {
    auto store = kv::openStore(uri);
    QVERIFY(store.isOk());
    for (uint32_t key = 0; key < 16; ++key) {
        Bytes name = reliability::keyName(key);
        if ((*store)->get(name).isOk()) QVERIFY(damage(**store, name).isOk());
    }
    QVERIFY((*store)->close().isOk());
}

}  // namespace

class CrashOracleTest : public QObject {
    Q_OBJECT

private slots:
    void honestRunIsClean() {
        QTemporaryDir dir;
        auto summary = reliability::runCrashTest(zdbRun(dir));
        QVERIFY(summary.isOk());
        QVERIFY(summary->clean());
        QCOMPARE(summary->kills, uint64_t{4});
        QVERIFY(summary->operationsAcknowledged > 0);
    }

    void droppedChangeIsLost() {
        QTemporaryDir dir;
        reliability::CrashTestOptions options = zdbRun(dir);
        options.afterKill = [&](uint64_t) {
            damageEachKey(options.uri, [](kv::KvStore& store, const Bytes& key) { return store.remove(key); });
        };
        auto summary = reliability::runCrashTest(options);
        QVERIFY(summary.isOk());
        QVERIFY(summary->lost > 0);
        QVERIFY(!summary->clean());
        QVERIFY(!summary->problems.empty());
    }

    void foreignBytesAreWrong() {
        QTemporaryDir dir;
        reliability::CrashTestOptions options = zdbRun(dir);
        options.afterKill = [&](uint64_t) {
            damageEachKey(options.uri, [](kv::KvStore& store, const Bytes& key) {
                Bytes value = *store.get(key);
                value.back() ^= 1;
                return store.put(key, value);
            });
        };
        auto summary = reliability::runCrashTest(options);
        QVERIFY(summary.isOk());
        QVERIFY(summary->wrongBytes > 0);
        QVERIFY(!summary->clean());
    }

    // --changes-only: the writer draws puts, removes and batches alone, and
    // the default mix still has its flushes, compactions and reopens.
    void changesOnlyLeavesOutMaintenance() {
        auto kinds = [](bool maintenance) {
            reliability::WorkloadShape shape;
            shape.maintenance = maintenance;
            Random rng(5);
            std::set<reliability::Operation::Kind> seen;
            for (const auto& op : reliability::drawOperations(rng, shape, 2000, 1)) seen.insert(op.kind);
            return seen;
        };
        using Kind = reliability::Operation::Kind;
        const auto changes = kinds(false);
        QCOMPARE(changes, (std::set<Kind>{Kind::kPut, Kind::kRemove, Kind::kBatch}));
        const auto all = kinds(true);
        QCOMPARE(all.size(), size_t(6));
    }

    // A value of the next round's writer, present before it ever ran.
    void changeFromTheFutureIsUnacknowledged() {
        QTemporaryDir dir;
        reliability::CrashTestOptions options = zdbRun(dir);
        reliability::WorkloadShape shape = reliability::CrashSubject::workloadShape(options.uri);
        shape.keys = options.keys;
        options.afterKill = [&](uint64_t round) {
            damageEachKey(options.uri, [&](kv::KvStore& store, const Bytes& key) {
                uint32_t k = static_cast<uint32_t>(std::stoul(key.substr(4)));
                return store.put(key, reliability::valueOf(k, (round + 5) << 24, shape));
            });
        };
        auto summary = reliability::runCrashTest(options);
        QVERIFY(summary.isOk());
        QVERIFY(summary->unacknowledged > 0);
        QVERIFY(!summary->clean());
    }
};

QTEST_GUILESS_MAIN(CrashOracleTest)
#include "test_crash_oracle.moc"
