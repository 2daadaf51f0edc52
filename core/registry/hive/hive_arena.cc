#include "registry/hive/hive_arena.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#include "util/file.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace wr::reg {

HiveArena::~HiveArena() {
    for (char* chunk : chunks_) std::free(chunk);
}

#if defined(__linux__)
namespace {

size_t pageRound(size_t bytes) { return (bytes + pageBytes() - 1) / pageBytes() * pageBytes(); }

}  // namespace
#endif

void* HiveArena::allocate(size_t bytes) {
    bytes = roundUp(bytes == 0 ? 1 : bytes);
#if defined(__linux__)
    if (bytes >= kMinMappedBytes) {
        // Its pages taken in one call, as the arena's chunks are: the block
        // is about to be filled (a load, a copy), and page by page the faults
        // took a sixth of loading a hive of large keys.
        void* block = ::mmap(nullptr, pageRound(bytes), PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        // Past the system's limit of mappings, malloc serves it instead.
        if (block != MAP_FAILED) {
            mapped_.insert(block);
            largeBytes_ += bytes;
            return block;
        }
    }
#endif
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
        auto page = static_cast<uintptr_t>(pageBytes());
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
#if defined(__linux__)
    if (bytes >= kMinMappedBytes && mapped_.erase(block) != 0) {
        ::munmap(block, pageRound(bytes));
        largeBytes_ -= bytes;
        return;
    }
#endif
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

void* HiveArena::remap(void* block, size_t oldBytes, size_t newBytes) {
#if defined(__linux__)
    oldBytes = roundUp(oldBytes);
    newBytes = roundUp(newBytes);
    if (newBytes < kMinMappedBytes || !isMapped(block)) return nullptr;
    void* moved = ::mremap(block, pageRound(oldBytes), pageRound(newBytes), MREMAP_MAYMOVE);
    if (moved == MAP_FAILED) return nullptr;
    mapped_.erase(block);
    mapped_.insert(moved);
    largeBytes_ = largeBytes_ - oldBytes + newBytes;
    return moved;
#else
    (void)block;
    (void)oldBytes;
    (void)newBytes;
    return nullptr;
#endif
}

}  // namespace wr::reg
