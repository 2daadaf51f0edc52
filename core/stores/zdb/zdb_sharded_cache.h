// A ValueCache split into shards by key, each a replacement policy (LRU or
// ARC) behind its own mutex, so concurrent readers of different keys rarely
// meet. Caches under 8 MiB keep one shard, where the policy's behaviour is
// exactly that of a single list.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "stores/zdb/zdb_cache.h"

namespace wr::zdb {

// Policy: explicit Policy(uint64_t capacityBytes); SharedValue lookup(key);
// void insert(key, SharedValue); void erase(key); uint64_t entries() const;
// uint64_t bytes() const. Called under the shard's lock.
template <typename Policy>
class ShardedCache final : public ValueCache {
public:
    explicit ShardedCache(uint64_t capacityBytes) : capacity_(capacityBytes) {
        uint64_t count = std::clamp<uint64_t>(capacityBytes / (uint64_t{4} << 20), 1, 16);
        while (count & (count - 1)) --count;  // a power of two, for the shift below
        for (uint64_t i = 0; i < count; ++i) shards_.push_back(std::make_unique<Shard>(capacityBytes / count));
        while ((uint64_t{1} << bits_) < count) ++bits_;
    }

    SharedValue lookup(uint64_t key) override {
        Shard& s = shard(key);
        std::lock_guard lock(s.mutex);
        SharedValue v = s.policy.lookup(key);
        (v ? s.hits : s.misses)++;
        return v;
    }
    void insert(uint64_t key, SharedValue value) override {
        Shard& s = shard(key);
        std::lock_guard lock(s.mutex);
        s.policy.insert(key, std::move(value));
    }
    void erase(uint64_t key) override {
        Shard& s = shard(key);
        std::lock_guard lock(s.mutex);
        s.policy.erase(key);
    }
    CacheStats stats() const override {
        CacheStats out;
        out.capacity = capacity_;
        for (const auto& s : shards_) {
            std::lock_guard lock(s->mutex);
            out.hits += s->hits;
            out.misses += s->misses;
            out.entries += s->policy.entries();
            out.bytes += s->policy.bytes();
        }
        return out;
    }

private:
    struct Shard {
        explicit Shard(uint64_t capacity) : policy(capacity) {}
        mutable std::mutex mutex;
        Policy policy;
        uint64_t hits = 0;
        uint64_t misses = 0;
    };

    Shard& shard(uint64_t key) {
        if (bits_ == 0) return *shards_[0];
        return *shards_[(key * 0x9E3779B97F4A7C15ull) >> (64 - bits_)];
    }

    uint64_t capacity_;
    std::vector<std::unique_ptr<Shard>> shards_;
    unsigned bits_ = 0;
};

}  // namespace wr::zdb
