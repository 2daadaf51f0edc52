// verifyStores: the proof that a migration lost nothing. Every source pair is
// read back from the target by key and compared (whatever the conflict
// policy, so a "skip existing" target shows which keys kept other values);
// for a target that was empty, the order-independent digest of the target's
// own scan must equal the source's, so the target holds nothing else either.
// Values the source says are large are compared by their hashes, streamed on
// both sides, never held whole; the others are read back a batch at a time
// (KvStore::getMany: for a redis: target one pipeline per node).
#include "migrate/migration.h"
#include "migrate/pair_digest.h"
#include "util/quoted_bytes.h"

namespace wr::migrate {

namespace {

constexpr size_t kListedMismatches = 20;
constexpr uint64_t kHashedValueBytes = uint64_t{4} << 20;
// A read-back batch ends at this many pairs or value bytes, whichever first.
constexpr size_t kBatchPairs = 1000;
constexpr uint64_t kBatchBytes = uint64_t{16} << 20;

// Hashes a value as it streams out of a store.
class HashingSink : public kv::ValueSink {
public:
    HashingSink(BytesView key, uint64_t size) : hasher_(key, size) {}
    Status write(BytesView piece) override {
        hasher_.update(piece);
        received_ += piece.size();
        return Status::ok();
    }
    std::array<uint8_t, 16> finish() { return hasher_.finish(); }
    uint64_t received() const { return received_; }
    uint64_t pairBytes() const { return hasher_.bytes(); }

private:
    PairHasher hasher_;
    uint64_t received_ = 0;
};

// The hash of a stored pair read through getStream; NotFound passes through.
Result<std::array<uint8_t, 16>> streamedHash(kv::KvStore& store, BytesView key, uint64_t size, uint64_t* pairBytes) {
    HashingSink sink(key, size);
    WR_RETURN_IF_ERROR(store.getStream(key, sink));
    if (sink.received() != size) return Status::corruption("value size differs");
    if (pairBytes) *pairBytes = sink.pairBytes();
    return sink.finish();
}

// Adds every pair of `store` to `digest`.
Status digestStore(kv::KvStore& store, PairDigest& digest, const CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, store.scan());
    for (; cursor->valid(); cursor->next()) {
        if (cancel && cancel->isCancelled()) return Status::cancelled("verification stopped");
        std::optional<uint64_t> size = cursor->valueSize();
        if (size && *size >= kHashedValueBytes) {
            uint64_t bytes = 0;
            WR_ASSIGN_OR_RETURN(auto hash, streamedHash(store, cursor->key(), *size, &bytes));
            digest.addHash(hash, bytes);
        } else {
            WR_ASSIGN_OR_RETURN(Bytes value, cursor->value());
            digest.add(cursor->key(), value);
        }
    }
    return cursor->status();
}

// Per key of `keys`, in order: its value in `store`, NotFound, or the error
// its read met. A batch read that fails is read again key by key, so the
// failure is pinned on its keys and the others are still compared.
std::vector<Result<Bytes>> readBack(kv::KvStore& store, const std::vector<Bytes>& keys) {
    std::vector<BytesView> views(keys.begin(), keys.end());
    std::vector<Result<Bytes>> values;
    values.reserve(keys.size());
    if (Result<std::vector<std::optional<Bytes>>> batch = store.getMany(views)) {
        for (std::optional<Bytes>& value : *batch) {
            values.push_back(value ? Result<Bytes>(std::move(*value)) : Status::notFound("no such key"));
        }
        return values;
    }
    for (const Bytes& key : keys) values.push_back(store.get(key));
    return values;
}

}  // namespace

Result<VerificationReport> verifyStores(kv::KvStore& source, kv::KvStore& target, bool targetDigest,
                                        ProgressSink* progress, const CancellationToken* cancel) {
    VerificationReport report;
    ProgressThrottle throttle(progress);
    uint64_t total = 0;
    if (auto count = source.countKeys()) total = count->keys;
    auto mismatch = [&](BytesView key, const std::string& what) {
        ++report.mismatches;
        if (report.firstMismatches.size() < kListedMismatches) {
            report.firstMismatches.push_back("key " + quotedBytes(key) + ": " + what);
        }
    };

    std::vector<Bytes> keys;
    std::vector<Bytes> values;
    uint64_t batchBytes = 0;
    // Reads the batch back from the target and compares it.
    auto compareBatch = [&]() -> Status {
        if (keys.empty()) return Status::ok();
        std::vector<Result<Bytes>> stored = readBack(target, keys);
        for (size_t i = 0; i < keys.size(); ++i) {
            if (!stored[i]) {
                mismatch(keys[i], stored[i].status().is(StatusCode::kNotFound) ? "missing in the target"
                                                                               : stored[i].status().toString());
            } else if (*stored[i] != values[i]) {
                mismatch(keys[i], "the target's value differs (" + std::to_string(stored[i]->size()) +
                                      " bytes, the source's " + std::to_string(values[i].size()) + ")");
            }
        }
        report.keysCompared += keys.size();
        keys.clear();
        values.clear();
        batchBytes = 0;
        throttle.report({"verify", report.keysCompared, total, 0, report.source.bytes});
        return Status::ok();
    };

    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, source.scan());
    for (; cursor->valid(); cursor->next()) {
        if (cancel && cancel->isCancelled()) return Status::cancelled("verification stopped");
        BytesView key = cursor->key();
        std::optional<uint64_t> size = cursor->valueSize();
        if (size && *size >= kHashedValueBytes) {
            uint64_t bytes = 0;
            WR_ASSIGN_OR_RETURN(auto sourceHash, streamedHash(source, key, *size, &bytes));
            report.source.addHash(sourceHash, bytes);
            auto targetHash = streamedHash(target, key, *size, nullptr);
            if (!targetHash) {
                mismatch(key, targetHash.status().is(StatusCode::kNotFound) ? "missing in the target"
                                                                            : targetHash.status().toString());
            } else if (*targetHash != sourceHash) {
                mismatch(key, "the target's value differs");
            }
            ++report.keysCompared;
            throttle.report({"verify", report.keysCompared, total, 0, report.source.bytes});
            continue;
        }
        WR_ASSIGN_OR_RETURN(Bytes value, cursor->value());
        report.source.add(key, value);
        batchBytes += value.size();
        keys.emplace_back(key);
        values.push_back(std::move(value));
        if (keys.size() >= kBatchPairs || batchBytes >= kBatchBytes) WR_RETURN_IF_ERROR(compareBatch());
    }
    WR_RETURN_IF_ERROR(cursor->status());
    WR_RETURN_IF_ERROR(compareBatch());

    if (targetDigest) {
        PairDigest digest;
        WR_RETURN_IF_ERROR(digestStore(target, digest, cancel));
        report.target = digest;
    }
    report.ran = true;
    throttle.report({"verify", report.keysCompared, total, 0, report.source.bytes}, true);
    return report;
}

}  // namespace wr::migrate
