// Crash safety of WR-Store++ in chunk mode: a child process puts values and
// acknowledges each put that returned over a pipe; the parent kills it with
// SIGKILL at a random moment, reopens the store and checks that no
// acknowledged value was lost and that no key ever reads back wrong bytes.
// Fifty rounds, with compactions in between; then reallocations killed
// half-way.
#include <QtTest>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <map>

#include "util/md5.h"
#include "util/random.h"
#include "wrstore_test_support.h"

using namespace wr;
using namespace wr::kv;
using wr::test::openOrFail;
using wr::test::path;

namespace {

constexpr int kKeys = 100;
constexpr int kRounds = 50;

Bytes keyOf(int k) { return "key-" + std::to_string(k); }

// The value of version v of key k: its size and bytes follow from (k, v)
// alone, so any read can be checked exactly. Mostly small, some spanning
// several hundred KB (a kill then lands inside a block more often).
Bytes valueOf(int k, int v) {
    Random rng(uint64_t(k) << 32 | uint32_t(v));
    size_t size =
        rng.uniform(10) == 0 ? static_cast<size_t>(rng.range(100000, 700000)) : static_cast<size_t>(rng.uniform(20000));
    Bytes out(size, '\0');
    for (size_t i = 0; i < size; i += 8) {
        uint64_t x = rng.next();
        std::memcpy(out.data() + i, &x, std::min<size_t>(8, size - i));
    }
    return out;
}

struct Ack {
    int32_t key;  // -1: the child is ready
    int32_t version;
};

// The child: open, say ready, then put forever, acknowledging each put.
[[noreturn]] void runWriter(const std::string& uri, int fd, std::map<int, int> versions, uint64_t seed) {
    auto store = openStore(uri);
    if (!store.isOk()) _exit(3);
    Ack ready{-1, 0};
    if (write(fd, &ready, sizeof ready) != sizeof ready) _exit(4);
    Random rng(seed);
    while (true) {
        int k = static_cast<int>(rng.uniform(kKeys));
        int v = ++versions[k];
        if (!(*store)->put(keyOf(k), valueOf(k, v)).isOk()) _exit(5);
        Ack ack{k, v};
        if (write(fd, &ack, sizeof ack) != sizeof ack) _exit(6);
    }
}

}  // namespace

class WrStorePPCrashTest : public QObject {
    Q_OBJECT

private slots:
    void killedWriterLosesNothingAcknowledged() {
        QTemporaryDir dir;
        std::string uri =
            "wrstore++:hive=" + path(dir, "hive") + ";db=kvs;data=" + path(dir, "data") + ";mode=chunk;chunk_mb=1";
        std::map<int, int> acked;  // key -> last acknowledged version
        Random rng(2026);
        uint64_t kills = 0, acks = 0;
        for (int round = 0; round < kRounds; ++round) {
            int fds[2];
            QVERIFY(pipe(fds) == 0);
            pid_t pid = fork();
            QVERIFY(pid >= 0);
            if (pid == 0) {
                close(fds[0]);
                runWriter(uri, fds[1], acked, rng.next());
            }
            close(fds[1]);
            Ack ready{};
            QVERIFY2(read(fds[0], &ready, sizeof ready) == sizeof ready && ready.key == -1, "the writer did not start");
            usleep(static_cast<useconds_t>(rng.range(0, 40000)));
            kill(pid, SIGKILL);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFSIGNALED(status), ("the writer exited by itself with " + std::to_string(status)).c_str());
            ++kills;
            Ack ack{};
            while (read(fds[0], &ack, sizeof ack) == sizeof ack) {
                acked[ack.key] = ack.version;
                ++acks;
            }
            close(fds[0]);

            auto store = openOrFail(uri);
            QVERIFY(store);
            for (int k = 0; k < kKeys; ++k) {
                auto got = store->get(keyOf(k));
                auto it = acked.find(k);
                int last = it == acked.end() ? 0 : it->second;
                std::string where = "round " + std::to_string(round) + ", key " + std::to_string(k) +
                                    ", acknowledged version " + std::to_string(last);
                if (!got.isOk()) {
                    // Only a key whose first put never returned may be missing.
                    QVERIFY2(last == 0 && got.status().is(StatusCode::kNotFound),
                             (where + ": " + got.status().toString()).c_str());
                    continue;
                }
                // The acknowledged version, or the one in flight when the writer died.
                bool acknowledged = last > 0 && *got == valueOf(k, last);
                bool inFlight = *got == valueOf(k, last + 1);
                QVERIFY2(acknowledged || inFlight, (where + ": wrong bytes").c_str());
                if (inFlight) acked[k] = last + 1;
            }
            auto report = store->check(nullptr, nullptr);
            QVERIFY(report.isOk());
            QVERIFY2(report->problems.empty(), wr::test::firstIssue(*report).c_str());
            if (round % 10 == 9) {
                WR_VERIFY_OK(store->compact(nullptr, nullptr));
                auto after = store->check(nullptr, nullptr);
                QVERIFY(after.isOk());
                QVERIFY2(after->ok(), wr::test::firstIssue(*after).c_str());
            }
        }
        qInfo("%llu kills, %llu acknowledged puts", static_cast<unsigned long long>(kills),
              static_cast<unsigned long long>(acks));
        QVERIFY(acks > 100);
    }

    // A reallocation killed at a random moment leaves every value readable
    // and the store consistent; the next one finishes the job.
    void killedReallocationLosesNothing() {
        QTemporaryDir dir;
        std::string uri =
            "wrstore++:hive=" + path(dir, "hive") + ";db=kvs;data=" + path(dir, "data") + ";mode=chunk;chunk_mb=1";
        std::map<int, int> versions;
        Random rng(7);
        for (int round = 0; round < 15; ++round) {
            {
                auto store = openOrFail(uri);
                QVERIFY(store);
                for (int i = 0; i < 60; ++i) {
                    int k = static_cast<int>(rng.uniform(kKeys));
                    WR_VERIFY_OK(store->put(keyOf(k), valueOf(k, ++versions[k])));
                }
            }
            pid_t pid = fork();
            QVERIFY(pid >= 0);
            if (pid == 0) {
                auto store = openStore(uri);
                _exit(store.isOk() && (*store)->compact(nullptr, nullptr).isOk() ? 0 : 3);
            }
            usleep(static_cast<useconds_t>(rng.range(0, 30000)));
            kill(pid, SIGKILL);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFSIGNALED(status) || WEXITSTATUS(status) == 0, "the reallocation failed by itself");

            auto store = openOrFail(uri);
            QVERIFY(store);
            for (const auto& [k, v] : versions) {
                auto got = store->get(keyOf(k));
                QVERIFY2(got.isOk(), ("round " + std::to_string(round) + ": " + got.status().toString()).c_str());
                QVERIFY2(*got == valueOf(k, v),
                         ("round " + std::to_string(round) + ", key " + std::to_string(k)).c_str());
            }
            auto report = store->check(nullptr, nullptr);
            QVERIFY(report.isOk());
            QVERIFY2(report->problems.empty(), wr::test::firstIssue(*report).c_str());
        }
        auto store = openOrFail(uri);
        QVERIFY(store);
        WR_VERIFY_OK(store->compact(nullptr, nullptr));
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QVERIFY2(report->ok(), wr::test::firstIssue(*report).c_str());
    }
};

QTEST_GUILESS_MAIN(WrStorePPCrashTest)
#include "test_wrstorepp_crash.moc"
