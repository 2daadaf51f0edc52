// wrctl crashtest, run as a user runs it: a short run per engine and setting
// (and per peer that keeps the same promise) ends clean with exit status 0 and a summary; the points can be listed; a
// bad option is a usage error; SIGTERM ends a run cleanly.
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

class WrctlCrashtestTest : public QObject {
    Q_OBJECT

private slots:
    void shortRunPerEngineIsClean_data() {
        QTest::addColumn<QString>("uri");
        QTest::newRow("hive") << "hive:dir=%1/hive";
        QTest::newRow("hive sync") << "hive:dir=%1/hive;durability=sync";
        QTest::newRow("wrstore") << "wrstore:hive=%1/hive;db=kvs";
        QTest::newRow("wrstore++ basic") << "wrstore++:hive=%1/hive;db=kvs;data=%1/data;mode=basic";
        QTest::newRow("wrstore++ chunk") << "wrstore++:hive=%1/hive;db=kvs;data=%1/data;mode=chunk;chunk_mb=1";
        QTest::newRow("zdb safe") << "zdb:dir=%1/zdb;files=4;kmax=4096;write=safe";
        QTest::newRow("zdb async") << "zdb:dir=%1/zdb;files=4;kmax=4096;write=async";
        // Peers with compaction threads: a writer forked after the test had
        // read such a store once waited forever for a thread it lacked.
        QTest::newRow("leveldb") << "leveldb:dir=%1/leveldb";
        QTest::newRow("rocksdb") << "rocksdb:dir=%1/rocksdb";
        QTest::newRow("lmdb") << "lmdb:dir=%1/lmdb";
    }

    void shortRunPerEngineIsClean() {
        QFETCH(QString, uri);
        QTemporaryDir dir;
        const WrctlRun run = runWrctl({"crashtest", uri.arg(dir.path()), "--iterations", "12", "--seed", "7",
                                       "--ops-per-iteration", "30", "--keys", "32"});
        QVERIFY2(run.exitCode == 0, (run.out + run.err).constData());
        QVERIFY(run.out.contains("iterations                12"));
        QVERIFY(run.out.contains("lost                      0"));
        QVERIFY(run.out.contains("wrong bytes               0"));
        QVERIFY(run.out.contains("\nclean\n"));
    }

    void jsonSummaryCountsEveryKill() {
        QTemporaryDir dir;
        const WrctlRun run = runWrctl({"crashtest", "zdb:dir=" + dir.path() + "/zdb;files=2;kmax=1024", "--iterations",
                                       "5", "--crash-points", "random", "--json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("\"kills\":5"));
        QVERIFY(run.out.contains("\"random_kills\":5"));
        QVERIFY(run.out.contains("\"clean\":true"));
    }

    void powerCutsKeepWhatTheTierPromises() {
        QTemporaryDir dir;
        QTemporaryDir tmp;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TMPDIR", tmp.path());
        const WrctlRun run = runWrctl({"crashtest", "hive:dir=" + dir.path() + "/hive;durability=sync", "--power-loss",
                                       "--iterations", "4", "--seed", "3", "--json"},
                                      env);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("\"kills\":4"));
        QVERIFY(run.out.contains("\"clean\":true"));
        // Nothing of the durable image is left behind in the temporary directory.
        QVERIFY(QDir(tmp.path()).isEmpty());
    }

    // SIGTERM (or Ctrl-C) ends a run after the round in progress: the
    // summary says so, the exit status is not success, and the durable
    // image of --power-loss is removed from the temporary directory.
    void terminatedRunCleansUpAndSaysSo() {
        QTemporaryDir dir;
        QTemporaryDir tmp;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TMPDIR", tmp.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(WRCTL_PATH, {"crashtest", "hive:dir=" + dir.path() + "/hive;durability=sync", "--power-loss",
                             "--iterations", "1000000"});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!QDir(tmp.path()).isEmpty(), 20000);
        QTest::qWait(300);
        p.terminate();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(out.contains("interrupted after"), out.constData());
        QVERIFY2(out.contains("lost                      0"), out.constData());
        QVERIFY(QDir(tmp.path()).isEmpty());
    }

    void listsThePoints() {
        const WrctlRun run = runWrctl({"crashtest", "--list-points"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("hive.checkpoint.before_rename"));
        QVERIFY(run.out.contains("zdb.compaction.before_manifest"));
        QVERIFY(run.out.contains("wrstorepp.realloc.before_drop"));
        QVERIFY(run.out.contains("migrate.checkpoint.after_flush"));
    }

    void badOptionsAreUsageErrors() {
        QTemporaryDir dir;
        QCOMPARE(runWrctl({"crashtest", "zdb:dir=" + dir.path(), "--crash-points", "sometimes"}).exitCode, 2);
        QCOMPARE(runWrctl({"crashtest", "zdb:dir=" + dir.path(), "--point", "no.such.point"}).exitCode, 2);
        QCOMPARE(runWrctl({"crashtest", "nosuchscheme:x=1"}).exitCode, 2);
        // Below durability=sync WR-Store++ may leave unreadable entries after a
        // power cut by design: refused, with the reason.
        const WrctlRun refused =
            runWrctl({"crashtest", "wrstore++:hive=" + dir.path() + "/h;data=" + dir.path() + "/d", "--power-loss"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("durability=sync"));
        const WrctlRun help = runWrctl({"crashtest", "--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--ops-per-iteration"));
    }
};

QTEST_GUILESS_MAIN(WrctlCrashtestTest)
#include "test_wrctl_crashtest.moc"
