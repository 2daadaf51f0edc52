#include "registry/hive_arena.h"

#include <cstdlib>
#include <new>

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
