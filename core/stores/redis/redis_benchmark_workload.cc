#include "stores/redis/redis_benchmark_workload.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstring>
#include <fstream>
#include <latch>
#include <mutex>
#include <thread>

#include "stores/redis/redis_server_process.h"
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

// "key:" and the key's number in 12 digits, as redis-benchmark writes __rand_int__.
class KeyWriter {
public:
    BytesView write(uint64_t number) {
        char digits[20];
        const size_t length = static_cast<size_t>(std::to_chars(digits, digits + sizeof digits, number).ptr - digits);
        const size_t width = std::max<size_t>(12, length);
        std::memset(text_ + 4, '0', width - length);
        std::memcpy(text_ + 4 + width - length, digits, length);
        return BytesView(text_, 4 + width);
    }

private:
    char text_[24] = {'k', 'e', 'y', ':'};
};

// One client's share of the requests, in batches of `batch`.
Status runClient(KvStore& store, RedisWorkloadTest test, const RedisWorkloadSettings& settings, uint64_t requests,
                 size_t batch, uint64_t seed) {
    Random random(seed);
    KeyWriter writer;
    const Bytes value(static_cast<size_t>(settings.valueBytes), 'x');
    WriteBatch puts;
    std::vector<Bytes> keys(batch);
    std::vector<BytesView> views(batch);
    for (uint64_t done = 0; done < requests;) {
        const size_t count = static_cast<size_t>(std::min<uint64_t>(batch, requests - done));
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
        done += count;
    }
    return Status::ok();
}

}  // namespace

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

Result<RedisWorkloadResult> runStoreWorkload(const std::function<Result<std::unique_ptr<KvStore>>()>& open, int masters,
                                             RedisWorkloadTest test, const RedisWorkloadSettings& settings) {
    std::vector<std::unique_ptr<KvStore>> stores;
    for (int i = 0; i < settings.clients; ++i) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<KvStore> store, open());
        stores.push_back(std::move(store));
    }
    const size_t batch = static_cast<size_t>(settings.pipeline == 1 ? 1 : settings.pipeline * std::max(1, masters));
    const auto clients = static_cast<uint64_t>(settings.clients);
    std::mutex failureMutex;
    Status failure = Status::ok();
    std::latch ready(settings.clients + 1);
    std::vector<std::thread> threads;
    for (uint64_t i = 0; i < clients; ++i) {
        const uint64_t share = settings.requests / clients + (i < settings.requests % clients ? 1 : 0);
        threads.emplace_back([&, i, share] {
            ready.arrive_and_wait();
            Status status = runClient(*stores[i], test, settings, share, batch, i + 1);
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
