// WR-Store++ under injected I/O faults (util/file_faults.h): every write,
// fdatasync, rename, truncate, mapping and msync of a small workload fails
// in turn, in basic and chunk mode, with durability=sync and group; reopened,
// the store holds every acknowledged change (common/fault_sweep.h). And a
// failed sync of basic mode's data is never followed by a flush that claims
// success.
#include <QtTest>

#include <cerrno>

#include "common/kv_fault_target.h"
#include "util/file_faults.h"

using namespace wr;
using namespace wr::test;

namespace {

void sweep(const std::string& settings) {
    runFaultSweep(settings, [&](const std::string& dir) {
        return std::make_unique<KvFaultTarget>("wrstore++:hive=" + dir + "/h;db=kvs;data=" + dir + "/d;" + settings);
    });
}

}  // namespace

class WrStorePPFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void basicSync() { sweep("mode=basic;durability=sync"); }
    void basicGroup() { sweep("mode=basic;durability=group"); }
    void chunkSync() { sweep("mode=chunk;chunk_mb=1;durability=sync"); }
    void chunkGroup() { sweep("mode=chunk;chunk_mb=1;durability=group"); }

    // flush() syncs basic mode's value files with one syncfs. When that
    // fails the OS may have dropped what it could not write and a second
    // syncfs would succeed regardless (fsyncgate), so the flush fails and so
    // does every change and flush after it, until the store is reopened.
    void basicGroupTakesNoChangeAfterAFailedSyncOfItsData() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString();
        const std::string uri = "wrstore++:hive=" + path + "/h;db=kvs;data=" + path + "/d;mode=basic;durability=group";
        {
            auto store = kv::openStore(uri);
            QVERIFY(store.isOk());
            QVERIFY((*store)->put("before", "kept").isOk());
            FileFaultPlan plan;
            plan.op = FileOp::kSync;
            plan.nth = 1;
            plan.error = EIO;
            plan.under = path + "/d";
            FileFaults::arm(plan);
            Status flushed = (*store)->flush();
            FileFaults::disarm();
            QVERIFY2(!flushed.isOk(), "a flush whose sync failed reported success");
            Status again = (*store)->flush();
            QVERIFY2(!again.isOk(), "a second flush after a failed sync reported success");
            QVERIFY2(again.message().find("until it is reopened") != std::string::npos, again.toString().c_str());
            QVERIFY(!(*store)->put("after", "refused").isOk());
            QVERIFY(!(*store)->remove("before").isOk());
            QCOMPARE((*store)->get("before").value(), Bytes("kept"));
        }
        auto reopened = kv::openStore(uri);
        QVERIFY(reopened.isOk());
        QCOMPARE((*reopened)->get("before").value(), Bytes("kept"));
        QVERIFY((*reopened)->get("after").status().is(StatusCode::kNotFound));
        QVERIFY((*reopened)->put("after", "taken").isOk());
        QVERIFY((*reopened)->flush().isOk());
    }

    // A chunk-mode put whose index entry failed after it was offered (the
    // registry's sync failed) leaves its block uncounted: the entry may have
    // reached the registry's log and come back on reopen. It must not be
    // taken off another block's live bytes either.
    void chunkPutWhoseIndexSyncFailedKeepsTheAccounting() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString();
        const std::string uri =
            "wrstore++:hive=" + path + "/h;db=kvs;data=" + path + "/d;mode=chunk;chunk_mb=1;durability=sync";
        auto detail = [](kv::KvStore& store, const std::string& name) {
            auto statistics = store.statistics();
            for (const auto& [key, value] : statistics->details)
                if (key == name) return value;
            return std::string("absent");
        };
        {
            auto store = kv::openStore(uri);
            QVERIFY(store.isOk());
            QVERIFY((*store)->put("a", Bytes(1000, 'a')).isOk());
            const std::string live = detail(**store, "live_bytes");
            const std::string dead = detail(**store, "dead_bytes");
            FileFaultPlan plan;
            plan.op = FileOp::kSync;
            plan.nth = 1;
            plan.under = path + "/h";
            FileFaults::arm(plan);
            Status put = (*store)->put("b", Bytes(1000, 'b'));
            FileFaults::disarm();
            QVERIFY2(!put.isOk(), "a put whose index sync failed reported success");
            QCOMPARE(detail(**store, "live_bytes"), live);
            QCOMPARE(detail(**store, "dead_bytes"), dead);
        }
        // Whichever way the entry went, the store reads right and checks clean.
        auto reopened = kv::openStore(uri);
        QVERIFY(reopened.isOk());
        QCOMPARE((*reopened)->get("a").value(), Bytes(1000, 'a'));
        auto b = (*reopened)->get("b");
        QVERIFY2(b.isOk() ? *b == Bytes(1000, 'b') : b.status().is(StatusCode::kNotFound),
                 b.status().toString().c_str());
        auto report = (*reopened)->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QVERIFY2(report->problems.empty(), report->problems.empty() ? "" : report->problems.front().c_str());
    }
};

QTEST_GUILESS_MAIN(WrStorePPFaultsTest)
#include "test_wrstorepp_faults.moc"
