#include "process_times.h"

#include <windows.h>

#include <cstdint>

namespace wr::cli {

double processCpuSeconds() {
    FILETIME created{}, exited{}, kernel{}, user{};
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return 0;
    // FILETIMEs count 100 ns ticks.
    auto seconds = [](const FILETIME& t) { return double((uint64_t{t.dwHighDateTime} << 32) | t.dwLowDateTime) / 1e7; };
    return seconds(kernel) + seconds(user);
}

}  // namespace wr::cli
