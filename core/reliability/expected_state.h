// The crash test's oracle: what every key must hold after a crash. It knows
// each key's acknowledged states and judges what a reopened store holds
// against them and the one operation that was in flight when the writer
// died, which may have taken effect or not — key by key, since write batches
// are not atomic in these engines (a crash keeps a prefix of one). A judged
// key then takes the state found, so the next round starts from what the
// store durably holds.
//
// Under a promise that a process kill loses nothing acknowledged, a key must
// hold its last acknowledged state (or the one in flight). Under a promise
// that only a flush makes changes survive a kill (ZDB's asynchronous mode),
// it may hold any state acknowledged since the last flush or close returned.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "reliability/crash_workload.h"

namespace wr::reliability {

enum class KillPromise {
    kAcknowledged,  // every change that returned survives a process kill
    kFlushed,       // only changes a later flush() or close() covered do
};

enum class Verdict {
    kAcknowledged,    // the last acknowledged state
    kInFlight,        // the state the operation in flight left
    kUnflushed,       // an earlier state the promise allows: changes since the last flush are gone
    kLost,            // an older state: an acknowledged change is missing
    kUnacknowledged,  // a value of an operation after the one in flight
    kWrongBytes,      // bytes the workload never wrote for this key
};

class ExpectedState {
public:
    ExpectedState(uint32_t keys, KillPromise promise) : states_(keys), promise_(promise) {
        for (auto& states : states_) states.emplace_back();
    }

    // An operation the writer acknowledged.
    void acknowledge(const Operation& op);
    // Judges `found` (nullopt: the store does not hold the key), given the
    // operation in flight (null when none was), and adopts it.
    Verdict judge(uint32_t key, const std::optional<Bytes>& found, const Operation* inFlight,
                  const WorkloadShape& shape);

    uint32_t keys() const { return static_cast<uint32_t>(states_.size()); }
    // The last acknowledged state: a serial, or nullopt for absent.
    std::optional<uint64_t> acknowledgedSerial(uint32_t key) const { return states_[key].back(); }

private:
    // Per key, the states it may hold after a kill, the last acknowledged
    // one at the back; one state under KillPromise::kAcknowledged.
    std::vector<std::vector<std::optional<uint64_t>>> states_;
    KillPromise promise_;
    uint64_t lastSerial_ = 0;  // the newest serial acknowledged or adopted
};

}  // namespace wr::reliability
