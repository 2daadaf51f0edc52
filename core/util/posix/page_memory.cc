#include "util/page_memory.h"

#include <sys/mman.h>

#include "util/file.h"

namespace wr {

namespace {

size_t pageRound(size_t bytes) { return (bytes + pageBytes() - 1) / pageBytes() * pageBytes(); }

}  // namespace

void* allocatePages(size_t bytes) {
    void* block =
        ::mmap(nullptr, pageRound(bytes), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    return block == MAP_FAILED ? nullptr : block;
}

void freePages(void* block, size_t bytes) { ::munmap(block, pageRound(bytes)); }

void* resizePages(void* block, size_t oldBytes, size_t newBytes) {
    void* moved = ::mremap(block, pageRound(oldBytes), pageRound(newBytes), MREMAP_MAYMOVE);
    return moved == MAP_FAILED ? nullptr : moved;
}

// madvise wants a page boundary: the range is widened to the page holding
// its start (for a malloc'd block, malloc's own header: faulting it in too
// changes nothing).
void prefaultWritableMemory(void* data, size_t n) {
#if defined(MADV_POPULATE_WRITE)
    // A kernel without it (before 5.14) only loses the head start.
    auto page = static_cast<uintptr_t>(pageBytes());
    auto start = reinterpret_cast<uintptr_t>(data) / page * page;
    (void)::madvise(reinterpret_cast<void*>(start), reinterpret_cast<uintptr_t>(data) + n - start, MADV_POPULATE_WRITE);
#else
    (void)data;
    (void)n;
#endif
}

// Only the whole huge pages inside the range are asked for.
void adviseHugePages(void* data, size_t n) {
    constexpr uintptr_t kHuge = 2 << 20;
    auto begin = (reinterpret_cast<uintptr_t>(data) + kHuge - 1) & ~(kHuge - 1);
    auto end = (reinterpret_cast<uintptr_t>(data) + n) & ~(kHuge - 1);
    if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
}

}  // namespace wr
