// Presets: each reproduces one figure or table of a seed paper — its stores,
// data, sweep and measure — and is named by the seed file and figure, so a
// reader can set our curve beside the paper's (docs/design.md "Measuring").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bench/harness/scale.h"
#include "bench/harness/trial.h"
#include "bench/workloads/custom_workload.h"
#include "util/result.h"

namespace wr::bench {

struct PlanOptions {
    Scale scale;
    std::vector<StoreVariant> stores;  // the stores to compare; the preset's own when empty
    int threads = 0;                   // 0: the preset's default
    int repetitions = 0;               // 0: the scale's
    // Data sets and k: the tuning sweep's choice (000-tune), and for the
    // presets that sweep them, the part of the sweep to run; empty / 0: all.
    std::vector<std::string> dataSets;
    uint64_t k = 0;
    // Values per size in seed 001's large-value presets; 0: the scale's (100 at full).
    int values = 0;
    // The `custom` preset's workload, as the user composed it (custom_workload.h).
    CustomWorkload custom;
};

// A combination the preset leaves out on purpose, with the reason, so the
// results say what was not measured instead of silently missing it.
struct SkippedTrial {
    std::string store;
    std::string point;
    std::string reason;
};

struct Plan {
    std::vector<Trial> trials;
    std::vector<SkippedTrial> skipped;
};

struct Preset {
    std::string id;                    // "000-fig9"
    std::string seed;                  // "000"
    std::string figure;                // "Fig. 9", "Tables 2-4"
    std::string description;           // what is swept and measured
    std::string scales;                // what full / small / tiny mean for it
    std::vector<StoreVariant> stores;  // the paper's stores, as this build names them
    std::string baseline;              // the label ratios are taken against
    int defaultThreads = 1;            // 0: one per logical core
    // The figure a reader compares: "ops_per_second" or "trimmed_bytes_per_ms".
    std::string primaryMetric = "ops_per_second";
    Result<Plan> (*plan)(const Preset& preset, const PlanOptions& options) = nullptr;
};

// The preset whose workload the user composes (PlanOptions::custom).
inline constexpr const char* kCustomPreset = "custom";

const std::vector<Preset>& presets();
const Preset* findPreset(std::string_view id);

// The values of a preset's main sweep a scale keeps: all, or the first and last.
template <typename T>
std::vector<T> sweep(const Scale& scale, std::vector<T> values) {
    if (scale.endpointsOnly && values.size() > 2) values = {values.front(), values.back()};
    return values;
}

// The values of a secondary sweep a scale keeps: all, or the first.
template <typename T>
std::vector<T> thin(const Scale& scale, std::vector<T> values) {
    if (scale.endpointsOnly && values.size() > 1) values.resize(1);
    return values;
}

}  // namespace wr::bench
