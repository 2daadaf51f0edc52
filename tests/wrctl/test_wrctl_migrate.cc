// wrctl migrate as a user runs it: a migration verified, --dry-run writing
// nothing, --verify alone, wrong command lines, and a migration killed with
// SIGKILL at random moments and resumed each time, ending verified.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include "stores/store_factory.h"
#include "wrctl_run.h"

namespace {

void fillStore(const QString& uri, int pairs) {
    auto store = wr::kv::openStore(uri.toStdString());
    QVERIFY2(store, store.status().toString().c_str());
    wr::kv::WriteBatch batch;
    for (int i = 0; i < pairs; ++i) {
        batch.put("key-" + std::to_string(i), "value " + std::to_string(i) + std::string(64, char('a' + i % 26)));
        if (batch.size() == 1000) {
            QVERIFY((*store)->write(batch).isOk());
            batch.clear();
        }
    }
    if (!batch.empty()) QVERIFY((*store)->write(batch).isOk());
    QVERIFY((*store)->close().isOk());
}

QJsonObject jsonOf(const WrctlRun& run) { return QJsonDocument::fromJson(run.out).object(); }

}  // namespace

class TestWrctlMigrate : public QObject {
    Q_OBJECT

private slots:
    void migratesAndVerifies();
    void dryRunWritesNothing();
    void verifyAloneFindsDifferences();
    void wrongCommandLinesAreRefused();
    void killedAtRandomMomentsResumesToAVerifiedTarget();
};

