// The server behind a trial's store, for schemes whose store is a server
// (redis) rather than files in the trial's directory. Two cases, both safe
// for data that is not the benchmark's:
//   a bare peer ("redis", "redis:timeout_ms=5000": no address)
//        a local Redis Cluster of 3 masters without replicas is started in
//        the trial's store directory, on free ports, its append-only file
//        set to the run's durability tier (os: appendfsync no, periodic:
//        everysec, sync: always, as `wrctl cluster up --durability` sets
//        them), and stopped when the trial ends, whatever happens;
//   an address ("redis:cluster=127.0.0.1:7000,127.0.0.1:7001")
//        the running server or cluster is used only if it holds no key when
//        the trial starts (refused otherwise: the benchmark never flushes a
//        user's data), and at the end the trial deletes every key it finds
//        there, one DEL per key, through the scan: what the trial wrote,
//        provided no one else writes to that server during the run. Its
//        durability is the server's own setting, recorded with the results
//        (appendfsync in the store's details).
// Every step's worker opens the URI the trial ends up with, so all of them
// reach the same server.
#pragma once

#include <filesystem>
#include <memory>

#include "bench/workloads/durability.h"
#include "stores/kv_store.h"
#include "util/result.h"

namespace wr::kv::redis {
class LocalRedisCluster;
}

namespace wr::bench {

class TrialServer {
public:
    ~TrialServer();
    TrialServer(const TrialServer&) = delete;
    TrialServer& operator=(const TrialServer&) = delete;

    // Starts or checks the server `uri` names; `uri` becomes the one every
    // step opens. Nothing to do (nullptr) for a store that is no server.
    static Result<std::unique_ptr<TrialServer>> prepare(kv::StoreUri& uri, const std::filesystem::path& storeDir,
                                                        Durability durability);

    // Ends the trial's use of the server: stops the local cluster, or deletes
    // the trial's keys from the user's server.
    Status finish();

private:
    TrialServer(kv::StoreUri uri, std::unique_ptr<kv::redis::LocalRedisCluster> cluster);

    kv::StoreUri uri_;
    std::unique_ptr<kv::redis::LocalRedisCluster> cluster_;  // null for the user's server
};

}  // namespace wr::bench
