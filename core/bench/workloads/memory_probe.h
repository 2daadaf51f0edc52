// Process memory as seed 002 Sec. 4.4 measures it, and split the way a
// reader needs it: the peak resident set (VmHWM) after resetting it through
// /proc/self/clear_refs ("5"), minus the resident set at the reset; the heap
// in use (mallinfo2); and resident memory split into anonymous pages (heap,
// caches, memtables) and file-backed pages (memory-mapped store files, as
// LMDB and ZDB's index use) from /proc/self/status.
#pragma once

#include <cstdint>

namespace wr::bench {

struct MemorySnapshot {
    uint64_t rssBytes = 0;        // VmRSS
    uint64_t peakRssBytes = 0;    // VmHWM
    uint64_t anonBytes = 0;       // RssAnon
    uint64_t fileBytes = 0;       // RssFile + RssShmem
    uint64_t heapInUseBytes = 0;  // mallinfo2: uordblks + hblkhd
};

// Whether readMemory also asks the allocator for the heap in use: glibc's
// mallinfo2 walks every free chunk under the allocator's lock, so a thread
// that allocates waits for it (up to 3 ms a call in a store whose cache
// churns the heap).
enum class HeapProbe { kSkip, kMeasure };

MemorySnapshot readMemory(HeapProbe heap = HeapProbe::kMeasure);

// Resets VmHWM to the current RSS; false where the kernel does not allow it
// (then peaks count from process start, and results say so).
bool resetPeakMemory();

}  // namespace wr::bench
