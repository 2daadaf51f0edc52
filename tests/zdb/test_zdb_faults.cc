// ZDB under injected I/O faults (util/file_faults.h): every write, fdatasync,
// rename, truncate, mapping and msync of a small workload fails in turn, in
// safe mode with and without a sync per put and in async mode; reopened,
// the store holds every acknowledged change (common/fault_sweep.h).
#include <QtTest>

#include "common/kv_fault_target.h"

using namespace wr;
using namespace wr::test;

namespace {

void sweep(const std::string& settings) {
    runFaultSweep(
        settings,
        [&](const std::string& dir) {
            return std::make_unique<KvFaultTarget>("zdb:dir=" + dir + "/z;files=2;kmax=4096;" + settings);
        },
        settings.starts_with("write=async"));
}

}  // namespace

class ZdbFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void safeWithSyncEachPut() { sweep("write=safe;sync=each"); }
    void safeWithoutSync() { sweep("write=safe;sync=none"); }
    void async() { sweep("write=async;sync=none"); }
};

QTEST_GUILESS_MAIN(ZdbFaultsTest)
#include "test_zdb_faults.moc"
