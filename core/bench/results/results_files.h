// A run's results on disk, in a directory:
//   results.json  everything: command, machine, library versions, settings,
//                 presets (baselines, skipped combinations), every trial's step
//                 results with their time series, the medians and the ratios
//   results.csv   one row per (preset, store, point, step, operation): medians
//   raw.csv       one row per repetition and operation
//   ratios.csv    every store against its preset's baseline
//   report.md     the Markdown report (with writeResultsAndReport)
// `wrctl report` and the GUI read results.json.
#pragma once

#include <filesystem>

#include "bench/harness/run_record.h"
#include "bench/workloads/json_document.h"
#include "util/format_version.h"

namespace wr::bench {

inline constexpr const char* kResultsFormat = "wr-bench-results";
inline constexpr FormatVersion kResultsFileFormat{"benchmark results file", 1, 1};

Json resultsDocument(const RunRecord& record);
Status writeResults(const std::filesystem::path& dir, const RunRecord& record);
// writeResults, and the Markdown report (report.h) as report.md beside them;
// returns the results document written, so a caller showing it need not
// build it again.
Result<Json> writeResultsAndReport(const std::filesystem::path& dir, const RunRecord& record);
// Reads results.json from a directory (or the file itself).
Result<Json> readResults(const std::filesystem::path& dirOrFile);

// A CSV field, quoted when it holds a comma, quote or line break.
std::string csvField(const std::string& text);

}  // namespace wr::bench
