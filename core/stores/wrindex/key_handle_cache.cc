#include "stores/wrindex/key_handle_cache.h"

#include <bit>

namespace wr::kv::wrstore {

KeyHandleCache::KeyHandleCache(const IndexLayout& layout, size_t capacity) {
    int nibbles = layout.depth * layout.length;
    if (capacity == 0) return;
    if (nibbles <= 15 && (uint64_t(1) << (4 * nibbles)) <= capacity) {
        tableSize_ = size_t(1) << (4 * nibbles);
        tableShift_ = 64 - 4 * nibbles;  // the leaf's nibbles lead LeafId::high
        table_.reset(new TableEntry[tableSize_]);
        return;
    }
    size_t sets = std::bit_ceil((capacity + kWays - 1) / kWays);
    slots_.resize(sets * kWays);
    setMask_ = sets - 1;
    stripes_.reset(new Stripe[kStripes]);
}

KeyHandleCache::~KeyHandleCache() = default;

bool KeyHandleCache::find(const LeafId& id, LeafHandle& out) {
    if (table_) {
        TableEntry& e = table_[tableIndex(id)];
        if (e.state.load(std::memory_order_acquire) != kReady) return false;
        out.borrow(e.key);
        return true;
    }
    if (slots_.empty()) return false;
    size_t set = setOf(id);
    Stripe& stripe = stripeOf(set);
    std::lock_guard lock(stripe.mutex);
    for (size_t w = 0; w < kWays; ++w) {
        Slot& slot = slots_[set * kWays + w];
        if (slot.key.isOpen() && slot.id == id) {
            slot.used = ++stripe.tick;
            out.own(slot.key);
            return true;
        }
    }
    return false;
}

void KeyHandleCache::insert(const LeafId& id, const reg::Key& key) {
    misses_.fetch_add(1, std::memory_order_relaxed);
    if (table_) {
        TableEntry& e = table_[tableIndex(id)];
        uint8_t expected = kEmpty;
        if (e.state.compare_exchange_strong(expected, kFilling, std::memory_order_acq_rel)) {
            e.key = key;
            e.state.store(kReady, std::memory_order_release);
        }
        return;
    }
    if (slots_.empty()) return;
    size_t set = setOf(id);
    Stripe& stripe = stripeOf(set);
    std::lock_guard lock(stripe.mutex);
    Slot* victim = &slots_[set * kWays];
    for (size_t w = 0; w < kWays; ++w) {
        Slot& slot = slots_[set * kWays + w];
        if (slot.key.isOpen() && slot.id == id) {  // another thread cached it first
            victim = &slot;
            break;
        }
        if (!slot.key.isOpen()) {
            victim = &slot;
        } else if (victim->key.isOpen() && slot.used < victim->used) {
            victim = &slot;
        }
    }
    victim->id = id;
    victim->key = key;
    victim->used = ++stripe.tick;
}

void KeyHandleCache::erase(const LeafId& id) {
    if (table_) {
        uint8_t expected = kReady;
        table_[tableIndex(id)].state.compare_exchange_strong(expected, kRetired, std::memory_order_acq_rel);
        return;
    }
    if (slots_.empty()) return;
    size_t set = setOf(id);
    std::lock_guard lock(stripeOf(set).mutex);
    for (size_t w = 0; w < kWays; ++w) {
        Slot& slot = slots_[set * kWays + w];
        if (slot.id == id) slot.key.close();
    }
}

size_t KeyHandleCache::size() {
    size_t n = 0;
    if (table_) {
        for (size_t i = 0; i < tableSize_; ++i) n += table_[i].state.load(std::memory_order_relaxed) == kReady ? 1 : 0;
        return n;
    }
    for (size_t set = 0; set * kWays < slots_.size(); ++set) {
        std::lock_guard lock(stripeOf(set).mutex);
        for (size_t w = 0; w < kWays; ++w) n += slots_[set * kWays + w].key.isOpen() ? 1 : 0;
    }
    return n;
}

}  // namespace wr::kv::wrstore
