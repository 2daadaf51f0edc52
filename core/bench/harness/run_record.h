// Everything one benchmark run produced, in memory: what was asked, on which
// machine, with which library versions, and every trial's step results.
// results_files.h writes it out; aggregate.h summarises it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bench/harness/machine_info.h"
#include "bench/harness/preset.h"
#include "bench/harness/trial.h"
#include "bench/workloads/json_document.h"
#include "bench/workloads/step_result.h"

namespace wr::bench {

struct TrialResult {
    Trial trial;
    std::string storeUri;  // as placed for this trial
    std::string memoryBudget;
    std::vector<std::string> chosenSettings;  // PlacedStore::chosenSettings
    Status status;                            // the first failure among the steps, if any
    std::vector<StepResult> steps;
};

struct PresetRun {
    std::string presetId;
    std::string baseline;      // the store label ratios are taken against
    std::string baselineNote;  // when the preset's own baseline was not in the run
    std::vector<SkippedTrial> skipped;
};

struct RunRecord {
    std::vector<std::string> command;
    std::string buildVersion;  // util/build_info.h
    std::string buildCommit;
    std::string startedAt;  // UTC, ISO 8601
    double wallSeconds = 0;
    MachineInfo machine;
    std::vector<std::pair<std::string, std::string>> packages;  // installed (package, version)
    Json settings = Json::object();
    std::vector<PresetRun> presets;
    std::vector<TrialResult> trials;
    Status status;  // OK when every trial succeeded
};

}  // namespace wr::bench
