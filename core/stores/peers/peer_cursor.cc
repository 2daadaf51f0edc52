#include "stores/peers/peer_cursor.h"

namespace wr::kv {

namespace {
constexpr size_t kBatchPairs = 256;
constexpr size_t kBatchValueBytes = 4u << 20;
}  // namespace

bool BatchCursor::Batch::add(Bytes key, Bytes value) {
    valueBytes_ += value.size();
    entries_.emplace_back(std::move(key), std::move(value));
    return entries_.size() < kBatchPairs && valueBytes_ < kBatchValueBytes;
}

void BatchCursor::next() {
    if (!valid()) return;
    if (++pos_ == entries_.size()) refill();
}

void BatchCursor::refill() {
    entries_.clear();
    pos_ = 0;
    // An empty batch that is not the end (every pair of it skipped) is read past.
    while (entries_.empty() && !end_ && status_.isOk()) {
        Batch batch;
        status_ = fetch(batch, end_);
        entries_ = std::move(batch.entries_);
    }
    if (!status_.isOk()) {
        entries_.clear();
    } else if (!entries_.empty()) {
        lastKey_ = entries_.back().first;
        hasLast_ = true;
    }
}

}  // namespace wr::kv
