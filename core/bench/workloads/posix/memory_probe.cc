#include "bench/workloads/memory_probe.h"

#include <malloc.h>

#include <cstdio>
#include <cstring>

namespace wr::bench {

MemorySnapshot readMemory(HeapProbe heap) {
    MemorySnapshot m;
    if (FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof(line), f) != nullptr) {
            unsigned long long kb = 0;
            if (std::sscanf(line, "VmRSS: %llu kB", &kb) == 1)
                m.rssBytes = kb * 1024;
            else if (std::sscanf(line, "VmHWM: %llu kB", &kb) == 1)
                m.peakRssBytes = kb * 1024;
            else if (std::sscanf(line, "RssAnon: %llu kB", &kb) == 1)
                m.anonBytes = kb * 1024;
            else if (std::sscanf(line, "RssFile: %llu kB", &kb) == 1)
                m.fileBytes += kb * 1024;
            else if (std::sscanf(line, "RssShmem: %llu kB", &kb) == 1)
                m.fileBytes += kb * 1024;
        }
        std::fclose(f);
    }
    if (heap == HeapProbe::kMeasure) {
        struct mallinfo2 mi = mallinfo2();
        m.heapInUseBytes = mi.uordblks + mi.hblkhd;
    }
    return m;
}

bool resetPeakMemory() {
    FILE* f = std::fopen("/proc/self/clear_refs", "w");
    if (f == nullptr) return false;
    bool ok = std::fputs("5", f) >= 0;
    return std::fclose(f) == 0 && ok;
}

}  // namespace wr::bench
