// The in-memory tree of a hive: compact nodes addressed by numeric id.
//
// Each key is one arena block: a 32-byte header, its name as written (UTF-8),
// its packed values (hive_values.h) and, at the very end of the block and
// growing towards the values, one name tag per value (names.h nameTag), so a
// lookup of a name the key does not hold reads one cache line of tags rather
// than every entry. Only keys searched that way keep their tags: a key with a
// ValueIndex leaves them stale, which spares its deletes a move of the tags
// after the deleted one, and tags its values again when it loses the index.
// The block's size follows from the name and values lengths
// and the value count (blockBytes), so no capacity is stored; the slack of a
// larger block lies between the values and the tags, so adding a value moves
// neither until the block is full. Subkeys
// are a sorted array of ids (case-insensitive name order, which is also the
// enumeration order) beside the namePrefix of each, so a search compares
// prefixes and reads the subkeys' own names only on a tie; a key without
// subkeys has none. Ids index a paged
// table, so a node can move when its values grow without anything else
// changing; a per-id generation, bumped when a key is deleted, lets a stale
// handle notice that its id now belongs to another key. Free ids are chained
// through their own table slots. The table's first page starts small and
// doubles until it is full, so opening a small hive does not clear the 1.5
// MiB a full page takes. The table covers ids densely only up to twice the
// keys the tree holds (or the snapshot being loaded says it holds); a key
// whose id lies above, kept by a snapshot or log after most keys were
// deleted, or claimed by a damaged or hostile file, gets its slot in a hash
// map instead, so memory follows the keys and not the highest id. New keys
// always take ids from the dense table.
//
// Not thread-safe: the hive holds a reader-writer lock around it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "registry/hive/hive_arena.h"
#include "registry/hive/hive_change.h"
#include "registry/hive/hive_values.h"
#include "registry/hive/value_indexer.h"
#include "util/status.h"

namespace wr::reg {

// How a search in a key without a ValueIndex spends its memory reads: one
// that expects to find the name walks the entries from the block's start,
// where a hit lies a few cache lines in; one that expects a new name reads
// the tags at the block's end first, and then usually no entry at all. A
// key with a ValueIndex asks the index either way.
enum class ValueSearch { kExpectFound, kExpectNew };

struct Node {
    uint32_t parent;
    uint32_t valuesSize;
    uint32_t* children;  // [capacity, count, ids[capacity], name prefixes[capacity]]; null without subkeys
    int64_t lastWrite;   // FILETIME
    uint32_t valueCount;
    uint16_t nameSize;  // bytes
    uint16_t unused;

    std::string_view name() const { return {reinterpret_cast<const char*>(this + 1), nameSize}; }
    const char* values() const { return reinterpret_cast<const char*>(this + 1) + nameSize; }
    char* values() { return reinterpret_cast<char*>(this + 1) + nameSize; }
    std::string_view valueBytes() const { return {values(), valuesSize}; }
    uint32_t childCount() const { return children == nullptr ? 0 : children[1]; }
    uint32_t child(uint32_t i) const { return children[2 + i]; }
    uint32_t childPrefix(uint32_t i) const { return children[2 + children[0] + i]; }
};
static_assert(sizeof(Node) == 32, "the node header is part of the memory budget");

class HiveTree {
public:
    static constexpr uint32_t kRootId = 0;
    static constexpr uint32_t kNoKey = UINT32_MAX;

    HiveTree();
    ~HiveTree();
    HiveTree(const HiveTree&) = delete;
    HiveTree& operator=(const HiveTree&) = delete;

