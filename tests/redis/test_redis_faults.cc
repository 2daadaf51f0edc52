// The faults a Redis Cluster has, met by the redis: store against real
// redis-server processes with a short cluster-node-timeout: a master killed
// under load and its replica promoted (with wait=1 no acknowledged put is
// lost; without it the loss is measured and reported), slots resharded while
// readers and writers run (ASK and MOVED followed, every read right), a
// silent master (a timeout naming it, never a hang), a scan meeting a dead
// master (an error naming it), and TRYAGAIN and CLUSTERDOWN replies retried
// within bounds (from a scripted server, since a real one gives them only in
// rare moments); and the count of acknowledged puts lost. Every server runs
// under a QTemporaryDir and is stopped by the LocalRedisCluster that started
// it, whatever a test does.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "common/open_or_fail.h"
#include "common/statistics_detail.h"
#include "common/verify_status.h"
#include "redis/redis_test_deployments.h"
#include "redis/scripted_redis_server.h"
#include "stores/redis/acknowledged_writes.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_node.h"
#include "stores/redis/redis_slot.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::kv;
using namespace wr::kv::redis;
using wr::test::openOrFail;
using Clock = std::chrono::steady_clock;

using wr::test::connectTo;

namespace {

// Failure noticed within a second, so that a failover takes seconds.
constexpr int kNodeTimeoutMs = 1000;

LocalRedisOptions faultOptions(int replicas, int nodeTimeoutMs) {
    LocalRedisOptions options;
    options.masters = 3;
    options.replicas = replicas;
    options.persistence = RedisPersistence::kMemoryOnly;
    options.nodeTimeoutMs = nodeTimeoutMs;
    return options;
}

// The port of the master serving `slot` as `port` sees it (0 when unknown).
int ownerPort(int port, int slot) {
    auto any = connectTo(port);
    if (!any) return 0;
    auto ranges = any->expectOk({"CLUSTER", "SLOTS"});
    if (!ranges.isOk()) return 0;
    for (const RedisReply& range : ranges->elements) {
        if (range.elements[0].integer <= slot && slot <= range.elements[1].integer) {
            return static_cast<int>(range.elements[2].elements[1].integer);
        }
    }
    return 0;
}

// The first key "prefix/N" whose slot `master` serves.
std::string keyOn(int master, const std::string& prefix) {
    for (int i = 0;; ++i) {
        std::string key = prefix + "/" + std::to_string(i);
        if (ownerPort(master, keySlot(key)) == master) return key;
    }
}

std::string valueOf(const std::string& key) { return "value of " + key; }

int64_t msSince(Clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// One INFO errorstats counter of a node ("MOVED", "ASK"), 0 when absent.
int64_t errorCount(int port, const std::string& code) {
    auto node = connectTo(port);
    if (!node) return -1;
    auto info = node->expectOk({"INFO", "errorstats"});
    if (!info.isOk()) return -1;
    const std::string field = "errorstat_" + code + ":count=";
    const size_t at = info->text.find(field);
    return at == std::string::npos ? 0 : std::stoll(info->text.substr(at + field.size()));
}

// Puts unique keys until stopped, recording the acknowledged ones; each
// value is valueOf(key) followed by `padding` bytes.
struct Writer {
    KvStore& store;
    std::string prefix;
    size_t padding;
    AcknowledgedWrites acknowledged;
    std::atomic<bool> stop{false};
    std::atomic<int> failed{0};
    std::atomic<int64_t> slowestMs{0};
    std::string firstError;
    std::thread thread;

    Writer(KvStore& target, std::string keyPrefix, size_t valuePadding = 0)
        : store(target), prefix(std::move(keyPrefix)), padding(valuePadding) {
        thread = std::thread([this] {
            for (int i = 0; !stop; ++i) {
                const std::string key = prefix + "/" + std::to_string(i);
                const std::string value = valueOf(key) + std::string(padding, '.');
                const auto start = Clock::now();
                Status put = store.put(key, value);
                slowestMs = std::max<int64_t>(slowestMs, msSince(start));
                if (put.isOk()) {
                    acknowledged.record(key, value);
                } else if (failed++ == 0) {
                    firstError = put.message();
                }
            }
        });
    }
    void finish() {
        stop = true;
        thread.join();
    }
};

// Reads keys that hold valueOf(key) until stopped, counting wrong answers.
struct Reader {
    KvStore& store;
    std::vector<std::string> keys;
    std::atomic<bool> stop{false};
    std::atomic<int> reads{0};
    std::atomic<int> failed{0};
    std::atomic<int> wrong{0};
    std::string firstError;
    std::thread thread;

    Reader(KvStore& source, std::vector<std::string> readKeys) : store(source), keys(std::move(readKeys)) {
        thread = std::thread([this] {
            for (size_t i = 0; !stop; ++i) {
                const std::string& key = keys[i % keys.size()];
                Result<Bytes> value = store.get(key);
                ++reads;
                if (!value.isOk()) {
                    if (failed++ == 0) firstError = value.status().message();
                } else if (*value != valueOf(key)) {
                    ++wrong;
                }
            }
        });
    }
    void finish() {
        stop = true;
        thread.join();
    }
};

// Writes `count` keys "prefix/N" holding valueOf(key); their names.
std::vector<std::string> preload(KvStore& store, const std::string& prefix, int count) {
    std::vector<std::string> keys;
    WriteBatch batch;
    for (int i = 0; i < count; ++i) {
        keys.push_back(prefix + "/" + std::to_string(i));
        batch.put(keys.back(), valueOf(keys.back()));
    }
    Status written = store.write(batch);
    if (!written.isOk()) qWarning("preload: %s", written.toString().c_str());
    return keys;
}

}  // namespace

class TestRedisFaults : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    // Three masters without replicas, for the faults without a failover.
    std::unique_ptr<LocalRedisCluster> plain_;

