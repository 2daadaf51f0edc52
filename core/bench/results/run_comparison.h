// Two or more runs of the same preset side by side: for every (store, point,
// step, operation) the preset's primary figure in each run, and each later
// run's ratio to the first, so a rerun says which store got faster by what
// factor. Runs of different presets do not compare.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bench/workloads/json_document.h"
#include "util/result.h"

namespace wr::bench {

struct ComparisonRow {
    std::string store, point, step, op;
    // One per run, in the order given; empty where that run lacks the row.
    std::vector<std::optional<double>> values;
    // One per later run: its value over the first run's; empty where either lacks the row.
    std::vector<std::optional<double>> ratios;
};

struct RunComparison {
    std::string preset;
    std::string metric;             // the preset's primary figure, "ops_per_second"
    bool higherIsBetter = true;     // false for times ("seconds", "mean_ns")
    std::vector<std::string> runs;  // each run's start time, to head its column
    std::vector<ComparisonRow> rows;

    // Whether `ratio` means the later run did better than the first.
    bool improved(double ratio) const { return higherIsBetter ? ratio > 1 : ratio < 1; }
};

// `results` are results documents (readResults), the first the reference.
// An error when fewer than two are given or they are not all one preset.
Result<RunComparison> compareRuns(const std::vector<Json>& results);

}  // namespace wr::bench
