// Least-recently-used replacement: one list, most recent at the front; a hit
// moves the value to the front, an insert evicts from the back until the
// values fit.
#include <list>

#include "stores/zdb/zdb_key_map.h"
#include "stores/zdb/zdb_sharded_cache.h"

namespace wr::zdb {

namespace {

class LruPolicy {
public:
    explicit LruPolicy(uint64_t capacity) : capacity_(capacity) {}

    SharedValue lookup(uint64_t key) {
        auto* it = index_.find(key);
        if (it == nullptr) return nullptr;
        order_.splice(order_.begin(), order_, *it);
        return (*it)->value;
    }

    void insert(uint64_t key, SharedValue value) {
        erase(key);
        uint64_t charge = cacheCharge(*value);
        if (charge > capacity_) return;
        while (bytes_ + charge > capacity_) erase(order_.back().key);
        order_.push_front({key, std::move(value), charge});
        index_.set(key, order_.begin());
        bytes_ += charge;
    }

    void erase(uint64_t key) {
        auto* it = index_.find(key);
        if (it == nullptr) return;
        bytes_ -= (*it)->charge;
        order_.erase(*it);
        index_.erase(key);
    }

    uint64_t entries() const { return index_.size(); }
    uint64_t bytes() const { return bytes_; }

private:
    struct Node {
        uint64_t key;
        SharedValue value;
        uint64_t charge;
    };
    uint64_t capacity_;
    uint64_t bytes_ = 0;
    std::list<Node> order_;
    KeyMap<std::list<Node>::iterator> index_;
};

}  // namespace

std::unique_ptr<ValueCache> makeLruCache(uint64_t capacityBytes) {
    return std::make_unique<ShardedCache<LruPolicy>>(capacityBytes);
}

}  // namespace wr::zdb
