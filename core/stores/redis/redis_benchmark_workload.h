// redis-benchmark's SET and GET workload run two ways side by side, for
// `wrctl cluster bench`: by redis-benchmark itself (--cluster, its CSV output
// parsed) and through the KvStore interface of a redis: store. Both use the
// same settings: C clients, P requests in flight, N requests, R random keys
// ("key:" and 12 digits, as redis-benchmark's __rand_int__) and values of D
// bytes. Through the store each client is a thread with a store of its own,
// sending a write batch of puts for SET and a getMany for GET, and taking
// batches while requests remain. The keys are laid out as redis-benchmark's
// (RedisKeyLayout). Throughput is requests per second over the whole run; the
// mean latency is the run's time per request of a client (for one client
// without pipelining, the cost of one unpipelined request).
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

// How the keys of the clients are named. redis-benchmark --cluster gives each
// client one master, round robin, and keys carrying a hash tag of a slot of
// that master ("key:{06S}:000000012345"): all P requests a client has in flight
// go to its node. kTagged does the same through the store (batches of P);
// kSpread leaves the tag out ("key:000000012345"), so that every client's keys
// spread over all masters and P means P in flight on each (batches of P times
// the masters): what the store meets with keys that are not tagged.
enum class RedisKeyLayout { kTagged, kSpread };

struct RedisWorkloadSettings {
    int clients = 50;
    int pipeline = 16;
    uint64_t requests = 1000000;
    uint64_t keyspace = 1000000;
    int valueBytes = 100;
    RedisKeyLayout keyLayout = RedisKeyLayout::kTagged;
};

enum class RedisWorkloadTest { kSet, kGet };

// "SET" or "GET", as redis-benchmark names them.
const char* testName(RedisWorkloadTest test);

struct RedisWorkloadResult {
    double requestsPerSecond = 0;
    double meanLatencyMs = 0;  // clients / requestsPerSecond
};

// Empties the masters listening on 127.0.0.1 at `ports` (FLUSHALL SYNC on
// each), so that each side of a comparison starts from the same empty database.
Status emptyMasters(const std::vector<int>& ports);

// For each master at `ports`, a short hash tag whose slot that master serves
// (as redis-benchmark picks one per node), from the cluster's slot map.
Result<std::vector<std::string>> masterHashTags(const std::vector<int>& ports);

// Runs redis-benchmark --cluster against the cluster node at 127.0.0.1:port
// with `settings`, its output kept in `outputFile` (named in errors).
Result<RedisWorkloadResult> runRedisBenchmark(int port, RedisWorkloadTest test, const RedisWorkloadSettings& settings,
                                              const std::filesystem::path& outputFile);

// The requests a store's client sends at once: P, or P on every master for kSpread.
size_t storeBatch(const RedisWorkloadSettings& settings, size_t masters);

// Runs the same workload through stores `open` gives, one per client;
// `masterTags` holds a hash tag of each master (masterHashTags).
Result<RedisWorkloadResult> runStoreWorkload(const std::function<Result<std::unique_ptr<KvStore>>()>& open,
                                             const std::vector<std::string>& masterTags, RedisWorkloadTest test,
                                             const RedisWorkloadSettings& settings);

}  // namespace wr::kv::redis
