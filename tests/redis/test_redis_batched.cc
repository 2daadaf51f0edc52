// The redis: store's batched paths against real redis-server processes: the
// default KvStore::getMany (through get()) and the redis store's own,
// pipelined per node, on a standalone server and a three-master cluster
// (missing keys, keys on every node, empty input, order kept); a write batch
// and a getMany that follow a MOVED redirection together; `wrctl cluster
// bench` with a tiny workload printing both sides, and the hash tags its
// clients' keys carry. Every
// server runs under a QTemporaryDir and is stopped whatever a test does.
#include <QProcess>
#include <QtTest>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "common/open_or_fail.h"
#include "common/verify_status.h"
#include "redis/redis_test_deployments.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_benchmark_workload.h"
#include "stores/redis/redis_node.h"
#include "stores/redis/redis_slot.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::kv;
using namespace wr::kv::redis;
using wr::test::openOrFail;

namespace {

// A store that answers get() only: getMany is KvStore's default.
class GetOnlyStore : public KvStore {
public:
    explicit GetOnlyStore(std::map<Bytes, Bytes> pairs) : pairs_(std::move(pairs)) {}
    const StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override { return true; }
    Result<Bytes> get(BytesView key) override {
        if (key == "broken") return Status::ioError("broken");
        auto found = pairs_.find(Bytes(key));
        if (found == pairs_.end()) return Status::notFound("no such key");
        return found->second;
    }
    Status put(BytesView, BytesView) override { return Status::readOnly("read-only"); }
    Status remove(BytesView) override { return Status::readOnly("read-only"); }
    Result<std::unique_ptr<KvCursor>> scan() override { return Status::notSupported("scan"); }
    Result<uint64_t> approximateCount() override { return pairs_.size(); }
    Status flush() override { return Status::ok(); }
    Result<StoreStatistics> statistics() override { return StoreStatistics{}; }
    Status close() override { return Status::ok(); }

private:
    StoreUri uri_;
    std::map<Bytes, Bytes> pairs_;
};

// The keys one cluster node holds (its DBSIZE, through a single-server store).
uint64_t keysOn(int port) {
    auto node = openOrFail("redis:host=127.0.0.1;port=" + std::to_string(port));
    return node ? node->approximateCount().valueOr(9) : 9;
}

}  // namespace

