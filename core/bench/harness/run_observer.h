// What a running benchmark reports as it goes, in the harness's own types: the
// run's header once it is planned, each trial and step as it starts and ends,
// and every throughput sample of the running worker (ten a second). A live
// view (the GUI's workbench) draws from these; `wrctl bench` prints the
// coarser ProgressSink lines instead. Every call comes from the thread running
// runBenchmarks, in order; an observer that hands them to another thread copies
// what it needs. The hooks an observer does not need stay empty.
#pragma once

#include <cstddef>

#include "bench/harness/run_record.h"
#include "bench/workloads/throughput_sampler.h"

namespace wr::bench {

class RunObserver {
public:
    virtual ~RunObserver() = default;

    // The plan: the record so far (command, start, machine, settings, presets)
    // and how many trials will run.
    virtual void onRunStarted(const RunRecord& /*header*/, size_t /*trials*/) {}
    // Trials are numbered 0..trials-1 in the order they run.
    virtual void onTrialStarted(size_t /*trial*/, const Trial& /*plan*/) {}
    // `spec` as the worker gets it: the store placed, the step's settings filled in.
    virtual void onStepStarted(size_t /*trial*/, size_t /*step*/, const RunSpec& /*spec*/) {}
    // A sample of the running step, exactly as its result's series will hold it.
    virtual void onSample(size_t /*trial*/, size_t /*step*/, const ThroughputSample& /*sample*/, uint64_t /*total*/) {}
    virtual void onStepFinished(size_t /*trial*/, size_t /*step*/, const StepResult& /*result*/) {}
    virtual void onTrialFinished(size_t /*trial*/, const TrialResult& /*result*/) {}
};

}  // namespace wr::bench
