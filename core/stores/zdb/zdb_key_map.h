// A hash map from integer keys to small values, in one flat array: linear
// probing, at most half full, deletion by backward shift (no tombstones).
// The value caches' index (zdb_lru_cache.cc, zdb_arc_cache.cc): a get that
// misses the cache, the common case, then costs a probe of a cache line or
// two instead of a walk through std::unordered_map's nodes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace wr::zdb {

template <typename V>
class KeyMap {
public:
    KeyMap() : slots_(16) {}

    // The key's value, or null.
    V* find(uint64_t key) {
        for (size_t i = home(key);; i = (i + 1) & mask()) {
            Slot& s = slots_[i];
            if (!s.used) return nullptr;
            if (s.key == key) return &s.value;
        }
    }

    // Sets the key's value, adding the key when it is absent.
    void set(uint64_t key, V value) {
        if (V* found = find(key)) {
            *found = std::move(value);
            return;
        }
        if (2 * (size_ + 1) > slots_.size()) grow();
        place(key, std::move(value));
    }

    // Whether the key was there.
    bool erase(uint64_t key) {
        size_t i = home(key);
        for (;; i = (i + 1) & mask()) {
            if (!slots_[i].used) return false;
            if (slots_[i].key == key) break;
        }
        // Pull later members of the probe run back into the hole, unless
        // that would put one before its home slot.
        for (size_t j = (i + 1) & mask(); slots_[j].used; j = (j + 1) & mask()) {
            if (((j - home(slots_[j].key)) & mask()) >= ((j - i) & mask())) {
                slots_[i] = std::move(slots_[j]);
                i = j;
            }
        }
        slots_[i] = Slot{};
        --size_;
        return true;
    }

    size_t size() const { return size_; }

private:
    struct Slot {
        uint64_t key = 0;
        bool used = false;
        V value{};
    };

    size_t mask() const { return slots_.size() - 1; }
    // Keys reach a cache shard by the top bits of one multiplicative hash
    // (zdb_sharded_cache.h); another multiplier spreads them within it.
    size_t home(uint64_t key) const {
        uint64_t h = key * 0xD6E8FEB86659FD93ull;
        return static_cast<size_t>(h ^ (h >> 32)) & mask();
    }

    void place(uint64_t key, V value) {
        size_t i = home(key);
        while (slots_[i].used) i = (i + 1) & mask();
        slots_[i] = Slot{key, true, std::move(value)};
        ++size_;
    }

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        size_ = 0;
        for (auto& s : old) {
            if (s.used) place(s.key, std::move(s.value));
        }
    }

    std::vector<Slot> slots_;
    size_t size_ = 0;
};

}  // namespace wr::zdb
