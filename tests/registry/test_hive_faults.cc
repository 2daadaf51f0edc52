// The hive under injected I/O faults (util/file_faults.h): every write,
// fdatasync, rename, truncate, mapping and msync of a small workload of
// value writes and deletes, flushes and a checkpoint fails in turn, in each
// durability mode; reopened, the hive holds every acknowledged change
// (common/fault_sweep.h).
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>

#include "common/fault_sweep.h"
#include "registry/hive/hive.h"

using namespace wr;
using namespace wr::reg;
using namespace wr::test;

namespace {

// Key i is the value "v<i>" of the key "Sweep".
class HiveFaultTarget : public FaultTarget {
public:
    HiveFaultTarget(std::string dir, Durability durability) : dir_(std::move(dir)), durability_(durability) {}

    Status open() override {
        HiveOptions options;
        options.durability = durability_;
        WR_ASSIGN_OR_RETURN(hive_, Hive::open(dir_, options));
        WR_ASSIGN_OR_RETURN(key_, hive_->createKey(hive_->root(), "Sweep"));
        return Status::ok();
    }
    void close() override { hive_.reset(); }
    Status put(int key, BytesView value) override { return hive_->setValue(key_, name(key), 3, value); }
    Status remove(int key) override { return hive_->deleteValue(key_, name(key)); }
    Status flush() override { return hive_->flush(); }
    Status checkpoint() override { return hive_->checkpoint(); }
    Result<std::optional<Bytes>> read(int key) override {
        auto got = hive_->queryValue(key_, name(key));
        if (got.status().is(StatusCode::kNotFound)) return std::optional<Bytes>();
        if (!got.isOk()) return got.status();
        return std::optional<Bytes>(std::move(got->data));
    }

private:
    static std::string name(int key) { return "v" + std::to_string(key); }
    std::string dir_;
    Durability durability_;
    std::unique_ptr<Hive> hive_;
    Key key_;
};

void sweep(Durability durability, const char* mode) {
    runFaultSweep(mode, [durability](const std::string& dir) {
        return std::make_unique<HiveFaultTarget>(dir + "/hive", durability);
    });
}

}  // namespace

class HiveFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void syncEachChange() { sweep(Durability::kSyncEachChange, "sync each change"); }
    void groupCommit() { sweep(Durability::kGroupCommit, "group commit"); }
    void osBuffered() { sweep(Durability::kOsBuffered, "OS-buffered"); }

    // The directory's fsync after the snapshot's rename fails: a change made
    // after it must not go into the old log, which the new snapshot makes
    // reopening ignore. The child exits without closing, as if killed.
    void changeAfterCheckpointFailedPastRenameSurvives() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("hive").toStdString();
        pid_t pid = ::fork();
        if (pid == 0) {
            HiveOptions options;
            options.durability = Durability::kOsBuffered;
            auto hive = Hive::open(path, options);
            if (!hive.isOk()) ::_exit(2);
            Key key = *(*hive)->createKey((*hive)->root(), "K");
            if (!(*hive)->setValue(key, "before", 3, "1").isOk()) ::_exit(3);
            FileFaultPlan plan;
            plan.op = FileOp::kSync;
            plan.nth = 2;  // the snapshot's fsync, then its directory's
            plan.under = path;
            FileFaults::arm(plan);
            bool checkpointFailed = !(*hive)->checkpoint().isOk();
            FileFaults::disarm();
            if (!checkpointFailed) ::_exit(4);
            if (!(*hive)->setValue(key, "after", 3, "2").isOk()) ::_exit(5);
            if (!(*hive)->flush().isOk()) ::_exit(6);
            ::_exit(0);
        }
        int status = 0;
        QCOMPARE(::waitpid(pid, &status, 0), pid);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        auto hive = Hive::open(path);
        QVERIFY(hive.isOk());
        auto key = (*hive)->openKey((*hive)->root(), "K");
        QVERIFY(key.isOk());
        QVERIFY((*hive)->queryValue(*key, "before").isOk());
        auto after = (*hive)->queryValue(*key, "after");
        QVERIFY2(after.isOk(), after.status().toString().c_str());
    }
};

QTEST_GUILESS_MAIN(HiveFaultsTest)
#include "test_hive_faults.moc"
