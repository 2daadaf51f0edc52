#include "registry/hive/hive_arena.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

#include "util/page_memory.h"

namespace wr::reg {

namespace {

char* newChunk(size_t bytes) {
    char* chunk = static_cast<char*>(std::malloc(bytes));
    if (chunk == nullptr) throw std::bad_alloc();
    // The chunk will be filled: take its pages in one call rather than
    // one page fault per page (a third of loading a large hive).
    prefaultWritableMemory(chunk, bytes);
    return chunk;
}

}  // namespace

HiveArena::~HiveArena() {
    if (preparer_ != nullptr) preparer_->stop();
    std::free(spare_);
    for (char* chunk : chunks_) std::free(chunk);
}

char* HiveArena::takeChunk(size_t bytes) {
    if (bytes != kChunkBytes) return newChunk(bytes);
    char* chunk = nullptr;
    if (spareReady_.load(std::memory_order_acquire)) {
        std::lock_guard<std::mutex> guard(spareMutex_);
        std::swap(chunk, spare_);
        spareReady_.store(false, std::memory_order_relaxed);
    }
    if (chunk == nullptr) chunk = newChunk(bytes);
    // Only arenas that grow this far pay for the helper thread.
    if (preparer_ == nullptr) preparer_ = std::make_unique<WakeWorker>([this] { prepareSpare(); });
    preparer_->wake();
    return chunk;
}

void HiveArena::prepareSpare() {
    if (spareReady_.load(std::memory_order_acquire)) return;
    char* chunk = nullptr;
    try {
        chunk = newChunk(kChunkBytes);
    } catch (const std::bad_alloc&) {
        return;  // the next chunk is then taken by allocate(), which reports it
    }
    std::lock_guard<std::mutex> guard(spareMutex_);
    spare_ = chunk;
    spareReady_.store(true, std::memory_order_release);
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
        char* chunk = takeChunk(size);
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
