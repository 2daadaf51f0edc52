// The measurements of one kind of operation ("read", "put", ...) in one
// timed region: a latency per call in a histogram, the count, failures and
// payload bytes. One recorder per thread (no sharing on the hot path);
// threads' recorders are merged when the region ends.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/workloads/json_document.h"
#include "bench/workloads/latency_histogram.h"

namespace wr::bench {

class OpRecorder {
public:
    explicit OpRecorder(std::string op = {}) : op_(std::move(op)) {}

    void record(uint64_t nanos, uint64_t payloadBytes, bool ok) {
        histogram_.record(nanos);
        bytes_ += payloadBytes;
        if (!ok) ++errors_;
    }
    void merge(const OpRecorder& other);

    const std::string& op() const { return op_; }
    const LatencyHistogram& histogram() const { return histogram_; }
    uint64_t count() const { return histogram_.count(); }
    uint64_t errors() const { return errors_; }
    uint64_t bytes() const { return bytes_; }

private:
    std::string op_;
    LatencyHistogram histogram_;
    uint64_t errors_ = 0;
    uint64_t bytes_ = 0;
};

// The summary of one operation kind a result carries.
struct OpResult {
    std::string op;
    uint64_t count = 0;
    uint64_t errors = 0;
    uint64_t bytes = 0;
    // Wall time of the timed region: first call to last return, including
    // the store's open when the run is cold (seed 000 Sec. 4.1 counts it).
    double seconds = 0;
    double opsPerSecond = 0;
    double bytesPerMs = 0;  // seed 001 Sec. 5.1's throughput unit
    double meanNs = 0;
    uint64_t minNs = 0;
    uint64_t p50Ns = 0;
    uint64_t p99Ns = 0;
    uint64_t p999Ns = 0;
    uint64_t maxNs = 0;
    std::vector<HistogramBucket> histogram;  // LatencyHistogram::coarseBuckets()
    // Extra figures of particular workloads (a trimmed mean, a compaction
    // counted into the operation, ...), by name.
    Json extra = Json::object();

    Json toJson() const;
    static OpResult fromJson(const Json& j);
};

// Summarises a recorder whose timed region took `seconds`.
OpResult summarize(const OpRecorder& recorder, double seconds);

// Seed 001 Sec. 5.1: the mean after dropping the top and bottom `fraction`
// of the samples (7 % there).
double trimmedMean(std::vector<double> samples, double fraction);

}  // namespace wr::bench
