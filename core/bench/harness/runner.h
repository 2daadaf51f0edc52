// The runner: plans the presets, then runs every trial's steps in fresh
// worker processes, one after another (a measured store never shares the
// machine with another one of the run), forwarding their progress, and
// collects the results. Cancellation stops the running worker (SIGTERM, then
// SIGKILL 0.8 s later) and the run with it, within a second.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/harness/preset.h"
#include "bench/harness/run_observer.h"
#include "bench/harness/run_record.h"
#include "bench/workloads/durability.h"
#include "util/cancellation.h"

namespace wr::bench {

struct RunOptions {
    // How to start a worker: the program and the words before
    // "--spec FILE --result FILE" ({"/usr/bin/wrctl", "bench", "--worker"}).
    std::vector<std::string> workerCommand;
    // Trials' stores go under workDir/<trial>/store and are removed after the
    // trial unless keepStores; step specs and results stay beside them.
    std::filesystem::path workDir;
    bool keepStores = false;
    Durability durability = Durability::kOsBuffered;
    uint64_t memoryMb = 64;            // memory budget per store
    bool dropCaches = false;           // echo 3 > /proc/sys/vm/drop_caches before each step (root only)
    uint64_t seed = 20190911;          // the same for every store, so each sees the same data and order
    std::string textCorpus;            // compressible data's text; empty: the system's (text_corpus.h)
    std::string baseline;              // overrides every preset's baseline label
    std::vector<std::string> command;  // recorded with the results
    RunObserver* observer = nullptr;   // the run's events as they happen, for live views
};

// Plans and runs `presetIds`; the record is returned also when trials failed
// (record.status says which), and an error only when nothing could run.
Result<RunRecord> runBenchmarks(const std::vector<std::string>& presetIds, const PlanOptions& plan,
                                const RunOptions& options, ProgressSink* progress, CancellationToken* cancel);

// Plans the run as runBenchmarks would, running nothing: the number of
// trials, or why the run cannot start (an unknown preset or store, settings
// a store refuses, a cold cache without root).
Result<size_t> planTrials(const std::vector<std::string>& presetIds, const PlanOptions& plan,
                          const RunOptions& options);

// The store variants a preset would run in this build, or an error naming
// the stores the build lacks (a preset never silently runs fewer stores).
Result<std::vector<StoreVariant>> storesForPreset(const Preset& preset, const std::vector<StoreVariant>& requested);

}  // namespace wr::bench
