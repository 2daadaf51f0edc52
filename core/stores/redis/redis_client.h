// The client side of a single Redis server or a Redis Cluster, doing what a
// cluster client must and hiredis 0.14 does not: one connection per node,
// opened when first needed; the slot map from CLUSTER SLOTS; each command sent
// to the master of its key's slot, commands for the same node pipelined
// together; MOVED redirections followed (the slot is reassigned at once and
// the whole map reloaded before the retry); ASK redirections followed with
// ASKING, the map left alone. Lost nodes and the replies CLUSTERDOWN,
// TRYAGAIN, LOADING and MASTERDOWN are retried with a backoff for the
// failover window, the slot map reloaded before each retry (redis_retry.h
// says what and for how long); so is a redirection that goes on past a few
// rounds. For a single server every command goes to it. Not safe for
// concurrent use: its owner serialises.
#pragma once

#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "stores/redis/redis_node.h"
#include "stores/redis/redis_reply.h"
#include "stores/redis/redis_slot_map.h"
#include "util/result.h"

namespace wr::kv::redis {

// A command and the key that decides its slot (its second word, for every
// command the store sends): GET or DEL and the key, or SET, the key and the
// value. It only views its words, so a batch is sent without copying them.
struct KeyedCommand {
    KeyedCommand(BytesView name, BytesView key) : words{name, key, {}}, size(2) {}
    KeyedCommand(BytesView name, BytesView key, BytesView value) : words{name, key, value}, size(3) {}

    std::array<BytesView, 3> words;
    size_t size;

    BytesView key() const { return words[1]; }
    std::span<const BytesView> argv() const { return {words.data(), size}; }
};

class RedisClient {
public:
    // A single server, or a cluster reached through any of `seeds`.
    static Result<std::unique_ptr<RedisClient>> single(const RedisEndpoint& server, RedisConnectOptions options);
    static Result<std::unique_ptr<RedisClient>> cluster(const std::vector<RedisEndpoint>& seeds,
                                                        RedisConnectOptions options);

    bool isCluster() const { return slotMap_.has_value(); }

    // Runs every command on the master of its key, pipelined per node (every
    // node's commands written before any reply is read, so the nodes work at
    // once), and returns the replies in the commands' order; redirections
    // are followed, other server errors are replies. `written` (may be null)
    // collects the nodes the commands ran on.
    Result<std::vector<RedisReply>> execute(const std::vector<KeyedCommand>& commands,
                                            std::set<std::string>* written = nullptr);

    // The masters holding the data: the server, or every master of the map
    // (reloaded first, so a scan or count sees the cluster as it is now).
    Result<std::vector<RedisEndpoint>> masters();
    // The connection to one node, opened when first needed.
    Result<RedisNode*> node(const RedisEndpoint& endpoint);
    Result<RedisNode*> node(const std::string& address);

    // Reloads the slot map from the first node that answers.
    Status refreshSlotMap();

    // How long execute() retries what is safe to retry (redis_retry.h).
    void setFailoverWindow(std::chrono::milliseconds window) { failoverWindow_ = window; }

private:
    RedisClient(std::vector<RedisEndpoint> seeds, RedisConnectOptions options)
        : seeds_(std::move(seeds)), options_(std::move(options)) {}

    std::vector<RedisEndpoint> seeds_;
    RedisConnectOptions options_;
    std::optional<SlotMap> slotMap_;
    std::map<std::string, std::unique_ptr<RedisNode>> nodes_;  // by "host:port"
    std::chrono::milliseconds failoverWindow_{2000};
};

}  // namespace wr::kv::redis
