// What the Redis tests share: their deployments' settings, a standalone
// server and a three-master cluster started side by side in a temporary
// directory (stopped when their owners go), and a connection to one node for
// what a test does by hand.
#pragma once

#include <QTemporaryDir>
#include <QtGlobal>

#include <memory>

#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_node.h"

namespace wr::test {

inline kv::redis::LocalRedisOptions redisTestOptions(bool cluster, kv::redis::RedisPersistence persistence,
                                                     int replicas = 0) {
    kv::redis::LocalRedisOptions options;
    options.cluster = cluster;
    options.masters = cluster ? 3 : 1;
    options.replicas = replicas;
    options.persistence = persistence;
    options.nodeTimeoutMs = 2000;
    return options;
}

// Starts a standalone server under DIR/single and a cluster of three masters
// without replicas under DIR/cluster; an error names the one that failed.
inline Status startSingleAndCluster(const QTemporaryDir& dir, kv::redis::RedisPersistence persistence,
                                    std::unique_ptr<kv::redis::LocalRedisCluster>& single,
                                    std::unique_ptr<kv::redis::LocalRedisCluster>& cluster) {
    using kv::redis::LocalRedisCluster;
    auto server = LocalRedisCluster::start(dir.filePath("single").toStdString(), redisTestOptions(false, persistence));
    if (!server.isOk()) return server.status().withContext("standalone server");
    single = std::move(*server);
    auto nodes = LocalRedisCluster::start(dir.filePath("cluster").toStdString(), redisTestOptions(true, persistence));
    if (!nodes.isOk()) return nodes.status().withContext("three-master cluster");
    cluster = std::move(*nodes);
    return Status::ok();
}

// A connection to one node of a test deployment (null, said on stderr, when
// it cannot be made).
inline std::unique_ptr<kv::redis::RedisNode> connectTo(int port) {
    auto node = kv::redis::RedisNode::connect({"127.0.0.1", port}, {});
    if (!node.isOk()) qWarning("%s", node.status().toString().c_str());
    return node.isOk() ? std::move(*node) : nullptr;
}

}  // namespace wr::test
