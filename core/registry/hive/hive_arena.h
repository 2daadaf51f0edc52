// Memory for the nodes of a hive's tree. A million keys each need one small
// block (header, name and packed values together); malloc would add 8-16
// bytes of bookkeeping to each and fragment as nodes grow value by value.
// This arena carves blocks out of chunks (64 KiB doubling to 1 MiB, so a
// small hive stays small) in 8-byte size classes and
// keeps a free list per class, so a block freed by a delete or a growth step
// is reused by the next block of that size. Blocks above 4 KiB go to malloc,
// and from 256 KiB on (a key of thousands of values) they are mapped on their
// own where the system can: such a block grows and shrinks by moving page
// tables (remap), where a copy cost its key's next change a copy of the whole
// block and a page fault for every page of the new one.
// Once chunks reach their full size, a helper thread keeps the next one
// ready, its pages already faulted in: taking them (a MiB of zeroed pages,
// tens of microseconds) was a sixth of inserting seed 003's tree, all of it
// inside a change and under the hive's writer lock.
// Not thread-safe: the hive calls it under its writer lock.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "util/wake_worker.h"

namespace wr::reg {

class HiveArena {
public:
    static constexpr size_t kGranule = 8;
    static constexpr size_t kMaxSmallBytes = 4096;
    static constexpr size_t kMinMappedBytes = size_t(256) << 10;

    HiveArena() = default;
    ~HiveArena();
    HiveArena(const HiveArena&) = delete;
    HiveArena& operator=(const HiveArena&) = delete;

    static size_t roundUp(size_t bytes) { return (bytes + kGranule - 1) & ~(kGranule - 1); }

    // `bytes` must be the same in allocate and deallocate; blocks are 8-aligned.
    void* allocate(size_t bytes);
    void deallocate(void* block, size_t bytes);
    // Gives a mapped block of `oldBytes` `newBytes`, keeping the contents the
    // two have in common, and returns where it now lies; null (and the block
    // unchanged) when `block` is not mapped or the system cannot remap it,
    // and the caller must copy. A block is mapped when it was allocated with
    // at least kMinMappedBytes and mapping it succeeded.
    void* remap(void* block, size_t oldBytes, size_t newBytes);
    bool isMapped(const void* block) const { return mapped_.count(block) != 0; }

    // Bytes taken from the system: chunks (the spare one included) plus large blocks.
    uint64_t reservedBytes() const {
        return chunkBytes_ + largeBytes_ + (spareReady_.load(std::memory_order_relaxed) ? kChunkBytes : 0);
    }

private:
    static constexpr size_t kFirstChunkBytes = size_t(64) << 10;
    static constexpr size_t kChunkBytes = size_t(1) << 20;

    struct FreeBlock {
        FreeBlock* next;
    };

    // A chunk of `bytes` with its pages faulted in: the spare when it is
    // ready and of that size, else a new one.
    char* takeChunk(size_t bytes);
    void prepareSpare();  // the helper's task

    FreeBlock* freeLists_[kMaxSmallBytes / kGranule + 1] = {};
    std::vector<char*> chunks_;
    char* cursor_ = nullptr;
    char* limit_ = nullptr;
    uint64_t chunkBytes_ = 0;
    uint64_t largeBytes_ = 0;
    std::unordered_set<const void*> mapped_;

    std::mutex spareMutex_;
    char* spare_ = nullptr;  // under spareMutex_
    std::atomic<bool> spareReady_{false};
    std::unique_ptr<WakeWorker> preparer_;  // last: stopped before the rest goes
};

}  // namespace wr::reg
