#include "stores/zdb/zdb_string_keys.h"

#include "stores/zdb/zdb_jenkins_hash.h"

namespace wr::zdb {

namespace {

// The bucket without `key`'s pair, into `out`; whether the key was there.
Result<bool> copyWithout(BytesView bucket, uint64_t number, BytesView key, Bytes& out) {
    BucketReader reader(bucket, number);
    BytesView k;
    BytesView v;
    bool found = false;
    for (;;) {
        WR_ASSIGN_OR_RETURN(bool more, reader.next(&k, &v));
        if (!more) return found;
        if (k == key) {
            found = true;
            continue;
        }
        putLengthPrefixed(out, k);
        putLengthPrefixed(out, v);
    }
}

}  // namespace

uint64_t bucketOf(BytesView key, uint64_t kmin, uint64_t kmax) { return kmin + jenkinsHash64(key) % (kmax - kmin); }

Result<bool> BucketReader::next(BytesView* key, BytesView* value) {
    if (rest_.empty()) return false;
    std::optional<BytesView> k = getLengthPrefixed(rest_);
    std::optional<BytesView> v = k ? getLengthPrefixed(rest_) : std::nullopt;
    if (!v) {
        return Status::corruption("the record of string-key bucket " + std::to_string(number_) +
                                  " is damaged: a pair's length runs past its end");
    }
    *key = *k;
    *value = *v;
    return true;
}

Result<std::optional<BytesView>> findInBucket(BytesView bucket, uint64_t bucketNumber, BytesView key) {
    BucketReader reader(bucket, bucketNumber);
    BytesView k;
    BytesView v;
    for (;;) {
        WR_ASSIGN_OR_RETURN(bool more, reader.next(&k, &v));
        if (!more) return std::optional<BytesView>();
        if (k == key) return std::optional<BytesView>(v);
    }
}

Status putInBucket(std::optional<Bytes>& bucket, uint64_t bucketNumber, BytesView key, BytesView value) {
    Bytes out;
    if (bucket) WR_RETURN_IF_ERROR(copyWithout(*bucket, bucketNumber, key, out).status());
    putLengthPrefixed(out, key);
    putLengthPrefixed(out, value);
    bucket = std::move(out);
    return Status::ok();
}

Result<bool> removeFromBucket(std::optional<Bytes>& bucket, uint64_t bucketNumber, BytesView key) {
    if (!bucket) return false;
    Bytes out;
    WR_ASSIGN_OR_RETURN(bool found, copyWithout(*bucket, bucketNumber, key, out));
    if (!found) return false;
    if (out.empty())
        bucket.reset();
    else
        bucket = std::move(out);
    return true;
}

}  // namespace wr::zdb
