// Redis as a migration target and source: ZDB -> a local Redis Cluster -> ZDB,
// each verified (pairs read back in pipelined batches, and the digests); the
// read-back finds a missing and a changed pair in Redis; a server target's
// default work directory under the user's state directory, named in wrctl's
// report, and a dry run that claims no free space for a server. The cluster
// uses ports from 7620 and is stopped whatever happens.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "migrate/migration.h"
#include "migrate/migration_checkpoint.h"
#include "sample_pairs.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::migrate;
using kv::redis::LocalRedisCluster;

namespace {

constexpr int kClusterPort = 7620;

kv::StoreUri uriOf(const std::string& text) { return *kv::StoreUri::parse(text); }

std::map<Bytes, Bytes> pairsIn(const std::string& uri) {
    std::map<Bytes, Bytes> found;
    auto store = kv::openStore(uri, {.readOnly = true, .createIfMissing = false});
    if (!store) return found;
    (void)kv::forEach(**store, [&](BytesView k, BytesView v) {
        found.emplace(Bytes(k), Bytes(v));
        return true;
    });
    return found;
}

// Sets an environment variable for the test's scope.
class ScopedEnvironment {
public:
    ScopedEnvironment(const char* name, const QByteArray& value)
        : name_(name), had_(qEnvironmentVariableIsSet(name)), old_(qgetenv(name)) {
        qputenv(name, value);
    }
    ~ScopedEnvironment() {
        if (had_) {
            qputenv(name_, old_);
        } else {
            qunsetenv(name_);
        }
    }

private:
    const char* name_;
    bool had_;
    QByteArray old_;
};

}  // namespace

