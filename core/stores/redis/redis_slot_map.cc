#include "stores/redis/redis_slot_map.h"

#include <algorithm>

namespace wr::kv::redis {

Result<SlotMap> SlotMap::fromClusterSlots(const RedisReply& reply) {
    if (reply.type != RedisReply::Type::kArray) return Status::invalidArgument("CLUSTER SLOTS did not return an array");
    SlotMap map;
    std::vector<bool> covered(kClusterSlots, false);
    // Each range: [first, last, [host, port, id...], replicas...]
    for (const RedisReply& range : reply.elements) {
        if (range.elements.size() < 3 || range.elements[2].elements.size() < 2) {
            return Status::invalidArgument("CLUSTER SLOTS returned a malformed slot range");
        }
        const int64_t first = range.elements[0].integer;
        const int64_t last = range.elements[1].integer;
        if (first < 0 || last >= kClusterSlots || first > last) {
            return Status::invalidArgument("CLUSTER SLOTS returned slots out of range");
        }
        const RedisEndpoint master{range.elements[2].elements[0].text,
                                   static_cast<int>(range.elements[2].elements[1].integer)};
        for (int64_t slot = first; slot <= last; ++slot) {
            map.assign(static_cast<int>(slot), master);
            covered[static_cast<size_t>(slot)] = true;
        }
    }
    const auto hole = std::find(covered.begin(), covered.end(), false);
    if (hole != covered.end()) {
        return Status::invalidArgument("the cluster serves no slot " + std::to_string(hole - covered.begin()) +
                                       " (is every slot assigned and the cluster up?)");
    }
    return map;
}

void SlotMap::assign(int slot, const RedisEndpoint& master) {
    auto known = std::find(masters_.begin(), masters_.end(), master);
    if (known == masters_.end()) known = masters_.insert(masters_.end(), master);
    owners_[static_cast<size_t>(slot)] = static_cast<uint16_t>(known - masters_.begin());
}

}  // namespace wr::kv::redis
