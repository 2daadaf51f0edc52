#include "reliability/expected_state.h"

#include <algorithm>

namespace wr::reliability {

void ExpectedState::acknowledge(const Operation& op) {
    bool barrier = op.kind == Operation::Kind::kFlush || op.kind == Operation::Kind::kReopen;
    if (barrier) {
        for (auto& states : states_) states.erase(states.begin(), states.end() - 1);
    }
    for (const Mutation& m : op.mutations) {
        auto& states = states_[m.key];
        if (promise_ == KillPromise::kAcknowledged) states.clear();
        states.push_back(m.serial);
        if (m.serial) lastSerial_ = std::max(lastSerial_, *m.serial);
    }
}

Verdict ExpectedState::judge(uint32_t key, const std::optional<Bytes>& found, const Operation* inFlight,
                             const WorkloadShape& shape) {
    std::optional<uint64_t> state;
    if (found) {
        state = serialOf(key, *found, shape);
        if (!state) return Verdict::kWrongBytes;
    }
    auto& states = states_[key];
    Verdict verdict = Verdict::kLost;
    if (state == states.back()) {
        verdict = Verdict::kAcknowledged;
    } else if (inFlight != nullptr &&
               std::any_of(inFlight->mutations.begin(), inFlight->mutations.end(),
                           [&](const Mutation& m) { return m.key == key && m.serial == state; })) {
        verdict = Verdict::kInFlight;
    } else if (std::find(states.begin(), states.end(), state) != states.end()) {
        verdict = Verdict::kUnflushed;
    } else if (state && *state > lastSerial_) {
        // Serials grow with time: one past every acknowledged change comes
        // from an operation that had not started when the writer died.
        verdict = Verdict::kUnacknowledged;
    }
    states.assign(1, state);
    if (state) lastSerial_ = std::max(lastSerial_, *state);
    return verdict;
}

}  // namespace wr::reliability
