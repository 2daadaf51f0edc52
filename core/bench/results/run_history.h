// The run history: every benchmark run kept in one place, listed, and
// deleted. Runs live in directories under the history root, each named after
// its start time and first preset; runs written elsewhere (wrctl bench --out
// DIR) are registered in the root by their absolute path instead. A listing
// reads each run's results.json: a run that lost its directory is dropped, a
// run whose results.json does not parse is listed with the error.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/workloads/json_document.h"
#include "util/result.h"

namespace wr::bench {

// $WR_BENCH_HISTORY, else $XDG_DATA_HOME/wr-studio/bench-runs, else
// ~/.local/share/wr-studio/bench-runs.
std::filesystem::path historyRoot();

// Creates and returns root/<UTC yyyymmdd-hhmmss>-<first preset>, with -2,
// -3, ... appended when a run of the same second already has that name.
Result<std::filesystem::path> newRunDirectory(
    const std::filesystem::path& root, const std::vector<std::string>& presetIds,
    std::chrono::system_clock::time_point startedAt = std::chrono::system_clock::now());

// Lists `dir`, written outside the root, with the root's runs. A directory
// under the root needs no registration and is left alone.
Status registerRun(const std::filesystem::path& root, const std::filesystem::path& dir);

enum class RunState { kOk, kFailed, kCancelled, kUnreadable };

struct RunSummary {
    std::filesystem::path dir;
    bool registered = false;  // written elsewhere and registered, rather than under the root
    std::vector<std::string> presetIds;
    std::vector<std::string> storeLabels;
    std::string startedAt;  // UTC, ISO 8601; the file's time for an unreadable run
    std::string host, cpuModel, loadAverage;
    unsigned logicalCores = 0;
    std::string buildVersion = "unknown", buildCommit = "unknown";  // runs before the build was recorded lack it
    RunState state = RunState::kOk;
    std::string message;  // why it failed or was cancelled, or why results.json could not be read
    double wallSeconds = 0;
    std::vector<std::string> command;
};

// The summary of one results document; `dir` is where it was read from.
RunSummary summarizeRun(const std::filesystem::path& dir, const Json& results);
// "ok", "failed", "cancelled" or "unreadable".
const char* runStateName(RunState state);

// The summary of the run in `dir`, read from its results.json (an
// unreadable one says why).
RunSummary readRunSummary(const std::filesystem::path& dir, bool registered);

class RunSummaryCache;

// Every run, newest first. A root that does not exist yet has no runs.
// With a cache, only runs new or changed since the last listing are read.
Result<std::vector<RunSummary>> listRuns(const std::filesystem::path& root, RunSummaryCache* cache = nullptr);

// Removes a run under the root: only a directory holding results.json, and
// never a path that resolves outside the root. A registered run is
// unregistered, and its files removed too when `deleteFiles`.
Status deleteRun(const std::filesystem::path& root, const std::filesystem::path& dir, bool deleteFiles = false);

}  // namespace wr::bench
