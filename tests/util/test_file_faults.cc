// The file layer's test mode (util/file_faults.h): the Nth operation of a
// kind fails with the chosen error, short writes leave half their bytes, a
// failed fsync is never retried as if it had worked, faults can be limited
// to a directory, and WR_FILE_FAULTS arms a child process.
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "util/file.h"
#include "util/file_faults.h"
#include "util/mapped_file.h"

using namespace wr;

namespace {

bool mentions(const Status& s, std::string_view text) { return s.message().find(text) != std::string::npos; }

FileFaultPlan failNth(FileOp op, uint64_t nth, int error = EIO) {
    FileFaultPlan plan;
    plan.op = op;
    plan.nth = nth;
    plan.error = error;
    return plan;
}

// Disarms whatever a test armed, also when it fails half-way.
struct Disarm {
    ~Disarm() { FileFaults::disarm(); }
};

}  // namespace

class FileFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void parsesTheEnvironmentSyntax() {
        auto plan = FileFaults::parse("op=fdatasync;nth=3;error=ENOSPC;under=/tmp/x/;times=0");
        QVERIFY2(plan.isOk(), plan.status().toString().c_str());
        QVERIFY(plan->op == FileOp::kSync);
        QCOMPARE(plan->nth, uint64_t{3});
        QCOMPARE(plan->error, ENOSPC);
        QCOMPARE(plan->times, uint64_t{0});
        QCOMPARE(QString::fromStdString(plan->under.string()), QString("/tmp/x/"));
        auto shortWrite = FileFaults::parse("op=pwrite;random=10;seed=4;error=short");
        QVERIFY(shortWrite.isOk());
        QVERIFY(shortWrite->shortWrite);
        QCOMPARE(shortWrite->randomOneIn, uint64_t{10});
        QVERIFY(FileFaults::parse("op=any")->anyOp);
        QVERIFY(!FileFaults::parse("op=read").isOk());
        QVERIFY(!FileFaults::parse("nth=three").isOk());
        QVERIFY(!FileFaults::parse("error=EPERM").isOk());
        QVERIFY(!FileFaults::parse("colour=blue").isOk());
        QVERIFY(!FileFaults::parse("nth").isOk());
    }

    void failsTheNthWriteOnlyOnce() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("a").toStdString(), File::Mode::kTruncateReadWrite);
        QVERIFY(f.isOk());
        FileFaults::arm(failNth(FileOp::kWrite, 2, ENOSPC));
        QVERIFY(f->writeAt(0, "one").isOk());
        Status second = f->writeAt(3, "two");
        QVERIFY(!second.isOk());
        QVERIFY2(mentions(second, "No space left on device"), second.message().c_str());
        QVERIFY2(mentions(second, dir.filePath("a").toStdString()), second.message().c_str());
        QVERIFY(f->writeAt(3, "two").isOk());
        QVERIFY(f->writeAt(6, "!").isOk());
        QCOMPARE(FileFaults::count(FileOp::kWrite), uint64_t{4});
        QCOMPARE(FileFaults::injected(), uint64_t{1});
        FileFaults::disarm();
        QCOMPARE(QByteArray::fromStdString(*readWholeFile(f->path())), QByteArray("onetwo!"));
    }

    void shortWriteLeavesHalfTheBytes() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("a").toStdString(), File::Mode::kTruncateReadWrite);
        FileFaultPlan plan = failNth(FileOp::kWrite, 1);
        plan.shortWrite = true;
        plan.error = ENOSPC;
        FileFaults::arm(plan);
        QVERIFY(!f->writeAt(0, {BytesView("abcd"), BytesView("efgh")}).isOk());
        FileFaults::disarm();
        QCOMPARE(QByteArray::fromStdString(*readWholeFile(f->path())), QByteArray("ab"));
    }

    void failedSyncIsNeverRetriedAsSuccess() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("a").toStdString(), File::Mode::kTruncateReadWrite);
        QVERIFY(f->append("data").isOk());
        FileFaults::arm(failNth(FileOp::kSync, 1));
        Status failed = f->dataSync();
        QVERIFY(!failed.isOk());
        QVERIFY2(mentions(failed, "Input/output error"), failed.message().c_str());
        FileFaults::disarm();
        // The kernel would report the next fsync clean: the file does not ask.
        QVERIFY(f->syncFailed());
        Status again = f->sync();
        QVERIFY(!again.isOk());
        QVERIFY2(mentions(again, "earlier fsync"), again.message().c_str());
        QVERIFY(!f->append("more").isOk());
        QVERIFY(!f->writeAt(0, "x").isOk());
        QVERIFY(!f->truncate(0).isOk());
        // Opened again, the file starts afresh.
        auto reopened = File::open(f->path(), File::Mode::kReadWrite);
        QVERIFY(reopened->sync().isOk());
    }

    void failedMsyncIsNeverRetriedAsSuccess() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("m").toStdString(), File::Mode::kTruncateReadWrite);
        QVERIFY(f->truncate(4096).isOk());
        auto map = MappedFile::map(*f, 0, 4096, MappedFile::Access::kShared);
        QVERIFY(map.isOk());
        std::memcpy(map->data(), "mapped", 6);
        FileFaults::arm(failNth(FileOp::kMapSync, 1));
        QVERIFY(!map->sync().isOk());
        FileFaults::disarm();
        QVERIFY(!map->sync().isOk());
        FileFaults::arm(failNth(FileOp::kMap, 1, ENOSPC));
        auto refused = MappedFile::map(*f, 0, 4096, MappedFile::Access::kShared);
        QVERIFY(!refused.isOk());
        FileFaults::disarm();
        auto fresh = MappedFile::map(*f, 0, 4096, MappedFile::Access::kShared);
        QVERIFY(fresh.isOk());
        QVERIFY(fresh->sync().isOk());
        QCOMPARE(QByteArray(fresh->data(), 6), QByteArray("mapped"));
    }

    void renameAndDirectorySyncFail() {
        QTemporaryDir dir;
        Disarm disarm;
        const fs::path target = dir.filePath("t").toStdString();
        QVERIFY(writeFileAtomically(target, "old").isOk());
        FileFaults::arm(failNth(FileOp::kRename, 1));
        Status renamed = writeFileAtomically(target, "new");
        QVERIFY(!renamed.isOk());
        QVERIFY2(mentions(renamed, "cannot rename"), renamed.message().c_str());
        FileFaults::disarm();
        QCOMPARE(QByteArray::fromStdString(*readWholeFile(target)), QByteArray("old"));
        QVERIFY(!fs::exists(fs::path(target) += ".tmp"));
        FileFaults::arm(failNth(FileOp::kSync, 2));  // the file's fsync, then the directory's
        QVERIFY(!writeFileAtomically(target, "new").isOk());
        QCOMPARE(FileFaults::count(FileOp::kSync), uint64_t{2});
        FileFaults::arm(failNth(FileOp::kSync, 1));
        QVERIFY(!syncFileSystem(dir.path().toStdString()).isOk());
    }

    void truncateAndGrowFail() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("g").toStdString(), File::Mode::kTruncateReadWrite);
        FileFaults::arm(failNth(FileOp::kTruncate, 1));
        QVERIFY(!f->truncate(10).isOk());
        // A full disk in the second step: the file goes back to where it was.
        FileFaults::arm(failNth(FileOp::kWrite, 2, ENOSPC));
        auto grown = growWithZeros(*f, 0, 8192, 4096);
        QVERIFY(!grown.isOk());
        QVERIFY2(mentions(grown.status(), "cannot grow"), grown.status().message().c_str());
        FileFaults::disarm();
        QCOMPARE(*f->size(), uint64_t{0});
    }

    void randomFaultsFollowTheSeed() {
        QTemporaryDir dir;
        Disarm disarm;
        auto f = File::open(dir.filePath("r").toStdString(), File::Mode::kTruncateReadWrite);
        auto failures = [&](uint64_t seed) {
            FileFaultPlan plan;
            plan.op = FileOp::kWrite;
            plan.randomOneIn = 4;
            plan.seed = seed;
            plan.times = 0;
            FileFaults::arm(plan);
            std::string pattern;
            for (int i = 0; i < 64; ++i) pattern += f->writeAt(0, "x").isOk() ? '.' : 'F';
            return pattern;
        };
        std::string first = failures(7);
        QCOMPARE(failures(7), first);
        QVERIFY(first.find('F') != std::string::npos);
        QVERIFY(first.find('.') != std::string::npos);
    }

    void onlyPathsUnderTheDirectoryCount() {
        QTemporaryDir inside;
        QTemporaryDir outside;
        Disarm disarm;
        auto in = File::open(inside.filePath("a").toStdString(), File::Mode::kTruncateReadWrite);
        auto out = File::open(outside.filePath("a").toStdString(), File::Mode::kTruncateReadWrite);
        FileFaultPlan plan = failNth(FileOp::kWrite, 1);
        plan.under = inside.path().toStdString();
        FileFaults::arm(plan);
        QVERIFY(out->writeAt(0, "x").isOk());
        QCOMPARE(FileFaults::count(FileOp::kWrite), uint64_t{0});
        QVERIFY(!in->writeAt(0, "x").isOk());
    }

    void environmentArmsAChildProcess() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("child").toStdString();
        pid_t pid = ::fork();
        if (pid == 0) {
            // The variable is read at start-up, so the child runs a fresh copy
            // of this executable with only this test.
            ::setenv("WR_FILE_FAULTS", "op=fsync;nth=1;error=EIO", 1);
            ::setenv("WR_FAULT_CHILD_PATH", path.c_str(), 1);
            const std::string self = QCoreApplication::applicationFilePath().toStdString();
            ::execl(self.c_str(), self.c_str(), "childSyncsOnce", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        int status = 0;
        QCOMPARE(::waitpid(pid, &status, 0), pid);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(QByteArray::fromStdString(*readWholeFile(fs::path(path) += ".result")), QByteArray("failed"));
    }

    // The child's side of environmentArmsAChildProcess; alone it passes.
    void childSyncsOnce() {
        const char* path = std::getenv("WR_FAULT_CHILD_PATH");
        if (path == nullptr) return;
        const bool armed = FileFaults::armed();
        auto f = File::open(path, File::Mode::kTruncateReadWrite);
        QVERIFY(f.isOk());
        const bool failed = !f->sync().isOk();
        FileFaults::disarm();
        auto result = File::open(fs::path(path) += ".result", File::Mode::kTruncateReadWrite);
        QVERIFY(result->append(armed && failed ? "failed" : "passed").isOk());
    }
};

QTEST_GUILESS_MAIN(FileFaultsTest)
#include "test_file_faults.moc"
