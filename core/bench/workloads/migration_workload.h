// Migration as seed 000 Sec. 5 (Figs. 16a-b) and seed 001 Sec. 6 measure it,
// on a source store the trial loads first (the continuous workload's prepare
// step, or `prepare-large` for seed 001's large values). Targets are placed
// by the runner from a step's "target" parameter in a directory of the trial
// beside the source's, and each step that writes one empties it first.
//
//   extract        the extraction alone, nothing loaded (Fig. 16a): E-then-T
//                  times its .reg export ("export") and the parse of that
//                  file into pairs ("transform"); E-and-T the stream over the
//                  source's scan ("e-and-t")
//   migrate        a whole migration into the target (Fig. 16b): extract,
//                  transform and load timed apart, verified afterwards
//   scan           the source's bare scan: every key and value read, no more
//   bulk-load      the data set's pairs, generated in memory, loaded straight
//                  into the empty target through its fastest path
//   open-both      opens the source and the target and nothing else, the
//                  memory a migration needs before it moves a pair
//   prepare-large  seed 001's large values put into the source by streaming
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

// A target of a migration step, as a preset names it.
struct MigrationTarget {
    std::string label;  // "rocksdb sst", the op names' suffix
    std::string uri;    // settings only: "rocksdb:"; the runner adds the location
    bool fastLoad = true;
};

// The data a migration step regenerates for bulk-load (the source's set).
struct MigrationData {
    std::string dataSet;  // a dataSetCatalog() id, or empty for large values
    double dataScale = 1;
    uint64_t values = 0;  // prepare-large: how many values
    uint64_t valueBytes = 0;
};

// One step; `method` ("e-and-t", "e-then-t") for extract and migrate, the
// target for migrate, bulk-load and open-both.
RunSpec migrationStep(const std::string& step, const MigrationData& data, const std::string& method = {},
                      const std::optional<MigrationTarget>& target = std::nullopt);

Status runMigrationStep(StepContext& ctx);

}  // namespace wr::bench
