// A local Redis deployment of real redis-server processes, for tests and for
// users (`wrctl cluster up|down|status`): a Redis Cluster of N masters with R
// replicas each, or one standalone server. Every server listens on 127.0.0.1
// only, on ports chosen free (each with its cluster bus port, port + 10,000)
// or counted up from a first port, and keeps its configuration, data, log and
// pid file in DIR/node-PORT. The cluster is created with
// `redis-cli --cluster create ... --cluster-replicas R --cluster-yes`, and
// start() returns once every node reports cluster_state:ok and every master
// has its replicas online.
//
// Whatever happens, the servers stop: start() stops those it started when it
// fails, the destructor stops them all, and stop(DIR) stops every server whose
// pid file is under DIR (the servers run daemonized, so `wrctl cluster up` can
// return while they run).
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "util/result.h"

namespace wr::kv::redis {

// What a returned put survives (redis_store.h), in the benchmark harness's
// durability tiers; kMemoryOnly runs without the append-only file.
enum class RedisPersistence { kMemoryOnly, kOsBuffered, kPeriodicSync, kSyncPerOp };

// "memory", "os", "periodic", "each"; and back (nullopt for another word).
const char* persistenceName(RedisPersistence persistence);
std::optional<RedisPersistence> persistenceFromName(std::string_view name);

struct LocalRedisOptions {
    bool cluster = true;  // false: one standalone server
    int masters = 3;      // a Redis Cluster needs at least 3
    int replicas = 0;     // per master
    int firstPort = 0;    // 0: free ports chosen
    RedisPersistence persistence = RedisPersistence::kOsBuffered;
    int nodeTimeoutMs = 5000;             // cluster-node-timeout: how soon a silent node counts as failed
    std::optional<std::string> password;  // requirepass (and masterauth for replicas)
    int startTimeoutMs = 30000;           // for each server to answer and for the cluster to be ok
};

// One server of a local deployment as it is now.
struct LocalRedisNodeStatus {
    int port = 0;
    std::optional<pid_t> pid;  // nullopt: not running
    std::string role;          // "master", "slave"; empty when it did not answer
    int slotCount = -1;        // slots it serves as a master; -1 for a standalone server
    uint64_t keys = 0;
    std::string problem;  // why it did not answer
};

class LocalRedisCluster {
public:
    ~LocalRedisCluster();
    LocalRedisCluster(const LocalRedisCluster&) = delete;
    LocalRedisCluster& operator=(const LocalRedisCluster&) = delete;

    // Starts the servers under `dir` (created when missing; AlreadyExists when
    // it holds a deployment already, running or stopped).
    static Result<std::unique_ptr<LocalRedisCluster>> start(const std::filesystem::path& dir,
                                                            const LocalRedisOptions& options);
    // Stops every server with a pid file under `dir`; how many were running.
    static int stop(const std::filesystem::path& dir);
    // Every server under `dir`, by port.
    static Result<std::vector<LocalRedisNodeStatus>> status(const std::filesystem::path& dir,
                                                            const std::optional<std::string>& password = {});

    // Gives the servers up to the caller: the destructor leaves them running.
    void detach() { dir_.clear(); }

    // SIGKILL to the server on `port`, returning once it is gone.
    Status kill(int port);
    // SIGSTOP and SIGCONT to the server on `port`.
    Status pause(int port);
    Status resume(int port);
    // For a cluster: waits until every running node says cluster_state:ok
    // and every slot is served by a running master, or fails after
    // `timeoutMs` naming what it still waits for.
    Status waitUntilOk(int timeoutMs);

    // Masters first, then replicas, in creation order.
    const std::vector<int>& ports() const { return ports_; }
    // The store URI that opens it: "redis:cluster=127.0.0.1:P,..." or "redis:host=127.0.0.1;port=P".
    std::string uri() const;

private:
    LocalRedisCluster(std::filesystem::path dir, bool cluster, std::vector<int> ports,
                      std::optional<std::string> password)
        : dir_(std::move(dir)), cluster_(cluster), ports_(std::move(ports)), password_(std::move(password)) {}
    // Sends `signal` to the server on `port`; NotFound when it is not running.
    Status signal(int port, int signal);

    std::filesystem::path dir_;
    bool cluster_;
    std::vector<int> ports_;
    std::optional<std::string> password_;
};

}  // namespace wr::kv::redis
