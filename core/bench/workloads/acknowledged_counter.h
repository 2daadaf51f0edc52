// YCSB's AcknowledgedCounterGenerator: inserts are numbered in order, may
// finish out of order, and "latest" is the highest number below which every
// insert has finished, so a request never names a record still being put.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <set>

namespace wr::bench {

class AcknowledgedCounter {
public:
    explicit AcknowledgedCounter(uint64_t next) : next_(next), limit_(next == 0 ? 0 : next - 1) {}
    uint64_t take() { return next_.fetch_add(1); }
    void acknowledge(uint64_t n) {
        std::lock_guard<std::mutex> lock(mutex_);
        done_.insert(n);
        uint64_t limit = limit_.load();
        while (!done_.empty() && *done_.begin() == limit + 1) {
            done_.erase(done_.begin());
            ++limit;
        }
        limit_.store(limit);
    }
    uint64_t lastAcknowledged() const { return limit_.load(); }

private:
    std::atomic<uint64_t> next_;
    std::atomic<uint64_t> limit_;
    std::mutex mutex_;
    std::set<uint64_t> done_;
};

}  // namespace wr::bench
