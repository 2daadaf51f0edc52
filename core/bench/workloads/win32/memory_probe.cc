#include <windows.h>
// windows.h first: psapi.h needs its types.
#include <psapi.h>

#include "bench/workloads/memory_probe.h"

namespace wr::bench {

// The working set stands for the resident set, private bytes for anonymous
// memory. Windows reports neither the file-backed part nor the heap in use
// in one call: those stay 0.
MemorySnapshot readMemory(HeapProbe) {
    MemorySnapshot m;
    PROCESS_MEMORY_COUNTERS_EX counters{};
    if (GetProcessMemoryInfo(GetCurrentProcess(), reinterpret_cast<PROCESS_MEMORY_COUNTERS*>(&counters),
                             sizeof counters)) {
        m.rssBytes = counters.WorkingSetSize;
        m.peakRssBytes = counters.PeakWorkingSetSize;
        m.anonBytes = counters.PrivateUsage;
    }
    return m;
}

// Windows keeps the peak working set from process start.
bool resetPeakMemory() { return false; }

}  // namespace wr::bench
