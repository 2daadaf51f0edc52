#include "bench/workloads/step_context.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <mutex>
#include <thread>
#include <vector>

#include "bench/workloads/raw_disk_store.h"
#include "stores/store_factory.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::bench {

double secondsSince(uint64_t startNanos) { return static_cast<double>(monotonicNanos() - startNanos) / 1e9; }

namespace {

// The factory's stores, and the harness's raw-disk reference.
Result<std::unique_ptr<kv::KvStore>> openStepStore(const std::string& uri) {
    auto parsed = kv::StoreUri::parse(uri);
    if (parsed.isOk() && parsed->scheme() == kRawDiskScheme) return openRawDiskStore(*parsed);
    return kv::openStore(uri);
}

}  // namespace

Result<std::unique_ptr<kv::KvStore>> StepContext::openStore() {
    uint64_t start = monotonicNanos();
    auto store = openStepStore(spec_.storeUri);
    result_.openSeconds = secondsSince(start);
    if (!store.isOk()) return store.status().withContext("opening " + spec_.storeLabel);
    return store;
}

Status StepContext::settle(kv::KvStore& store) {
    uint64_t start = monotonicNanos();
    WR_RETURN_IF_ERROR(store.flush().withContext("flushing " + spec_.storeLabel));
    result_.flushSeconds = secondsSince(start);
    start = monotonicNanos();
    Status s = store.compact(nullptr, &cancel_);
    if (s.is(StatusCode::kNotSupported)) {
        result_.compaction = "unsupported";
        return Status::ok();
    }
    WR_RETURN_IF_ERROR(s.withContext("compacting " + spec_.storeLabel));
    result_.compactionSeconds = secondsSince(start);
    if (result_.compaction.empty()) result_.compaction = "awaited";
    return Status::ok();
}

Status StepContext::finish(std::unique_ptr<kv::KvStore> store) {
    auto stats = store->statistics();
    if (stats.isOk()) {
        result_.storeCount = stats->approximateCount;
        result_.storeMemoryBytes = stats->memoryBytes;
        result_.storeDetails = stats->details;
    }
    uint64_t start = monotonicNanos();
    Status closed = store->close();
    result_.closeSeconds = secondsSince(start);
    store.reset();
    result_.allocatedBytes = allocatedBytes(spec_.storeDir);
    if (result_.allocatedBytes > 0) {
        result_.spaceEfficiency =
            static_cast<double>(result_.logicalBytes) / static_cast<double>(result_.allocatedBytes);
    }
    if (!stats.isOk()) return stats.status().withContext("statistics of " + spec_.storeLabel);
    return closed.withContext("closing " + spec_.storeLabel);
}

Status StepContext::timedLoop(const std::string& opName, uint64_t count,
                              const std::function<OpOutcome(uint64_t i, int thread)>& op, uint64_t startNanos,
                              int threads) {
    return timedBatches(opName, count, nullptr, op, startNanos, threads);
}

Status StepContext::timedBatches(const std::string& opName, uint64_t count, const BatchPreparer& prepare,
                                 const std::function<OpOutcome(uint64_t i, int thread)>& op, uint64_t startNanos,
                                 int threads) {
    if (threads <= 0) threads = spec_.threads;
    threads = static_cast<int>(std::clamp<uint64_t>(static_cast<uint64_t>(threads), 1, std::max<uint64_t>(count, 1)));
    const uint64_t batch = prepare ? kPreparedBatch : std::max<uint64_t>(count, 1);
    meter_.beginPhase(opName, count);
    std::vector<OpRecorder> recorders(static_cast<size_t>(threads), OpRecorder(opName));
    std::atomic<bool> stop{false};
    std::mutex failureMutex;
    Status failure;

    uint64_t untimedNanos = 0;
    auto prepareBatch = [&](uint64_t first) {
        if (!prepare || first >= count) return;
        uint64_t start = monotonicNanos();
        prepare(first, std::min(count, first + batch));
        uint64_t took = monotonicNanos() - start;
        untimedNanos += took;
        meter_.addUntimed(took);
    };
    // Written only by the barrier's completion, while every thread waits.
    uint64_t batchStart = 0;
    std::barrier sync(threads, [&]() noexcept {
        batchStart = stop.load(std::memory_order_relaxed) || cancel_.isCancelled() ? count : batchStart + batch;
        prepareBatch(batchStart);
    });

    auto body = [&](int t) {
        OpRecorder& recorder = recorders[static_cast<size_t>(t)];
        while (batchStart < count) {
            const uint64_t end = std::min(count, batchStart + batch);
            for (uint64_t i = batchStart + static_cast<uint64_t>(t); i < end; i += static_cast<uint64_t>(threads)) {
                if (stop.load(std::memory_order_relaxed) || cancel_.isCancelled()) break;
                OpOutcome outcome = op(i, t);
                recorder.record(outcome.nanos, outcome.bytes, outcome.status.isOk());
                meter_.add();
                if (!outcome.status.isOk()) {
                    std::lock_guard<std::mutex> lock(failureMutex);
                    if (failure.isOk()) failure = outcome.status.withContext(opName + " #" + std::to_string(i));
                    stop.store(true, std::memory_order_relaxed);
                    break;
                }
            }
            sync.arrive_and_wait();
        }
    };

    uint64_t begin = startNanos != 0 ? startNanos : monotonicNanos();
    prepareBatch(0);
    if (threads == 1) {
        body(0);
    } else {
        std::vector<std::thread> pool;
        pool.reserve(static_cast<size_t>(threads));
        for (int t = 0; t < threads; ++t) pool.emplace_back(body, t);
        for (auto& th : pool) th.join();
    }
    double seconds = std::max(0.0, secondsSince(begin) - static_cast<double>(untimedNanos) / 1e9);

    OpRecorder merged(opName);
    for (const auto& r : recorders) merged.merge(r);
    OpResult summary = summarize(merged, seconds);
    summary.extra["threads"] = threads;
    result_.ops.push_back(std::move(summary));
    if (!failure.isOk()) return failure;
    if (cancel_.isCancelled()) return cancelled();
    return Status::ok();
}

Status StepContext::cancelled() const {
    return Status::cancelled(spec_.presetId + " " + spec_.storeLabel + " " + spec_.step + ": cancelled");
}

}  // namespace wr::bench
