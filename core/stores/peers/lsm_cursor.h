// The scan of LevelDB and its descendant RocksDB, whose iterators share one
// shape (SeekToFirst, Valid, key, value, Next, status): read in key order
// without filling the block cache, so a full scan does not evict the working
// set (both engines' documentation recommends this for bulk scans).
#pragma once

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "stores/peers/peer_cursor.h"

namespace wr::kv {

// Handle owns the engine as `db`; the cursor shares it, so the iterator is
// always destroyed before the database.
template <typename Handle, typename ReadOptions>
class LsmCursor : public BatchCursor {
public:
    LsmCursor(std::shared_ptr<Handle> handle, std::string where)
        : handle_(std::move(handle)), where_(std::move(where)) {
        ReadOptions read;
        read.fill_cache = false;
        it_.reset(handle_->db->NewIterator(read));
        it_->SeekToFirst();
    }

protected:
    Status fetch(Batch& batch, bool& end) override {
        while (it_->Valid()) {
            bool more = batch.add(it_->key().ToString(), it_->value().ToString());
            it_->Next();
            if (!more) return Status::ok();
        }
        end = true;
        if (!it_->status().ok()) return Status::ioError(where_ + ": scan: " + it_->status().ToString());
        return Status::ok();
    }

private:
    using Iterator = std::remove_pointer_t<decltype(std::declval<Handle&>().db->NewIterator(ReadOptions()))>;

    std::shared_ptr<Handle> handle_;  // declared first: destroyed after the iterator
    std::string where_;
    std::unique_ptr<Iterator> it_;
};

}  // namespace wr::kv
