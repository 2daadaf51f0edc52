// The migrator's checkpoint crash points: a migration forked into a child
// dies at its first checkpoint, just after the target's flush or just after
// the checkpoint file is replaced; resuming it then finishes with every pair
// of the source in the target, verified.
#include <QtTest>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "migrate/migration.h"
#include "stores/store_factory.h"
#include "util/crash_point.h"

using namespace wr;

namespace {

constexpr int kPairs = 3000;

kv::StoreUri uriOf(const std::string& text) { return *kv::StoreUri::parse(text); }

migrate::MigrationOptions checkpointingOptions() {
    migrate::MigrationOptions options;
    options.fastLoad = false;  // a bulk load has no checkpoints to die at
    options.loaderThreads = 1;
    options.batchPairs = 100;
    options.checkpointInterval = std::chrono::milliseconds(0);
    return options;
}

}  // namespace

class MigrationCrashPointsTest : public QObject {
    Q_OBJECT

private slots:
    void killedMigrationResumes_data() {
        QTest::addColumn<QString>("point");
        QTest::newRow("after_flush") << "migrate.checkpoint.after_flush";
        QTest::newRow("after_write") << "migrate.checkpoint.after_write";
    }

    void killedMigrationResumes() {
        QFETCH(QString, point);
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        const kv::StoreUri source = uriOf("zdb:dir=" + root + "/source;files=2;kmax=4096");
        const kv::StoreUri target = uriOf("wrstore:hive=" + root + "/hive;db=kvs");
        {
            auto store = kv::openStore(source);
            QVERIFY(store.isOk());
            for (int i = 0; i < kPairs; ++i) {
                QVERIFY((*store)->put("m-" + std::to_string(i), std::string(static_cast<size_t>(i % 97), 'v')).isOk());
            }
            QVERIFY((*store)->close().isOk());
        }

        pid_t pid = fork();
        QVERIFY(pid >= 0);
        if (pid == 0) {
            if (!armCrashPoint(point.toStdString(), 1).isOk()) _exit(2);
            auto report = migrate::migrate(source, target, checkpointingOptions());
            _exit(report.isOk() ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(waitpid(pid, &status, 0), pid);
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, "the migration did not die at the point");

        migrate::MigrationOptions resume = checkpointingOptions();
        resume.resume = true;
        auto resumed = migrate::migrate(source, target, resume);
        QVERIFY2(resumed.isOk(), resumed.status().toString().c_str());
        QVERIFY(resumed->resumed);
        QVERIFY(resumed->verification.ok());
        QCOMPARE(resumed->verification.keysCompared, uint64_t{kPairs});
    }
};

QTEST_GUILESS_MAIN(MigrationCrashPointsTest)
#include "test_migration_crash_points.moc"
