// WR-Store++ under injected I/O faults (util/file_faults.h): every write,
// fdatasync, rename, truncate, mapping and msync of a small workload fails
// in turn, in basic and chunk mode, with durability=sync and group; reopened,
// the store holds every acknowledged change (common/fault_sweep.h).
#include <QtTest>

#include "common/kv_fault_target.h"

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
};

QTEST_GUILESS_MAIN(WrStorePPFaultsTest)
#include "test_wrstorepp_faults.moc"
