#include "util/freed_memory.h"

// Any C library header defines __GLIBC__ where glibc is the C library;
// without one the checks below would leave every call empty.
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace wr {

void returnLargeBlocksWhenFreed() {
#if defined(__GLIBC__)
    // Setting the threshold turns off its growth (mallopt(3)); 128 KiB is
    // glibc's own starting value.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

void shareFewArenas() {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 2);
#endif
}

void releaseFreeMemory() {
#if defined(__GLIBC__)
    // Walks every arena, not only the calling thread's, and returns whole free
    // pages anywhere in a heap, not only at its top.
    malloc_trim(0);
#endif
}

}  // namespace wr