void TestWrctlMigrate::migratesAndVerifies() {
    QTemporaryDir dir;
    const QString source = "leveldb:dir=" + dir.filePath("source");
    const QString target = "wrstore:hive=" + dir.filePath("hive") + ";db=kvs";
    fillStore(source, 3000);
    const WrctlRun run = runWrctl({"migrate", source, target, "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // Not a terminal: no progress lines.
    QVERIFY(run.err.isEmpty());
    const QJsonObject report = jsonOf(run);
    QCOMPARE(report["pairs"].toInteger(), 3000);
    QCOMPARE(report["method"].toString(), QString("e-and-t"));
    QVERIFY(report["verification"].toObject()["ok"].toBool());
    QCOMPARE(report["verification"].toObject()["target"].toObject()["pairs"].toInteger(), 3000);
    QVERIFY(!QDir(dir.filePath("hive-kvs.migration")).exists());

    const WrctlRun then = runWrctl({"migrate", target, "rocksdb:dir=" + dir.filePath("rocks"), "--method", "e-then-t"});
    QVERIFY2(then.exitCode == 0, then.err.constData());
    QVERIFY(then.out.contains("migrated 3000 pairs"));
    QVERIFY(then.out.contains("verification: OK"));
    QVERIFY(then.out.contains("intermediate file"));
}

void TestWrctlMigrate::dryRunWritesNothing() {
    QTemporaryDir dir;
    const QString source = "leveldb:dir=" + dir.filePath("source");
    fillStore(source, 500);
    const WrctlRun run = runWrctl({"migrate", source, "lmdb:dir=" + dir.filePath("target"), "--dry-run", "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject plan = jsonOf(run);
    QCOMPARE(plan["source_pairs"].toInteger(), 500);
    QVERIFY(!plan["target_exists"].toBool());
    QVERIFY(plan["target_free_bytes"].toInteger() > 0);
    QVERIFY(!QFileInfo::exists(dir.filePath("target")));
    const WrctlRun text = runWrctl({"migrate", source, "lmdb:dir=" + dir.filePath("target"), "--dry-run"});
    QVERIFY(text.out.contains("nothing was written"));
}

void TestWrctlMigrate::verifyAloneFindsDifferences() {
    QTemporaryDir dir;
    const QString a = "leveldb:dir=" + dir.filePath("a");
    const QString b = "sqlite:file=" + dir.filePath("b.sqlite");
    fillStore(a, 200);
    fillStore(b, 200);
    QCOMPARE(runWrctl({"migrate", a, b, "--verify"}).exitCode, 0);
    QCOMPARE(runWrctl({"kv", "put", b, "extra", "x"}).exitCode, 0);
    // Every source key is still there, but the target holds one more pair.
    const WrctlRun extra = runWrctl({"migrate", a, b, "--verify"});
    QCOMPARE(extra.exitCode, 1);
    QVERIFY(extra.out.contains("verification: FAILED"));
    QCOMPARE(runWrctl({"kv", "put", b, "key-7", "changed"}).exitCode, 0);
    const WrctlRun changed = runWrctl({"migrate", a, b, "--verify", "--json"});
    QCOMPARE(changed.exitCode, 1);
    QVERIFY(jsonOf(changed)["first_mismatches"].toArray().first().toString().contains("key-7"));
}

void TestWrctlMigrate::wrongCommandLinesAreRefused() {
    QTemporaryDir dir;
    const QString source = "leveldb:dir=" + dir.filePath("source");
    fillStore(source, 10);
    QCOMPARE(runWrctl({"migrate", source, "zdb:dir=" + dir.filePath("z"), "--method", "fast"}).exitCode, 2);
    QCOMPARE(runWrctl({"migrate", source, "zdb:dir=" + dir.filePath("z"), "--on-conflict", "merge"}).exitCode, 2);
    QCOMPARE(runWrctl({"migrate", source, "zdb:dir=" + dir.filePath("z"), "--verify", "--resume"}).exitCode, 2);
    const WrctlRun same = runWrctl({"migrate", source, source});
    QCOMPARE(same.exitCode, 1);
    QVERIFY(same.err.contains("the same store"));
    const WrctlRun nothing = runWrctl({"migrate", source, "zdb:dir=" + dir.filePath("z"), "--resume"});
    QCOMPARE(nothing.exitCode, 1);
    QVERIFY(nothing.err.contains("no interrupted migration"));
    const WrctlRun missing =
        runWrctl({"migrate", "leveldb:dir=" + dir.filePath("none"), "zdb:dir=" + dir.filePath("z")});
    QCOMPARE(missing.exitCode, 1);
}

// Kills until 30 runs died mid-way; a run that finishes first has its
// target verified, and the next migration goes into a new target.
void TestWrctlMigrate::killedAtRandomMomentsResumesToAVerifiedTarget() {
    QTemporaryDir dir;
    const QString source = "leveldb:dir=" + dir.filePath("source");
    fillStore(source, 60000);
    auto targetOf = [&](int n) { return "wrstore:hive=" + dir.filePath(QString("hive%1").arg(n)) + ";db=kvs;len=3"; };
    auto checkpointOf = [&](int n) { return dir.filePath(QString("hive%1-kvs.migration/checkpoint.json").arg(n)); };
    auto expectVerified = [&](const QString& target) {
        const WrctlRun verified = runWrctl({"migrate", source, target, "--verify", "--json"});
        QVERIFY2(verified.exitCode == 0, verified.out.constData());
        const QJsonObject report = jsonOf(verified);
        // Every pair arrived once and nothing else did: the digests agree.
        QCOMPARE(report["target"].toObject()["pairs"].toInteger(), 60000);
        QCOMPARE(report["target"].toObject()["digest"].toString(), report["source"].toObject()["digest"].toString());
    };
    QRandomGenerator random(22);
    int killed = 0;
    int target = 0;
    while (killed < 30) {
        QStringList args = {"migrate",         source, targetOf(target), "--batch", "200",
                            "--checkpoint-ms", "20",   "--no-verify"};
        const bool resuming = QFileInfo::exists(checkpointOf(target));
        if (resuming) args << "--resume";
        // A run killed after it finished (its checkpoint removed, its report
        // not yet printed) left a complete target: the next run refuses it.
        if (!resuming && QDir(dir.filePath(QString("hive%1").arg(target))).exists() &&
            runWrctl({"migrate", source, targetOf(target), "--verify"}).exitCode == 0) {
            ++target;
            continue;
        }
        QProcess process;
        process.start(WRCTL_PATH, args);
        QVERIFY(process.waitForStarted());
        if (process.waitForFinished(random.bounded(20, 300))) {
            QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
            expectVerified(targetOf(target));
            ++target;
            continue;
        }
        process.kill();  // SIGKILL: no chance to save anything more
        QVERIFY(process.waitForFinished());
        ++killed;
    }
    if (QFileInfo::exists(checkpointOf(target))) {
        const WrctlRun finished = runWrctl({"migrate", source, targetOf(target), "--resume", "--no-verify"});
        QVERIFY2(finished.exitCode == 0, finished.err.constData());
        expectVerified(targetOf(target));
    }
}

QTEST_GUILESS_MAIN(TestWrctlMigrate)
#include "test_wrctl_migrate.moc"
