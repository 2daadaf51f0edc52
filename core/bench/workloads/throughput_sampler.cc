#include "bench/workloads/throughput_sampler.h"

#include <algorithm>

#include "bench/workloads/memory_probe.h"

namespace wr::bench {

void ProgressMeter::beginPhase(std::string phase, uint64_t total) {
    std::lock_guard<std::mutex> lock(mutex_);
    phase_ = std::move(phase);
    total_.store(total, std::memory_order_relaxed);
    done_.store(0, std::memory_order_relaxed);
}

std::string ProgressMeter::phase() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return phase_;
}

ThroughputSampler::ThroughputSampler(ProgressMeter& meter, SampleSink* sink, std::chrono::milliseconds interval)
    : meter_(meter), sink_(sink), interval_(interval) {}

ThroughputSampler::~ThroughputSampler() { stop(); }

void ThroughputSampler::start() {
    started_ = lastTime_ = lastHeapProbe_ = std::chrono::steady_clock::now();
    lastUntimedNanos_ = meter_.untimedNanos();
    stopping_ = false;
    thread_ = std::thread([this] { loop(); });
}

void ThroughputSampler::stop() {
    if (!thread_.joinable()) return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
    sample();
}

void ThroughputSampler::loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!stopping_) {
        if (wake_.wait_for(lock, interval_, [this] { return stopping_; })) break;
        lock.unlock();
        sample();
        lock.lock();
    }
}

void ThroughputSampler::sample() {
    auto now = std::chrono::steady_clock::now();
    std::string phase = meter_.phase();
    uint64_t done = meter_.done();
    // A new phase restarts the count: measure its rate from zero.
    uint64_t previous = phase == lastPhase_ && done >= lastDone_ ? lastDone_ : 0;
    double interval = std::chrono::duration<double>(now - lastTime_).count();
    // A pause is counted when it ends, perhaps in a later interval than it
    // began; the clamp keeps such an interval from claiming no time at all.
    uint64_t untimed = meter_.untimedNanos();
    double timed = std::max(interval - static_cast<double>(untimed - lastUntimedNanos_) / 1e9, interval / 4);
    ThroughputSample s;
    s.seconds = std::chrono::duration<double>(now - started_).count();
    s.phase = phase;
    s.done = done;
    s.rate = timed > 0 ? static_cast<double>(done - previous) / timed : 0;
    lastTime_ = now;
    lastDone_ = done;
    lastUntimedNanos_ = untimed;
    lastPhase_ = phase;

    // The heap once a second, not every sample: the probe stalls the
    // measured thread's allocations (memory_probe.h). The step's end is
    // probed too (worker.cc).
    constexpr auto kHeapProbeInterval = std::chrono::seconds(1);
    const bool probeHeap = now - lastHeapProbe_ >= kHeapProbeInterval;
    if (probeHeap) lastHeapProbe_ = now;
    MemorySnapshot m = readMemory(probeHeap ? HeapProbe::kMeasure : HeapProbe::kSkip);
    {
        std::lock_guard<std::mutex> lock(mutex_);
        series_.push_back(s);
        peaks_.anonBytes = std::max(peaks_.anonBytes, m.anonBytes);
        peaks_.fileBytes = std::max(peaks_.fileBytes, m.fileBytes);
        peaks_.heapInUseBytes = std::max(peaks_.heapInUseBytes, m.heapInUseBytes);
    }
    if (sink_ != nullptr) sink_->onSample(s, meter_.total());
}

std::vector<ThroughputSample> ThroughputSampler::series() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return series_;
}

MemoryPeaks ThroughputSampler::peaks() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return peaks_;
}

Json toJson(const std::vector<ThroughputSample>& series) {
    // Columns rather than objects: a long run has thousands of samples.
    Json t = Json::array(), phase = Json::array(), done = Json::array(), rate = Json::array();
    for (const auto& s : series) {
        t.push_back(s.seconds);
        phase.push_back(s.phase);
        done.push_back(s.done);
        rate.push_back(s.rate);
    }
    Json j = Json::object();
    j["seconds"] = std::move(t);
    j["phase"] = std::move(phase);
    j["done"] = std::move(done);
    j["rate"] = std::move(rate);
    return j;
}

}  // namespace wr::bench
