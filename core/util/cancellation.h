// Long work in core (benchmarks, sweeps, migrations, compaction, imports)
// takes a CancellationToken and a ProgressSink (docs/design.md "Threads, progress
// and cancellation"): it polls the token often enough to stop within a second
// and reports progress at a bounded rate.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace wr {

class CancellationToken {
public:
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }
    void reset() { cancelled_.store(false, std::memory_order_relaxed); }

private:
    std::atomic<bool> cancelled_{false};
};

struct Progress {
    std::string phase;   // "compacting chunk 3 of 9", "insert", ...
    uint64_t done = 0;   // units finished
    uint64_t total = 0;  // 0 when unknown
    double rate = 0;     // units per second over the last interval, 0 if unknown
    uint64_t bytes = 0;  // bytes finished, where the work counts them (migrations)
};

class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    // Called from the worker thread; implementations must be thread-safe.
    virtual void onProgress(const Progress& progress) = 0;
};

// Forwards at most one report per interval (default 100 ms, i.e. 10 Hz) to a
// sink, plus the final one; a null sink is allowed and ignored.
class ProgressThrottle {
public:
    explicit ProgressThrottle(ProgressSink* sink, std::chrono::milliseconds interval = std::chrono::milliseconds(100))
        : sink_(sink), interval_(interval) {}

    void report(const Progress& progress, bool force = false) {
        if (sink_ == nullptr) return;
        auto now = std::chrono::steady_clock::now();
        if (!force && now - last_ < interval_) return;
        last_ = now;
        sink_->onProgress(progress);
    }

private:
    ProgressSink* sink_;
    std::chrono::milliseconds interval_;
    std::chrono::steady_clock::time_point last_{};
};

}  // namespace wr
