// The redis: store (core/stores/redis) against real redis-server processes:
// the hash-slot function with the cluster specification's vectors; the
// KvStore conformance suite against a standalone server and a three-master
// cluster; MOVED and ASK redirections followed while a slot moves by hand;
// wait=N with replicas; passwords (refused in the URI, a wrong one refused
// clearly); errors naming the node; and `wrctl cluster up|status|down`
// leaving no process behind. Every server runs under a QTemporaryDir and is
// stopped by the LocalRedisCluster that started it, whatever a test does.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "common/kv_conformance.h"
#include "common/open_or_fail.h"
#include "common/verify_status.h"
#include "redis/redis_test_deployments.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_node.h"
#include "stores/redis/redis_server_process.h"
#include "stores/redis/redis_slot.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::kv;
using namespace wr::kv::redis;
using wr::test::connectTo;
using wr::test::openOrFail;

namespace {

constexpr char kPasswordVariable[] = "WR_TEST_REDIS_PASSWORD";

// Quick failure detection and no fsync: the tests measure behaviour, not disks.
// The port of the master serving `slot`, from CLUSTER SLOTS.
int ownerPort(RedisNode& any, int slot) {
    auto ranges = any.expectOk({"CLUSTER", "SLOTS"});
    if (!ranges.isOk()) return 0;
    for (const RedisReply& range : ranges->elements) {
        if (range.elements[0].integer <= slot && slot <= range.elements[1].integer) {
            return static_cast<int>(range.elements[2].elements[1].integer);
        }
    }
    return 0;
}

struct WrctlRun {
    int exitCode = -1;
    QString out;
    QString err;
};

WrctlRun wrctl(const QStringList& args) {
    QProcess process;
    process.start(WRCTL_PATH, args);
    process.waitForFinished(60000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestRedis : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<LocalRedisCluster> single_;
    std::unique_ptr<LocalRedisCluster> cluster_;

    // Empties every master of the three-master cluster.
    void emptyCluster() {
        for (int port : cluster_->ports()) {
            auto node = connectTo(port);
            QVERIFY(node);
            WR_VERIFY_OK(node->expectOk({"FLUSHALL"}).status());
        }
    }

    void runConformance(const std::string& uri) {
        test::ConformanceOptions options;
        options.randomOperations = 2000;
        test::runKvConformance(
            [&]() -> Result<std::unique_ptr<KvStore>> {
                auto store = openStore(uri);
                if (store.isOk() && (*store)->uri().toString() != uri) {
                    return Status::invalidArgument("uri() gives '" + (*store)->uri().toString() + "'");
                }
                return store;
            },
            options);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        WR_VERIFY_OK(test::startSingleAndCluster(dir_, RedisPersistence::kOsBuffered, single_, cluster_));
    }

    void cleanupTestCase() {
        cluster_.reset();
        single_.reset();
    }

    void slotFunction() {
        QCOMPARE(crc16("123456789"), uint16_t{0x31C3});
        QCOMPARE(keySlot("123456789"), 0x31C3 % kClusterSlots);
        QCOMPARE(keySlot("foo"), 12182);  // CLUSTER KEYSLOT foo
        QCOMPARE(keySlot("{user1000}.following"), keySlot("{user1000}.followers"));
        QCOMPARE(keySlot("{user1000}.following"), keySlot("user1000"));
        QVERIFY(keySlot("user1000.following") != keySlot("user1000.followers"));
        // Only the first "{" counts, up to the first "}" after it.
        QCOMPARE(keySlot("foo{{bar}}zap"), crc16("{bar") % kClusterSlots);
        QCOMPARE(keySlot("foo{bar}{zap}"), keySlot("bar"));
        // An empty tag hashes the whole key.
        QCOMPARE(keySlot("foo{}{bar}"), crc16("foo{}{bar}") % kClusterSlots);
        QCOMPARE(keySlot("{}"), crc16("{}") % kClusterSlots);
    }

    void slotFunctionAgreesWithTheServer() {
        auto node = connectTo(cluster_->ports().front());
        QVERIFY(node);
        for (const std::string& key :
             std::vector<std::string>{"a", "{user1000}.followers", "foo{}{bar}", std::string("\0\xff{x}", 5)}) {
            auto slot = node->expectOk({"CLUSTER", "KEYSLOT", key});
            WR_VERIFY_OK(slot.status());
            QCOMPARE(keySlot(key), static_cast<int>(slot->integer));
        }
    }

    void conformanceSingleServer() { runConformance(single_->uri()); }

    void conformanceCluster() {
        emptyCluster();
        runConformance(cluster_->uri());
    }

    void keysSpreadOverEveryMaster() {
        emptyCluster();
        auto store = openOrFail(cluster_->uri());
        QVERIFY(store);
        WriteBatch batch;
        for (int i = 0; i < 300; ++i) batch.put("spread/" + std::to_string(i), std::to_string(i));
        WR_VERIFY_OK(store->write(batch));
        for (int port : cluster_->ports()) {
            auto node = connectTo(port);
            QVERIFY(node);
            auto size = node->expectOk({"DBSIZE"});
            WR_VERIFY_OK(size.status());
            QVERIFY2(size->integer > 50, qPrintable(QString("port %1 holds %2 keys").arg(port).arg(size->integer)));
        }
        QCOMPARE(store->approximateCount().valueOr(0), uint64_t{300});
    }

    // One slot moves from its master to another by hand: first half way
    // (MIGRATING/IMPORTING, the key already moved: ASK), then for good
    // (SETSLOT NODE everywhere: MOVED), while the store keeps its old map.
    void redirectionsFollowed() {
        emptyCluster();
        const std::string key = "redirected";
        const int slot = keySlot(key);
        auto store = openOrFail(cluster_->uri());
        QVERIFY(store);
        WR_VERIFY_OK(store->put(key, "before the move"));

        auto any = connectTo(cluster_->ports().front());
        QVERIFY(any);
        const int sourcePort = ownerPort(*any, slot);
        int targetPort = 0;
        for (int port : cluster_->ports()) {
            if (port != sourcePort) targetPort = port;
        }
        auto source = connectTo(sourcePort);
        auto target = connectTo(targetPort);
        QVERIFY(source && target);
        auto sourceId = source->expectOk({"CLUSTER", "MYID"});
        auto targetId = target->expectOk({"CLUSTER", "MYID"});
        WR_VERIFY_OK(sourceId.status());
        WR_VERIFY_OK(targetId.status());
        const std::string slotText = std::to_string(slot);
        WR_VERIFY_OK(target->expectOk({"CLUSTER", "SETSLOT", slotText, "IMPORTING", sourceId->text}).status());
        WR_VERIFY_OK(source->expectOk({"CLUSTER", "SETSLOT", slotText, "MIGRATING", targetId->text}).status());
        WR_VERIFY_OK(
            source->expectOk({"MIGRATE", "127.0.0.1", std::to_string(targetPort), "", "0", "5000", "KEYS", key})
                .status());

        // Half way: the source no longer has the key and answers ASK.
        auto asked = source->command({"GET", key});
        WR_VERIFY_OK(asked.status());
        QVERIFY2(asked->isErrorCode("ASK"), asked->text.c_str());
        auto value = store->get(key);
        WR_VERIFY_OK(value.status(), "get during the migration (ASK)");
        QCOMPARE(*value, Bytes("before the move"));
        WR_VERIFY_OK(store->put(key, "during the move"), "put during the migration (ASK)");

        // For good: the target owns the slot, the source answers MOVED.
        WR_VERIFY_OK(target->expectOk({"CLUSTER", "SETSLOT", slotText, "NODE", targetId->text}).status());
        WR_VERIFY_OK(source->expectOk({"CLUSTER", "SETSLOT", slotText, "NODE", targetId->text}).status());
        for (int port : cluster_->ports()) {
            auto other = connectTo(port);
            QVERIFY(other);
            WR_VERIFY_OK(other->expectOk({"CLUSTER", "SETSLOT", slotText, "NODE", targetId->text}).status());
        }
        auto moved = source->command({"GET", key});
        WR_VERIFY_OK(moved.status());
        QVERIFY2(moved->isErrorCode("MOVED"), moved->text.c_str());
        value = store->get(key);
        WR_VERIFY_OK(value.status(), "get after the move (MOVED)");
        QCOMPARE(*value, Bytes("during the move"));
        WR_VERIFY_OK(store->put(key, "after the move"), "put after the move");
        auto onTarget = target->command({"GET", key});
        WR_VERIFY_OK(onTarget.status());
        QCOMPARE(onTarget->text, Bytes("after the move"));
    }

    void passwordInTheUriRefused() {
        auto store =
            openStore("redis:host=127.0.0.1;port=" + std::to_string(single_->ports().front()) + ";password=secret");
        QVERIFY(!store.isOk());
        QCOMPARE(store.status().code(), StatusCode::kInvalidArgument);
        QVERIFY2(store.status().message().find("password_file") != std::string::npos, store.status().message().c_str());
    }

    void passwords() {
        QTemporaryDir dir;
        LocalRedisOptions options = test::redisTestOptions(false, RedisPersistence::kOsBuffered);
        options.password = "right horse battery";
        auto server = LocalRedisCluster::start(dir.filePath("auth").toStdString(), options);
        WR_VERIFY_OK(server.status());
        const std::string uri = (*server)->uri();
        const std::string port = std::to_string((*server)->ports().front());

        auto none = openStore(uri);
        QVERIFY(!none.isOk());
        QVERIFY2(none.status().message().find("requires a password") != std::string::npos,
                 none.status().message().c_str());

        qputenv(kPasswordVariable, "wrong");
        auto wrong = openStore(uri + ";password_env=" + kPasswordVariable);
        QVERIFY(!wrong.isOk());
        QCOMPARE(wrong.status().code(), StatusCode::kInvalidArgument);
        QVERIFY2(
            wrong.status().message().find("redis 127.0.0.1:" + port + ": authentication refused") != std::string::npos,
            wrong.status().message().c_str());

        qputenv(kPasswordVariable, "right horse battery");
        auto fromEnvironment = openOrFail(uri + ";password_env=" + kPasswordVariable);
        QVERIFY(fromEnvironment);
        WR_VERIFY_OK(fromEnvironment->put("k", "v"));
        qunsetenv(kPasswordVariable);

        const std::string file = dir.filePath("password").toStdString();
        std::ofstream(file) << "right horse battery\n";
        auto fromFile = openOrFail(uri + ";password_file=" + file);
        QVERIFY(fromFile);
        QCOMPARE(fromFile->get("k").valueOr(""), Bytes("v"));
    }

    void errorsNameTheNode() {
        // Nothing listens on a port just freed by a stopped server.
        QTemporaryDir dir;
        auto gone = LocalRedisCluster::start(dir.filePath("gone").toStdString(),
                                             test::redisTestOptions(false, RedisPersistence::kOsBuffered));
        WR_VERIFY_OK(gone.status());
        const std::string uri = (*gone)->uri();
        const std::string port = std::to_string((*gone)->ports().front());
        gone->reset();
        auto refused = openStore(uri);
        QVERIFY(!refused.isOk());
        QVERIFY2(refused.status().message().find("redis 127.0.0.1:" + port + ": cannot connect") != std::string::npos,
                 refused.status().message().c_str());

        // A paused server does not answer within the timeout.
        const std::string singlePort = std::to_string(single_->ports().front());
        auto store = openOrFail(single_->uri() + ";timeout_ms=200");
        QVERIFY(store);
        auto admin = connectTo(single_->ports().front());
        QVERIFY(admin);
        WR_VERIFY_OK(admin->expectOk({"CLIENT", "PAUSE", "1500", "ALL"}).status());
        auto late = store->get("anything");
        WR_VERIFY_OK(admin->expectOk({"CLIENT", "UNPAUSE"}).status());
        QVERIFY(!late.isOk());
        QCOMPARE(late.status().message(), "redis 127.0.0.1:" + singlePort + ": timeout after 200 ms");
        // The store connects again on the next call.
        QCOMPARE(store->get("anything").status().code(), StatusCode::kNotFound);
    }

    void waitForReplicas() {
        QTemporaryDir dir;
        auto replicated = LocalRedisCluster::start(dir.filePath("replicated").toStdString(),
                                                   test::redisTestOptions(true, RedisPersistence::kOsBuffered, 1));
        WR_VERIFY_OK(replicated.status());
        QCOMPARE((*replicated)->ports().size(), size_t{6});
        auto store = openOrFail((*replicated)->uri() + ";wait=1");
        QVERIFY(store);
        WriteBatch batch;
        for (int i = 0; i < 50; ++i) batch.put("replicated/" + std::to_string(i), "v");
        WR_VERIFY_OK(store->write(batch), "a batch waiting for one replica on each master");
        WR_VERIFY_OK(store->put("one more", "v"), "a put waiting for one replica");

        auto tooMany = openOrFail((*replicated)->uri() + ";wait=2;timeout_ms=400");
        QVERIFY(tooMany);
        Status refused = tooMany->put("two replicas", "v");
        QVERIFY(!refused.isOk());
        QVERIFY2(refused.message().find("only 1 of 2 replicas acknowledged within 200 ms") != std::string::npos,
                 refused.message().c_str());
    }

    void wrctlClusterUpStatusDown() {
        QTemporaryDir dir;
        const QString clusterDir = dir.filePath("wrctl");
        WrctlRun up = wrctl({"cluster", "up", clusterDir, "--masters", "3", "--replicas", "0"});
        // Whatever the checks below find, nothing stays running.
        auto stopAll = qScopeGuard([&] { LocalRedisCluster::stop(clusterDir.toStdString()); });
        QVERIFY2(up.exitCode == 0, qPrintable(up.err));
        QVERIFY2(up.out.contains("store URI: redis:cluster=127.0.0.1:"), qPrintable(up.out));

        WrctlRun status = wrctl({"cluster", "status", clusterDir});
        QVERIFY2(status.exitCode == 0, qPrintable(status.err));
        QCOMPARE(status.out.count("master"), 3);
        QVERIFY2(status.out.contains("5461") && status.out.contains("5462"), qPrintable(status.out));
        WrctlRun statusJson = wrctl({"cluster", "status", clusterDir, "--json"});
        QCOMPARE(statusJson.exitCode, 0);
        const QJsonArray jsonNodes = QJsonDocument::fromJson(statusJson.out.toUtf8()).object().value("nodes").toArray();
        QCOMPARE(jsonNodes.size(), 3);
        int slotTotal = 0;
        for (const QJsonValue& node : jsonNodes) {
            QCOMPARE(node.toObject().value("role").toString(), QString("master"));
            QVERIFY(node.toObject().value("running").toBool());
            slotTotal += node.toObject().value("slots").toInt();
        }
        QCOMPARE(slotTotal, 16384);

        std::vector<pid_t> pids;
        auto nodes = LocalRedisCluster::status(clusterDir.toStdString());
        WR_VERIFY_OK(nodes.status());
        for (const auto& node : *nodes) {
            QVERIFY(node.pid);
            pids.push_back(*node.pid);
        }
        WrctlRun down = wrctl({"cluster", "down", clusterDir});
        QVERIFY2(down.exitCode == 0, qPrintable(down.err));
        QVERIFY2(down.out.contains("stopped 3 redis-server processes"), qPrintable(down.out));
        for (pid_t pid : pids) {
            const std::string pidFile = dir.filePath("pid").toStdString();
            std::ofstream(pidFile) << pid << "\n";
            QVERIFY2(!runningRedisServer(pidFile), qPrintable(QString("redis-server %1 still runs").arg(pid)));
        }
        WrctlRun after = wrctl({"cluster", "status", clusterDir});
        QCOMPARE(after.out.count("not running"), 3);
        WrctlRun afterJson = wrctl({"cluster", "status", clusterDir, "--json"});
        for (const QJsonValue& node :
             QJsonDocument::fromJson(afterJson.out.toUtf8()).object().value("nodes").toArray()) {
            QVERIFY(!node.toObject().value("running").toBool());
            QVERIFY(node.toObject().value("keys").isNull());
        }
        // The stopped nodes keep their cluster state: no new cluster over them.
        WrctlRun again = wrctl({"cluster", "up", clusterDir});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("holds the data of a stopped Redis deployment"), qPrintable(again.err));
    }
};

QTEST_GUILESS_MAIN(TestRedis)
#include "test_redis.moc"
