// wrctl cluster: a local Redis Cluster of real redis-server processes under a
// directory (core/stores/redis/local_redis_cluster.h), to try the redis:
// store on: "up" starts and creates it and leaves it running, "status" shows
// its nodes, slots and keys, "down" stops every server under the directory.
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "stores/redis/local_redis_cluster.h"

namespace wr::cli {

namespace {

using namespace wr::kv::redis;

// The command line of a cluster command, filled in by CLI11.
struct ClusterArguments {
    std::string dir;
    int64_t masters = 3;
    int64_t replicas = 1;
    int64_t port = 0;
    std::string durability = "os";
    int64_t nodeTimeoutMs = 5000;
    bool json = false;
};

int up(const ClusterArguments& args) {
    LocalRedisOptions options;
    options.masters = static_cast<int>(args.masters);
    options.replicas = static_cast<int>(args.replicas);
    options.firstPort = static_cast<int>(args.port);
    options.persistence = *persistenceFromName(args.durability);
    options.nodeTimeoutMs = static_cast<int>(args.nodeTimeoutMs);
    Result<std::unique_ptr<LocalRedisCluster>> cluster = LocalRedisCluster::start(args.dir, options);
    if (!cluster.isOk()) return fail(cluster.status());
    (*cluster)->detach();
    if (args.json) {
        std::cout << jsonText({{"dir", args.dir},
                               {"masters", options.masters},
                               {"replicas", options.replicas},
                               {"durability", args.durability},
                               {"uri", (*cluster)->uri()}})
                  << "\n";
        return kExitOk;
    }
    std::printf("Redis Cluster up under %s: %d master%s, %d replica%s each, durability %s\n", args.dir.c_str(),
                options.masters, options.masters == 1 ? "" : "s", options.replicas, options.replicas == 1 ? "" : "s",
                args.durability.c_str());
    std::printf("store URI: %s\n", (*cluster)->uri().c_str());
    std::printf("stop it with: wrctl cluster down %s\n", args.dir.c_str());
    return kExitOk;
}

int down(const ClusterArguments& args) {
    const int stopped = LocalRedisCluster::stop(args.dir);
    if (args.json) {
        std::cout << jsonText({{"dir", args.dir}, {"stopped", stopped}}) << "\n";
        return kExitOk;
    }
    std::printf("stopped %d redis-server process%s under %s\n", stopped, stopped == 1 ? "" : "es", args.dir.c_str());
    return kExitOk;
}

// One object per node; what a node could not say is null.
Json statusJson(const std::string& dir, const std::vector<LocalRedisNodeStatus>& nodes) {
    Json list = Json::array();
    for (const LocalRedisNodeStatus& node : nodes) {
        const bool answered = node.pid && node.problem.empty();
        list.push_back({{"address", "127.0.0.1:" + std::to_string(node.port)},
                        {"port", node.port},
                        {"running", node.pid.has_value()},
                        {"pid", node.pid ? Json(*node.pid) : Json()},
                        {"role", answered ? Json(node.role) : Json()},
                        {"slots", answered && node.slotCount >= 0 ? Json(node.slotCount) : Json()},
                        {"keys", answered ? Json(node.keys) : Json()},
                        {"problem", node.problem.empty() ? Json() : Json(node.problem)}});
    }
    return {{"dir", dir}, {"nodes", list}};
}

int status(const ClusterArguments& args) {
    Result<std::vector<LocalRedisNodeStatus>> nodes = LocalRedisCluster::status(args.dir);
    if (!nodes.isOk()) return fail(nodes.status());
    if (args.json) {
        std::cout << jsonText(statusJson(args.dir, *nodes)) << "\n";
        return kExitOk;
    }
    if (nodes->empty()) {
        std::printf("no Redis server under %s\n", args.dir.c_str());
        return kExitOk;
    }
    std::cout << padded("NODE", 17) << padded("PID", 9) << padded("ROLE", 8) << padded("SLOTS", 7) << "KEYS\n";
    for (const LocalRedisNodeStatus& node : *nodes) {
        std::cout << padded("127.0.0.1:" + std::to_string(node.port), 17);
        if (!node.pid) {
            std::cout << "not running\n";
            continue;
        }
        std::cout << padded(std::to_string(*node.pid), 9);
        if (!node.problem.empty()) {
            std::cout << node.problem << "\n";
            continue;
        }
        std::cout << padded(node.role, 8) << padded(node.slotCount < 0 ? "-" : std::to_string(node.slotCount), 7)
                  << node.keys << "\n";
    }
    return kExitOk;
}

}  // namespace

void addClusterCommands(CommandTable& table) {
    CLI::App& group =
        table.addGroup("cluster", "a local Redis Cluster for the redis: store",
                       "The servers listen on 127.0.0.1 only and keep their configuration, data, logs and\n"
                       "pid files in DIR/node-PORT; open the cluster with the store URI 'up' prints.");
    auto args = std::make_shared<ClusterArguments>();
    auto command = [&](const std::string& name, const std::string& summary,
                       int (*run)(const ClusterArguments&)) -> CLI::App& {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("DIR", args->dir, "the cluster's directory")->required();
        c.add_flag("--json", args->json, "print the result as one JSON object");
        return c;
    };
    CLI::App& upCommand = command("up", "start redis-server processes and create the cluster", up);
    upCommand.add_option("--masters", args->masters, "masters (at least 3; default 3)")
        ->type_name("N")
        ->check(CLI::Range(int64_t{3}, int64_t{100}));
    upCommand.add_option("--replicas", args->replicas, "replicas per master (default 1)")
        ->type_name("N")
        ->check(CLI::Range(int64_t{0}, int64_t{10}));
    upCommand.add_option("--port", args->port, "the first port, counted up (default: free ports)")
        ->type_name("PORT")
        ->check(CLI::Range(int64_t{1}, int64_t{55535}));
    upCommand
        .add_option("--durability", args->durability,
                    "what a returned put survives: memory (no append-only file), os (appendfsync no, the default), "
                    "periodic (everysec) or each (always)")
        ->check(CLI::IsMember({"memory", "os", "periodic", "each"}));
    upCommand.add_option("--node-timeout-ms", args->nodeTimeoutMs, "cluster-node-timeout (default 5000)")
        ->type_name("MS")
        ->check(CLI::Range(int64_t{100}, int64_t{600000}));
    command("status", "show the nodes, their slots and keys", status);
    command("down", "stop every redis-server under DIR", down);
    addClusterBenchCommand(table, group);
}

}  // namespace wr::cli
