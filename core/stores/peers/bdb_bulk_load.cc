#include "stores/peers/bdb_bulk_load.h"

#include <db_cxx.h>

#include <algorithm>
#include <atomic>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "stores/peers/bulk_load_state.h"
#include "stores/peers/sorted_runs.h"

namespace wr::kv {

namespace {

// Large enough that the per-call and per-commit costs vanish, small enough
// to stay in the CPU's caches while it is filled.
constexpr uint64_t kBufferBytes = uint64_t{4} << 20;
constexpr uint64_t kMinBufferBytes = uint64_t{4} << 10;
// DB_MULTIPLE_KEY_WRITE_NEXT's bookkeeping: four offsets and lengths per
// pair at the end of the buffer, and the end marker.
constexpr uint64_t kPairOverheadBytes = 4 * sizeof(u_int32_t);

// "4 MiB", "64 KiB".
std::string bufferSizeText(uint64_t bytes) {
    constexpr uint64_t kMiB = uint64_t{1} << 20;
    return bytes % kMiB == 0 ? std::to_string(bytes / kMiB) + " MiB" : std::to_string(bytes >> 10) + " KiB";
}

// The buffer size a pair of this size needs on its own, in whole words.
uint64_t bufferBytesFor(uint64_t pairBytes) {
    return (pairBytes + kPairOverheadBytes + sizeof(u_int32_t) + 3) & ~uint64_t{3};
}

class BdbBulkLoader : public BulkLoader {
public:
    // With a scratch directory the pairs are sorted first.
    BdbBulkLoader(BdbBulkTarget target, std::optional<ScratchDirectory> scratch, const BulkLoadOptions& options)
        : target_(std::move(target)),
          state_(target_.where, options.cancel, std::move(scratch)),
          bufferBytes_(std::clamp(options.memoryBudget, kMinBufferBytes, kBufferBytes) & ~uint64_t{3}) {
        if (!state_.scratchPath().empty()) {
            sorter_ = std::make_unique<ExternalSorter>(state_.scratchPath(), options.memoryBudget, options.cancel);
        }
        startBuffer(bufferBytes_);
    }

    std::string description() const override {
        const std::string how = sorter_ ? "sorted first, then DB_MULTIPLE_KEY" : "DB_MULTIPLE_KEY";
        const std::string buffers = countedNoun(buffersPut_, "buffer") + " of up to " + bufferSizeText(bufferBytes_);
        if (!finished_) return "Berkeley DB bulk puts (" + how + ", " + buffers + " so far)";
        return "Berkeley DB bulk puts (" + how + ", " + countedNoun(pairsPut_, "pair") + " in " + buffers + ")";
    }

    Status add(BytesView key, BytesView value) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        const uint64_t pairBytes = uint64_t{key.size()} + value.size();
        if (bufferBytesFor(pairBytes) > std::numeric_limits<u_int32_t>::max()) {
            return Status::limitExceeded(target_.where + ": bulk load of key '" + printable(key) + "': a pair of " +
                                         std::to_string(pairBytes) +
                                         " bytes cannot be stored: Berkeley DB keys and values are under 4 GiB");
        }
        if (sorter_) {
            Status sorted = sorter_->add(key, value);
            if (!sorted.isOk()) return state_.fail(sorted.withContext(target_.where + ": bulk load"));
        } else {
            WR_RETURN_IF_ERROR(pack(key, value));
        }
        ++pairsAdded_;
        return Status::ok();
    }

    Status finish(ProgressSink* progress) override {
        WR_RETURN_IF_ERROR(state_.usable(pairsAdded_));
        if (sorter_) {
            Status stored;  // the store's own error, in its own words
            Status merged = sorter_->merge(
                [&](BytesView key, BytesView value) {
                    stored = pack(key, value);
                    return stored;
                },
                progress);
            if (!merged.isOk()) {
                return state_.fail(stored.isOk() ? merged.withContext(target_.where + ": bulk load") : stored);
            }
        }
        WR_RETURN_IF_ERROR(putBuffer());
        Status finished = state_.finish(target_.flush());
        finished_ = finished.isOk();
        return finished;
    }

private:
    void startBuffer(uint64_t bytes) {
        words_.assign(bytes / sizeof(u_int32_t), 0);
        buffer_ = Dbt();
        buffer_.set_data(words_.data());
        buffer_.set_ulen(static_cast<u_int32_t>(bytes));
        buffer_.set_flags(DB_DBT_USERMEM);
        builder_.emplace(buffer_);
        pairsInBuffer_ = 0;
    }

    bool append(BytesView key, BytesView value) {
        if (!builder_->append(const_cast<char*>(key.data()), key.size(), const_cast<char*>(value.data()),
                              value.size())) {
            return false;
        }
        ++pairsInBuffer_;
        return true;
    }

    // Into the buffer, which goes to the store first when it is full.
    Status pack(BytesView key, BytesView value) {
        if (append(key, value)) return Status::ok();
        WR_RETURN_IF_ERROR(putBuffer());
        if (append(key, value)) return Status::ok();
        // Larger than the buffer: alone in one of its own size.
        startBuffer(bufferBytesFor(uint64_t{key.size()} + value.size()));
        append(key, value);
        WR_RETURN_IF_ERROR(putBuffer());
        startBuffer(bufferBytes_);
        return Status::ok();
    }

    // Stores the buffer's pairs, and starts it again (a builder that found
    // it full cannot be used further).
    Status putBuffer() {
        if (pairsInBuffer_ > 0) {
            Status status = target_.putPairs(buffer_, pairsInBuffer_);
            if (!status.isOk()) return state_.fail(status);
            pairsPut_ += pairsInBuffer_;
            ++buffersPut_;
        }
        startBuffer(words_.size() * sizeof(u_int32_t));
        return Status::ok();
    }

    BdbBulkTarget target_;
    LoaderState state_;
    const uint64_t bufferBytes_;
    std::unique_ptr<ExternalSorter> sorter_;
    std::vector<u_int32_t> words_;  // the buffer, aligned for its offsets
    Dbt buffer_;
    std::optional<DbMultipleKeyDataBuilder> builder_;
    uint64_t pairsInBuffer_ = 0;
    uint64_t pairsAdded_ = 0;
    // Read by description() from any thread.
    std::atomic<uint64_t> pairsPut_{0};
    std::atomic<uint64_t> buffersPut_{0};
    std::atomic<bool> finished_{false};
};

}  // namespace

Result<std::unique_ptr<BulkLoader>> makeBdbBulkLoader(BdbBulkTarget target, bool sortFirst,
                                                      const BulkLoadOptions& options) {
    std::optional<ScratchDirectory> scratch;
    if (sortFirst) {
        Result<ScratchDirectory> made = ScratchDirectory::create(options.workDirectory, "bdb-bulk-load");
        if (!made) return made.status().withContext(target.where + ": bulk load");
        scratch.emplace(std::move(*made));
    }
    return std::unique_ptr<BulkLoader>(std::make_unique<BdbBulkLoader>(std::move(target), std::move(scratch), options));
}

}  // namespace wr::kv
