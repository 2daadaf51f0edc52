#include "registry/hive_arena.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace wr::reg {

HiveArena::~HiveArena() {
    for (char* chunk : chunks_) std::free(chunk);
}

void* HiveArena::allocate(size_t bytes) {
    bytes = roundUp(bytes == 0 ? 1 : bytes);
    if (bytes > kMaxSmallBytes) {
        void* block = std::malloc(bytes);
        if (block == nullptr) throw std::bad_alloc();
        largeBytes_ += bytes;
        return block;
    }
    FreeBlock*& head = freeLists_[bytes / kGranule];
    if (head != nullptr) {
        FreeBlock* block = head;
        head = block->next;
        return block;
    }
    if (static_cast<size_t>(limit_ - cursor_) < bytes) {
        // The tail of the old chunk (under 4 KiB) is left unused.
        char* chunk = static_cast<char*>(std::malloc(kChunkBytes));
        if (chunk == nullptr) throw std::bad_alloc();
#if defined(MADV_POPULATE_WRITE)
        // The chunk will be filled: take its pages in one call rather than
        // one page fault per page (a third of loading a large hive).
        // (madvise wants a page boundary; the page before the chunk's start
        // holds malloc's own header, so faulting it in too changes nothing.)
        auto page = static_cast<uintptr_t>(::sysconf(_SC_PAGESIZE));
        auto start = reinterpret_cast<uintptr_t>(chunk) / page * page;
        (void)madvise(reinterpret_cast<void*>(start), reinterpret_cast<uintptr_t>(chunk) + kChunkBytes - start,
                      MADV_POPULATE_WRITE);
#endif
        chunks_.push_back(chunk);
        cursor_ = chunk;
        limit_ = chunk + kChunkBytes;
    }
    void* block = cursor_;
    cursor_ += bytes;
    return block;
}

void HiveArena::deallocate(void* block, size_t bytes) {
    if (block == nullptr) return;
    bytes = roundUp(bytes == 0 ? 1 : bytes);
    if (bytes > kMaxSmallBytes) {
        std::free(block);
        largeBytes_ -= bytes;
        return;
    }
    auto* freed = static_cast<FreeBlock*>(block);
    FreeBlock*& head = freeLists_[bytes / kGranule];
    freed->next = head;
    head = freed;
}

}  // namespace wr::reg