    // Kills master `port` while a writer puts new keys and a reader reads
    // `stable` through the store at `uri` + `writing`, waits for its replica
    // to take over, and reads the acknowledged puts back.
    void killUnderLoad(LocalRedisCluster& cluster, int port, const std::string& uri, const std::string& writing,
                       const std::vector<std::string>& stable, const std::string& prefix,
                       AcknowledgedWritesReport& report) {
        auto store = openOrFail(uri + ";failover_ms=15000" + writing);
        QVERIFY(store);
        const std::string probe = keyOn(port, prefix + "-probe");
        auto impatient = openOrFail(uri + ";failover_ms=100");
        QVERIFY(impatient);
        Writer writer(*store, prefix);
        Reader reader(*store, stable);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));

        const auto killed = Clock::now();
        WR_VERIFY_OK(cluster.kill(port));
        // A store that may not wait for the failover says what failed, and where.
        Result<Bytes> unreachable = impatient->get(probe);
        QVERIFY(!unreachable.isOk());
        const std::string& why = unreachable.status().message();
        QVERIFY2(why.find("redis 127.0.0.1:" + std::to_string(port) + ": ") != std::string::npos, why.c_str());
        QVERIFY2(why.find("no reachable master") != std::string::npos, why.c_str());
        qInfo("%s: with failover_ms=100: %s", prefix.c_str(), why.c_str());

        WR_VERIFY_OK(cluster.waitUntilOk(30000), "waiting for the failover");
        const int64_t failoverMs = msSince(killed);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        writer.finish();
        reader.finish();

        qInfo("%s: failover in %lld ms; slowest put %lld ms; %d puts failed%s%s; %d reads, %d failed, %d wrong",
              prefix.c_str(), static_cast<long long>(failoverMs), static_cast<long long>(writer.slowestMs.load()),
              writer.failed.load(), writer.failed ? ", the first: " : "", writer.firstError.c_str(),
              reader.reads.load(), reader.failed.load(), reader.wrong.load());
        QCOMPARE(reader.wrong.load(), 0);
        QVERIFY2(reader.failed == 0, reader.firstError.c_str());
        auto checked = writer.acknowledged.check(*store);
        WR_VERIFY_OK(checked.status(), "reading the acknowledged puts back");
        report = *checked;
        qInfo("%s: %s", prefix.c_str(), report.describe().c_str());
        QVERIFY(report.acknowledged >= 10);
    }

    // The last master's replica falls behind (paused while the master
    // acknowledges puts of 64 KiB values), then the master is killed and the
    // replica, resumed, takes over: what the master acknowledged and never
    // sent is lost, and counted.
    void laggingReplica(LocalRedisCluster& cluster, int master, const std::string& uri) {
        auto node = connectTo(master);
        QVERIFY(node);
        auto replication = node->expectOk({"INFO", "replication"});
        WR_VERIFY_OK(replication.status());
        const size_t at = replication->text.find(",port=");
        QVERIFY2(at != std::string::npos, replication->text.c_str());
        const int replica = std::stoi(replication->text.substr(at + 6));
        node.reset();

        auto store = openOrFail(uri + ";failover_ms=15000");
        QVERIFY(store);
        Writer writer(*store, "lagging", 64 * 1024);
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        WR_VERIFY_OK(cluster.pause(replica));
        auto resume = qScopeGuard([&] { (void)cluster.resume(replica); });
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        WR_VERIFY_OK(cluster.kill(master));
        resume.dismiss();
        WR_VERIFY_OK(cluster.resume(replica));
        WR_VERIFY_OK(cluster.waitUntilOk(30000), "waiting for the lagging replica to take over");
        writer.finish();
        auto checked = writer.acknowledged.check(*store);
        WR_VERIFY_OK(checked.status(), "reading the acknowledged puts back");
        qInfo("lagging replica: %s; %d puts failed", checked->describe().c_str(), writer.failed.load());
        QVERIFY(checked->acknowledged >= 10);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        auto plain = LocalRedisCluster::start(dir_.filePath("plain").toStdString(), faultOptions(0, 2000));
        WR_VERIFY_OK(plain.status(), "three masters");
        plain_ = std::move(*plain);
    }

    void cleanupTestCase() { plain_.reset(); }

    // Two masters killed in turn, each replaced by its replica: with wait=1
    // first, then without.
    void masterKilledUnderLoad() {
        auto cluster =
            LocalRedisCluster::start(dir_.filePath("failover").toStdString(), faultOptions(1, kNodeTimeoutMs));
        WR_VERIFY_OK(cluster.status(), "three masters with a replica each");
        const std::string uri = (*cluster)->uri() + ";timeout_ms=1000";
        // Read throughout, and on every replica before the first kill.
        auto replicated = openOrFail(uri + ";wait=1");
        QVERIFY(replicated);
        const std::vector<std::string> stable = preload(*replicated, "stable", 300);

        AcknowledgedWritesReport waited;
        killUnderLoad(**cluster, (*cluster)->ports()[0], uri, ";wait=1", stable, "waited", waited);
        WR_STOP_IF_FAILED();
        QCOMPARE(waited.lost(), uint64_t{0});

        AcknowledgedWritesReport unwaited;
        killUnderLoad(**cluster, (*cluster)->ports()[1], uri, "", stable, "unwaited", unwaited);
        WR_STOP_IF_FAILED();

        laggingReplica(**cluster, (*cluster)->ports()[2], uri);
    }

    void silentMaster() {
        const int silent = plain_->ports()[1];
        const std::string key = keyOn(silent, "silent");
        const std::string elsewhere = keyOn(plain_->ports()[0], "awake");
        auto store = openOrFail(plain_->uri() + ";timeout_ms=500");
        QVERIFY(store);
        WR_VERIFY_OK(store->put(key, "before"));

        WR_VERIFY_OK(plain_->pause(silent));
        auto resume = qScopeGuard([&] { (void)plain_->resume(silent); });
        const auto asked = Clock::now();
        Result<Bytes> late = store->get(key);
        const int64_t waitedMs = msSince(asked);
        QVERIFY(!late.isOk());
        QCOMPARE(late.status().message(), "redis 127.0.0.1:" + std::to_string(silent) + ": timeout after 500 ms");
        qInfo("silent master: the get failed after %lld ms", static_cast<long long>(waitedMs));
        QVERIFY2(waitedMs < 1500, qPrintable(QString("the get took %1 ms").arg(waitedMs)));
        // The other masters answer meanwhile.
        const auto other = Clock::now();
        WR_VERIFY_OK(store->put(elsewhere, "awake"));
        QCOMPARE(store->get(elsewhere).valueOr(""), Bytes("awake"));
        // Each would take a timeout if it waited for the silent one.
        QVERIFY2(msSince(other) < 1000, qPrintable(QString("%1 ms").arg(msSince(other))));

        resume.dismiss();
        WR_VERIFY_OK(plain_->resume(silent));
        Result<Bytes> back = store->get(key);
        WR_VERIFY_OK(back.status(), "a get once the master answers again");
        QCOMPARE(*back, Bytes("before"));
    }

    // Four slots, each holding keys being read and written, move from one
    // master to another key by key (MIGRATING/IMPORTING, MIGRATE, SETSLOT
    // NODE) while a reader and a writer run.
    void reshardingWhileInUse() {
        const int source = plain_->ports()[0];
        const int target = plain_->ports()[2];
        std::vector<std::string> tags;
        for (int i = 0; tags.size() < 4; ++i) {
            const std::string tag = "{moving" + std::to_string(i) + "}";
            if (ownerPort(source, keySlot(tag)) == source) tags.push_back(tag);
        }
        auto store = openOrFail(plain_->uri());
        QVERIFY(store);
        std::vector<std::string> stable = preload(*store, "still", 100);
        std::vector<std::string> written;
        for (const std::string& tag : tags) {
            std::vector<std::string> keys = preload(*store, tag + "stable", 100);
            stable.insert(stable.end(), keys.begin(), keys.end());
            keys = preload(*store, tag + "written", 20);
            written.insert(written.end(), keys.begin(), keys.end());
        }
        const int64_t askBefore = errorCount(source, "ASK");
        const int64_t movedBefore = errorCount(source, "MOVED");

        Reader reader(*store, stable);
        // Rewrites keys of the moving slots, each read back at once.
        std::atomic<bool> stop{false};
        std::atomic<int> rewrites{0};
        std::string writeProblem;
        std::thread writer([&] {
            for (int version = 0; !stop && writeProblem.empty(); ++version) {
                const std::string& key = written[static_cast<size_t>(version) % written.size()];
                const std::string value = key + " #" + std::to_string(version);
                Status put = store->put(key, value);
                Result<Bytes> back = put.isOk() ? store->get(key) : Result<Bytes>(put);
                if (!back.isOk())
                    writeProblem = back.status().message();
                else if (*back != value)
                    writeProblem = key + " read back as '" + *back + "'";
                ++rewrites;
            }
        });
        auto stopWriter = qScopeGuard([&] {
            stop = true;
            writer.join();
            reader.finish();
        });

        auto from = connectTo(source);
        auto to = connectTo(target);
        QVERIFY(from && to);
        const std::string sourceId = from->expectOk({"CLUSTER", "MYID"}).valueOr({}).text;
        const std::string targetId = to->expectOk({"CLUSTER", "MYID"}).valueOr({}).text;
        QVERIFY(!sourceId.empty() && !targetId.empty());
        for (const std::string& tag : tags) {
            const std::string slot = std::to_string(keySlot(tag));
            WR_VERIFY_OK(to->expectOk({"CLUSTER", "SETSLOT", slot, "IMPORTING", sourceId}).status());
            WR_VERIFY_OK(from->expectOk({"CLUSTER", "SETSLOT", slot, "MIGRATING", targetId}).status());
            for (;;) {
                auto keys = from->expectOk({"CLUSTER", "GETKEYSINSLOT", slot, "10"});
                WR_VERIFY_OK(keys.status());
                if (keys->elements.empty()) break;
                RedisCommand migrate{"MIGRATE", "127.0.0.1", std::to_string(target), "", "0", "5000", "KEYS"};
                for (const RedisReply& key : keys->elements) migrate.push_back(key.text);
                WR_VERIFY_OK(from->expectOk(migrate).status());
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            // The target first, as the cluster specification says, for half
            // the slots; the source first for the others, which for a moment
            // leaves the two sending each other MOVED.
            std::vector<int> told{target, source, plain_->ports()[1]};
            if (&tag - tags.data() == 1 || &tag - tags.data() == 3) std::swap(told[0], told[1]);
            for (int port : told) {
                auto node = connectTo(port);
                QVERIFY(node);
                WR_VERIFY_OK(node->expectOk({"CLUSTER", "SETSLOT", slot, "NODE", targetId}).status());
            }
            QCOMPARE(ownerPort(source, keySlot(tag)), target);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stopWriter.dismiss();
        stop = true;
        writer.join();
        reader.finish();

        qInfo("resharding: %d reads (%d failed, %d wrong), %d rewrites; the source answered %lld ASK, %lld MOVED",
              reader.reads.load(), reader.failed.load(), reader.wrong.load(), rewrites.load(),
              static_cast<long long>(errorCount(source, "ASK") - askBefore),
              static_cast<long long>(errorCount(source, "MOVED") - movedBefore));
        QVERIFY2(writeProblem.empty(), writeProblem.c_str());
        QVERIFY2(reader.failed == 0, reader.firstError.c_str());
        QCOMPARE(reader.wrong.load(), 0);
        QVERIFY(errorCount(source, "ASK") > askBefore);
        QVERIFY(errorCount(source, "MOVED") > movedBefore);

        // The map now names the new owner: no more redirections.
        const int64_t askAfter = errorCount(source, "ASK");
        const int64_t movedAfter = errorCount(source, "MOVED");
        for (const std::string& key : stable) QCOMPARE(store->get(key).valueOr(""), valueOf(key));
        QCOMPARE(errorCount(source, "ASK"), askAfter);
        QCOMPARE(errorCount(source, "MOVED"), movedAfter);
    }

    void failoverWindowOption() {
        auto byDefault = openOrFail(plain_->uri() + ";timeout_ms=700");
        QVERIFY(byDefault);
        auto stats = byDefault->statistics();
        WR_VERIFY_OK(stats.status());
        QCOMPARE(test::detail(*stats, "failover_ms"), std::string("700"));
        auto none = openOrFail(plain_->uri() + ";failover_ms=0");
        QVERIFY(none);
        stats = none->statistics();
        WR_VERIFY_OK(stats.status());
        QCOMPARE(test::detail(*stats, "failover_ms"), std::string("0"));
        QCOMPARE(openStore(plain_->uri() + ";failover_ms=-1").status().code(), StatusCode::kInvalidArgument);
    }

    void tryAgainRetried() {
        test::ScriptedRedisServer server({"-TRYAGAIN Multiple keys request during rehashing of slot\r\n",
                                          "-TRYAGAIN Multiple keys request during rehashing of slot\r\n",
                                          "$5\r\nhello\r\n"});
        auto store = openOrFail("redis:port=" + std::to_string(server.port()));
        QVERIFY(store);
        QCOMPARE(store->get("k").valueOr(""), Bytes("hello"));
        QCOMPARE(server.getsAnswered(), 3);
    }

    void tryAgainBounded() {
        test::ScriptedRedisServer server({"-TRYAGAIN Multiple keys request during rehashing of slot\r\n"});
        auto store = openOrFail("redis:port=" + std::to_string(server.port()) + ";failover_ms=300");
        QVERIFY(store);
        const auto asked = Clock::now();
        Result<Bytes> value = store->get("k");
        QVERIFY(!value.isOk());
        QVERIFY2(msSince(asked) < 2000, qPrintable(QString("gave up after %1 ms").arg(msSince(asked))));
        const std::string& why = value.status().message();
        QVERIFY2(why.find("redis 127.0.0.1:" + std::to_string(server.port()) + ": ") != std::string::npos, why.c_str());
        QVERIFY2(why.find("TRYAGAIN") != std::string::npos, why.c_str());
    }

    void clusterDownRetried() {
        test::ScriptedRedisServer server(
            {"-CLUSTERDOWN The cluster is down\r\n", "-CLUSTERDOWN The cluster is down\r\n", "$5\r\nhello\r\n"});
        auto store = openOrFail("redis:port=" + std::to_string(server.port()));
        QVERIFY(store);
        QCOMPARE(store->get("k").valueOr(""), Bytes("hello"));
        QCOMPARE(server.getsAnswered(), 3);
    }

    void acknowledgedWritesCounted() {
        auto store = openOrFail(plain_->uri());
        QVERIFY(store);
        AcknowledgedWrites acknowledged;
        for (const char* key : {"kept", "changed", "missing"}) {
            WR_VERIFY_OK(store->put(key, "acknowledged"));
            acknowledged.record(key, "acknowledged");
        }
        acknowledged.record("changed", "acknowledged again");
        WR_VERIFY_OK(store->remove("missing"));
        auto report = acknowledged.check(*store);
        WR_VERIFY_OK(report.status());
        QCOMPARE(report->describe(), "2 of 3 acknowledged puts lost (1 missing, 1 with another value)");
    }

    // Last, since it leaves the three masters without one of them.
    void scanMeetingADeadMaster() {
        auto store = openOrFail(plain_->uri());
        QVERIFY(store);
        preload(*store, "scanned", 300);
        const int dead = plain_->ports()[2];
        WR_VERIFY_OK(plain_->kill(dead));
        std::string why;
        size_t pairs = 0;
        auto cursor = store->scan();
        if (!cursor.isOk()) {
            why = cursor.status().message();
        } else {
            for (; (*cursor)->valid(); (*cursor)->next()) ++pairs;
            why = (*cursor)->status().message();
        }
        QVERIFY2(why.find("redis 127.0.0.1:" + std::to_string(dead) + ": ") != std::string::npos,
                 qPrintable(QString("after %1 pairs: '%2'").arg(pairs).arg(QString::fromStdString(why))));
    }
};

QTEST_GUILESS_MAIN(TestRedisFaults)
#include "test_redis_faults.moc"
