#include "bench/workloads/latency_histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace wr::bench {

namespace {

constexpr int kSubBits = 7;  // 128 sub-buckets per power of two
constexpr uint64_t kSubCount = 1ull << kSubBits;
constexpr uint64_t kExactLimit = kSubCount * 2;  // [0, 256) is counted exactly
constexpr size_t kBucketCount = kExactLimit + (64 - kSubBits - 1) * kSubCount;

}  // namespace

LatencyHistogram::LatencyHistogram() : counts_(kBucketCount, 0) {}

size_t LatencyHistogram::bucketIndex(uint64_t value) {
    if (value < kExactLimit) return static_cast<size_t>(value);
    int msb = 63 - std::countl_zero(value);  // >= 8
    int shift = msb - kSubBits;              // >= 1
    uint64_t mantissa = value >> shift;      // in [128, 256)
    return static_cast<size_t>(kExactLimit + static_cast<uint64_t>(shift - 1) * kSubCount + (mantissa - kSubCount));
}

uint64_t LatencyHistogram::bucketLowest(size_t index) {
    if (index < kExactLimit) return index;
    uint64_t rel = index - kExactLimit;
    int shift = static_cast<int>(rel / kSubCount) + 1;
    uint64_t mantissa = kSubCount + rel % kSubCount;
    return mantissa << shift;
}

uint64_t LatencyHistogram::bucketHighest(size_t index) {
    if (index < kExactLimit) return index;
    int shift = static_cast<int>((index - kExactLimit) / kSubCount) + 1;
    return bucketLowest(index) + ((1ull << shift) - 1);
}

void LatencyHistogram::record(uint64_t nanos) {
    ++counts_[bucketIndex(nanos)];
    ++count_;
    min_ = std::min(min_, nanos);
    max_ = std::max(max_, nanos);
    sum_ += static_cast<double>(nanos);
}

void LatencyHistogram::merge(const LatencyHistogram& other) {
    for (size_t i = 0; i < counts_.size(); ++i) counts_[i] += other.counts_[i];
    count_ += other.count_;
    min_ = std::min(min_, other.min_);
    max_ = std::max(max_, other.max_);
    sum_ += other.sum_;
}

uint64_t LatencyHistogram::percentile(double p) const {
    if (count_ == 0) return 0;
    p = std::clamp(p, 0.0, 100.0);
    // The tolerance keeps 99.9 % of 1,000 at rank 999 despite binary rounding.
    auto rank = static_cast<uint64_t>(std::ceil(p / 100.0 * static_cast<double>(count_) - 1e-9));
    rank = std::clamp<uint64_t>(rank, 1, count_);
    uint64_t seen = 0;
    for (size_t i = 0; i < counts_.size(); ++i) {
        seen += counts_[i];
        if (seen >= rank) return std::clamp(bucketHighest(i), min_, max_);
    }
    return max_;
}

std::vector<HistogramBucket> LatencyHistogram::coarseBuckets() const {
    // A value's coarse bucket: its highest bit and the three bits below it
    // (values under 16 keep all their bits, so they stay exact).
    auto coarseLow = [](uint64_t v) -> uint64_t {
        if (v < 16) return v;
        int msb = 63 - std::countl_zero(v);
        return (v >> (msb - 3)) << (msb - 3);
    };
    auto coarseHigh = [](uint64_t low) -> uint64_t {
        if (low < 16) return low;
        int msb = 63 - std::countl_zero(low);
        return low + ((1ull << (msb - 3)) - 1);
    };
    std::vector<HistogramBucket> out;
    for (size_t i = 0; i < counts_.size(); ++i) {
        if (counts_[i] == 0) continue;
        uint64_t low = coarseLow(bucketLowest(i));
        if (out.empty() || out.back().low != low) out.push_back({low, coarseHigh(low), 0});
        out.back().count += counts_[i];
    }
    return out;
}

}  // namespace wr::bench
