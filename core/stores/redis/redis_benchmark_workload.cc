#include "stores/redis/redis_benchmark_workload.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <fstream>
#include <latch>
#include <mutex>
#include <thread>

#include "stores/redis/redis_node.h"
#include "stores/redis/redis_server_process.h"
#include "stores/redis/redis_slot.h"
#include "stores/redis/redis_slot_map.h"
#include "util/random.h"

namespace wr::kv::redis {

namespace {

// The rate of `test` in redis-benchmark's CSV output: the line "SET","102218.13",...
Result<double> parseCsvRate(const std::filesystem::path& outputFile, RedisWorkloadTest test) {
    std::ifstream in(outputFile);
    const std::string prefix = std::string("\"") + testName(test) + "\",\"";
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(prefix, 0) != 0) continue;
        const double rate = std::strtod(line.c_str() + prefix.size(), nullptr);
        if (rate > 0) return rate;
    }
    return Status::ioError("redis-benchmark printed no rate for " + std::string(testName(test)) + ": " +
                           logTail(outputFile));
}

// The prefix ("key:" or "key:{TAG}:") and the key's number in 12 digits, as
// redis-benchmark writes key:{tag}:__rand_int__.
class KeyWriter {
public:
    explicit KeyWriter(std::string prefix) : text_(std::move(prefix)), prefixSize_(text_.size()) {}

    BytesView write(uint64_t number) {
        char digits[20];
        const size_t length = static_cast<size_t>(std::to_chars(digits, digits + sizeof digits, number).ptr - digits);
        text_.resize(prefixSize_);
        text_.append(std::max<size_t>(12, length) - length, '0');
        text_.append(digits, length);
        return text_;
    }

private:
    std::string text_;
    size_t prefixSize_;
};

// Takes up to `most` of the requests no client has taken yet; 0 once all are.
uint64_t claim(std::atomic<uint64_t>& left, uint64_t most) {
    uint64_t now = left.load();
    uint64_t taken = 0;
    do {
        taken = std::min(now, most);
    } while (taken > 0 && !left.compare_exchange_weak(now, now - taken));
    return taken;
}

// One client: batches of `batch` requests until every request is taken. As in
// redis-benchmark, the requests go to whichever client is ready, rather than
// a fixed share each, so a client the scheduler runs late does not leave the
// others idle at the end.
Status runClient(KvStore& store, RedisWorkloadTest test, const RedisWorkloadSettings& settings,
                 std::atomic<uint64_t>& left, size_t batch, const std::string& keyPrefix, uint64_t seed) {
    Random random(seed);
    KeyWriter writer(keyPrefix);
    const Bytes value(static_cast<size_t>(settings.valueBytes), 'x');
    WriteBatch puts;
    std::vector<Bytes> keys(batch);
    std::vector<BytesView> views(batch);
    while (const auto count = static_cast<size_t>(claim(left, batch))) {
        if (test == RedisWorkloadTest::kSet) {
            puts.clear();
            for (size_t i = 0; i < count; ++i) puts.put(writer.write(random.uniform(settings.keyspace)), value);
            WR_RETURN_IF_ERROR(count == 1 ? store.put(puts.ops()[0].key, value) : store.write(puts));
        } else if (count == 1) {
            Result<Bytes> got = store.get(writer.write(random.uniform(settings.keyspace)));
            if (!got.isOk() && got.status().code() != StatusCode::kNotFound) return got.status();
        } else {
            for (size_t i = 0; i < count; ++i) {
                keys[i] = writer.write(random.uniform(settings.keyspace));
                views[i] = keys[i];
            }
            WR_RETURN_IF_ERROR(store.getMany(std::span<const BytesView>(views.data(), count)).status());
        }
    }
    return Status::ok();
}

}  // namespace

Status emptyMasters(const std::vector<int>& ports) {
    for (int port : ports) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<RedisNode> node, RedisNode::connect({"127.0.0.1", port}, {}));
        WR_RETURN_IF_ERROR(node->expectOk({"FLUSHALL", "SYNC"}).status());
    }
    return Status::ok();
}

