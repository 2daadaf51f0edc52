// What the tuning and stress pages ask a benchmark runner to run: the presets
// and the plan options, the same pair `wrctl tune` and `wrctl bench` give
// wr::bench::runBenchmarks. How workers start and where they work is the
// runner's business (wr::bench::RunOptions), not the page's.
#pragma once

#include <string>
#include <vector>

#include "bench/harness/preset.h"

namespace wr::gui {

struct BenchRequest {
    std::vector<std::string> presetIds;
    wr::bench::PlanOptions plan;
};

}  // namespace wr::gui
