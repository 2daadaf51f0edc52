// The cursor every peer adapter uses: it reads the engine a batch at a time
// (at most 256 pairs or about 4 MiB of values) and serves the batch from
// memory. Engines with read transactions (LMDB, SQLite) therefore hold one
// only while a batch is read, never across the caller's loop, so a long scan
// neither blocks writers nor pins old pages; engines with long-lived cursors
// (RocksDB, Kyoto Cabinet, Berkeley DB) keep theirs between batches.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "stores/kv_store.h"

namespace wr::kv {

class BatchCursor : public KvCursor {
public:
    bool valid() const override { return pos_ < entries_.size(); }
    BytesView key() const override { return entries_[pos_].first; }
    Result<Bytes> value() override { return entries_[pos_].second; }
    void next() override;
    Status status() const override { return status_; }

    // Builds a cursor and reads its first batch; an error there is the scan's.
    template <typename Cursor, typename... Args>
    static Result<std::unique_ptr<KvCursor>> start(Args&&... args) {
        auto cursor = std::make_unique<Cursor>(std::forward<Args>(args)...);
        cursor->refill();
        if (!cursor->status_.isOk()) return cursor->status_;
        return std::unique_ptr<KvCursor>(std::move(cursor));
    }

protected:
    // Collects one batch.
    class Batch {
    public:
        // Takes the pair; false once the batch is full.
        bool add(Bytes key, Bytes value);
        size_t size() const { return entries_.size(); }

    private:
        friend class BatchCursor;
        std::vector<std::pair<Bytes, Bytes>> entries_;
        size_t valueBytes_ = 0;
    };

    // Adds the pairs that follow the last one fetched (from the first pair on
    // the first call) until the batch is full or the store ends; sets `end`
    // when it ended.
    virtual Status fetch(Batch& batch, bool& end) = 0;

    // The last key fetched, for engines that resume by seeking past it.
    const Bytes* lastKey() const { return hasLast_ ? &lastKey_ : nullptr; }

private:
    void refill();

    std::vector<std::pair<Bytes, Bytes>> entries_;
    size_t pos_ = 0;
    bool end_ = false;
    bool hasLast_ = false;
    Bytes lastKey_;
    Status status_;
};

}  // namespace wr::kv
