// Seed 001's single-operation measurement (Sec. 5.1, Figs. 5, 6, 8, 9): one
// value size at a time, `reps` values of that size under random keys, each
// PUT, GET and DELETE timed alone, the top and bottom 7 % of the times
// dropped, and throughput as value bytes per millisecond of the remaining
// mean. Values stream through kv::ValueSource / ValueSink, never whole in
// memory. LevelDB and RocksDB only mark deleted values, so, as the paper
// does, one compaction follows the deletes and its time is counted into
// them ("bytes_per_ms_with_compaction").
//
// Steps, each a fresh process: put, get (every value's length checked, the
// first value's bytes verified untimed), delete (then the compaction).
#pragma once

#include <cstdint>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

inline constexpr double kTrimFraction = 0.07;  // Sec. 5.1: "the top 7% and the bottom 7%"

struct LargeValuePoint {
    int dataId = 1;           // Table 2's DATA ID
    uint64_t valueBytes = 0;  // scaled size
    int reps = 100;
    bool measurePut = true;  // false: Figs. 8-9 time GET only (PUT still runs, as set-up)
};

std::vector<RunSpec> largeValueSteps(const LargeValuePoint& point);

Status runLargeValueStep(StepContext& ctx);

}  // namespace wr::bench