class TestMigrateRedis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        kv::redis::LocalRedisOptions options;
        options.firstPort = kClusterPort;
        auto started = LocalRedisCluster::start(dir_.filePath("cluster").toStdString(), options);
        QVERIFY2(started, started.status().toString().c_str());
        cluster_ = std::move(*started);
    }
    void cleanupTestCase() { cluster_.reset(); }

    void defaultWorkDirectoryOfAServer() {
        const std::string uri = cluster_->uri();
        {
            ScopedEnvironment state("XDG_STATE_HOME", dir_.filePath("state").toUtf8());
            auto dir = defaultWorkDirectory(uriOf(uri));
            QVERIFY2(dir, dir.status().toString().c_str());
            QCOMPARE(QString::fromStdString(dir->parent_path().string()), dir_.filePath("state/wr-studio/migrations"));
            const std::string name = dir->filename().string();
            QVERIFY2(name.rfind("redis_cluster_127.0.0.1_7620_127.0.0.1_7621", 0) == 0, name.c_str());
            QCOMPARE(defaultWorkDirectory(uriOf(uri))->string(), dir->string());
            QVERIFY(defaultWorkDirectory(uriOf("redis:host=127.0.0.1;port=7620"))->filename() != dir->filename());
        }
        {
            ScopedEnvironment noState("XDG_STATE_HOME", QByteArray());
            ScopedEnvironment home("HOME", dir_.filePath("home").toUtf8());
            auto dir = defaultWorkDirectory(uriOf(uri));
            QVERIFY2(dir, dir.status().toString().c_str());
            QCOMPARE(QString::fromStdString(dir->parent_path().string()),
                     dir_.filePath("home/.local/state/wr-studio/migrations"));
        }
        // A store on disk keeps its directory beside it.
        const std::string zdb = "zdb:dir=" + dir_.filePath("beside").toStdString();
        QCOMPARE(QString::fromStdString(defaultWorkDirectory(uriOf(zdb))->string()), dir_.filePath("beside.migration"));
    }

    void zdbToClusterToZdbVerifies() {
        ScopedEnvironment state("XDG_STATE_HOME", dir_.filePath("round-state").toUtf8());
        const auto pairs = samplePairs(6000);
        const std::string source = "zdb:dir=" + dir_.filePath("source").toStdString() + ";keys=string";
        const std::string back = "zdb:dir=" + dir_.filePath("back").toStdString() + ";keys=string";
        fill(source, pairs);

        auto into = wr::migrate::migrate(uriOf(source), uriOf(cluster_->uri()), MigrationOptions{});
        QVERIFY2(into, into.status().toString().c_str());
        QCOMPARE(into->written, uint64_t{6000});
        QVERIFY(into->verification.ok());
        QCOMPARE(into->verification.keysCompared, uint64_t{6000});
        QVERIFY(into->verification.target.has_value());
        QVERIFY(QString::fromStdString(into->workDirectory.string()).startsWith(dir_.filePath("round-state")));

        auto out = wr::migrate::migrate(uriOf(cluster_->uri()), uriOf(back), MigrationOptions{});
        QVERIFY2(out, out.status().toString().c_str());
        QVERIFY(out->verification.ok());
        QCOMPARE(out->verification.source, into->verification.source);
        const std::map<Bytes, Bytes> expected(pairs.begin(), pairs.end());
        QVERIFY(pairsIn(back) == expected);
    }

    // The batched read-back names what differs, as the per-key one did.
    void readBackFindsMissingAndChangedPairs() {
        const std::string source = "zdb:dir=" + dir_.filePath("source").toStdString() + ";keys=string";
        auto sourceStore = kv::openStore(source, {.readOnly = true, .createIfMissing = false});
        auto targetStore = kv::openStore(cluster_->uri());
        QVERIFY(sourceStore && targetStore);
        QVERIFY((*targetStore)->remove("key-10").isOk());
        QVERIFY((*targetStore)->put("key-20", "changed").isOk());
        auto report = verifyStores(**sourceStore, **targetStore, false, nullptr, nullptr);
        QVERIFY2(report, report.status().toString().c_str());
        QCOMPARE(report->keysCompared, uint64_t{6000});
        QCOMPARE(report->mismatches, uint64_t{2});
        QStringList lines;
        for (const std::string& line : report->firstMismatches) lines << QString::fromStdString(line);
        lines.sort();
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].contains("key-10") && lines[0].contains("missing in the target"), qPrintable(lines[0]));
        QVERIFY2(lines[1].contains("key-20") && lines[1].contains("differs"), qPrintable(lines[1]));
    }

    // A flush that rewrites every master's append-only file spaces the
    // checkpoints out instead of running once a batch.
    void aSlowFlushSpacesTheCheckpointsOut() {
        ScopedEnvironment state("XDG_STATE_HOME", dir_.filePath("spaced-state").toUtf8());
        const std::string source = "zdb:dir=" + dir_.filePath("source").toStdString() + ";keys=string";
        const qint64 before = aofRewrites();
        MigrationOptions options;
        options.batchPairs = 30;  // 200 batches of the 6000 pairs
        options.checkpointInterval = std::chrono::milliseconds(0);
        options.onConflict = ConflictPolicy::kOverwrite;
        auto migrated = wr::migrate::migrate(uriOf(source), uriOf(cluster_->uri()), options);
        QVERIFY2(migrated, migrated.status().toString().c_str());
        QVERIFY(migrated->verification.ok());
        const qint64 rewrites = aofRewrites() - before;
        QVERIFY2(rewrites >= 1 && rewrites < 50, qPrintable(QString::number(rewrites) + " rewrites"));
    }

    void wrctlSaysWhereItsWorkDirectoryIs() {
        const std::string target = cluster_->uri();
        {
            auto store = kv::openStore(target);
            QVERIFY(store);
            auto cursor = (*store)->scan();
            QVERIFY(cursor);
            kv::WriteBatch removals;
            for (; (*cursor)->valid(); (*cursor)->next()) removals.remove((*cursor)->key());
            QVERIFY((*store)->write(removals).isOk());
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_STATE_HOME", dir_.filePath("wrctl-state"));
        const QString source = "zdb:dir=" + dir_.filePath("source") + ";keys=string";
        QProcess plan;
        plan.setProcessEnvironment(env);
        plan.start(WRCTL_PATH, {"migrate", source, QString::fromStdString(target), "--dry-run"});
        QVERIFY(plan.waitForFinished(60000));
        const QString planned = QString::fromUtf8(plan.readAllStandardOutput());
        QVERIFY2(plan.exitCode() == 0, plan.readAllStandardError().constData());
        QVERIFY2(planned.contains("target exists\n") && !planned.contains("free space"), qPrintable(planned));

        QProcess wrctl;
        wrctl.setProcessEnvironment(env);
        wrctl.start(WRCTL_PATH, {"migrate", source, QString::fromStdString(target)});
        QVERIFY(wrctl.waitForFinished(60000));
        const QString out = QString::fromUtf8(wrctl.readAllStandardOutput());
        QVERIFY2(wrctl.exitCode() == 0, wrctl.readAllStandardError().constData());
        QVERIFY2(out.contains("work directory: " + dir_.filePath("wrctl-state/wr-studio/migrations/redis_cluster_")),
                 qPrintable(out));
        QVERIFY2(out.contains("verification: OK"), qPrintable(out));
    }

private:
    // The append-only file rewrites the first master has made (flush() asks
    // every master for one).
    qint64 aofRewrites() const {
        QProcess cli;
        cli.start("redis-cli", {"-p", QString::number(kClusterPort), "info", "persistence"});
        if (!cli.waitForFinished(10000)) return -1;
        for (const QByteArray& line : cli.readAllStandardOutput().split('\n')) {
            if (line.startsWith("aof_rewrites:")) return line.mid(13).trimmed().toLongLong();
        }
        return -1;
    }

    QTemporaryDir dir_;
    std::unique_ptr<LocalRedisCluster> cluster_;
};

QTEST_GUILESS_MAIN(TestMigrateRedis)
#include "test_migrate_redis.moc"
