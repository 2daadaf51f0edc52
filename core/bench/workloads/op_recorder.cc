#include "bench/workloads/op_recorder.h"

#include <algorithm>
#include <cmath>

namespace wr::bench {

void OpRecorder::merge(const OpRecorder& other) {
    histogram_.merge(other.histogram_);
    errors_ += other.errors_;
    bytes_ += other.bytes_;
}

Json OpResult::toJson() const {
    Json j = Json::object();
    j["op"] = op;
    j["count"] = count;
    j["errors"] = errors;
    j["bytes"] = bytes;
    j["seconds"] = seconds;
    j["ops_per_second"] = opsPerSecond;
    j["bytes_per_ms"] = bytesPerMs;
    j["mean_ns"] = meanNs;
    j["min_ns"] = minNs;
    j["p50_ns"] = p50Ns;
    j["p99_ns"] = p99Ns;
    j["p999_ns"] = p999Ns;
    j["max_ns"] = maxNs;
    Json buckets = Json::array();
    for (const auto& b : histogram) buckets.push_back(Json::array({b.low, b.high, b.count}));
    j["histogram"] = std::move(buckets);
    j["extra"] = extra;
    return j;
}

OpResult OpResult::fromJson(const Json& j) {
    OpResult r;
    r.op = textOf(member(j, "op"));
    r.count = uintOr(member(j, "count"));
    r.errors = uintOr(member(j, "errors"));
    r.bytes = uintOr(member(j, "bytes"));
    r.seconds = numberOr(member(j, "seconds"));
    r.opsPerSecond = numberOr(member(j, "ops_per_second"));
    r.bytesPerMs = numberOr(member(j, "bytes_per_ms"));
    r.meanNs = numberOr(member(j, "mean_ns"));
    r.minNs = uintOr(member(j, "min_ns"));
    r.p50Ns = uintOr(member(j, "p50_ns"));
    r.p99Ns = uintOr(member(j, "p99_ns"));
    r.p999Ns = uintOr(member(j, "p999_ns"));
    r.maxNs = uintOr(member(j, "max_ns"));
    for (const auto& b : itemsOf(member(j, "histogram"))) {
        if (b.is_array() && b.size() == 3) r.histogram.push_back({uintOr(b[0]), uintOr(b[1]), uintOr(b[2])});
    }
    r.extra = member(j, "extra").is_object() ? member(j, "extra") : Json::object();
    return r;
}

OpResult summarize(const OpRecorder& recorder, double seconds) {
    const LatencyHistogram& h = recorder.histogram();
    OpResult r;
    r.op = recorder.op();
    r.count = recorder.count();
    r.errors = recorder.errors();
    r.bytes = recorder.bytes();
    r.seconds = seconds;
    r.opsPerSecond = seconds > 0 ? static_cast<double>(r.count) / seconds : 0;
    r.bytesPerMs = seconds > 0 ? static_cast<double>(r.bytes) / (seconds * 1000) : 0;
    r.meanNs = h.mean();
    r.minNs = h.min();
    r.p50Ns = h.percentile(50);
    r.p99Ns = h.percentile(99);
    r.p999Ns = h.percentile(99.9);
    r.maxNs = h.max();
    r.histogram = h.coarseBuckets();
    return r;
}

double trimmedMean(std::vector<double> samples, double fraction) {
    if (samples.empty()) return 0;
    std::sort(samples.begin(), samples.end());
    auto drop = static_cast<size_t>(std::floor(static_cast<double>(samples.size()) * fraction));
    if (2 * drop >= samples.size()) drop = (samples.size() - 1) / 2;
    double sum = 0;
    for (size_t i = drop; i < samples.size() - drop; ++i) sum += samples[i];
    return sum / static_cast<double>(samples.size() - 2 * drop);
}

}  // namespace wr::bench
