// Summaries of a run: for every (preset, store, point, step, operation) the
// median over the repetitions of each figure (docs/design.md: "repeat and quote
// medians"), and ratio tables of every store against the preset's baseline
// store measured in the same run.
#pragma once

#include <string>
#include <vector>

#include "bench/harness/run_record.h"
#include "bench/workloads/json_document.h"

namespace wr::bench {

struct AggregateRow {
    std::string preset, store, point, step, op;
    int samples = 0;       // repetitions behind the medians
    bool measured = true;  // false for set-up operations (a GET-only figure's PUTs)
    double seconds = 0;    // wall time of the timed region
    double opsPerSecond = 0;
    double bytesPerMs = 0;
    double trimmedBytesPerMs = -1;         // seed 001's figure, where measured
    double bytesPerMsWithCompaction = -1;  // seed 001's deletes with their compaction
    double meanNs = 0, p50Ns = 0, p99Ns = 0, p999Ns = 0;
    double openSeconds = -1;
    double peakAboveBaselineBytes = 0, peakAnonBytes = 0, peakFileBytes = 0, peakHeapBytes = 0;
    double allocatedBytes = 0, spaceEfficiency = 0;
    std::string durability, memoryBudget, storeUri;

    // The value of a named figure: "ops_per_second", "trimmed_bytes_per_ms", "seconds", ...
    double metric(const std::string& name) const;
    Json toJson() const;
    static AggregateRow fromJson(const Json& j);
};

std::vector<AggregateRow> aggregate(const RunRecord& record);

struct RatioRow {
    std::string preset, point, step, op, store, baseline, metric;
    double value = 0, baselineValue = 0, ratio = 0;  // ratio = value / baselineValue

    Json toJson() const;
    static RatioRow fromJson(const Json& j);
};

// Each preset's primary figure of every store over its baseline at the same
// point, step and operation.
std::vector<RatioRow> ratios(const RunRecord& record, const std::vector<AggregateRow>& rows);

double median(std::vector<double> values);

}  // namespace wr::bench
