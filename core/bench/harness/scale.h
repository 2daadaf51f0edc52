// How big a benchmark run is. "full" is the papers' size; "small" a hundredth
// of it, for a quick look on a laptop; "tiny" a ten-thousandth with each main
// sweep cut to its end points, each secondary one (cold/warm, writer count,
// record counts of seed 002) to its first value, and one repetition: every
// code path of a preset in seconds, which is what the smoke tests run. A bare
// number is a factor on the papers' sizes with every sweep point kept.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "util/result.h"

namespace wr::bench {

struct Scale {
    std::string name;            // "tiny", "small", "full" or the factor as given
    double factor = 1;           // on record counts, value sizes and operation counts
    int repetitions = 3;         // repetitions of every measured point (medians are quoted)
    bool endpointsOnly = false;  // main sweeps keep their first and last point, secondary ones their first

    // n x factor, rounded, never below `floor`.
    uint64_t apply(uint64_t n, uint64_t floor = 1) const;
};

Result<Scale> parseScale(std::string_view text);

}  // namespace wr::bench
