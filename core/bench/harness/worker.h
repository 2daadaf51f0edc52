// The worker: one step of one trial in a process of its own. The runner
// re-executes the program (`wrctl bench --worker --spec FILE --result FILE`,
// or a test binary's equivalent) for every step, so each store starts from a
// fresh process: no warm library state, no allocator high-water mark, no
// page mappings left behind by the store measured before it.
//
// Protocol: the spec is a RunSpec in JSON; while it runs, the worker writes
// one line "progress <json>" to stdout per throughput sample, ten a second
// (phase, done, total, rate, seconds); at the end it writes the StepResult as JSON to the
// result file (atomically) and exits 0, also when the step failed (the
// failure is in the result). SIGTERM or SIGINT cancel the step: the workload
// stops between operations, closes the store and the worker still writes a
// result, with status Cancelled.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_result.h"
#include "util/cancellation.h"

namespace wr::bench {

// Runs a step here, with the memory peak reset at its start and a sampler
// feeding `sink` and the result's time series.
StepResult runStep(const RunSpec& spec, CancellationToken& cancel, SampleSink* sink);

// The worker's command line: --spec FILE --result FILE. Returns the exit code.
int workerMain(const std::vector<std::string>& args);

// The first word of a worker's progress line.
inline constexpr const char* kProgressTag = "progress";

// A sample as a progress line (with its newline), and back: false for a line
// that is no progress line.
std::string progressLine(const ThroughputSample& sample, uint64_t total);
bool parseProgressLine(std::string_view line, ThroughputSample& sample, uint64_t& total);

}  // namespace wr::bench
