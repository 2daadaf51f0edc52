#include "bench/workloads/op_kind_recorders.h"

namespace wr::bench {

OpKindRecorders::OpKindRecorders(int threads, const std::vector<std::string>& kinds) : kinds_(kinds) {
    std::vector<OpRecorder> perThread;
    for (const auto& kind : kinds) perThread.emplace_back(kind);
    recorders_.assign(static_cast<size_t>(threads), perThread);
}

OpOutcome OpKindRecorders::record(int thread, int kind, OpOutcome outcome) {
    recorders_[static_cast<size_t>(thread)][static_cast<size_t>(kind)].record(outcome.nanos, outcome.bytes,
                                                                              outcome.status.isOk());
    return outcome;
}

void OpKindRecorders::summarizeInto(std::vector<OpResult>& ops, double seconds) const {
    for (size_t k = 0; k < kinds_.size(); ++k) {
        OpRecorder merged(kinds_[k]);
        for (const auto& perThread : recorders_) merged.merge(perThread[k]);
        if (merged.count() > 0) ops.push_back(summarize(merged, seconds));
    }
}

}  // namespace wr::bench
