// The scan of LevelDB and its descendant RocksDB, whose iterators share one
// shape (SeekToFirst, Valid, key, value, Next, status): read in key order
// without filling the block cache, so a full scan does not evict the working
// set (both engines' documentation recommends this for bulk scans).
//
// Positioning (lsmScanFrom, lsmScanFromKey): a key is a Seek away; a position
// is the key before which the engine's files hold that fraction of their
// bytes (GetApproximateSizes), found by bisecting the key space between the
// first and the last key, so the position it reports is an estimate.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
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
    // From the first key.
    LsmCursor(std::shared_ptr<Handle> handle, std::string where)
        : LsmCursor(std::move(handle), std::move(where), nullptr) {}
    // From the first key at or after `start`.
    LsmCursor(std::shared_ptr<Handle> handle, std::string where, const std::string& start)
        : LsmCursor(std::move(handle), std::move(where), &start) {}

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
    // A pointer rather than std::optional<std::string>: GCC 12 warns that an
    // empty optional string "may be used uninitialized" when inlined here.
    LsmCursor(std::shared_ptr<Handle> handle, std::string where, const std::string* start)
        : handle_(std::move(handle)), where_(std::move(where)) {
        ReadOptions read;
        read.fill_cache = false;
        it_.reset(handle_->db->NewIterator(read));
        if (start != nullptr) {
            it_->Seek(*start);
        } else {
            it_->SeekToFirst();
        }
    }

    using Iterator = std::remove_pointer_t<decltype(std::declval<Handle&>().db->NewIterator(ReadOptions()))>;

    std::shared_ptr<Handle> handle_;  // declared first: destroyed after the iterator
    std::string where_;
    std::unique_ptr<Iterator> it_;
};

// The bytes the engine's files hold for keys before `key`.
using LsmBytesBefore = std::function<uint64_t(const std::string& key)>;

namespace lsm_detail {

// A key as a number: the 8 bytes after `prefix` chars, big-endian, zero-padded.
inline uint64_t keyNumber(const std::string& key, size_t prefix) {
    uint64_t n = 0;
    for (size_t i = 0; i < 8; ++i) n = n << 8 | (prefix + i < key.size() ? uint8_t(key[prefix + i]) : 0u);
    return n;
}

inline std::string numberKey(const std::string& prefix, uint64_t n) {
    std::string key = prefix;
    for (int shift = 56; shift >= 0; shift -= 8) key += char(uint8_t(n >> shift));
    while (key.size() > prefix.size() && key.back() == '\0') key.pop_back();
    return key;
}

// The first and last keys and the bytes of everything up to the last.
template <typename Handle, typename ReadOptions>
std::optional<std::pair<std::string, std::string>> keyRange(Handle& handle) {
    ReadOptions read;
    read.fill_cache = false;
    std::unique_ptr<std::remove_pointer_t<decltype(handle.db->NewIterator(read))>> it(handle.db->NewIterator(read));
    it->SeekToFirst();
    if (!it->Valid()) return std::nullopt;
    std::string first = it->key().ToString();
    it->SeekToLast();
    if (!it->Valid()) return std::nullopt;
    return std::make_pair(std::move(first), it->key().ToString());
}

}  // namespace lsm_detail

// A cursor about `position` of `count` pairs into the store; nullopt when the
// walk does better (near the start, a small store, nothing in the files yet).
template <typename Handle, typename ReadOptions>
Result<std::optional<PlacedCursor>> lsmScanFrom(std::shared_ptr<Handle> handle, std::string where, uint64_t position,
                                                uint64_t count, const LsmBytesBefore& bytesBefore) {
    if (position <= kWalkedPositions || count <= kWalkedPositions) return std::optional<PlacedCursor>();
    auto range = lsm_detail::keyRange<Handle, ReadOptions>(*handle);
    if (!range) return std::optional<PlacedCursor>();
    const auto& [first, last] = *range;
    const uint64_t total = bytesBefore(last + '\0');
    if (total == 0) return std::optional<PlacedCursor>();
    const double fraction = std::min(1.0, double(position) / double(count));
    const uint64_t target = uint64_t(fraction * double(total));
    size_t prefix = 0;
    while (prefix < first.size() && prefix < last.size() && first[prefix] == last[prefix]) ++prefix;
    const std::string common = first.substr(0, prefix);
    uint64_t low = lsm_detail::keyNumber(first, prefix);
    uint64_t high = lsm_detail::keyNumber(last, prefix);
    while (low < high) {
        const uint64_t middle = low + (high - low) / 2;
        if (bytesBefore(lsm_detail::numberKey(common, middle)) < target) {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    std::string start = position >= count ? last + '\0' : lsm_detail::numberKey(common, low);
    const uint64_t at = std::min(count, uint64_t(double(bytesBefore(start)) / double(total) * double(count)));
    using Cursor = LsmCursor<Handle, ReadOptions>;
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor,
                        BatchCursor::start<Cursor>(handle, std::move(where), std::move(start)));
    return std::optional<PlacedCursor>(PlacedCursor{std::move(cursor), at, false});
}

// A cursor at `key` with its estimated position; NotFound when it is absent.
template <typename Handle, typename ReadOptions>
Result<std::optional<PlacedCursor>> lsmScanFromKey(std::shared_ptr<Handle> handle, std::string where, BytesView key,
                                                   uint64_t count, const LsmBytesBefore& bytesBefore) {
    if (count <= kWalkedPositions) return std::optional<PlacedCursor>();
    auto range = lsm_detail::keyRange<Handle, ReadOptions>(*handle);
    if (!range) return std::optional<PlacedCursor>();
    const uint64_t total = bytesBefore(range->second + '\0');
    if (total == 0) return std::optional<PlacedCursor>();
    const std::string start(key);
    using Cursor = LsmCursor<Handle, ReadOptions>;
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, BatchCursor::start<Cursor>(handle, where, start));
    if (!cursor->valid() || cursor->key() != key) {
        return Status::notFound(where + ": key '" + printable(key) + "' is not in the store");
    }
    const uint64_t at = std::min(count, uint64_t(double(bytesBefore(start)) / double(total) * double(count)));
    return std::optional<PlacedCursor>(PlacedCursor{std::move(cursor), at, false});
}

}  // namespace wr::kv
