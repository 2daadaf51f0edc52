// One point of seed 000 Sec. 4.7's stress test (Fig. 13): with p background
// clients running, the measured client's throughput of one operation and the
// clients' achieved rate against their target, read from the StepResult the
// continuous workload records (its "background_*" metrics and the step's
// measured operation).
#pragma once

#include <optional>
#include <string>

#include "bench/workloads/step_result.h"

namespace wr::gui {

struct StressPoint {
    std::string op;  // "read", "write" or "delete": Fig. 13a, b, c
    int clients = 0;
    double measuredOpsPerSecond = 0;
    double achievedRate = 0;  // the background clients' operations per second
    double targetRate = 0;    // p / 1.95 ms
};

// nullopt for a step without background clients (a prepare step) or one that failed.
std::optional<StressPoint> stressPointOf(const wr::bench::StepResult& step);

}  // namespace wr::gui
