// Per-operation latencies in an HDR-style log-bucketed histogram: values
// below 256 ns are counted exactly, larger ones in 128 sub-buckets per power
// of two, so any percentile is within 1/128 (0.8 %) of the true value while
// the whole range up to 2^63 ns costs a fixed ~7,400 counters. Recording is
// one shift and one increment, cheap enough to time every operation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace wr::bench {

// A range of latencies [low, high] ns and how many calls fell in it.
struct HistogramBucket {
    uint64_t low = 0;
    uint64_t high = 0;
    uint64_t count = 0;
};

class LatencyHistogram {
public:
    LatencyHistogram();

    void record(uint64_t nanos);
    void merge(const LatencyHistogram& other);

    uint64_t count() const { return count_; }
    uint64_t min() const { return count_ == 0 ? 0 : min_; }
    uint64_t max() const { return max_; }
    double mean() const { return count_ == 0 ? 0 : sum_ / static_cast<double>(count_); }
    // The value at or below which p percent of the recorded values lie
    // (p in [0, 100]): the top of the bucket holding that rank, clamped to
    // the recorded min and max. 0 when empty.
    uint64_t percentile(double p) const;

    // The histogram at eight buckets per power of two (each within 12.5 %
    // of its low end), empty buckets left out: small enough for results
    // files, fine enough to draw.
    std::vector<HistogramBucket> coarseBuckets() const;

    static size_t bucketIndex(uint64_t value);
    static uint64_t bucketLowest(size_t index);
    static uint64_t bucketHighest(size_t index);

private:
    std::vector<uint64_t> counts_;
    uint64_t count_ = 0;
    uint64_t min_ = UINT64_MAX;
    uint64_t max_ = 0;
    double sum_ = 0;
};

}  // namespace wr::bench
