// The time stamps of ZDB entries (seed 004 Sec. 2.2): wall-clock
// microseconds, made strictly increasing within a store so that merging the
// data files by time stamp gives the insertion order across files (Sec. 2.3),
// even for puts in the same microsecond or after the clock steps back.
#pragma once

#include <atomic>
#include <cstdint>

#include "util/clock.h"

namespace wr::zdb {

class EntryClock {
public:
    // A time stamp later than every one handed out or observed before.
    int64_t next() {
        int64_t now = unixMicros();
        int64_t last = last_.load(std::memory_order_relaxed);
        int64_t stamp;
        do {
            stamp = now > last ? now : last + 1;
        } while (!last_.compare_exchange_weak(last, stamp, std::memory_order_relaxed));
        return stamp;
    }
    // Raises the clock past a time stamp read back from the data files.
    void observe(int64_t stamp) {
        int64_t last = last_.load(std::memory_order_relaxed);
        while (stamp > last && !last_.compare_exchange_weak(last, stamp, std::memory_order_relaxed)) {
        }
    }
    int64_t last() const { return last_.load(std::memory_order_relaxed); }

private:
    std::atomic<int64_t> last_{0};
};

}  // namespace wr::zdb