class TestRedisBatched : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<LocalRedisCluster> single_;
    std::unique_ptr<LocalRedisCluster> cluster_;

    // Keys on every master, some missing, in an order that is not the nodes'.
    void checkGetMany(const std::string& uri) {
        auto store = openOrFail(uri);
        QVERIFY(store);
        WriteBatch batch;
        for (int i = 0; i < 200; i += 2) batch.put("many/" + std::to_string(i), "value " + std::to_string(i));
        batch.put(std::string("bin\0ary", 7), std::string("\0\xff", 2));
        WR_VERIFY_OK(store->write(batch));

        std::vector<Bytes> keys;
        for (int i = 199; i >= 0; --i) keys.push_back("many/" + std::to_string(i));
        keys.push_back(std::string("bin\0ary", 7));
        keys.push_back("many/0");  // asked twice
        std::vector<BytesView> views(keys.begin(), keys.end());
        auto values = store->getMany(views);
        WR_VERIFY_OK(values.status());
        QCOMPARE(values->size(), keys.size());
        for (int i = 199; i >= 0; --i) {
            const std::optional<Bytes>& value = (*values)[static_cast<size_t>(199 - i)];
            if (i % 2 == 0) {
                QVERIFY2(value && *value == "value " + std::to_string(i), keys[static_cast<size_t>(199 - i)].c_str());
            } else {
                QVERIFY2(!value, keys[static_cast<size_t>(199 - i)].c_str());
            }
        }
        QCOMPARE((*values)[200], std::optional<Bytes>(std::string("\0\xff", 2)));
        QCOMPARE((*values)[201], std::optional<Bytes>("value 0"));

        auto none = store->getMany({});
        WR_VERIFY_OK(none.status());
        QVERIFY(none->empty());
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        WR_VERIFY_OK(test::startSingleAndCluster(dir_, RedisPersistence::kMemoryOnly, single_, cluster_));
    }

    void cleanupTestCase() {
        cluster_.reset();
        single_.reset();
    }

    void defaultGetManyCallsGet() {
        GetOnlyStore store({{"a", "1"}, {"c", "3"}});
        const std::vector<BytesView> keys{"c", "b", "a"};
        auto values = store.getMany(keys);
        WR_VERIFY_OK(values.status());
        QCOMPARE(*values, (std::vector<std::optional<Bytes>>{Bytes("3"), std::nullopt, Bytes("1")}));
        QVERIFY(store.getMany({}).isOk());
        const std::vector<BytesView> failing{"a", "broken"};
        QCOMPARE(store.getMany(failing).status().code(), StatusCode::kIoError);
    }

    void getManySingleServer() { checkGetMany(single_->uri()); }

    void getManyCluster() {
        checkGetMany(cluster_->uri());
        // The keys asked for lie on every master.
        std::set<int> owners;
        for (int i = 0; i < 200; ++i) {
            const int slot = keySlot("many/" + std::to_string(i));
            owners.insert(slot <= 5460 ? 0 : slot <= 10922 ? 1 : 2);  // redis-cli's even split of three masters
        }
        QCOMPARE(owners.size(), size_t{3});
    }

    // The store's slot map goes stale (a slot moved for good behind its
    // back): a batch and a getMany over every node are redirected and
    // still answer right, the other nodes' replies kept in order.
    void batchesFollowAMove() {
        auto store = openOrFail(cluster_->uri());
        QVERIFY(store);
        const std::string key = "moved-in-a-batch";
        const std::string slotText = std::to_string(keySlot(key));
        WR_VERIFY_OK(store->put(key, "before"));
        std::map<int, std::string> ids;
        int source = 0;
        for (int port : cluster_->ports()) {
            auto node = RedisNode::connect({"127.0.0.1", port}, {});
            WR_VERIFY_OK(node.status());
            auto id = (*node)->expectOk({"CLUSTER", "MYID"});
            WR_VERIFY_OK(id.status());
            ids[port] = id->text;
            auto here = (*node)->command({"GET", key});
            WR_VERIFY_OK(here.status());
            if (!here->isError()) source = port;
        }
        QVERIFY(source != 0);
        const int target = source == cluster_->ports()[0] ? cluster_->ports()[1] : cluster_->ports()[0];
        auto sourceNode = RedisNode::connect({"127.0.0.1", source}, {});
        auto targetNode = RedisNode::connect({"127.0.0.1", target}, {});
        WR_VERIFY_OK(sourceNode.status());
        WR_VERIFY_OK(targetNode.status());
        WR_VERIFY_OK((*targetNode)->expectOk({"CLUSTER", "SETSLOT", slotText, "IMPORTING", ids[source]}).status());
        WR_VERIFY_OK((*sourceNode)->expectOk({"CLUSTER", "SETSLOT", slotText, "MIGRATING", ids[target]}).status());
        WR_VERIFY_OK((*sourceNode)
                         ->expectOk({"MIGRATE", "127.0.0.1", std::to_string(target), "", "0", "5000", "KEYS", key})
                         .status());
        for (int port : cluster_->ports()) {
            auto node = RedisNode::connect({"127.0.0.1", port}, {});
            WR_VERIFY_OK(node.status());
            WR_VERIFY_OK((*node)->expectOk({"CLUSTER", "SETSLOT", slotText, "NODE", ids[target]}).status());
        }

        WriteBatch batch;
        for (int i = 0; i < 30; ++i) batch.put("around/" + std::to_string(i), std::to_string(i));
        batch.put(key, "after");
        WR_VERIFY_OK(store->write(batch), "a batch redirected in part");
        std::vector<Bytes> keys;
        for (int i = 0; i < 30; ++i) keys.push_back("around/" + std::to_string(i));
        keys.insert(keys.begin() + 15, key);
        std::vector<BytesView> views(keys.begin(), keys.end());
        auto values = store->getMany(views);
        WR_VERIFY_OK(values.status());
        for (size_t i = 0; i < keys.size(); ++i) {
            const Bytes expected = keys[i] == key ? Bytes("after") : keys[i].substr(7);
            QVERIFY2((*values)[i] && *(*values)[i] == expected, keys[i].c_str());
        }
    }

    void wrctlClusterBenchPrintsBothSidesOnAnEmptyCluster() {
        QTemporaryDir dir;
        const QString clusterDir = dir.filePath("bench");
        auto cluster = LocalRedisCluster::start(clusterDir.toStdString(),
                                                test::redisTestOptions(true, RedisPersistence::kMemoryOnly));
        WR_VERIFY_OK(cluster.status());
        QProcess process;
        process.start(WRCTL_PATH, {"cluster", "bench", clusterDir, "-c", "2", "-P", "4", "-n", "400", "-r", "100",
                                   "--latency-requests", "50"});
        QVERIFY(process.waitForFinished(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(process.exitCode() == 0, qPrintable(out + QString::fromUtf8(process.readAllStandardError())));
        QVERIFY2(out.contains("-c 2 -P 4 -n 400 -r 100 -d 100"), qPrintable(out));
        QVERIFY2(out.contains("batches of 4 (keys tagged with their client's master"), qPrintable(out));
        for (const char* test : {"SET", "GET", "GET latency"}) {
            const QRegularExpression row(QString("\\n1\\s+%1\\s+[0-9.]+ (req/s|ms)\\s+[0-9.]+ (req/s|ms)\\s+[0-9.]+\\n")
                                             .arg(QRegularExpression::escape(test)));
            QVERIFY2(row.match(out).hasMatch(), qPrintable(QString(test) + " row missing in:\n" + out));
        }
        QVERIFY2(out.contains("median ratios over 1 round(s)"), qPrintable(out));

        // The bench leaves the cluster as empty as it found it, so it runs again.
        process.start(WRCTL_PATH, {"cluster", "bench", clusterDir, "-c", "1", "-P", "2", "-n", "50", "-r", "10",
                                   "--latency-requests", "10", "--rounds", "2", "--keys", "spread", "--json"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(json["keys"].toString(), QString("spread"));
        QCOMPARE(json["store_batch"].toInt(), 6);
        QCOMPARE(json["rounds"].toArray().size(), 2);
        QCOMPARE(json["throughput_settings"].toObject()["requests"].toInt(), 50);
        QVERIFY(json["median_ratios"].toObject()["GET latency"].toDouble() > 0);
        QVERIFY(json["rounds"].toArray()[0].toArray()[0].toObject()["benchmark_rps"].toDouble() > 0);
        QCOMPARE(openOrFail((*cluster)->uri())->approximateCount().valueOr(1), uint64_t{0});

        // A cluster holding keys is refused (the bench empties it), and keeps them.
        auto store = openOrFail((*cluster)->uri());
        WR_VERIFY_OK(store->put("precious", "data"));
        process.start(WRCTL_PATH, {"cluster", "bench", clusterDir, "-n", "10", "--latency-requests", "1"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        const QString error = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(error.contains("holds 1 key;") && error.contains("give it one of its own"), qPrintable(error));
        QCOMPARE(store->get("precious").valueOr(""), Bytes("data"));

        // Each master's hash tag names a slot of that master: a key carrying it lands there.
        const std::vector<int> masters((*cluster)->ports().begin(), (*cluster)->ports().begin() + 3);
        WR_VERIFY_OK(emptyMasters(masters));
        auto tags = masterHashTags(masters);
        WR_VERIFY_OK(tags.status());
        QCOMPARE(tags->size(), masters.size());
        for (size_t i = 0; i < masters.size(); ++i) {
            QVERIFY(tags->at(i).size() <= 2);
            WR_VERIFY_OK(store->put("key:{" + tags->at(i) + "}:000000000001", "v"));
            for (size_t j = 0; j < masters.size(); ++j) {
                QCOMPARE(keysOn(masters[j]), uint64_t{j <= i ? 1u : 0u});
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRedisBatched)
#include "test_redis_batched.moc"
