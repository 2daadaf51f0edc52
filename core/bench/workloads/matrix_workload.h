// Seed 002's benchmark, Listing 1, for one cell of the matrix (record size
// range x record count x data kind) against one store, in one process:
//   reset the peak memory, open the store and load `count` records,
//   insert `iterations` new records (the key is the SHA-1 of the count),
//   get, update and remove `iterations` random existing records (a removed
//   record is put back untimed, keeping the keys continuous: line 28),
//   then peak memory above the start, and space efficiency = key and value
//   bytes held / allocated bytes on disk (lines 30-33).
// The paper times 1,000 of each operation and reports the average, minimum
// and maximum; we add percentiles. Disk use is measured after a flush and
// the engine's compaction (awaited), so every store is compared settled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/datasets/record_matrix.h"
#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct MatrixPoint {
    std::string sizeRange;  // a recordSizeRanges() label
    DataKind kind = DataKind::kIncompressible;
    uint64_t count = 100;
    uint64_t iterations = 1000;
};

std::vector<RunSpec> matrixSteps(const MatrixPoint& point);

Status runMatrixStep(StepContext& ctx);

}  // namespace wr::bench
