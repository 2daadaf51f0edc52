#include "stores/wrstore/wrstore.h"

#include <algorithm>
#include <cstdio>

#include "registry/names.h"
#include "stores/wrindex/index_check.h"
#include "stores/wrindex/index_walker.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrstore/stored_value.h"

namespace wr::kv::wrstore {

namespace {

// Shares the index, so it outlives close().
class WrStoreCursor : public KvCursor {
public:
    explicit WrStoreCursor(std::shared_ptr<IndexDatabase> index)
        : index_(std::move(index)), entries_(index_->registry(), index_->dbKey(), index_->layout()) {}
    // Starts at the first leaf at or after the hash prefix `startHex`.
    WrStoreCursor(std::shared_ptr<IndexDatabase> index, std::string_view startHex)
        : index_(std::move(index)), entries_(index_->registry(), index_->dbKey(), index_->layout(), startHex) {}

    bool valid() const override { return entries_.valid(); }
    BytesView key() const override { return entries_.key(); }
    Result<Bytes> value() override {
        const reg::NamedValue& e = entries_.entry();
        return decodeStoredValue(reg::ValueData{e.type, e.data}, entries_.key());
    }
    void next() override { entries_.next(); }
    Status status() const override { return entries_.status(); }
    const std::string& leafPath() const { return entries_.leafPath(); }

private:
    std::shared_ptr<IndexDatabase> index_;
    IndexEntryIterator entries_;
};

// The first 16 hex characters of a fraction of the hash space, and back.
std::string hashPrefixAt(double fraction) {
    const double scaled = std::clamp(fraction, 0.0, 1.0) * 18446744073709551616.0;
    const uint64_t prefix = scaled >= 18446744073709551615.0 ? UINT64_MAX : uint64_t(scaled);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(prefix));
    return hex;
}

double fractionOfHashPrefix(std::string_view hex) {
    uint64_t prefix = 0;
    for (size_t i = 0; i < 16; ++i) {
        const char c = i < hex.size() ? hex[i] : '0';
        prefix = prefix << 4 | uint64_t(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    return double(prefix) / 18446744073709551616.0;
}

// "fe\\40" -> "fe40".
std::string hexOfLeafPath(std::string_view path) {
    std::string hex;
    for (char c : path) {
        if (c != '\\') hex += c;
    }
    return hex;
}

}  // namespace

Result<std::unique_ptr<KvStore>> WrStore::open(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(WrStoreOptions parsed, parseWrStoreUri(uri, options));
    WR_ASSIGN_OR_RETURN(std::shared_ptr<IndexDatabase> index, IndexDatabase::open(parsed.index, "wrstore", options));
    return std::unique_ptr<KvStore>(new WrStore(uri, std::move(parsed), std::move(index)));
}

WrStore::WrStore(StoreUri uri, WrStoreOptions options, std::shared_ptr<IndexDatabase> index)
    : uri_(std::move(uri)), options_(std::move(options)), index_(std::move(index)) {}

WrStore::~WrStore() { (void)close(); }

bool WrStore::isReadOnly() const { return !index_ || index_->readOnly(); }

Status WrStore::closedError() const { return Status::invalidArgument("the store " + uri_.toString() + " is closed"); }

Result<Bytes> WrStore::get(BytesView key) {
    if (!index_) return closedError();
    auto name = encodeKeyNameScratch(key);
    if (!name) {
        return Status::notFound("key '" + printable(key) + "' cannot be in " + index_->describe() + ": " +
                                name.status().message());
    }
    auto value = index_->queryText(md5(key), *name);
    if (!value) {
        if (value.status().is(StatusCode::kNotFound)) {
            return Status::notFound("key '" + printable(key) + "' is not in " + index_->describe());
        }
        return value.status().withContext(index_->describe() + ", get of key '" + printable(key) + "'");
    }
    return decodeStoredValue(std::move(value).value(), key);
}

Status WrStore::put(BytesView key, BytesView value) {
    if (!index_) return closedError();
    if (!options_.storeBigValues && value.size() > reg::kRecommendedMaxValueBytes) {
        return Status::limitExceeded("the value for key '" + printable(key) + "' is " + std::to_string(value.size()) +
                                     " bytes, over the registry's recommended 2 MB per value (seed 000 Sec. 7); "
                                     "store large values in a wrstore++ store, or open this one with "
                                     "big_values=store; nothing was stored");
    }
    WR_ASSIGN_OR_RETURN(std::string_view name, encodeKeyNameScratch(key));
    Md5Digest digest = md5(key);
    Status s =
        storedAsText(value) ? index_->setText(digest, name, value) : index_->set(digest, name, reg::REG_BINARY, value);
    if (!s.isOk()) return s.withContext(index_->describe() + ", put of key '" + printable(key) + "'");
    return s;
}

Status WrStore::remove(BytesView key) {
    if (!index_) return closedError();
    auto name = encodeKeyNameScratch(key);
    if (!name) return Status::ok();  // a key that cannot be stored is never present
    auto erased = index_->erase(md5(key), *name);
    if (!erased) return erased.status().withContext(index_->describe() + ", delete of key '" + printable(key) + "'");
    return Status::ok();
}

Result<std::unique_ptr<KvCursor>> WrStore::scan() {
    if (!index_) return closedError();
    return std::unique_ptr<KvCursor>(new WrStoreCursor(index_));
}

Result<uint64_t> WrStore::positionCount() {
    if (const uint64_t known = positionCount_.load(std::memory_order_relaxed); known != 0) return known;
    WR_ASSIGN_OR_RETURN(EntryCountEstimate estimate, index_->estimateEntryCount());
    const uint64_t count = estimate.entries;
    // A small store is counted again: it walks, and may grow past walking.
    if (count > kWalkedPositions) positionCount_.store(count, std::memory_order_relaxed);
    return count;
}

Result<PlacedCursor> WrStore::scanFrom(uint64_t position, const CancellationToken* cancel) {
    if (!index_) return closedError();
    if (position <= kWalkedPositions) return KvStore::scanFrom(position, cancel);
    WR_ASSIGN_OR_RETURN(uint64_t count, positionCount());
    if (count <= kWalkedPositions) return KvStore::scanFrom(position, cancel);
    auto cursor = std::make_unique<WrStoreCursor>(index_, hashPrefixAt(double(position) / double(count)));
    WR_RETURN_IF_ERROR(cursor->status());
    // Where the walk starts: the first entry of the leaf it entered.
    const uint64_t at =
        cursor->valid() ? uint64_t(fractionOfHashPrefix(hexOfLeafPath(cursor->leafPath())) * double(count)) : count;
    return PlacedCursor{std::move(cursor), at, false};
}

Result<PlacedCursor> WrStore::scanFromKey(BytesView key, const CancellationToken* cancel) {
    if (!index_) return closedError();
    WR_ASSIGN_OR_RETURN(uint64_t count, positionCount());
    if (count <= kWalkedPositions) return KvStore::scanFromKey(key, cancel);
    const LeafPath leaf(md5(key), index_->layout());
    const std::string hex = hexOfLeafPath(leaf.view());
    auto cursor = std::make_unique<WrStoreCursor>(index_, hex);
    // The key's leaf is the first one the walk enters; look for it there.
    uint64_t skipped = 0;
    for (; cursor->valid() && cursor->leafPath() == leaf.view(); cursor->next(), ++skipped) {
        if (cursor->key() != key) continue;
        const uint64_t at = uint64_t(fractionOfHashPrefix(hex) * double(count)) + skipped;
        return PlacedCursor{std::move(cursor), std::min(at, count), false};
    }
    WR_RETURN_IF_ERROR(cursor->status());
    return Status::notFound("key '" + printable(key) + "' is not in " + index_->describe());
}

Result<uint64_t> WrStore::approximateCount() {
    if (!index_) return closedError();
    WR_ASSIGN_OR_RETURN(EntryCountEstimate estimate, index_->estimateEntryCount());
    return estimate.entries;
}

Result<KeyCount> WrStore::countKeys() {
    if (!index_) return closedError();
    return index_->countKeys();
}

Status WrStore::flush() {
    if (!index_) return closedError();
    return index_->registry().flush();
}

Result<StoreStatistics> WrStore::statistics() {
    if (!index_) return closedError();
    StoreStatistics stats;
    WR_ASSIGN_OR_RETURN(stats.approximateCount, approximateCount());
    reg::RegistryStatistics registry = index_->registryStatistics();
    stats.diskBytes = registry.diskBytes;
    stats.memoryBytes = registry.memoryBytes;
    stats.details.emplace_back("engine", "wrstore");
    index_->appendDetails(stats.details);
    stats.details.emplace_back("durability", durabilityName(options_.index.location.options.durability));
    stats.details.emplace_back("big_values", options_.storeBigValues ? "store" : "refuse");
    stats.details.emplace_back("count_method", "sampled estimate over the index tree (exact for small stores)");
    stats.details.emplace_back("registry_keys", std::to_string(registry.keys));
    stats.details.emplace_back("registry_values", std::to_string(registry.values));
    return stats;
}

Result<CheckReport> WrStore::check(ProgressSink* progress, CancellationToken* cancel) {
    if (!index_) return closedError();
    ProgressThrottle throttle(progress);
    CheckReport report;
    WR_RETURN_IF_ERROR(checkIndexEntries(
        *index_, report, throttle, cancel, [](BytesView key, const reg::NamedValue& e) -> Result<uint64_t> {
            WR_ASSIGN_OR_RETURN(Bytes value, decodeStoredValue(reg::ValueData{e.type, e.data}, key));
            return value.size();
        }));
    throttle.report({"check done", report.entriesChecked, report.entriesChecked, 0}, true);
    return report;
}

StoreCapabilities WrStore::capabilities() const {
    StoreCapabilities capabilities;
    capabilities.canCheck = true;
    capabilities.hashedIndex = true;
    return capabilities;
}

Status WrStore::close() {
    index_.reset();
    return Status::ok();
}

}  // namespace wr::kv::wrstore
