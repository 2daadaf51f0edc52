// YCSB's core workloads A-F (Cooper et al., SoCC 2010) and seed 004's three
// (Sec. 4.1, Table 1: write only, high read/low write, low read/high write),
// run the way YCSB's CoreWorkload runs them: records loaded in order under
// "user"+FNV keys; requests chosen by operation proportions; keys drawn from
// the scrambled Zipfian over the loaded records plus twice the expected
// inserts, redrawn while beyond the last acknowledged insert; "latest" skewed
// toward the newest record; scan lengths uniform in 1..100; read-modify-write
// as a get and a put timed together.
//
// One difference, stated wherever results are shown: the KvStore interface
// has no seek, so a scan reads its length of records from the start of the
// store's natural order rather than from a chosen key.
//
// Steps: load (one thread, record order), run (--threads clients; 004 used 8).
// With one client the run is fully deterministic; with more, which insert a
// thread sees as the latest depends on timing, as in YCSB.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/datasets/data_set.h"
#include "bench/workloads/acknowledged_counter.h"
#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct YcsbMix {
    std::string name;    // "A", "B", ..., "write-only", ...
    std::string source;  // "YCSB workloada", "seed 004 Table 1"
    double read = 0, update = 0, insert = 0, scan = 0, readModifyWrite = 0;
    std::string distribution;  // "zipfian", "latest"
};
const std::vector<YcsbMix>& ycsbMixes();

struct YcsbPoint {
    std::string mix;
    uint64_t recordBytes = 1000;
    uint64_t records = 1000;
    uint64_t operations = 1000;
};

std::vector<RunSpec> ycsbSteps(const YcsbPoint& point);

// A scan's longest run of records (YCSB's maxscanlength); lengths are uniform in 1..this.
constexpr int kMaxScanLength = 100;

// YCSB's insert: the next record number of `inserts` put with its first
// value, and acknowledged once stored; the timing covers the put alone.
OpOutcome insertNext(kv::KvStore& store, const DataSet& set, AcknowledgedCounter& inserts);

// Reads up to `length` records from the start of the store's natural order
// (KvStore has no seek), adding their value bytes to `bytes`.
Status scanFromStart(kv::KvStore& store, uint64_t length, uint64_t& bytes);

Status runYcsbStep(StepContext& ctx);

}  // namespace wr::bench
