// The load side of a migration: batches of extracted pairs written into the
// target by loader threads, under the user's conflict policy (migration.h),
// through write batches or the target's bulk path (stores/bulk_load.h);
// large values stream from the source (value_stream.h). A pair the target
// cannot hold is found by retrying a refused batch pair by pair, and then
// skipped with its reason or made fatal, as the user chose.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "migrate/migration.h"
#include "migrate/pair_stream.h"
#include "stores/bulk_load.h"

namespace wr::migrate {

struct LoadBatch {
    uint64_t sequence = 0;    // 0, 1, 2, ... in extraction order
    uint64_t endOrdinal = 0;  // pairs extracted up to and including this batch
    std::vector<ExtractedPair> pairs;
};

struct LoadTotals {
    uint64_t written = 0;
    uint64_t keptExisting = 0;
    uint64_t streamed = 0;
    uint64_t skipped = 0;
    std::vector<SkippedPair> skippedPairs;  // the first kMaxSkippedListed
};

inline constexpr size_t kMaxSkippedListed = 100;

class PairLoader {
public:
    // `bulk` (may be null) takes the pairs instead of write batches; it is
    // fed from one thread at a time.
    PairLoader(kv::KvStore& source, kv::KvStore& target, std::unique_ptr<kv::BulkLoader> bulk, ConflictPolicy policy,
               UnfitPairPolicy unfit);

    // Writes one batch; safe to call from several threads (the bulk path
    // serializes them).
    Status load(const LoadBatch& batch);
    // Completes the bulk path's load; nothing to do for write batches.
    Status finish(ProgressSink* progress);

    bool bulk() const { return bulk_ != nullptr; }
    std::string bulkDescription() const;
    LoadTotals totals() const;
    // Continues counting from a checkpoint's totals.
    void startFrom(const LoadTotals& totals);

private:
    Status loadThroughBatches(const LoadBatch& batch);
    Status loadThroughBulk(const LoadBatch& batch);
    // One pair at a time, so that an unfit pair is named and the rest go in.
    Status loadPairByPair(const std::vector<const ExtractedPair*>& pairs);
    Status putOne(const ExtractedPair& pair);
    // The pairs the policy lets through: all, or those the target lacks.
    Result<std::vector<const ExtractedPair*>> admitted(const LoadBatch& batch);
    Status unfitPair(const ExtractedPair& pair, const Status& refused);

    kv::KvStore& source_;
    kv::KvStore& target_;
    std::unique_ptr<kv::BulkLoader> bulk_;
    std::mutex bulkMutex_;
    ConflictPolicy policy_;
    UnfitPairPolicy unfit_;
    std::atomic<uint64_t> written_{0};
    std::atomic<uint64_t> keptExisting_{0};
    std::atomic<uint64_t> streamed_{0};
    mutable std::mutex skippedMutex_;
    uint64_t skipped_ = 0;
    std::vector<SkippedPair> skippedPairs_;
};

// Whether a refused write means the pair does not fit the target (its
// limits), as opposed to a failure of the target itself.
bool refusesPair(const Status& status);

}  // namespace wr::migrate
