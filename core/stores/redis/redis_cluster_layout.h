// The shape of a redis: store's deployment as its nodes tell it now, for the
// explorer's cluster view and `wrctl kv stats`: for a cluster, every node
// CLUSTER NODES lists (its address, master or replica, the master a replica
// follows, the slot ranges a master serves, the slots moving in or out during
// a resharding, the failure flags the cluster gives it) with the key count
// each node answers to DBSIZE; for a single server, the server and its count.
// A node that does not answer within the store's timeout_ms stays in the
// layout with why, in an error that names it; reading fails only when no
// seed node answers. The read opens connections of its own, never the
// store's, so it may run beside an open store on any thread.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stores/redis/redis_node.h"
#include "stores/redis/redis_options.h"
#include "util/result.h"

namespace wr::kv::redis {

struct RedisSlotRange {
    int first = 0;
    int last = 0;  // inclusive
    bool operator==(const RedisSlotRange& other) const = default;
};

// A slot on its way between two masters (CLUSTER SETSLOT ... MIGRATING/IMPORTING).
struct RedisSlotMove {
    int slot = 0;
    bool importing = false;  // into this node; otherwise out of it
    std::string peerId;      // the node it comes from or goes to
};

struct RedisNodeLayout {
    std::string id;  // the cluster's node id; empty for a single server
    RedisEndpoint endpoint;
    bool master = true;
    std::string masterId;                    // the master a replica follows
    std::vector<RedisSlotRange> slotRanges;  // the ranges a master serves
    std::vector<RedisSlotMove> moves;        // slots moving during a resharding
    std::vector<std::string> flags;          // what the cluster says is wrong: "fail", "fail?", "handshake", "noaddr"
    bool linkConnected = true;               // the answering node's cluster bus link to it
    std::optional<uint64_t> keys;            // DBSIZE; nullopt when the node did not answer
    std::string problem;                     // why it did not answer ("redis 127.0.0.1:7001: ...")

    int slotCount() const;
    bool serves(int slot) const;
};

struct RedisClusterLayout {
    bool cluster = false;
    // Masters by their first slot (those serving none last), each followed
    // by its replicas; replicas of an unknown master at the end.
    std::vector<RedisNodeLayout> nodes;
    RedisEndpoint answeredBy;  // the node whose CLUSTER NODES this is

    // The master serving `slot`, or null when none does.
    const RedisNodeLayout* servingNode(int slot) const;
    const RedisNodeLayout* nodeWithId(std::string_view id) const;
    int masterCount() const;
    int replicaCount() const;
    // The masters' key counts summed; nullopt when a master did not answer.
    std::optional<uint64_t> masterKeys() const;
};

// The nodes of a CLUSTER NODES reply, as `answeredBy` tells them (a node
// listed without a host is on the answering node's host), ordered as
// RedisClusterLayout::nodes; no key counts.
Result<std::vector<RedisNodeLayout>> parseClusterNodes(std::string_view text, const RedisEndpoint& answeredBy);

// "0-5460 5461-5470" (empty for none).
std::string slotRangesText(const std::vector<RedisSlotRange>& ranges);

Result<RedisClusterLayout> readClusterLayout(const RedisStoreOptions& options);
Result<RedisClusterLayout> readClusterLayout(const StoreUri& uri);

}  // namespace wr::kv::redis