Result<std::vector<std::string>> masterHashTags(const std::vector<int>& ports) {
    if (ports.empty()) return Status::invalidArgument("redis: no master to find a hash tag for");
    WR_ASSIGN_OR_RETURN(std::unique_ptr<RedisNode> node, RedisNode::connect({"127.0.0.1", ports.front()}, {}));
    WR_ASSIGN_OR_RETURN(RedisReply slots, node->expectOk({"CLUSTER", "SLOTS"}));
    WR_ASSIGN_OR_RETURN(SlotMap map, SlotMap::fromClusterSlots(slots));
    static constexpr std::string_view kAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    std::vector<std::string> tags;
    for (int port : ports) {
        std::string found;
        // Every one- and two-character tag, shortest first: 3,906 candidates.
        for (size_t n = 0; found.empty() && n < kAlphabet.size() * (kAlphabet.size() + 1); ++n) {
            const std::string tag = n < kAlphabet.size() ? std::string(1, kAlphabet[n])
                                                         : std::string{kAlphabet[n / kAlphabet.size() - 1],
                                                                       kAlphabet[n % kAlphabet.size()]};
            if (map.owner(keySlot(tag)).port == port) found = tag;
        }
        if (found.empty()) {
            return Status::notFound("redis 127.0.0.1:" + std::to_string(port) + ": serves no slot of a short hash tag");
        }
        tags.push_back(found);
    }
    return tags;
}

size_t storeBatch(const RedisWorkloadSettings& settings, size_t masters) {
    const auto pipeline = static_cast<size_t>(settings.pipeline);
    const bool spread = settings.keyLayout == RedisKeyLayout::kSpread && pipeline > 1;  // one request stays one
    return spread ? pipeline * std::max<size_t>(1, masters) : pipeline;
}

const char* testName(RedisWorkloadTest test) { return test == RedisWorkloadTest::kSet ? "SET" : "GET"; }

Result<RedisWorkloadResult> runRedisBenchmark(int port, RedisWorkloadTest test, const RedisWorkloadSettings& settings,
                                              const std::filesystem::path& outputFile) {
    const std::vector<std::string> argv{"redis-benchmark",
                                        "--cluster",
                                        "-p",
                                        std::to_string(port),
                                        "-t",
                                        test == RedisWorkloadTest::kSet ? "set" : "get",
                                        "-d",
                                        std::to_string(settings.valueBytes),
                                        "-c",
                                        std::to_string(settings.clients),
                                        "-P",
                                        std::to_string(settings.pipeline),
                                        "-n",
                                        std::to_string(settings.requests),
                                        "-r",
                                        std::to_string(settings.keyspace),
                                        "--csv"};
    WR_ASSIGN_OR_RETURN(int exitCode, runProgram(argv, outputFile));
    if (exitCode != 0) {
        return Status::ioError("redis-benchmark exited with " + std::to_string(exitCode) + ": " + logTail(outputFile));
    }
    WR_ASSIGN_OR_RETURN(double rate, parseCsvRate(outputFile, test));
    return RedisWorkloadResult{rate, 1000.0 * settings.clients / rate};
}

Result<RedisWorkloadResult> runStoreWorkload(const std::function<Result<std::unique_ptr<KvStore>>()>& open,
                                             const std::vector<std::string>& masterTags, RedisWorkloadTest test,
                                             const RedisWorkloadSettings& settings) {
    std::vector<std::unique_ptr<KvStore>> stores;
    for (int i = 0; i < settings.clients; ++i) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<KvStore> store, open());
        stores.push_back(std::move(store));
    }
    const size_t batch = storeBatch(settings, masterTags.size());
    const auto keyPrefix = [&](size_t client) {
        if (settings.keyLayout == RedisKeyLayout::kSpread || masterTags.empty()) return std::string("key:");
        return "key:{" + masterTags[client % masterTags.size()] + "}:";
    };
    std::atomic<uint64_t> left = settings.requests;
    std::mutex failureMutex;
    Status failure = Status::ok();
    std::latch ready(settings.clients + 1);
    std::vector<std::thread> threads;
    for (size_t i = 0; i < stores.size(); ++i) {
        threads.emplace_back([&, i] {
            ready.arrive_and_wait();
            Status status = runClient(*stores[i], test, settings, left, batch, keyPrefix(i), i + 1);
            if (!status.isOk()) {
                std::lock_guard lock(failureMutex);
                if (failure.isOk()) failure = status;
            }
        });
    }
    ready.arrive_and_wait();
    const auto start = std::chrono::steady_clock::now();
    for (std::thread& thread : threads) thread.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    WR_RETURN_IF_ERROR(failure);
    const double rate = static_cast<double>(settings.requests) / std::max(seconds, 1e-9);
    return RedisWorkloadResult{rate, 1000.0 * settings.clients / rate};
}

}  // namespace wr::kv::redis
