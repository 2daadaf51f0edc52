// The ZDB flat index (seed 004 Sec. 2.1): an array of entry positions, one
// item per key of [k_min, k_max), in a memory-mapped file, so a look-up is
// one memory read and the index persists without a write path of its own.
// The layout is in zdb_format.h. Items are read and written byte by byte with
// relaxed atomics (items of 5..7 bytes are unaligned); FlatTable guards them
// with a sequence lock per data file so a reader never sees half an item.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>

#include "stores/zdb/zdb_format.h"
#include "util/file.h"
#include "util/mapped_file.h"
#include "util/result.h"

namespace wr::zdb {

// What an index file must match: item size, key range and data file count.
struct IndexShape {
    uint32_t itemBytes = 5;
    uint64_t kmin = 0;
    uint64_t kmax = 0;
    uint32_t files = 1;
    uint64_t slotCount() const { return kmax - kmin; }
    uint64_t fileBytes() const { return kIndexItemsOffset + slotCount() * itemBytes; }
};

class FlatIndex {
public:
    ~FlatIndex();
    FlatIndex(const FlatIndex&) = delete;
    FlatIndex& operator=(const FlatIndex&) = delete;

    // Maps an existing index file. NotFound when there is none, Corruption
    // when its size does not fit `shape` (the caller then rebuilds it).
    // Read-only opens map it privately: recovery may fix items in memory,
    // and nothing reaches the file.
    static Result<std::unique_ptr<FlatIndex>> open(const fs::path& path, const IndexShape& shape, bool readOnly);
    // Writes a new, empty index file atomically (temporary file, fsync,
    // rename) whose header checkpoints nothing, and maps it.
    static Result<std::unique_ptr<FlatIndex>> create(const fs::path& path, const IndexShape& shape);
    // An empty index in anonymous memory, for read-only opens that rebuild.
    static Result<std::unique_ptr<FlatIndex>> inMemory(const fs::path& path, const IndexShape& shape);

    const fs::path& path() const { return path_; }
    const IndexShape& shape() const { return shape_; }

    // The newer of the two header slots that is valid and fits the shape.
    std::optional<IndexHeader> header() const;
    // Writes `header` (its sequence raised past the current one) into the
    // older slot and syncs it; a crash mid-write leaves the other slot.
    Status writeHeader(IndexHeader header);
    // msync of the items: makes every item stored so far durable.
    Status syncItems();
    // Asks for the index to be mapped with huge pages (the store's
    // huge_pages option, docs/zdb.md): before its items are first touched,
    // so they come into the page cache 2 MiB at a time.
    void adviseHugePages() const { mapping_.adviseHugePages(); }

    // Item reads and writes are atomic per byte (per word for 4- and 8-byte
    // items); the orders let FlatTable build its sequence lock without
    // standalone fences (which the thread sanitizer cannot follow).
    uint64_t load(uint64_t slot, std::memory_order order = std::memory_order_relaxed) const {
        const unsigned char* p = items_ + slot * shape_.itemBytes;
        if (shape_.itemBytes == 8) return std::atomic_ref(*aligned<uint64_t>(p)).load(order);
        if (shape_.itemBytes == 4) return std::atomic_ref(*aligned<uint32_t>(p)).load(order);
        uint64_t v = 0;
        for (uint32_t i = 0; i < shape_.itemBytes; ++i) {
            v |= uint64_t{std::atomic_ref(const_cast<unsigned char&>(p[i])).load(order)} << (8 * i);
        }
        return v;
    }
    void store(uint64_t slot, uint64_t raw, std::memory_order order = std::memory_order_relaxed) {
        unsigned char* p = items_ + slot * shape_.itemBytes;
        if (shape_.itemBytes == 8) {
            std::atomic_ref(*aligned<uint64_t>(p)).store(raw, order);
        } else if (shape_.itemBytes == 4) {
            std::atomic_ref(*aligned<uint32_t>(p)).store(static_cast<uint32_t>(raw), order);
        } else {
            for (uint32_t i = 0; i < shape_.itemBytes; ++i) {
                std::atomic_ref(p[i]).store(static_cast<unsigned char>(raw >> (8 * i)), order);
            }
        }
    }
    // True when slots [first, first + count) are all 0: lets scans skip the
    // empty stretches of a sparse index a cache line at a time.
    bool allEmpty(uint64_t first, uint64_t count) const;
    // Calls visit(slot) for every slot in order but those of the stretches of
    // 64 all-empty slots, which it passes over a cache line at a time; an
    // error from visit ends the walk with it. stop() is asked every 65536
    // slots, skipped or not, and an error from it (cancellation) ends the walk.
    template <typename Stop, typename Visit>
    Status forEachSlot(Stop&& stop, Visit&& visit) const {
        const uint64_t count = shape_.slotCount();
        for (uint64_t slot = 0; slot < count; ++slot) {
            if ((slot & 0xffff) == 0) WR_RETURN_IF_ERROR(stop());
            if ((slot & 63) == 0 && slot + 64 <= count && allEmpty(slot, 64)) {
                slot += 63;
                continue;
            }
            WR_RETURN_IF_ERROR(visit(slot));
        }
        return Status::ok();
    }
    template <typename Visit>
    Status forEachSlot(Visit&& visit) const {
        return forEachSlot([] { return Status::ok(); }, visit);
    }

private:
    FlatIndex(fs::path path, const IndexShape& shape, File file, MappedFile mapping, bool shared);
    // Items of 4 and 8 bytes sit at multiples of their size from a page
    // boundary, so they can be read as one aligned word.
    template <typename T>
    static T* aligned(const unsigned char* p) {
        return reinterpret_cast<T*>(const_cast<unsigned char*>(p));
    }

    fs::path path_;
    IndexShape shape_;
    File file_;  // not open for in-memory indexes
    MappedFile mapping_;
    unsigned char* map_;
    unsigned char* items_;
    bool shared_;  // MAP_SHARED over the file: header and item writes reach it
};

}  // namespace wr::zdb
