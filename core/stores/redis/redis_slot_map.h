// Which master serves each of the 16,384 hash slots, as CLUSTER SLOTS tells
// it. A MOVED redirection updates one slot at once (the cluster client then
// reloads the whole map); an ASK redirection leaves the map alone.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "stores/redis/redis_node.h"
#include "stores/redis/redis_reply.h"
#include "stores/redis/redis_slot.h"
#include "util/result.h"

namespace wr::kv::redis {

class SlotMap {
public:
    // From the reply of CLUSTER SLOTS; InvalidArgument when some slot has no master.
    static Result<SlotMap> fromClusterSlots(const RedisReply& reply);

    const RedisEndpoint& owner(int slot) const { return masters_[owners_[static_cast<size_t>(slot)]]; }
    // Every master serving at least one slot, in the order CLUSTER SLOTS named them.
    const std::vector<RedisEndpoint>& masters() const { return masters_; }
    void assign(int slot, const RedisEndpoint& master);

private:
    std::vector<RedisEndpoint> masters_;
    std::array<uint16_t, kClusterSlots> owners_{};  // index into masters_
};

}  // namespace wr::kv::redis
