// A trial: one store measured at one point of a preset's sweep, once. Its
// steps run in order, each in a fresh worker process, against one store
// directory of its own; repetitions are separate trials, so every repetition
// starts from an empty directory.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bench/workloads/run_spec.h"

namespace wr::bench {

// A store as a preset or the user names it: a label and a URI that holds
// settings only (the runner adds the locations inside the trial directory).
struct StoreVariant {
    std::string label;  // "rocksdb", "wrstore 2D_2L", "wrstore++ chunk"
    std::string uri;    // "rocksdb:", "wrstore:depth=2;len=2"
};

// A point of a sweep: ordered (coordinate, value) pairs, "k" -> "1000".
using SweepPoint = std::vector<std::pair<std::string, std::string>>;
std::string pointLabel(const SweepPoint& point);  // "k=1000 mode=cold"
std::string schemeOf(const StoreVariant& store);  // "wrstore"

struct Trial {
    std::string presetId;
    StoreVariant store;
    SweepPoint point;
    int repetition = 0;
    bool compress = false;  // engine compression on (seed 002's compressible runs)
    // Records the store will hold, for engines whose documentation sizes a
    // structure by it (Kyoto's bucket count, ZDB's integer key range).
    uint64_t expectedRecords = 0;
    uint64_t expectedBytes = 0;  // their keys and values (Kyoto's mapped region); 0: unknown
    std::vector<RunSpec> steps;
};

}  // namespace wr::bench