    // --- reading
    const Node* node(uint32_t id) const {
        const IdSlot* s = idSlot(id);
        if (s == nullptr || (s->node & kFreeTag) != 0) return nullptr;
        return reinterpret_cast<const Node*>(static_cast<uintptr_t>(s->node));
    }
    uint32_t generation(uint32_t id) const {
        const IdSlot* s = idSlot(id);
        return s == nullptr ? 0 : s->generation;
    }
    uint32_t findChild(const Node& parent, std::string_view name) const;  // kNoKey when absent
    // "A\\B\\C" from the root; empty for the root itself.
    std::string path(uint32_t id) const;
    // Levels below the root: 1 for a subkey of the root.
    size_t depth(uint32_t id) const;
    // The entry named `name`; its position is set in a key without a ValueIndex.
    std::optional<ValueEntry> findValue(uint32_t id, const Node& node, std::string_view name, ValueSearch search) const;
    ValueEntry valueAt(uint32_t id, const Node& node, uint32_t position) const;
    // Starts loading what setting a value of `node` writes besides what its
    // search reads: the end of its values and its last tags or, with a
    // ValueIndex, the end of the index's offsets. In a tree far larger than
    // the caches each is a miss; started here they overlap the search's
    // own misses instead of following them one by one.
    void prefetchForSet(uint32_t id, const Node& node) const;
    bool hasValueIndex(uint32_t id) const { return indexOf(id) != nullptr; }
    // Starts loading what a search for `name` reads first in a key with a ValueIndex.
    void prefetchSearch(uint32_t id, std::string_view name) const {
        if (const ValueIndex* index = indexOf(id)) index->prefetchSlotOf(name);
    }
    // Bytes of `id`'s values that are holes (hive_values.h): its values
    // without them are valuesSize minus these, in readLiveValueEntry order.
    uint32_t holeBytes(uint32_t id) const {
        const ValueIndex* index = indexOf(id);
        return index == nullptr ? 0 : index->holeBytes();
    }
    int64_t clock() const { return clock_; }

    // --- changing. apply() checks that the change fits the tree (the ids
    // exist, a name is free, ...) and changes nothing when it does not.
    Status apply(const Change& change);
    // apply() of a kSetValue or kDeleteValue when the caller, under the same
    // lock, has just looked the value up: `existing` is findValue's answer
    // for its name.
    Status applyLookedUp(const Change& change, const std::optional<ValueEntry>& existing);
    // An id for a new key; releaseId returns one that was not used after all.
    uint32_t allocateId();
    void releaseId(uint32_t id);

    // --- loading a snapshot: keys in pre-order, subkeys in name order.
    // The value indexes of large keys are built on a helper thread
    // (value_indexer.h); finishLoad gives them to their keys. expectKeys,
    // before the first key, says how many the snapshot can hold, which lets
    // the id table cover their ids densely from the start.
    void expectKeys(uint64_t keys) { expectedKeys_ = keys; }
    Status loadKey(uint32_t id, uint32_t parent, std::string_view name, int64_t lastWrite, uint32_t childCount,
                   uint32_t valueCount, std::string_view values);
    Status finishLoad(int64_t clock);
    // After a replay, which reuses ids as the log says rather than as allocateId would.
    void rebuildFreeIds();

    // --- counters
    uint64_t keyCount() const { return keyCount_; }  // the root not included
    uint64_t valueCount() const { return valueCount_; }
    uint64_t rawBytes() const { return rawBytes_; }  // names plus data as set
    uint64_t memoryBytes() const;

private:
    static constexpr uint32_t kPageBits = 16;
    static constexpr uint32_t kPageMask = (1u << kPageBits) - 1;
    static constexpr uint64_t kFreeTag = 1;  // a free slot holds (next free id << 1) | 1

    // What is kept per id, together, so a lookup finds a key's node, its
    // generation and its value index with one memory access.
    struct IdSlot {
        uint64_t node = 0;                  // Node*, or a free-list link
        std::unique_ptr<ValueIndex> index;  // keys with many values only
        uint32_t generation = 0;
    };
    const IdSlot* idSlot(uint32_t id) const {
        if (id < slotCount_) return &ids_[id >> kPageBits][id & kPageMask];
        return sparse_.empty() ? nullptr : sparseSlot(id);
    }
    const IdSlot* sparseSlot(uint32_t id) const;
    // Whether the dense table may grow to cover `id`.
    bool mayCoverDensely(uint32_t id) const;
    // Calls f(id, node) for every key, the root included.
    template <class F>
    void forEachNode(F f) const;

