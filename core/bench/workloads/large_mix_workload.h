// Seed 001's mixed workloads (Sec. 5.1, Table 3, Fig. 7): values of about
// 100 MB, 500 MB and 1 GB in the ratio 70 : 25 : 5 are loaded, then 100
// operations run in the proportions of one column of Table 3 — GET of a
// loaded value, PUT of a new one, UPDATE as the paper defines it (DELETE of
// an existing pair, PUT of a new pair) — and the total elapsed time is the
// measure. "About" is taken as +-10 % around the nominal size, drawn from
// the seed. The paper does not give how many values are loaded; we load 20
// (14 : 5 : 1, exactly the ratio).
//
// Steps: load (set-up, recorded), run (timed).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct LargeMix {
    std::string name;  // "read-heavy", "write-heavy", "read-write-average"
    int getPercent;
    int putPercent;
    int updatePercent;
};
// Table 3's three columns.
const std::vector<LargeMix>& largeMixes();

struct LargeMixPoint {
    std::string mix;
    double sizeScale = 1;  // on the nominal 100 MB / 500 MB / 1 GB
    int loadedValues = 20;
    int operations = 100;
};

std::vector<RunSpec> largeMixSteps(const LargeMixPoint& point);

Status runLargeMixStep(StepContext& ctx);

}  // namespace wr::bench
