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
    j["extra"] = extra;
    return j;
}

OpResult OpResult::fromJson(const Json& j) {
    OpResult r;
    r.op = j.get("op").asString();
    r.count = j.get("count").asUint();
    r.errors = j.get("errors").asUint();
    r.bytes = j.get("bytes").asUint();
    r.seconds = j.get("seconds").asDouble();
    r.opsPerSecond = j.get("ops_per_second").asDouble();
    r.bytesPerMs = j.get("bytes_per_ms").asDouble();
    r.meanNs = j.get("mean_ns").asDouble();
    r.minNs = j.get("min_ns").asUint();
    r.p50Ns = j.get("p50_ns").asUint();
    r.p99Ns = j.get("p99_ns").asUint();
    r.p999Ns = j.get("p999_ns").asUint();
    r.maxNs = j.get("max_ns").asUint();
    r.extra = j.get("extra").isObject() ? j.get("extra") : Json::object();
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
