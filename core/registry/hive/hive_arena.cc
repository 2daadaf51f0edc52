#include "registry/hive/hive_arena.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <new>

#include "util/page_memory.h"

namespace wr::reg {

HiveArena::~HiveArena() {
    for (char* chunk : chunks_) std::free(chunk);
}

void* HiveArena::allocate(size_t bytes) {
    bytes = roundUp(bytes == 0 ? 1 : bytes);
    if (bytes >= kMinMappedBytes) {
        // Its pages taken in one call, as the arena's chunks are: the block
        // is about to be filled (a load, a copy), and page by page the faults
        // took a sixth of loading a hive of large keys.
        // Past the system's limit of mappings, malloc serves it instead.
        if (void* block = allocatePages(bytes); block != nullptr) {
            mapped_.insert(block);
            largeBytes_ += bytes;
            return block;
        }
    }
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
        size_t size = std::min(kChunkBytes, kFirstChunkBytes << std::min<size_t>(chunks_.size(), 4));
        char* chunk = static_cast<char*>(std::malloc(size));
        if (chunk == nullptr) throw std::bad_alloc();
        // The chunk will be filled: take its pages in one call rather than
        // one page fault per page (a third of loading a large hive).
        prefaultWritableMemory(chunk, size);
        chunks_.push_back(chunk);
        chunkBytes_ += size;
        cursor_ = chunk;
        limit_ = chunk + size;
    }
    void* block = cursor_;
    cursor_ += bytes;
    return block;
}

void HiveArena::deallocate(void* block, size_t bytes) {
    if (block == nullptr) return;
    bytes = roundUp(bytes == 0 ? 1 : bytes);
    if (bytes >= kMinMappedBytes && mapped_.erase(block) != 0) {
        freePages(block, bytes);
        largeBytes_ -= bytes;
        return;
    }
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
    oldBytes = roundUp(oldBytes);
    newBytes = roundUp(newBytes);
    if (newBytes < kMinMappedBytes || !isMapped(block)) return nullptr;
    void* moved = resizePages(block, oldBytes, newBytes);
    if (moved == nullptr) return nullptr;
    mapped_.erase(block);
    mapped_.insert(moved);
    largeBytes_ = largeBytes_ - oldBytes + newBytes;
    return moved;
}

}  // namespace wr::reg
