// What a workload step gets from the worker: its spec, the store (opened,
// settled and closed with each cost timed), the progress meter, the
// cancellation token, and the result it fills. Also the timed loop every
// workload uses: operations split over threads, each call timed alone.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "bench/workloads/step_result.h"
#include "bench/workloads/throughput_sampler.h"
#include "stores/kv_store.h"
#include "util/cancellation.h"

namespace wr::bench {

// Seconds of the monotonic clock since `startNanos` (wr::monotonicNanos()).
double secondsSince(uint64_t startNanos);

// What one timed call reports back to the loop.
struct OpOutcome {
    Status status;
    uint64_t nanos = 0;  // the store call alone, not preparing its key or value
    uint64_t bytes = 0;  // payload moved (value bytes put or got)
};

class StepContext {
public:
    StepContext(const RunSpec& spec, CancellationToken& cancel, ProgressMeter& meter, StepResult& result)
        : spec_(spec), cancel_(cancel), meter_(meter), result_(result) {}

    const RunSpec& spec() const { return spec_; }
    const Json& params() const { return spec_.params; }
    CancellationToken& cancel() { return cancel_; }
    ProgressMeter& meter() { return meter_; }
    StepResult& result() { return result_; }

    // Opens the store named by the spec, timing it into openSeconds.
    Result<std::unique_ptr<kv::KvStore>> openStore();
    // Flushes and, where the engine has it, compacts, so disk use and later
    // steps see a settled store (compaction "awaited"); both timed.
    Status settle(kv::KvStore& store);
    // Records the store's statistics and settings, closes it (timed), then
    // measures the allocated bytes of the store directory.
    Status finish(std::unique_ptr<kv::KvStore> store);

    // Runs op(i) for i in [0, count) over spec().threads threads (thread t
    // takes i = t, t + threads, ...), records each outcome under `opName`,
    // and stops at the first failure or on cancellation. The region's wall
    // time runs from `startNanos` (0: the first call) to the last return, so
    // a cold run can include the open it did just before.
    Status timedLoop(const std::string& opName, uint64_t count,
                     const std::function<OpOutcome(uint64_t i, int thread)>& op, uint64_t startNanos = 0,
                     int threads = 0);
    // The same, with the operations' inputs made off the clock: before each
    // batch of kPreparedBatch operations (all threads done with the last)
    // the loop calls prepare(first, end) for indices [first, end), and the
    // region's wall time leaves out what the calls took: making a KVData
    // value costs about a quarter of a fast store's get.
    static constexpr uint64_t kPreparedBatch = 4096;
    using BatchPreparer = std::function<void(uint64_t first, uint64_t end)>;
    Status timedBatches(const std::string& opName, uint64_t count, const BatchPreparer& prepare,
                        const std::function<OpOutcome(uint64_t i, int thread)>& op, uint64_t startNanos = 0,
                        int threads = 0);

    // The Cancelled status a step returns when the token fired.
    Status cancelled() const;

private:
    const RunSpec& spec_;
    CancellationToken& cancel_;
    ProgressMeter& meter_;
    StepResult& result_;
};

}  // namespace wr::bench
