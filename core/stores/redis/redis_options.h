// The settings of a redis: store URI (the parameters are listed in
// redis_store.h), checked once at open. The password is never a URI
// parameter, since URIs are printed, saved in results and remembered as
// recent stores: it is read from the file password_file= names, or from the
// environment variable password_env= names.
#pragma once

#include <string>
#include <vector>

#include "stores/redis/redis_node.h"
#include "stores/store_uri.h"
#include "util/result.h"

namespace wr::kv::redis {

struct RedisStoreOptions {
    bool cluster = false;
    std::vector<RedisEndpoint> nodes;  // the server, or the cluster's seed nodes
    RedisConnectOptions connect;
    int waitReplicas = 0;   // wait=N: a change returns once N replicas have it
    int failoverMs = 2000;  // failover_ms=: how long safe commands are retried (redis_retry.h)

    // "redis 127.0.0.1:6379 db 0" or "redis cluster 127.0.0.1:7000,...".
    std::string describe() const;
};

Result<RedisStoreOptions> parseRedisOptions(const StoreUri& uri);

}  // namespace wr::kv::redis
