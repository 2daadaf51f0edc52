// A bounded cache of open leaf keys, so a hot get/put path does not reopen
// ROOT\DB\fe\40 on every call as seed 000 Fig. 4 does (RegOpenKeyEx, query,
// RegCloseKey per operation).
//
// When every leaf of the layout fits (16^(WR_D x WR_L) <= capacity: 1D_4L,
// 2D_2L and 4D_1L with the default 65536), the cache is a table indexed by the
// leaf's number: a lookup is one atomic load, takes no lock and lends the
// caller the cached handle without touching its reference count. Larger
// layouts get a set-associative cache (four slots per set, least recently
// used replaced) under striped mutexes, which hands out copies.
//
// A table slot whose key was deleted underneath it (a registry editor, an
// import) is retired rather than refilled, because callers may still be
// using the handle it lent; that leaf is then opened per call. Thread-safe.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "registry/registry.h"
#include "stores/wrindex/hashed_index.h"

namespace wr::kv::wrstore {

// A leaf's handle for the duration of one call: lent by the cache, or owned.
class LeafHandle {
public:
    const reg::Key& key() const { return borrowed_ != nullptr ? *borrowed_ : owned_; }
    void borrow(const reg::Key& key) { borrowed_ = &key; }
    void own(reg::Key key) {
        owned_ = std::move(key);
        borrowed_ = nullptr;
    }

private:
    const reg::Key* borrowed_ = nullptr;
    reg::Key owned_;
};

class KeyHandleCache {
public:
    // Room for at least `capacity` handles; 0 disables caching.
    KeyHandleCache(const IndexLayout& layout, size_t capacity);
    ~KeyHandleCache();

    bool find(const LeafId& id, LeafHandle& out);
    void insert(const LeafId& id, const reg::Key& key);
    void erase(const LeafId& id);

    size_t capacity() const { return table_ ? tableSize_ : slots_.size(); }
    const char* kind() const { return table_ ? "table" : "4-way"; }
    size_t size();
    // Leaf handles opened because the cache did not have them.
    uint64_t misses() const { return misses_.load(std::memory_order_relaxed); }

private:
    enum TableState : uint8_t { kEmpty, kFilling, kReady, kRetired };
    struct TableEntry {
        std::atomic<uint8_t> state{kEmpty};
        reg::Key key;
    };

    static constexpr size_t kWays = 4;
    static constexpr size_t kStripes = 64;
    struct Slot {
        LeafId id;
        reg::Key key;       // !isOpen(): empty slot
        uint64_t used = 0;  // stripe tick of the last use, for LRU within the set
    };
    struct alignas(64) Stripe {
        std::mutex mutex;
        uint64_t tick = 0;
    };

    size_t tableIndex(const LeafId& id) const { return static_cast<size_t>(id.high >> tableShift_); }
    size_t setOf(const LeafId& id) const { return static_cast<size_t>(id.hash()) & setMask_; }
    Stripe& stripeOf(size_t set) { return stripes_[set % kStripes]; }

    // Table mode.
    std::unique_ptr<TableEntry[]> table_;
    size_t tableSize_ = 0;
    int tableShift_ = 0;
    // Set-associative mode.
    std::vector<Slot> slots_;
    size_t setMask_ = 0;
    std::unique_ptr<Stripe[]> stripes_;

    std::atomic<uint64_t> misses_{0};
};

}  // namespace wr::kv::wrstore
