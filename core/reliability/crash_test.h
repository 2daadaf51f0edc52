// The crash test behind `wrctl crashtest` (the project's db_crashtest): round
// after round, a forked child writes a random mix of puts, removes, batches,
// flushes, compactions and reopens to a store and reports each operation that
// returned through a pipe before it starts the next; the parent kills it with
// SIGKILL at a random moment, or the child dies at a named crash point
// (util/crash_point.h); a second child reopens the store and reads every key
// back (store_reading.h), and the parent judges each against the
// expected-state oracle (expected_state.h). The parent itself never opens
// the store, so each child starts from a process no engine has run in. With power
// loss simulated (util/power_loss.h), the kill also takes away everything the
// writer had not synced, and each key is judged by what the engine promises
// for a power cut rather than for a process kill.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "stores/store_uri.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::reliability {

enum class KillMode {
    kRandom,  // SIGKILL from the parent after a random number of acknowledgements
    kPoints,  // death at a named crash point the child armed
    kBoth,    // either, by a coin per round
};

struct CrashTestOptions {
    kv::StoreUri uri;
    uint64_t iterations = 100;
    uint64_t seed = 1;
    std::chrono::milliseconds duration{0};  // stop after this long; 0: no limit
    CancellationToken* cancel = nullptr;    // stops the run after the round in progress
    KillMode kills = KillMode::kBoth;
    uint32_t opsPerIteration = 50;
    uint32_t keys = 128;
    // Only puts, removes and batches: no flushes, compactions or reopens.
    bool changesOnly = false;
    // The named points to choose from; empty: every point of the engine.
    std::vector<std::string> points;
    // Runs the engine's integrity check after every this many reopens (0: never).
    uint32_t checkEvery = 16;
    // Each kill is a power cut too: only what the writer synced survives.
    // Needs a scratch directory for the durable image, outside the store.
    bool powerLoss = false;
    std::filesystem::path scratch;
    // Called between the kill and the reopen: lets a test damage the store to
    // prove the oracle notices.
    std::function<void(uint64_t iteration)> afterKill;
};

struct CrashTestSummary {
    uint64_t iterations = 0;
    uint64_t kills = 0;
    uint64_t randomKills = 0;
    std::map<std::string, uint64_t> pointKills;  // by point
    uint64_t pointsNotReached = 0;               // rounds whose armed point never came; killed at the end
    uint64_t reopens = 0;
    uint64_t operationsAcknowledged = 0;
    uint64_t changesAcknowledged = 0;  // puts and removes, batches counted per change
    uint64_t inFlightApplied = 0;      // keys showing the change in flight
    uint64_t unflushedDropped = 0;     // keys back at an earlier state the engine's promise allows
    uint64_t lost = 0;                 // keys missing an acknowledged change
    uint64_t unacknowledged = 0;       // keys holding a change past the one in flight
    uint64_t wrongBytes = 0;
    uint64_t unreadableReopens = 0;
    uint64_t writerFailures = 0;        // the child's operation failed, or it died otherwise
    std::vector<std::string> problems;  // the first few, described
    double seconds = 0;
    bool interrupted = false;  // stopped by the cancellation token before its iterations or duration

    bool clean() const {
        return lost == 0 && unacknowledged == 0 && wrongBytes == 0 && unreadableReopens == 0 && writerFailures == 0;
    }
};

// The crash points `uri`'s engine passes, by name.
std::vector<std::string> crashPointsFor(const kv::StoreUri& uri);

// InvalidArgument for a bad option; otherwise the summary, clean or not.
Result<CrashTestSummary> runCrashTest(const CrashTestOptions& options);

}  // namespace wr::reliability
