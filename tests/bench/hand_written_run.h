// A small results.json written by hand, as wrctl bench writes it: one
// preset, a read and a write step per store with their medians, and the
// run's start time, status and build. The history and comparison tests list
// and compare these instead of running the harness.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "bench/results/results_files.h"
#include "bench/workloads/json_document.h"
#include "bench/workloads/step_result.h"
#include "util/file.h"

namespace wr::bench::testing {

struct HandWrittenRun {
    std::string preset = "003-factory";
    std::string startedAt = "2026-01-02T03:04:05Z";
    // ops/s of the read step per store; the write step runs at half of it.
    std::map<std::string, double> readOpsPerSecond = {{"wrstore", 1000}, {"rocksdb", 2000}};
    // The sweep points each step ran at, with the same figures.
    std::vector<std::string> points = {"k=1000"};
    Status status;  // how the run ended
    bool withBuild = true;
};

inline Json handWrittenResults(const HandWrittenRun& run) {
    Json doc = Json::object();
    doc["format"] = kResultsFormat;
    doc["version"] = kResultsFileFormat.current;
    doc["command"] = Json::array({"wrctl", "bench", run.preset});
    doc["started_at"] = run.startedAt;
    doc["wall_seconds"] = 1.5;
    doc["status"] = statusToJson(run.status);
    doc["machine"] = {
        {"cpu_model", "Test CPU"}, {"logical_cores", 2}, {"hostname", "testhost"}, {"load_average", "0.10 0.20 0.30"}};
    if (run.withBuild) doc["build"] = {{"version", "0.1.0"}, {"commit", "a956e84"}};
    Json stores = Json::array();
    Json aggregates = Json::array();
    for (const auto& [store, ops] : run.readOpsPerSecond) {
        stores.push_back({{"label", store}, {"uri", store + ":"}});
        for (const auto& point : run.points) {
            for (const auto& [step, op, factor] : {std::tuple<const char*, const char*, double>{"read", "get", 1.0},
                                                   std::tuple<const char*, const char*, double>{"write", "put", 0.5}}) {
                aggregates.push_back({{"preset", run.preset},
                                      {"store", store},
                                      {"point", point},
                                      {"step", step},
                                      {"op", op},
                                      {"samples", 1},
                                      {"measured", true},
                                      {"ops_per_second", ops * factor}});
            }
        }
    }
    doc["presets"] = Json::array(
        {{{"id", run.preset}, {"primary_metric", "ops_per_second"}, {"baseline", "wrstore"}, {"stores", stores}}});
    doc["trials"] = Json::array();
    doc["aggregates"] = std::move(aggregates);
    doc["ratios"] = Json::array();
    return doc;
}

// Writes the run's results.json into `dir`, creating it.
inline Status writeHandWrittenRun(const std::filesystem::path& dir, const HandWrittenRun& run) {
    WR_RETURN_IF_ERROR(createDirectories(dir));
    return writeFileAtomically(dir / "results.json", dumpJson(handWrittenResults(run), 1));
}

}  // namespace wr::bench::testing
