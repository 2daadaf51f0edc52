// Clocks: a monotonic one for measuring, a wall one for stored timestamps.
#pragma once

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

}  // namespace wr
