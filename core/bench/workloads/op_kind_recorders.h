// The recorders of a run that mixes kinds of operation (YCSB's mixes, the
// custom workload): one recorder per kind and client thread, so the hot path
// shares nothing, merged into one summary per kind when the run ends.
#pragma once

#include <string>
#include <vector>

#include "bench/workloads/op_recorder.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

class OpKindRecorders {
public:
    // `kinds` names the operations by their index ("read", "update", ...).
    OpKindRecorders(int threads, const std::vector<std::string>& kinds);

    // Records `outcome` as thread `thread`'s operation of kind `kind`, and
    // hands it back for the timed loop.
    OpOutcome record(int thread, int kind, OpOutcome outcome);

    // Appends the summary of every kind that ran to `ops`, over the run's
    // wall time `seconds`.
    void summarizeInto(std::vector<OpResult>& ops, double seconds) const;

private:
    std::vector<std::string> kinds_;
    std::vector<std::vector<OpRecorder>> recorders_;  // [thread][kind]
};

}  // namespace wr::bench
