#include "stores/peers/lmdb_bulk_load.h"

#include <algorithm>
#include <atomic>
#include <utility>

#include "stores/peers/bulk_load_state.h"
#include "stores/peers/pair_buffer.h"

namespace wr::kv {

namespace {

// Pairs per write transaction, in bytes: large enough that commits (each
// writes the tree's changed branch pages and the meta page) cost nothing.
constexpr uint64_t kTransactionBytes = uint64_t{64} << 20;
constexpr uint64_t kMinTransactionBytes = uint64_t{64} << 10;
constexpr size_t kBlockBytes = size_t{1} << 20;

MDB_val val(BytesView b) { return {b.size(), const_cast<char*>(b.data())}; }

class LmdbBulkLoader : public BulkLoader {
public:
    LmdbBulkLoader(LmdbBulkTarget target, const BulkLoadOptions& options)
        : target_(std::move(target)),
          state_(target_.where, options.cancel),
          transactionBytes_(std::clamp(options.memoryBudget, kMinTransactionBytes, kTransactionBytes)),
          buffer_(static_cast<size_t>(std::min<uint64_t>(kBlockBytes, transactionBytes_ / 16))) {}

    std::string description() const override {
        return "LMDB appends (MDB_APPEND: " + countedNoun(appended_, "pair") + " appended, " + std::to_string(put_) +
               " put out of order, in " + countedNoun(transactions_, "transaction") + ")" +
               (finished_ ? "" : " so far");
    }

    Status add(BytesView key, BytesView value) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        if (key.empty() || key.size() > target_.maxKeyBytes) {
            return Status::limitExceeded(target_.where + ": bulk load of key '" + printable(key) + "': a key of " +
                                         std::to_string(key.size()) + " bytes cannot be stored: LMDB keys are 1 to " +
                                         std::to_string(target_.maxKeyBytes) + " bytes (mdb_env_get_maxkeysize)");
        }
        if (appending_ && (pairsAdded_ == 0 || key > previousKey())) {
            appendable_ = buffer_.size() + 1;
        } else {
            appending_ = false;
        }
        buffer_.add(key, value);
        ++pairsAdded_;
        return buffer_.memoryBytes() >= transactionBytes_ ? commit() : Status::ok();
    }

    Status finish(ProgressSink*) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        WR_RETURN_IF_ERROR(commit());
        Status finished = state_.finish(target_.flush());
        finished_ = finished.isOk();
        return finished;
    }

private:
    // The key added last, while keys still arrive in order.
    BytesView previousKey() const {
        return buffer_.empty() ? BytesView(lastCommittedKey_) : buffer_.key(buffer_.size() - 1);
    }

    // The buffered pairs in one transaction: the first appendable_ of them
    // appended, the rest put.
    Status commit() {
        if (buffer_.empty()) return Status::ok();
        Status status = target_.write("bulk load of " + countedNoun(buffer_.size(), "pair"), [&](MDB_txn* txn) {
            for (size_t i = 0; i < buffer_.size(); ++i) {
                MDB_val k = val(buffer_.key(i)), v = val(buffer_.value(i));
                if (int rc = mdb_put(txn, target_.dbi, &k, &v, i < appendable_ ? MDB_APPEND : 0); rc != MDB_SUCCESS) {
                    return rc;
                }
            }
            return MDB_SUCCESS;
        });
        if (!status.isOk()) return state_.fail(status);
        appended_ += appendable_;
        put_ += buffer_.size() - appendable_;
        ++transactions_;
        if (appending_) lastCommittedKey_.assign(buffer_.key(buffer_.size() - 1));
        buffer_.clear();
        appendable_ = 0;
        return Status::ok();
    }

    LmdbBulkTarget target_;
    LoaderState state_;
    const uint64_t transactionBytes_;
    PairBuffer buffer_;
    bool appending_ = true;  // every key so far came after the one before
    size_t appendable_ = 0;  // the buffered pairs that go in by MDB_APPEND
    Bytes lastCommittedKey_;
    uint64_t pairsAdded_ = 0;
    // Read by description() from any thread.
    std::atomic<uint64_t> appended_{0};
    std::atomic<uint64_t> put_{0};
    std::atomic<uint64_t> transactions_{0};
    std::atomic<bool> finished_{false};
};

}  // namespace

std::unique_ptr<BulkLoader> makeLmdbBulkLoader(LmdbBulkTarget target, const BulkLoadOptions& options) {
    return std::make_unique<LmdbBulkLoader>(std::move(target), options);
}

}  // namespace wr::kv
