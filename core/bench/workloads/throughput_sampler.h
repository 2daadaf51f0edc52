// The live view of a running step. Workload threads bump a ProgressMeter (one
// relaxed atomic add per operation); a sampler thread reads it every 100 ms,
// so the series has at least 10 points a second however slow single calls
// are (one 646 MiB PUT takes seconds). Each sample becomes a point of the
// throughput time series in the result, a report to the ProgressSink (the
// GUI charts these live; the worker forwards them to its parent), and a
// reading of the memory peaks (anonymous, file-backed, heap).
//
// The sink gets each sample whole, so what a live chart draws (the worker
// forwards the samples to its runner, the runner to the GUI) is exactly the
// series the step's result will carry.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "bench/workloads/json_document.h"
#include "util/cancellation.h"

namespace wr::bench {

class ProgressMeter {
public:
    // Starts a phase ("load", "read", ...): the count restarts at 0.
    void beginPhase(std::string phase, uint64_t total);
    void add(uint64_t n = 1) { done_.fetch_add(n, std::memory_order_relaxed); }
    // Time the phase spent off the clock (StepContext::timedBatches making
    // inputs): the sampler leaves it out of the rate, as the result does.
    void addUntimed(uint64_t nanos) { untimedNanos_.fetch_add(nanos, std::memory_order_relaxed); }

    std::string phase() const;
    uint64_t done() const { return done_.load(std::memory_order_relaxed); }
    uint64_t total() const { return total_.load(std::memory_order_relaxed); }
    uint64_t untimedNanos() const { return untimedNanos_.load(std::memory_order_relaxed); }

private:
    mutable std::mutex mutex_;
    std::string phase_;
    std::atomic<uint64_t> done_{0};
    std::atomic<uint64_t> total_{0};
    std::atomic<uint64_t> untimedNanos_{0};  // over every phase
};

struct ThroughputSample {
    double seconds = 0;  // since the sampler started
    std::string phase;
    uint64_t done = 0;
    double rate = 0;  // operations per second over the last interval
};

struct MemoryPeaks {
    uint64_t anonBytes = 0;
    uint64_t fileBytes = 0;
    uint64_t heapInUseBytes = 0;
};

// Receives every sample as it is taken, on the sampler's thread.
class SampleSink {
public:
    virtual ~SampleSink() = default;
    // `total` is the phase's planned count (0 when unknown).
    virtual void onSample(const ThroughputSample& sample, uint64_t total) = 0;
};

class ThroughputSampler {
public:
    ThroughputSampler(ProgressMeter& meter, SampleSink* sink,
                      std::chrono::milliseconds interval = std::chrono::milliseconds(100));
    ~ThroughputSampler();
    ThroughputSampler(const ThroughputSampler&) = delete;
    ThroughputSampler& operator=(const ThroughputSampler&) = delete;

    void start();
    // Takes a last sample and joins the thread.
    void stop();

    std::vector<ThroughputSample> series() const;
    MemoryPeaks peaks() const;

private:
    void loop();
    void sample();

    ProgressMeter& meter_;
    SampleSink* sink_;
    std::chrono::milliseconds interval_;
    std::chrono::steady_clock::time_point started_;
    std::chrono::steady_clock::time_point lastTime_;
    uint64_t lastDone_ = 0;
    uint64_t lastUntimedNanos_ = 0;
    std::string lastPhase_;
    std::chrono::steady_clock::time_point lastHeapProbe_;

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;
    std::vector<ThroughputSample> series_;
    MemoryPeaks peaks_;
};

Json toJson(const std::vector<ThroughputSample>& series);

}  // namespace wr::bench
