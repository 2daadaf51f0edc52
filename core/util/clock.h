// Clocks: a monotonic one for measuring, a wall one for stored timestamps.
#pragma once

#include <time.h>

#include <chrono>
#include <cstdint>

namespace wr {

inline uint64_t monotonicNanos() {
    return static_cast<uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count());
}

inline int64_t unixMicros() {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Windows FILETIME: 100-ns intervals since 1601-01-01 UTC, the registry's
// last-write time format.
constexpr int64_t kFiletimeUnixEpoch = 116444736000000000LL;
inline int64_t unixMicrosToFiletime(int64_t micros) { return micros * 10 + kFiletimeUnixEpoch; }
inline int64_t filetimeToUnixMicros(int64_t filetime) { return (filetime - kFiletimeUnixEpoch) / 10; }
inline int64_t nowFiletime() { return unixMicrosToFiletime(unixMicros()); }
// The same at the resolution of the system's timer tick (1-4 ms on Linux;
// Windows' own last-write times tick with its timer too, every 15.6 ms by
// default): a few nanoseconds a read where the precise clock takes tens,
// which a hive paid on every change.
inline int64_t coarseNowFiletime() {
#if defined(CLOCK_REALTIME_COARSE)
    timespec now{};
    if (clock_gettime(CLOCK_REALTIME_COARSE, &now) == 0) {
        return unixMicrosToFiletime(int64_t(now.tv_sec) * 1000000 + now.tv_nsec / 1000);
    }
#endif
    return nowFiletime();
}

}  // namespace wr
