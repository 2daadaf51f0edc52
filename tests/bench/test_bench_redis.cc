// Redis as a benchmark peer: a --stores list keeps a cluster URI's commas; a
// bare "redis" runs on a local cluster started for each trial and stopped
// after it; a named server is used only when it is empty, and the trial
// deletes what it wrote; `wrctl bench` runs it beside ZDB and `wrctl runs`
// lists the run. Clusters here use free ports (the harness's) or ports from
// 7600 (the named one), and are stopped whatever happens.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "bench/harness/bench_command.h"
#include "bench/harness/runner.h"
#include "bench/harness/store_profile.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_node.h"
#include "stores/store_factory.h"
#include "wrctl_worker_run.h"

using namespace wr;
using namespace wr::bench;
using kv::redis::LocalRedisCluster;

namespace {

constexpr int kNamedClusterPort = 7600;

CustomWorkload small() {
    CustomWorkload w;
    w.records = 200;
    w.operations = 200;
    w.read = 0.5;
    w.write = 0.3;
    w.scan = 0.2;
    return w;
}

PlanOptions planFor(const std::vector<StoreVariant>& stores) {
    PlanOptions plan;
    plan.scale = *parseScale("tiny");
    plan.stores = stores;
    plan.repetitions = 1;
    plan.custom = small();
    return plan;
}

std::string detail(const StepResult& step, const std::string& name) {
    for (const auto& [key, value] : step.storeDetails) {
        if (key == name) return value;
    }
    return {};
}

uint64_t keysIn(const std::string& uri) {
    auto store = kv::openStore(uri);
    if (!store.isOk()) return ~uint64_t{0};
    auto count = (*store)->approximateCount();
    return count.isOk() ? *count : ~uint64_t{0};
}

// Whether a server still answers at this address of a cluster URI.
bool answers(const std::string& clusterUri) {
    auto uri = kv::StoreUri::parse(clusterUri);
    if (!uri.isOk()) return false;
    const std::string list = uri->get("cluster").value_or("");
    auto endpoint = kv::redis::RedisEndpoint::parse(list.substr(0, list.find(',')));
    if (!endpoint.isOk()) return false;
    kv::redis::RedisConnectOptions options;
    options.timeoutMs = 500;
    return kv::redis::RedisNode::connect(*endpoint, options).isOk();
}

}  // namespace

class BenchRedisTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void storeListKeepsAUrisCommas() {
        const std::vector<std::string> expected = {"zdb", "redis:cluster=127.0.0.1:7100,127.0.0.1:7101",
                                                   "rocksdb:compression=lz4"};
        QCOMPARE(splitStoreList("zdb,redis:cluster=127.0.0.1:7100,127.0.0.1:7101,rocksdb:compression=lz4"), expected);
        QCOMPARE(splitStoreList("wrstore,,zdb"), (std::vector<std::string>{"wrstore", "zdb"}));
        QCOMPARE(splitStoreList("redis"), (std::vector<std::string>{"redis"}));
        // The command the workbench records reads back the same.
        BenchCommand command;
        command.presets = {"custom"};
        command.stores = expected;
        auto parsed = parseBenchWords(command.words());
        QVERIFY2(parsed.isOk(), parsed.status().toString().c_str());
        QCOMPARE(parsed->stores, expected);
        auto setup = benchSetup(*parsed, WRCTL_PATH);
        QVERIFY2(setup.isOk(), setup.status().toString().c_str());
        QCOMPARE(setup->plan.stores.size(), size_t{3});
        QCOMPARE(setup->plan.stores[1].uri, expected[1]);
    }

    // Each trial starts its own cluster at the run's tier and stops it.
    void aBareRedisRunsOnALocalClusterPerTrial() {
        PlanOptions plan = planFor({{"redis", "redis:"}});
        plan.repetitions = 2;
        RunOptions run = wrctlWorkerRun(dir_.filePath("bare"));
        run.durability = Durability::kPeriodicSync;
        auto record = runBenchmarks({"custom"}, plan, run, nullptr, nullptr);
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        QCOMPARE(record->trials.size(), size_t{2});
        for (const TrialResult& trial : record->trials) {
            QVERIFY2(trial.storeUri.rfind("redis:cluster=127.0.0.1:", 0) == 0, trial.storeUri.c_str());
            QCOMPARE(trial.steps.size(), size_t{2});
            const StepResult& last = trial.steps.back();
            QCOMPARE(last.spec.storeUri, trial.storeUri);  // every worker reached the same cluster
            QCOMPARE(detail(last, "mode"), std::string("cluster"));
            QCOMPARE(detail(last, "masters"), std::string("3"));
            QCOMPARE(detail(last, "appendfsync"), std::string("everysec"));
            QVERIFY(last.storeCount > 0);
            QVERIFY2(!answers(trial.storeUri), "the trial's cluster still runs");
        }
    }

    // A server the user names: refused while it holds data, used when empty,
    // and left empty again.
    void aNamedServerIsUsedOnlyWhenEmpty() {
        kv::redis::LocalRedisOptions options;
        options.firstPort = kNamedClusterPort;
        auto cluster = LocalRedisCluster::start(dir_.filePath("named").toStdString(), options);
        QVERIFY2(cluster.isOk(), cluster.status().toString().c_str());
        const std::string uri = (*cluster)->uri();
        {
            auto store = kv::openStore(uri);
            QVERIFY(store.isOk());
            QVERIFY((*store)->put("users-key", "users-value").isOk());
        }
        auto refused = runBenchmarks({"custom"}, planFor({{uri, uri}}), wrctlWorkerRun(dir_.filePath("refused")),
                                     nullptr, nullptr);
        QVERIFY2(refused.isOk(), refused.status().toString().c_str());
        QVERIFY(!refused->status.isOk());
        QVERIFY2(refused->status.message().find("holds 1 keys") != std::string::npos,
                 refused->status.toString().c_str());
        QCOMPARE(keysIn(uri), uint64_t{1});
        {
            auto store = kv::openStore(uri);
            QVERIFY(store.isOk());
            QCOMPARE(*(*store)->get("users-key"), Bytes("users-value"));
            QVERIFY((*store)->remove("users-key").isOk());
        }

        auto used = runBenchmarks({"custom"}, planFor({{"named", uri}}), wrctlWorkerRun(dir_.filePath("used")), nullptr,
                                  nullptr);
        QVERIFY2(used.isOk(), used.status().toString().c_str());
        QVERIFY2(used->status.isOk(), used->status.toString().c_str());
        QCOMPARE(used->trials.at(0).storeUri, uri);
        QVERIFY(used->trials.at(0).steps.back().storeCount > 0);
        QCOMPARE(keysIn(uri), uint64_t{0});
        QVERIFY(answers(uri));  // the user's cluster keeps running
    }

    // As a user types it: a cluster URI in --stores beside ZDB, the run kept
    // in the history and listed by `wrctl runs`.
    void wrctlBenchesANamedClusterBesideZdb() {
        kv::redis::LocalRedisOptions options;
        options.firstPort = kNamedClusterPort + 10;
        auto cluster = LocalRedisCluster::start(dir_.filePath("wrctl-cluster").toStdString(), options);
        QVERIFY2(cluster.isOk(), cluster.status().toString().c_str());
        const QString uri = QString::fromStdString((*cluster)->uri());
        const QString history = dir_.filePath("history");
        QProcess bench;
        bench.start(WRCTL_PATH, {"bench", "custom", "--stores", "zdb," + uri, "--records", "100", "--operations", "100",
                                 "--reps", "1", "--quiet", "--history", history});
        QVERIFY(bench.waitForFinished(90000));
        QVERIFY2(bench.exitCode() == 0, bench.readAllStandardError().constData());

        QProcess runs;
        runs.start(WRCTL_PATH, {"runs", "list", "--json", "--history", history});
        QVERIFY(runs.waitForFinished(30000));
        QCOMPARE(runs.exitCode(), 0);
        const QJsonArray list = QJsonDocument::fromJson(runs.readAllStandardOutput()).array();
        QCOMPARE(list.size(), 1);
        const QJsonArray stores = list[0].toObject()["stores"].toArray();
        QCOMPARE(stores.size(), 2);
        QCOMPARE(stores[1].toString(), uri);
        QCOMPARE(list[0].toObject()["status"].toString(), QString("ok"));
    }

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(BenchRedisTest)
#include "test_bench_redis.moc"
