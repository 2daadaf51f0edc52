// WR-Store's layout tuning (seed 000 Secs. 4.3-4.4, Figs. 5-8, Table 7): once
// the layouts of a grid (harness/layout_grid.h) are measured, the best layout
// is the one with the highest mean of read, write and delete throughput, the
// rule Table 7 applies ("the same weight into read, write, and delete").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "bench/results/aggregate.h"

namespace wr::bench {

struct LayoutScore {
    std::string store;
    double read = 0, write = 0, remove = 0;
    double average() const { return (read + write + remove) / 3; }
};

// For each point (data set) of a preset, its layouts best first.
std::map<std::string, std::vector<LayoutScore>> rankLayouts(const std::vector<AggregateRow>& rows,
                                                            const std::string& presetId);

}  // namespace wr::bench
