// What the tuning and stress pages ask a benchmark runner to run: a run as
// `wrctl bench` takes it (wr::bench::BenchCommand: presets, scale, data set,
// k, ...) and, for a tuning sweep, the layouts of the grid as `wrctl tune`
// sets them, so the GUI's run is the command line's run.
#pragma once

#include <string>
#include <vector>

#include "bench/harness/bench_command.h"

namespace wr::gui {

struct BenchRequest {
    wr::bench::BenchCommand command;
    // The stores to compare, labelled as `wrctl tune` labels a grid's layouts
    // ("wrstore 2D_2L"); empty: the command's own.
    std::vector<wr::bench::StoreVariant> stores;
};

// The runner's options for `request`, its workers started as `workerProgram
// bench --worker` (wr::bench::benchSetup), with the request's stores.
Result<wr::bench::BenchSetup> benchSetupFor(const BenchRequest& request, const std::string& workerProgram);

}  // namespace wr::gui
