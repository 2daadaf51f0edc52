#include "stores/peers/lmdb_bulk_load.h"

#include <algorithm>
#include <atomic>
#include <utility>

#include "stores/peers/bulk_load_state.h"
#include "stores/peers/pair_buffer.h"
#include "stores/peers/sorted_runs.h"

namespace wr::kv {

namespace {

// Pairs per write transaction, in bytes: large enough that commits (each
// writes the tree's changed branch pages and the meta page) cost nothing. A
// quarter of the memory budget at most; the external sort has the rest.
constexpr uint64_t kTransactionBytes = uint64_t{64} << 20;
constexpr uint64_t kMinTransactionBytes = uint64_t{64} << 10;
constexpr size_t kBlockBytes = size_t{1} << 20;

MDB_val val(BytesView b) { return {b.size(), const_cast<char*>(b.data())}; }

uint64_t transactionBytesFor(uint64_t memoryBudget) {
    return std::clamp(memoryBudget / 4, kMinTransactionBytes, kTransactionBytes);
}

class LmdbBulkLoader : public BulkLoader {
public:
    LmdbBulkLoader(LmdbBulkTarget target, ScratchDirectory scratch, const BulkLoadOptions& options)
        : target_(std::move(target)),
          state_(target_.where, options.cancel, std::move(scratch)),
          transactionBytes_(transactionBytesFor(options.memoryBudget)),
          buffer_(static_cast<size_t>(std::min<uint64_t>(kBlockBytes, transactionBytes_ / 16))),
          sorter_(
              state_.scratchPath(),
              std::max(options.memoryBudget - std::min(options.memoryBudget, transactionBytes_), kMinTransactionBytes),
              options.cancel) {}

    std::string description() const override {
        return "LMDB appends (MDB_APPEND: " + countedNoun(appended_, "pair") + " appended, " + std::to_string(put_) +
               " put, in " + countedNoun(transactions_, "transaction") +
               (sorting_ ? "; sorted first from the first key out of order" : "") + ")" + (finished_ ? "" : " so far");
    }

    Status add(BytesView key, BytesView value) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        if (key.empty() || key.size() > target_.maxKeyBytes) {
            return Status::limitExceeded(target_.where + ": bulk load of key '" + printable(key) + "': a key of " +
                                         std::to_string(key.size()) + " bytes cannot be stored: LMDB keys are 1 to " +
                                         std::to_string(target_.maxKeyBytes) + " bytes (mdb_env_get_maxkeysize)");
        }
        ++pairsAdded_;
        if (!sorting_ && key > lastKey()) return buffer(key, value);
        sorting_ = true;
        Status sorted = sorter_.add(key, value);
        return sorted.isOk() ? sorted : state_.fail(sorted.withContext(target_.where + ": bulk load"));
    }

    Status finish(ProgressSink* progress) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        WR_RETURN_IF_ERROR(commit());
        if (sorting_) {
            Status stored;  // the store's own error, in its own words
            Status merged = sorter_.merge(
                [&](BytesView key, BytesView value) {
                    stored = buffer(key, value);
                    return stored;
                },
                progress);
            if (!merged.isOk()) {
                return state_.fail(stored.isOk() ? merged.withContext(target_.where + ": bulk load") : stored);
            }
            WR_RETURN_IF_ERROR(commit());
        }
        Status finished = state_.finish(target_.flush());
        finished_ = finished.isOk();
        return finished;
    }

private:
    // The largest key buffered or stored ("" before the first: LMDB keys are
    // never empty).
    BytesView lastKey() const { return buffer_.empty() ? BytesView(storedMax_) : buffer_.key(buffer_.size() - 1); }

    Status buffer(BytesView key, BytesView value) {
        buffer_.add(key, value);
        return buffer_.memoryBytes() >= transactionBytes_ ? commit() : Status::ok();
    }

    // The buffered pairs in one transaction: each key past every key stored
    // before it is appended, any other put.
    Status commit() {
        if (buffer_.empty()) return Status::ok();
        uint64_t appended = 0;
        BytesView largest;
        Status status = target_.write("bulk load of " + countedNoun(buffer_.size(), "pair"), [&](MDB_txn* txn) {
            // Run again after the map grew: start over.
            appended = 0;
            largest = storedMax_;
            for (size_t i = 0; i < buffer_.size(); ++i) {
                const BytesView key = buffer_.key(i);
                const bool append = key > largest;
                MDB_val k = val(key), v = val(buffer_.value(i));
                if (int rc = mdb_put(txn, target_.dbi, &k, &v, append ? MDB_APPEND : 0); rc != MDB_SUCCESS) return rc;
                if (append) {
                    largest = key;
                    ++appended;
                }
            }
            return MDB_SUCCESS;
        });
        if (!status.isOk()) return state_.fail(status);
        storedMax_.assign(largest);
        appended_ += appended;
        put_ += buffer_.size() - appended;
        ++transactions_;
        buffer_.clear();
        return Status::ok();
    }

    LmdbBulkTarget target_;
    LoaderState state_;
    const uint64_t transactionBytes_;
    PairBuffer buffer_;
    ExternalSorter sorter_;
    Bytes storedMax_;  // the largest key stored
    uint64_t pairsAdded_ = 0;
    // Read by description() from any thread.
    std::atomic<bool> sorting_{false};  // a key came out of order: the rest goes through the sorter
    std::atomic<uint64_t> appended_{0};
    std::atomic<uint64_t> put_{0};
    std::atomic<uint64_t> transactions_{0};
    std::atomic<bool> finished_{false};
};

}  // namespace

Result<std::unique_ptr<BulkLoader>> makeLmdbBulkLoader(LmdbBulkTarget target, const BulkLoadOptions& options) {
    Result<ScratchDirectory> scratch = ScratchDirectory::create(options.workDirectory, "lmdb-bulk-load");
    if (!scratch) return scratch.status().withContext(target.where + ": bulk load");
    return std::unique_ptr<BulkLoader>(
        std::make_unique<LmdbBulkLoader>(std::move(target), std::move(*scratch), options));
}

}  // namespace wr::kv
