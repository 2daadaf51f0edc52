// `wrctl report`: a Markdown report of a results directory — the run's
// machine, versions and settings, every preset's medians and ratios against
// its baseline, and our numbers beside the ones the papers publish
// (paper_numbers.h), each cited by table or figure.
#pragma once

#include <string>

#include "bench/workloads/json_document.h"
#include "util/result.h"

namespace wr::bench {

// The report of a results.json document (results_files.h).
Result<std::string> markdownReport(const Json& results);

// Whether a point label ("kind=compressible size=<1 KiB") has every
// coordinate of `wanted` with the same value (a paper number's point).
bool pointHas(const std::string& label, const std::string& wanted);

}  // namespace wr::bench
