// One step of a trial, as the runner hands it to a worker process: which
// workload step to run, against which store, with which data and settings.
// Steps of one trial share the trial's store directory and run one after
// another, each in a fresh process (so a cold open really is cold).
#pragma once

#include <cstdint>
#include <string>

#include "bench/workloads/durability.h"
#include "bench/workloads/json_document.h"

namespace wr::bench {

struct RunSpec {
    std::string presetId;    // "000-fig9"
    std::string workload;    // "continuous", "large-value", ...
    std::string step;        // the workload's step: "prepare", "read", ...
    std::string storeLabel;  // "rocksdb", "wrstore 2D_2L"
    std::string storeUri;    // the full URI, locations inside storeDir
    std::string storeDir;    // the directory holding every file of the store
    Durability durability = Durability::kOsBuffered;
    std::string memoryBudget;  // "64 MiB block cache", or why no budget applies
    uint64_t seed = 0;
    int threads = 1;
    std::string pageCache;         // what the runner did about the page cache before the step
    std::string textCorpus;        // a text source for compressible data; empty: the system's
    Json params = Json::object();  // the workload's own parameters

    Json toJson() const;
    static Result<RunSpec> fromJson(const Json& j);
};

}  // namespace wr::bench
