// Pairs held in memory by a bulk loader until it writes them: the bytes of
// every key and value in large blocks (one allocation per block, not two per
// pair) and a compact entry per pair pointing into them, so that the memory a
// loader holds is what it counts (memoryBytes) and a sort moves only the
// entries. Keys compare bytewise (memcmp order, a shorter key first on a tie),
// the order of RocksDB's default comparator and of LMDB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "util/bytes.h"

namespace wr::kv {

class PairBuffer {
public:
    // Blocks of `blockBytes` (a pair larger than that gets a block of its own).
    explicit PairBuffer(size_t blockBytes);

    void add(BytesView key, BytesView value);
    size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    // The blocks that hold the pairs plus an entry per pair.
    uint64_t memoryBytes() const { return payloadBytes_ + entries_.size() * sizeof(Entry); }

    BytesView key(size_t i) const { return {entries_[i].data, entries_[i].keySize}; }
    BytesView value(size_t i) const { return {entries_[i].data + entries_[i].keySize, entries_[i].valueSize}; }

    // Orders the pairs by key; pairs with equal keys keep the order they were
    // added in, so the last of them is the one that counts.
    void sortByKey();
    // After sortByKey: true when a later pair has the same key, which
    // replaces this one.
    bool replacedByNext(size_t i) const { return i + 1 < entries_.size() && key(i + 1) == key(i); }

    // Forgets every pair; the blocks are freed, the entries' room is kept
    // for the next pairs.
    void clear();

private:
    struct Entry {
        // The key's first 8 bytes (zeros past its end) as a big-endian
        // number: it orders most pairs without reading their bytes.
        uint64_t prefix;
        const char* data;  // the key, then the value
        size_t keySize;
        size_t valueSize;
    };

    char* reserve(size_t bytes);

    size_t blockBytes_;
    std::vector<std::unique_ptr<char[]>> blocks_;
    size_t blockFree_ = 0;  // bytes left at the end of the last block
    char* blockNext_ = nullptr;
    uint64_t payloadBytes_ = 0;
    std::vector<Entry> entries_;
};

}  // namespace wr::kv
