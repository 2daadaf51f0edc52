// Seed 000's measurement (Sec. 4.1): k continuous Get, Put or Delete calls
// on a store holding a data set, throughput in operations per second. It
// serves Figs. 9-12 (k from 1 to 1M; data sets KVData1-4 and the Twitter
// shapes), the tuning study (Figs. 5-8, Table 7) and, with background
// clients, the stress test (Sec. 4.7).
//
// A trial is four steps, each in a fresh process on the same store:
//   prepare  load the data set in record order, flush and compact (awaited)
//   write    put k fresh records (indices count .. count+k-1 of the set)
// With `randomOrder` (the users' workload beside the paper's) the prepare
// step loads the set, and the write step its k fresh records, each in a
// seeded random order instead: the load is then the measured insertion.
//   read     get k loaded records in a seeded random order, checking values
//   delete   delete k loaded records in another seeded random order
// "cold" times each measured step from before its open, as the paper counts
// the initial cost of RocksDB, LevelDB and Berkeley DB against them; "warm"
// opens first, runs an untimed warm-up of gets, then times the k calls.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct ContinuousPoint {
    std::string dataSet;   // a dataSetCatalog() id
    double dataScale = 1;  // on the set's published record count
    uint64_t k = 1;
    bool cold = true;
    int clients = 0;  // background clients (Sec. 4.7); 0 for none
    uint64_t clientIntervalMicros = 1950;
    bool randomOrder = false;  // puts in a seeded random order, not record order
};

// The four steps of one trial; store fields are left to the runner.
std::vector<RunSpec> continuousSteps(const ContinuousPoint& point);

Status runContinuousStep(StepContext& ctx);

}  // namespace wr::bench
