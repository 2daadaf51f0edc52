// What a redis: store and its scan cursors share: the client and the lock that
// serialises every call on it (hiredis connections are not thread-safe), and
// whether the store is still open, so a cursor stops once its store closes.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "stores/redis/redis_client.h"
#include "stores/redis/redis_options.h"

namespace wr::kv::redis {

struct RedisSession {
    RedisStoreOptions options;
    std::mutex mutex;
    std::unique_ptr<RedisClient> client;  // null once the store is closed

    // The client, or why there is none; call with `mutex` held.
    Result<RedisClient*> open(std::string_view op) const {
        if (client == nullptr)
            return Status::invalidArgument(options.describe() + ": " + std::string(op) + ": the store is closed");
        return client.get();
    }
};

}  // namespace wr::kv::redis
