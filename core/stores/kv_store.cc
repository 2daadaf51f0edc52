#include "stores/kv_store.h"

#include <algorithm>
#include <cstring>

namespace wr::kv {

Status KvStore::write(const WriteBatch& batch) {
    for (const auto& op : batch.ops()) {
        Status s = op.type == WriteBatch::OpType::kPut ? put(op.key, op.value) : remove(op.key);
        if (!s.isOk()) return s;
    }
    return Status::ok();
}

Result<std::vector<std::optional<Bytes>>> KvStore::getMany(std::span<const BytesView> keys) {
    std::vector<std::optional<Bytes>> values;
    values.reserve(keys.size());
    for (BytesView key : keys) {
        Result<Bytes> value = get(key);
        if (value.isOk()) {
            values.emplace_back(std::move(*value));
        } else if (value.status().code() == StatusCode::kNotFound) {
            values.emplace_back(std::nullopt);
        } else {
            return value.status();
        }
    }
    return values;
}

Status KvStore::getStream(BytesView key, ValueSink& sink) {
    WR_ASSIGN_OR_RETURN(Bytes value, get(key));
    return sink.write(value);
}

Status KvStore::putStream(BytesView key, ValueSource& source) {
    Bytes value;
    value.resize(source.size());
    size_t filled = 0;
    while (filled < value.size()) {
        WR_ASSIGN_OR_RETURN(size_t n, source.read(value.data() + filled, value.size() - filled));
        if (n == 0) {
            return Status::invalidArgument("value source ended after " + std::to_string(filled) + " of " +
                                           std::to_string(value.size()) + " bytes");
        }
        filled += n;
    }
    return put(key, value);
}

Status KvStore::compact(ProgressSink*, CancellationToken*) {
    return Status::notSupported(uri().scheme() + " stores have no compaction");
}

Result<CheckReport> KvStore::check(ProgressSink*, CancellationToken*) {
    return Status::notSupported(uri().scheme() + " stores have no integrity check");
}

StoreCapabilities KvStore::capabilities() const { return {}; }

Result<std::unique_ptr<BulkLoader>> KvStore::bulkLoader(const BulkLoadOptions&) {
    return Status::notSupported(uri().scheme() + " has no bulk load path; pairs go in write batches");
}

Result<KeyCount> KvStore::countKeys() {
    WR_ASSIGN_OR_RETURN(uint64_t keys, approximateCount());
    return KeyCount{keys, false, "the engine's estimate"};
}

namespace {

// How many pairs a default positioning walks between looks at its token.
constexpr uint64_t kCancelCheckInterval = 4096;

Status positioningCancelled() { return Status::cancelled("positioning inside the store was cancelled"); }

}  // namespace

Result<PlacedCursor> KvStore::scanFrom(uint64_t position, const CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, scan());
    PlacedCursor placed{std::move(cursor), 0, true};
    for (; placed.position < position && placed.cursor->valid(); ++placed.position) {
        if (cancel != nullptr && placed.position % kCancelCheckInterval == 0 && cancel->isCancelled()) {
            return positioningCancelled();
        }
        placed.cursor->next();
    }
    WR_RETURN_IF_ERROR(placed.cursor->status());
    return placed;
}

Result<PlacedCursor> KvStore::scanFromKey(BytesView key, const CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, scan());
    PlacedCursor placed{std::move(cursor), 0, true};
    for (; placed.cursor->valid(); ++placed.position) {
        if (placed.cursor->key() == key) return placed;
        if (cancel != nullptr && placed.position % kCancelCheckInterval == 0 && cancel->isCancelled()) {
            return positioningCancelled();
        }
        placed.cursor->next();
    }
    WR_RETURN_IF_ERROR(placed.cursor->status());
    return Status::notFound("key '" + printable(key) + "' is not in " + uri().toString());
}

Result<uint64_t> countExactly(KvStore& store, ProgressSink* progress, const CancellationToken* cancel) {
    // The estimate only sizes the progress bar.
    const auto estimate = store.approximateCount();
    const uint64_t total = estimate ? *estimate : 0;
    ProgressThrottle throttle(progress);
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, store.scan());
    uint64_t keys = 0;
    for (; cursor->valid(); cursor->next(), ++keys) {
        if (keys % kCancelCheckInterval != 0) continue;
        if (cancel != nullptr && cancel->isCancelled()) return Status::cancelled("counting the keys was cancelled");
        throttle.report({"counting the keys", keys, std::max(total, keys), 0});
    }
    WR_RETURN_IF_ERROR(cursor->status());
    throttle.report({"counting the keys", keys, keys, 0}, true);
    return keys;
}

Status forEach(KvStore& store, const std::function<bool(BytesView key, BytesView value)>& visit) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, store.scan());
    for (; cursor->valid(); cursor->next()) {
        WR_ASSIGN_OR_RETURN(Bytes value, cursor->value());
        if (!visit(cursor->key(), value)) break;
    }
    return cursor->status();
}

Result<size_t> MemoryValueSource::read(char* out, size_t n) {
    size_t take = std::min(n, data_.size() - offset_);
    std::memcpy(out, data_.data() + offset_, take);
    offset_ += take;
    return take;
}

}  // namespace wr::kv
