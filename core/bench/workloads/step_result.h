// What one worker step measured, as it travels back to the runner (JSON) and
// into the results files: the operations, open/close/flush/compaction times,
// memory, disk use and space efficiency, the store's own statistics and
// settings, and the throughput time series.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bench/workloads/json_document.h"
#include "bench/workloads/op_recorder.h"
#include "bench/workloads/run_spec.h"
#include "bench/workloads/throughput_sampler.h"
#include "util/status.h"

namespace wr::bench {

struct StepResult {
    RunSpec spec;
    Status status;  // OK, or why the step failed or stopped (Cancelled)
    double wallSeconds = 0;

    std::vector<OpResult> ops;

    // Negative when the step did not open, flush, compact or close a store.
    double openSeconds = -1;
    double flushSeconds = -1;
    double compactionSeconds = -1;
    double closeSeconds = -1;
    // "awaited": flush and the engine's compaction ran, untimed, before disk
    // use was measured; "counted": the compaction time is part of an
    // operation's figures; "unsupported": the engine has no compaction.
    std::string compaction;

    // Memory (memory_probe.h). Peaks are since the reset at the start of the
    // step; peakResetWorked says whether the kernel allowed that reset.
    bool peakResetWorked = false;
    uint64_t baselineRssBytes = 0;
    uint64_t peakRssBytes = 0;
    uint64_t peakAnonBytes = 0;
    uint64_t peakFileBytes = 0;
    uint64_t peakHeapBytes = 0;

    // Disk: allocated blocks of the store directory, the key and value bytes
    // the store holds, and their ratio (seed 002 Listing 1 line 33).
    uint64_t allocatedBytes = 0;
    uint64_t logicalBytes = 0;
    double spaceEfficiency = 0;

    // The store's statistics() after the step, settings included.
    uint64_t storeCount = 0;
    uint64_t storeMemoryBytes = 0;
    std::vector<std::pair<std::string, std::string>> storeDetails;

    std::vector<ThroughputSample> series;
    Json metrics = Json::object();  // workload-specific figures, by name

    uint64_t peakAboveBaselineBytes() const {
        return peakRssBytes > baselineRssBytes ? peakRssBytes - baselineRssBytes : 0;
    }
    const OpResult* findOp(std::string_view op) const;

    Json toJson() const;
    static Result<StepResult> fromJson(const Json& j);
};

Json statusToJson(const Status& status);
Status statusFromJson(const Json& j);

}  // namespace wr::bench
