// wrctl cluster bench: redis-benchmark and the redis: store side by side on
// the local cluster under a directory, in one run, with the same settings
// (core/stores/redis/redis_benchmark_workload.h): pipelined SET and GET
// throughput of both and their ratio, then the mean latency of one client's
// unpipelined GET of both and its ratio. Each side starts from an empty
// cluster (and the bench refuses a cluster that holds keys). With --rounds N
// every comparison runs N times, the sides taking turns to go first, and the
// medians of the ratios are given.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "command_table.h"
#include "console_output.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_benchmark_workload.h"
#include "stores/store_factory.h"

namespace wr::cli {

namespace {

using namespace wr::kv;
using namespace wr::kv::redis;

struct ClusterBenchArguments {
    std::string dir;
    RedisWorkloadSettings settings;
    uint64_t latencyRequests = 20000;
    int64_t rounds = 1;
    std::string keys = "tagged";
    bool json = false;
};

// One comparison: what redis-benchmark and the store reached, and store / redis-benchmark.
struct Comparison {
    std::string name;  // "SET", "GET", "GET latency"
    RedisWorkloadResult benchmark;
    RedisWorkloadResult store;
    bool latency = false;  // compares mean latency rather than throughput

    double ratio() const {
        return latency ? store.meanLatencyMs / benchmark.meanLatencyMs
                       : store.requestsPerSecond / benchmark.requestsPerSecond;
    }
};

// The tests of a round, in order: SET and GET throughput, then one client's unpipelined GET.
struct RoundTest {
    RedisWorkloadTest test;
    bool latency;
};
constexpr RoundTest kTests[] = {
    {RedisWorkloadTest::kSet, false}, {RedisWorkloadTest::kGet, false}, {RedisWorkloadTest::kGet, true}};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

std::string settingsText(const RedisWorkloadSettings& s) {
    return "-c " + std::to_string(s.clients) + " -P " + std::to_string(s.pipeline) + " -n " +
           std::to_string(s.requests) + " -r " + std::to_string(s.keyspace) + " -d " + std::to_string(s.valueBytes);
}

Json settingsJson(const RedisWorkloadSettings& s) {
    return {{"clients", s.clients},
            {"pipeline", s.pipeline},
            {"requests", s.requests},
            {"keyspace", s.keyspace},
            {"value_bytes", s.valueBytes}};
}

std::string fixed(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

int bench(ClusterBenchArguments args) {
    args.settings.keyLayout = args.keys == "spread" ? RedisKeyLayout::kSpread : RedisKeyLayout::kTagged;
    Result<std::vector<LocalRedisNodeStatus>> nodes = LocalRedisCluster::status(args.dir);
    if (!nodes.isOk()) return fail(nodes.status());
    std::vector<int> masters;
    for (const LocalRedisNodeStatus& node : *nodes) {
        if (node.role == "master" && node.slotCount > 0) masters.push_back(node.port);
    }
    if (masters.empty()) return fail(Status::notFound("no running cluster master under " + args.dir));
    std::string uri = "redis:cluster=";
    for (int port : masters) uri += (port == masters.front() ? "" : ",") + ("127.0.0.1:" + std::to_string(port));
    const auto open = [&uri]() { return openStore(uri); };
    Result<uint64_t> held = [&]() -> Result<uint64_t> {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<KvStore> store, open());
        return store->approximateCount();  // DBSIZE summed over the masters
    }();
    if (!held.isOk()) return fail(held.status());
    if (*held != 0) {
        return fail(Status::invalidArgument(
            "the cluster under " + args.dir + " holds " + std::to_string(*held) + (*held == 1 ? " key" : " keys") +
            "; cluster bench empties the cluster between its runs, so give it one of its own "
            "(wrctl cluster up DIR --replicas 0)"));
    }
    Result<std::vector<std::string>> tags = masterHashTags(masters);
    if (!tags.isOk()) return fail(tags.status());
    const std::filesystem::path output = std::filesystem::path(args.dir) / "redis-benchmark.csv";

    RedisWorkloadSettings single = args.settings;
    single.clients = 1;
    single.pipeline = 1;
    single.requests = args.latencyRequests;
    const size_t batch = storeBatch(args.settings, masters.size());
    const bool spread = args.settings.keyLayout == RedisKeyLayout::kSpread;
    if (!args.json) {
        std::printf("redis-benchmark --cluster and the redis: store side by side on %zu masters under %s\n",
                    masters.size(), args.dir.c_str());
        std::printf("store URI: %s\n", uri.c_str());
        const std::string keys = spread ? std::to_string(args.settings.pipeline) + " per master, keys spread over them"
                                        : "keys tagged with their client's master, as redis-benchmark's";
        std::printf("throughput: SET and GET, %s; the store: %d client threads, batches of %zu (%s)\n",
                    settingsText(args.settings).c_str(), args.settings.clients, batch, keys.c_str());
        std::printf("latency: GET, %s; mean time per request\n", settingsText(single).c_str());
        std::cout << padded("ROUND", 7) << padded("TEST", 13) << padded("REDIS-BENCHMARK", 19) << padded("STORE", 19)
                  << "STORE/BENCHMARK\n";
    }

    std::vector<std::vector<Comparison>> rounds;
    for (int64_t round = 1; round <= args.rounds; ++round) {
        // Each side runs its tests on an emptied cluster and the sides take
        // turns going first, so that neither writes among the other's keys or
        // always meets a table the other has just grown.
        std::vector<RedisWorkloadResult> benchmark;
        std::vector<RedisWorkloadResult> store;
        for (bool benchmarkSide : {round % 2 == 1, round % 2 == 0}) {
            if (Status emptied = emptyMasters(masters); !emptied.isOk()) return fail(emptied);
            for (size_t i = 0; i < std::size(kTests); ++i) {
                const RedisWorkloadSettings& settings = kTests[i].latency ? single : args.settings;
                Result<RedisWorkloadResult> result =
                    benchmarkSide ? runRedisBenchmark(masters.front(), kTests[i].test, settings, output)
                                  : runStoreWorkload(open, *tags, kTests[i].test, settings);
                if (!result.isOk()) return fail(result.status());
                (benchmarkSide ? benchmark : store).push_back(*result);
            }
        }
        std::vector<Comparison> comparisons;
        for (size_t i = 0; i < std::size(kTests); ++i) {
            comparisons.push_back({std::string(testName(kTests[i].test)) + (kTests[i].latency ? " latency" : ""),
                                   benchmark[i], store[i], kTests[i].latency});
            if (args.json) continue;
            const Comparison& c = comparisons.back();
            const auto shown = [&](const RedisWorkloadResult& r) {
                return c.latency ? fixed(r.meanLatencyMs, 4) + " ms" : fixed(r.requestsPerSecond, 0) + " req/s";
            };
            std::cout << padded(std::to_string(round), 7) << padded(c.name, 13) << padded(shown(c.benchmark), 19)
                      << padded(shown(c.store), 19) << fixed(c.ratio(), 3) << std::endl;
        }
        rounds.push_back(std::move(comparisons));
    }
    // The cluster is left as empty as it was found.
    if (Status emptied = emptyMasters(masters); !emptied.isOk()) return fail(emptied);

    std::vector<double> medians;
    for (size_t i = 0; i < rounds.front().size(); ++i) {
        std::vector<double> ratios;
        for (const auto& round : rounds) ratios.push_back(round[i].ratio());
        medians.push_back(median(ratios));
    }
    if (args.json) {
        Json json = {{"uri", uri},
                     {"masters", masters.size()},
                     {"throughput_settings", settingsJson(args.settings)},
                     {"store_batch", batch},
                     {"keys", spread ? "spread" : "tagged"},
                     {"latency_settings", settingsJson(single)}};
        Json all = Json::array();
        for (const auto& round : rounds) {
            Json tests = Json::array();
            for (const Comparison& c : round) {
                tests.push_back({{"test", c.name},
                                 {"benchmark_rps", c.benchmark.requestsPerSecond},
                                 {"store_rps", c.store.requestsPerSecond},
                                 {"benchmark_mean_ms", c.benchmark.meanLatencyMs},
                                 {"store_mean_ms", c.store.meanLatencyMs},
                                 {"ratio", c.ratio()}});
            }
            all.push_back(tests);
        }
        json["rounds"] = all;
        json["median_ratios"] = {{"SET", medians[0]}, {"GET", medians[1]}, {"GET latency", medians[2]}};
        std::cout << jsonText(json) << "\n";
        return kExitOk;
    }
    std::printf("median ratios over %lld round(s): SET throughput %.3f, GET throughput %.3f, GET latency %.3f\n",
                static_cast<long long>(args.rounds), medians[0], medians[1], medians[2]);
    return kExitOk;
}

}  // namespace

void addClusterBenchCommand(CommandTable& table, CLI::App& group) {
    auto args = std::make_shared<ClusterBenchArguments>();
    CLI::App& c = table.addCommand(group, "bench", "redis-benchmark and the redis: store side by side",
                                   [args] { return bench(*args); });
    c.footer(
        "Runs redis-benchmark --cluster -t set,get and the same workload through the redis: store on\n"
        "the cluster under DIR (3 masters without replicas for a fair comparison), then one client's\n"
        "unpipelined GET of both. Each side runs on the emptied cluster, the sides taking turns to\n"
        "go first; a cluster that holds keys is refused. The store's clients are threads with a\n"
        "store each. As redis-benchmark's clients, each keeps P requests in flight on one master,\n"
        "its keys tagged for it; with --keys spread, P on every master, its keys spread over them.");
    c.add_option("DIR", args->dir, "the cluster's directory (wrctl cluster up)")->required();
    c.add_option("-c,--clients", args->settings.clients, "parallel clients (default 50)")
        ->type_name("C")
        ->check(CLI::Range(1, 1000));
    c.add_option("-P,--pipeline", args->settings.pipeline, "requests in flight per client and node (default 16)")
        ->type_name("P")
        ->check(CLI::Range(1, 10000));
    c.add_option("-n,--requests", args->settings.requests, "requests per test (default 1000000)")
        ->type_name("N")
        ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 40));
    c.add_option("-r,--keyspace", args->settings.keyspace, "random keys (default 1000000)")
        ->type_name("R")
        ->check(CLI::Range(uint64_t{1}, uint64_t{1000000000000}));
    c.add_option("-d,--value-bytes", args->settings.valueBytes, "value size (default 100)")
        ->type_name("BYTES")
        ->check(CLI::Range(1, 1 << 20));
    c.add_option("--latency-requests", args->latencyRequests, "requests of the latency test (default 20000)")
        ->type_name("N")
        ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 40));
    c.add_option("--rounds", args->rounds, "times every comparison runs; medians of the ratios (default 1)")
        ->type_name("N")
        ->check(CLI::Range(int64_t{1}, int64_t{100}));
    c.add_option("--keys", args->keys,
                 "tagged: each client's keys carry a hash tag of its master, as redis-benchmark's (default); "
                 "spread: no tag, every batch spreads over all masters")
        ->type_name("LAYOUT")
        ->check(CLI::IsMember({"tagged", "spread"}));
    c.add_flag("--json", args->json, "print the settings and results as one JSON object");
}

}  // namespace wr::cli
