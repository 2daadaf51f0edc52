// A workload the user composes instead of a paper's preset (the `custom`
// preset, `wrctl bench custom`, the benchmark window's composer): records
// loaded, then a measured run of a mix of reads, writes, inserts, deletes and
// scans, or one of YCSB's core mixes A-F, with chosen value sizes, request
// key order and cold or warm start.
//
// Steps, each in a fresh worker process on the trial's store:
//   load  the records, one thread: in key order when the key order is
//         sequential, else in a seeded random order; flushed and compacted
//   run   the operations over the client threads. Each kind's count is its
//         share of the operations exactly (largest remainder), the kinds
//         interleaved in a seeded random order, so a run's counts do not
//         depend on chance or on the number of threads.
// Keys are "user" and the record number in twelve digits, so the key order
// of the store is the record order; values are printable, their sizes
// uniform in [valueMin, valueMax]. Deletes remove the lowest-numbered live
// records, and reads, writes and scans avoid them; with more than one thread
// a read can still meet a record another thread just deleted, which counts
// as a miss (metric read_misses), not an error.
//
// Cold and warm: every step is a fresh process, so a run never finds the
// store open or its engine caches filled. "cold" times the run from before
// the store's open (seed 000 Sec. 4.1 counts the open against the store) and
// reads nothing beforehand; "warm" opens the store untimed and reads every
// record once (a scan) before timing. Neither empties the operating system's
// page cache, which still holds what the load step wrote: `--cold-cache`
// (root) drops it before every step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct CustomWorkload {
    uint64_t records = 100000;     // loaded (in key order below) before the measured run
    uint64_t operations = 100000;  // operations of the measured run, over all client threads
    // Operation shares of the run, each in [0, 1], summing to 1 (read = get of a loaded key,
    // write = put of an existing key with a new value, insert = put of a new key, delete, scan
    // = a cursor over up to 100 records). Ignored when `ycsb` names a YCSB core mix.
    double read = 0.5, write = 0.5, insert = 0, remove = 0, scan = 0;
    std::string ycsb;                         // "" or "A".."F": that YCSB core mix (ycsb_workload.h)
    uint64_t valueMin = 100, valueMax = 100;  // value sizes in bytes, uniform in [min, max]
    std::string keyOrder = "random";          // "sequential", "random" or "zipfian" (request keys)
    bool cold = false;                        // the run step reopens the store in a fresh process (it always
                                              // does: steps are processes) AND the page cache is not warmed by
                                              // a read pass; warm = a read pass over the data before timing
};

// OK, or InvalidArgument saying which setting is wrong and why.
Status validate(const CustomWorkload& workload);

// The load and run steps; store fields and threads are left to the runner.
std::vector<RunSpec> customSteps(const CustomWorkload& workload);

// The settings as results.json records them (the run-spec params' names).
Json customWorkloadJson(const CustomWorkload& workload);

Status runCustomStep(StepContext& ctx);

}  // namespace wr::bench
