#include "util/page_memory.h"

#include <windows.h>

namespace wr {

void* allocatePages(size_t bytes) { return VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE); }

void freePages(void* block, size_t) { VirtualFree(block, 0, MEM_RELEASE); }

// Windows cannot move pages to a new address without copying them: the
// caller copies.
void* resizePages(void*, size_t, size_t) { return nullptr; }

// Pages fault in on first touch; huge pages need a privilege ordinary users
// lack. Both hints are left out.
void prefaultWritableMemory(void*, size_t) {}

void adviseHugePages(void*, size_t) {}

}  // namespace wr
