// redis-benchmark's SET and GET workload run two ways side by side, for
// `wrctl cluster bench`: by redis-benchmark itself (--cluster, its CSV output
// parsed) and through the KvStore interface of a redis: store. Both use the
// same settings: C clients, P requests in flight, N requests, R random keys
// ("key:" and 12 digits, as redis-benchmark's __rand_int__) and values of D
// bytes. Through the store each client is a thread with a store of its own,
// and a pipeline depth of P means P requests in flight per client on every
// master, as redis-benchmark's cluster clients each keep P in flight on their
// node: a write batch of P puts per master for SET, a getMany of as many keys
// for GET. Throughput is requests per second over the whole run; the mean
// latency is the run's time per request of a client (for one client without
// pipelining, the cost of one unpipelined request).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "stores/kv_store.h"
#include "util/result.h"

namespace wr::kv::redis {

struct RedisWorkloadSettings {
    int clients = 50;
    int pipeline = 16;
    uint64_t requests = 1000000;
    uint64_t keyspace = 1000000;
    int valueBytes = 100;
};

enum class RedisWorkloadTest { kSet, kGet };

// "SET" or "GET", as redis-benchmark names them.
const char* testName(RedisWorkloadTest test);

struct RedisWorkloadResult {
    double requestsPerSecond = 0;
    double meanLatencyMs = 0;  // clients / requestsPerSecond
};

// Runs redis-benchmark --cluster against the cluster node at 127.0.0.1:port
// with `settings`, its output kept in `outputFile` (named in errors).
Result<RedisWorkloadResult> runRedisBenchmark(int port, RedisWorkloadTest test, const RedisWorkloadSettings& settings,
                                              const std::filesystem::path& outputFile);

// Runs the same workload through stores `open` gives, one per client; `masters`
// is how many nodes a batch spreads over (P requests each).
Result<RedisWorkloadResult> runStoreWorkload(const std::function<Result<std::unique_ptr<KvStore>>()>& open, int masters,
                                             RedisWorkloadTest test, const RedisWorkloadSettings& settings);

}  // namespace wr::kv::redis
