// The WR-Store layouts a tuning sweep measures (seed 000 Secs. 4.3-4.4, Figs.
// 5-8): every index depth WR_D and subkey length WR_L of a grid, each as a
// store variant of the sweep. Ranking the measured layouts is results/tuning.h.
#pragma once

#include <vector>

#include "bench/harness/trial.h"

namespace wr::bench {

// "wrstore 2D_2L" -> wrstore:depth=2;len=2.
StoreVariant layoutVariant(int depth, int length);
// Every layout of depths x lengths whose path WR_D x WR_L is at most maxPath
// hex characters (an MD5 has 32).
std::vector<StoreVariant> layoutGrid(const std::vector<int>& depths, const std::vector<int>& lengths, int maxPath);

}  // namespace wr::bench
