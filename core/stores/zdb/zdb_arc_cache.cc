// Adaptive Replacement Cache (Megiddo and Modha, FAST 2003; seed 004 Sec.
// 2.9 names it), with sizes in bytes rather than pages:
//   T1  values seen once recently          B1  keys recently evicted from T1
//   T2  values seen at least twice         B2  keys recently evicted from T2
// p is the byte target for T1. A miss that hits the ghost list B1 means T1
// was too small: p grows; a hit in B2 shrinks it. Replacement evicts from T1
// while it is over p, else from T2. A one-time scan therefore passes through
// T1 and cannot flush the values used repeatedly, which LRU lets it do.
#include <array>
#include <list>

#include "stores/zdb/zdb_key_map.h"
#include "stores/zdb/zdb_sharded_cache.h"

namespace wr::zdb {

namespace {

class ArcPolicy {
public:
    explicit ArcPolicy(uint64_t capacity) : c_(capacity) {}

    SharedValue lookup(uint64_t key) {
        Where* it = index_.find(key);
        if (it == nullptr || !resident(it->list)) return nullptr;
        SharedValue value = it->node->value;
        moveTo(*it, kT2);
        return value;
    }

    void insert(uint64_t key, SharedValue value) {
        uint64_t charge = cacheCharge(*value);
        Where* it = index_.find(key);
        if (charge > c_) {
            erase(key);
            return;
        }
        if (it != nullptr && resident(it->list)) {
            // A new value for a cached key: a second use, so it goes to T2.
            unlink(*it);
            index_.erase(key);
            makeRoom(charge, false);
            add(key, std::move(value), charge, kT2);
        } else if (it != nullptr && it->list == kB1) {
            p_ = std::min(c_, p_ + std::max(charge, size_[kB1] ? charge * size_[kB2] / size_[kB1] : charge));
            unlink(*it);
            index_.erase(key);
            makeRoom(charge, false);
            add(key, std::move(value), charge, kT2);
        } else if (it != nullptr && it->list == kB2) {
            uint64_t delta = std::max(charge, size_[kB2] ? charge * size_[kB1] / size_[kB2] : charge);
            p_ = p_ > delta ? p_ - delta : 0;
            unlink(*it);
            index_.erase(key);
            makeRoom(charge, true);
            add(key, std::move(value), charge, kT2);
        } else {
            if (size_[kT1] + size_[kB1] + charge > c_) {
                while (size_[kB1] > 0 && size_[kT1] + size_[kB1] + charge > c_) dropLast(kB1);
                while (size_[kT1] > 0 && size_[kT1] + charge > c_) dropLast(kT1);
            } else {
                while (size_[kB2] > 0 && total() + charge > 2 * c_) dropLast(kB2);
            }
            makeRoom(charge, false);
            add(key, std::move(value), charge, kT1);
        }
        trimGhosts();
    }

    void erase(uint64_t key) {
        Where* it = index_.find(key);
        if (it == nullptr) return;
        unlink(*it);
        index_.erase(key);
    }

    uint64_t entries() const { return count_[kT1] + count_[kT2]; }
    uint64_t bytes() const { return size_[kT1] + size_[kT2]; }

private:
    enum ListId { kT1, kT2, kB1, kB2 };
    struct Node {
        uint64_t key;
        SharedValue value;  // null in the ghost lists
        uint64_t charge;
    };
    struct Where {
        ListId list = kT1;
        std::list<Node>::iterator node;
    };

    static bool resident(ListId list) { return list == kT1 || list == kT2; }
    uint64_t total() const { return size_[kT1] + size_[kT2] + size_[kB1] + size_[kB2]; }

    void add(uint64_t key, SharedValue value, uint64_t charge, ListId list) {
        lists_[list].push_front({key, std::move(value), charge});
        size_[list] += charge;
        ++count_[list];
        index_.set(key, {list, lists_[list].begin()});
    }

    void unlink(const Where& where) {
        size_[where.list] -= where.node->charge;
        --count_[where.list];
        lists_[where.list].erase(where.node);
    }

    // Moves a node to the front of `list` (a ghost loses its value).
    void moveTo(Where& where, ListId list) {
        size_[where.list] -= where.node->charge;
        --count_[where.list];
        size_[list] += where.node->charge;
        ++count_[list];
        if (!resident(list)) where.node->value.reset();
        lists_[list].splice(lists_[list].begin(), lists_[where.list], where.node);
        where.list = list;
    }

    void dropLast(ListId list) { erase(lists_[list].back().key); }

    // REPLACE of the paper, until `charge` more bytes fit in T1 + T2.
    void makeRoom(uint64_t charge, bool hitInB2) {
        while (size_[kT1] + size_[kT2] + charge > c_) {
            bool fromT1 = size_[kT1] > 0 && (size_[kT1] > p_ || (hitInB2 && size_[kT1] >= p_) || size_[kT2] == 0);
            ListId from = fromT1 ? kT1 : kT2;
            moveTo(*index_.find(lists_[from].back().key), fromT1 ? kB1 : kB2);
        }
    }

    // The directory bounds of ARC: |T1| + |B1| <= c and everything <= 2c.
    void trimGhosts() {
        while (size_[kB1] > 0 && size_[kT1] + size_[kB1] > c_) dropLast(kB1);
        while (size_[kB2] > 0 && total() > 2 * c_) dropLast(kB2);
    }

    uint64_t c_;
    uint64_t p_ = 0;
    std::array<std::list<Node>, 4> lists_;
    std::array<uint64_t, 4> size_{};
    std::array<uint64_t, 4> count_{};
    KeyMap<Where> index_;
};

}  // namespace

std::unique_ptr<ValueCache> makeArcCache(uint64_t capacityBytes) {
    return std::make_unique<ShardedCache<ArcPolicy>>(capacityBytes);
}

}  // namespace wr::zdb