    // Blocks up to this size fit their key exactly; larger ones have slack.
    static constexpr size_t kExactBlockBytes = 256;
    // The arena block of a key with these lengths: header, name, values and
    // one tag per value.
    static size_t blockBytes(size_t nameSize, size_t valuesSize, uint32_t valueCount);
    static size_t blockBytes(const Node& node) { return blockBytes(node.nameSize, node.valuesSize, node.valueCount); }
    // The tag of the value at `position` is tagsEnd(node)[-1 - position].
    static uint8_t* tagsEnd(const Node& node) {
        return reinterpret_cast<uint8_t*>(const_cast<Node*>(&node)) + blockBytes(node);
    }

    Node* mutableNode(uint32_t id) const { return const_cast<Node*>(node(id)); }
    IdSlot& slot(uint32_t id);  // adds slots as needed
    // Grows the first page (moving its slots) or adds a page, and moves the
    // sparse slots the table now covers into it.
    void addSlots();
    void chainFree(uint32_t id);  // puts a dense id at the head of the free list
    void setNode(uint32_t id, Node* node);
    void freeId(uint32_t id);
    Node* allocateNode(std::string_view name, uint32_t valuesSize, uint32_t valueCount);
    // Gives the node `valuesSize` bytes of values and `valueCount` tags,
    // moving it to a new block when its block size changes and then keeping
    // the first `keepValues` bytes of its values and the first `keepTags` tags.
    Node* resizeValues(uint32_t id, Node* node, uint32_t valuesSize, uint32_t valueCount, uint32_t keepValues,
                       uint32_t keepTags);
    void freeNode(Node* node);

    void insertChild(Node* parent, uint32_t id, std::string_view name);
    void removeChild(Node* parent, uint32_t id);
    size_t lowerBound(const Node& parent, std::string_view name) const;
    void setChildCapacity(Node* node, uint32_t capacity);

    void deleteSubtree(uint32_t id);
    ValueIndex* indexOf(uint32_t id) const { return idSlot(id)->index.get(); }
    // Gives the key an index, rebuilds it, or drops it when the key has
    // become small (and then tags its values again).
    void reindexValues(uint32_t id, Node& node);
    static void tagValues(Node& node);
    // Cuts the holes out of the node's values and rebuilds its index, or
    // drops it when the key has become small. Returns the node, which may move.
    Node* closeHoles(uint32_t id, Node* node);
    static uint64_t rawValueBytes(const Node& node);

    Status createKeys(const Change& change);
    Status setValue(uint32_t id, std::string_view entry, const std::optional<ValueEntry>* existing);
    Status deleteValue(uint32_t id, std::string_view name, const std::optional<ValueEntry>* existing);
    Status deleteKey(uint32_t id);
    Status clearKey(uint32_t id);
    Status renameKey(uint32_t id, std::string_view newName);
    Status missingKey(uint32_t id) const;

    HiveArena arena_;
    std::vector<std::unique_ptr<IdSlot[]>> ids_;   // pages of 2^kPageBits slots
    uint64_t slotCount_ = 0;                       // ids below it have a slot (64 bits: no wrap at the top id)
    uint32_t denseEnd_ = 0;                        // above every dense id ever used
    std::unordered_map<uint32_t, IdSlot> sparse_;  // the slots of keys above the dense table
    uint64_t expectedKeys_ = 0;                    // during a load: the keys the snapshot can hold
    uint32_t freeHead_ = kNoKey;                   // dense ids only
    int64_t clock_ = 0;
    uint64_t keyCount_ = 0;
    uint64_t valueCount_ = 0;
    uint64_t rawBytes_ = 0;
    // During a load only; the destructor joins it before it frees the blocks it reads.
    std::unique_ptr<ValueIndexer> indexer_;
};

}  // namespace wr::reg
