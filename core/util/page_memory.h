// Memory in whole pages straight from the system, for blocks too large for
// malloc's heap to serve well (the hive's large keys), and hints about memory
// about to be filled. mmap and madvise on POSIX, VirtualAlloc on Windows; one
// source per platform (util/posix/, util/win32/). Each hint may do nothing.
#pragma once

#include <cstddef>

namespace wr {

// `bytes` rounded up to pages, writable, zero-filled and already faulted
// in; nullptr when the system refuses (past its limit of mappings, say).
void* allocatePages(size_t bytes);
void freePages(void* block, size_t bytes);
// The block grown or shrunk to `newBytes`, moved if need be without copying
// (mremap); nullptr when the system cannot, the block then unchanged.
void* resizePages(void* block, size_t oldBytes, size_t newBytes);
// Hints: faults [data, data + n) in writable ahead of the stores that will
// fill it; asks for huge pages for [data, data + n) before it is first touched.
void prefaultWritableMemory(void* data, size_t n);
void adviseHugePages(void* data, size_t n);

}  // namespace wr
