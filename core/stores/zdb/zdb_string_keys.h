// String keys over the integer-keyed flat table (seed 004 Sec. 2.8): a
// string key (any bytes: NUL, high bytes and letter case all count) hashes
// with Jenkins' lookup3 to its bucket, iKey = k_min + hash mod (k_max - k_min),
// and the record stored under iKey is the bucket: every (skey, value) pair
// whose key hashes there. Pairs are kept in the order they were last
// written, so a bucket's own order is insertion order too.
//
// Bucket record: pairs back to back, each
//   varint key length | key bytes | varint value length | value bytes
// (LEB128 varints, util/bytes.h). A bucket with no pair is never stored: its
// record is removed instead.
#pragma once

#include <cstdint>
#include <optional>

#include "util/bytes.h"
#include "util/result.h"

namespace wr::zdb {

uint64_t bucketOf(BytesView key, uint64_t kmin, uint64_t kmax);

// Reads a bucket's pairs in order; Corruption (naming the bucket) when the
// record is not a valid bucket.
class BucketReader {
public:
    BucketReader(BytesView bucket, uint64_t bucketNumber) : rest_(bucket), number_(bucketNumber) {}
    // False at the end.
    Result<bool> next(BytesView* key, BytesView* value);

private:
    BytesView rest_;
    uint64_t number_;
};

// The value of `key` in `bucket`, nullopt when the bucket lacks it.
Result<std::optional<BytesView>> findInBucket(BytesView bucket, uint64_t bucketNumber, BytesView key);
// Sets `key` to `value` in `bucket` (nullopt: an empty bucket), moving the
// pair to the end.
Status putInBucket(std::optional<Bytes>& bucket, uint64_t bucketNumber, BytesView key, BytesView value);
// Takes `key` out of `bucket`; the bucket becomes nullopt when it empties.
// Returns whether the key was there.
Result<bool> removeFromBucket(std::optional<Bytes>& bucket, uint64_t bucketNumber, BytesView key);

}  // namespace wr::zdb
