#include "migrate/pair_loader.h"

#include "migrate/value_stream.h"
#include "util/quoted_bytes.h"

namespace wr::migrate {

bool refusesPair(const Status& status) {
    return status.code() == StatusCode::kLimitExceeded || status.code() == StatusCode::kInvalidArgument;
}

PairLoader::PairLoader(kv::KvStore& source, kv::KvStore& target, std::unique_ptr<kv::BulkLoader> bulk,
                       ConflictPolicy policy, UnfitPairPolicy unfit)
    : source_(source), target_(target), bulk_(std::move(bulk)), policy_(policy), unfit_(unfit) {}

Status PairLoader::load(const LoadBatch& batch) { return bulk_ ? loadThroughBulk(batch) : loadThroughBatches(batch); }

Result<std::vector<const ExtractedPair*>> PairLoader::admitted(const LoadBatch& batch) {
    std::vector<const ExtractedPair*> pairs;
    pairs.reserve(batch.pairs.size());
    for (const ExtractedPair& pair : batch.pairs) {
        if (policy_ == ConflictPolicy::kSkipExisting) {
            auto existing = target_.get(pair.key);
            if (existing) {
                keptExisting_.fetch_add(1, std::memory_order_relaxed);
                continue;
            }
            if (existing.status().code() != StatusCode::kNotFound) return existing.status();
        }
        pairs.push_back(&pair);
    }
    return pairs;
}

Status PairLoader::loadThroughBatches(const LoadBatch& batch) {
    WR_ASSIGN_OR_RETURN(std::vector<const ExtractedPair*> pairs, admitted(batch));
    kv::WriteBatch writes;
    std::vector<const ExtractedPair*> streamedPairs;
    for (const ExtractedPair* pair : pairs) {
        if (pair->streamedSize) {
            streamedPairs.push_back(pair);
        } else {
            writes.put(pair->key, pair->value);
        }
    }
    if (!writes.empty()) {
        Status status = target_.write(writes);
        if (refusesPair(status)) {
            std::vector<const ExtractedPair*> inMemory;
            for (const ExtractedPair* pair : pairs) {
                if (!pair->streamedSize) inMemory.push_back(pair);
            }
            WR_RETURN_IF_ERROR(loadPairByPair(inMemory));
        } else {
            WR_RETURN_IF_ERROR(status);
            written_.fetch_add(writes.size(), std::memory_order_relaxed);
        }
    }
    return loadPairByPair(streamedPairs);
}

Status PairLoader::loadThroughBulk(const LoadBatch& batch) {
    std::lock_guard lock(bulkMutex_);
    for (const ExtractedPair& pair : batch.pairs) {
        if (pair.streamedSize) {
            // SST files and bulk buffers hold whole values: a large one goes
            // straight into the store, streamed.
            WR_RETURN_IF_ERROR(putOne(pair));
            continue;
        }
        Status added = bulk_->add(pair.key, pair.value);
        if (refusesPair(added)) {
            WR_RETURN_IF_ERROR(unfitPair(pair, added));
            continue;
        }
        WR_RETURN_IF_ERROR(added);
        written_.fetch_add(1, std::memory_order_relaxed);
    }
    return Status::ok();
}

Status PairLoader::loadPairByPair(const std::vector<const ExtractedPair*>& pairs) {
    for (const ExtractedPair* pair : pairs) WR_RETURN_IF_ERROR(putOne(*pair));
    return Status::ok();
}

Status PairLoader::putOne(const ExtractedPair& pair) {
    Status status = pair.streamedSize ? streamValue(source_, target_, pair.key, *pair.streamedSize)
                                      : target_.put(pair.key, pair.value);
    if (refusesPair(status)) return unfitPair(pair, status);
    WR_RETURN_IF_ERROR(status);
    written_.fetch_add(1, std::memory_order_relaxed);
    if (pair.streamedSize) streamed_.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

Status PairLoader::unfitPair(const ExtractedPair& pair, const Status& refused) {
    if (unfit_ == UnfitPairPolicy::kFail) {
        return refused.withContext("the target cannot hold the pair of key " + quotedBytes(pair.key));
    }
    std::lock_guard lock(skippedMutex_);
    ++skipped_;
    if (skippedPairs_.size() < kMaxSkippedListed) skippedPairs_.push_back({pair.key, refused.message()});
    return Status::ok();
}

Status PairLoader::finish(ProgressSink* progress) { return bulk_ ? bulk_->finish(progress) : Status::ok(); }

std::string PairLoader::bulkDescription() const { return bulk_ ? bulk_->description() : std::string(); }

LoadTotals PairLoader::totals() const {
    LoadTotals totals;
    totals.written = written_.load();
    totals.keptExisting = keptExisting_.load();
    totals.streamed = streamed_.load();
    std::lock_guard lock(skippedMutex_);
    totals.skipped = skipped_;
    totals.skippedPairs = skippedPairs_;
    return totals;
}

void PairLoader::startFrom(const LoadTotals& totals) {
    written_ = totals.written;
    keptExisting_ = totals.keptExisting;
    streamed_ = totals.streamed;
    std::lock_guard lock(skippedMutex_);
    skipped_ = totals.skipped;
    skippedPairs_ = totals.skippedPairs;
}

}  // namespace wr::migrate
