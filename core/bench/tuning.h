// WR-Store's layout tuning (seed 000 Secs. 4.3-4.4, Figs. 5-8, Table 7): the
// index depth WR_D and subkey length WR_L are swept, and the best layout is
// the one with the highest mean of read, write and delete throughput, the
// rule Table 7 applies ("the same weight into read, write, and delete").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "bench/aggregate.h"
#include "bench/trial.h"

namespace wr::bench {

// "wrstore 2D_2L" -> wrstore:depth=2;len=2.
StoreVariant layoutVariant(int depth, int length);
// Every layout of depths x lengths whose path WR_D x WR_L is at most maxPath
// hex characters (an MD5 has 32).
std::vector<StoreVariant> layoutGrid(const std::vector<int>& depths, const std::vector<int>& lengths, int maxPath);

struct LayoutScore {
    std::string store;
    double read = 0, write = 0, remove = 0;
    double average() const { return (read + write + remove) / 3; }
};

// For each point (data set) of a preset, its layouts best first.
std::map<std::string, std::vector<LayoutScore>> rankLayouts(const std::vector<AggregateRow>& rows,
                                                            const std::string& presetId);

}  // namespace wr::bench
