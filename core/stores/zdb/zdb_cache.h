// The value cache of a ZDB store (seed 004 Sec. 2.9): records (values, or
// whole buckets in string mode) keyed by their integer key, bounded in bytes,
// with a least-recently-used or an ARC (Megiddo and Modha, FAST 2003)
// replacement policy. Values are immutable and shared, so a hit copies no
// bytes under the cache's lock. The cache is split into shards by key, each
// with its own lock and its share of the capacity. It only ever holds clean
// copies of what the tables hold: dirty records of the asynchronous write
// mode live in the write-back buffer (zdb_write_back.h), never only here.
// What gets in (a get's second miss of a key; puts only invalidate) is
// decided in front of the cache, by Records (zdb_records.h).
#pragma once

#include <cstdint>
#include <memory>

#include "util/bytes.h"

namespace wr::zdb {

using SharedValue = std::shared_ptr<const Bytes>;

struct CacheStats {
    uint64_t hits = 0;
    uint64_t misses = 0;
    uint64_t entries = 0;
    uint64_t bytes = 0;     // charged bytes of the resident values
    uint64_t capacity = 0;  // bytes
};

class ValueCache {
public:
    virtual ~ValueCache() = default;
    // The cached value, or null (a miss).
    virtual SharedValue lookup(uint64_t key) = 0;
    // Caches `value` for `key`, replacing what was there; values larger than
    // a shard's capacity are not cached (and evict the key's old value).
    virtual void insert(uint64_t key, SharedValue value) = 0;
    virtual void erase(uint64_t key) = 0;
    virtual CacheStats stats() const = 0;
};

// What a cached value costs: its bytes plus the bookkeeping around it.
inline uint64_t cacheCharge(const Bytes& value) { return value.size() + 96; }

std::unique_ptr<ValueCache> makeLruCache(uint64_t capacityBytes);
std::unique_ptr<ValueCache> makeArcCache(uint64_t capacityBytes);

}  // namespace wr::zdb
