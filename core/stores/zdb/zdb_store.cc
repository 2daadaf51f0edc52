#include "stores/zdb/zdb_store.h"

#include <algorithm>
#include <cmath>

#include "stores/zdb/zdb_check.h"
#include "stores/zdb/zdb_compaction.h"
#include "stores/zdb/zdb_int_keys.h"
#include "stores/zdb/zdb_kv_cursor.h"
#include "stores/zdb/zdb_manifest.h"
#include "stores/zdb/zdb_record_cursor.h"
#include "stores/zdb/zdb_string_keys.h"
#include "util/contained_tree.h"

namespace wr::zdb {

namespace {

std::unique_ptr<ValueCache> makeCache(const ZdbOptions& o) {
    switch (o.cache) {
    case CachePolicy::kLru: return makeLruCache(o.cacheBytes);
    case CachePolicy::kArc: return makeArcCache(o.cacheBytes);
    case CachePolicy::kNone: break;
    }
    return nullptr;
}

// A directory a new store may be created in: missing, empty, or holding only
// what an interrupted creation leaves (the lock file, a first table).
bool readyForNewStore(const fs::path& dir) {
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::string name = it->path().filename().string();
        if (name != "LOCK" && !name.starts_with("table-") && !name.starts_with("MANIFEST")) return false;
    }
    return true;
}

}  // namespace

Result<std::unique_ptr<ZdbStore>> ZdbStore::open(const kv::StoreUri& uri, const kv::OpenOptions& options) {
    if (uri.scheme() != "zdb") {
        return Status::invalidArgument("a ZDB store URI starts with 'zdb:', not '" + uri.scheme() + ":'");
    }
    WR_ASSIGN_OR_RETURN(ZdbOptions o, ZdbOptions::fromUri(uri));
    std::unique_ptr<ZdbStore> store(new ZdbStore(uri, o, options.readOnly));
    const fs::path& dir = store->options_.dir;
    std::error_code ec;
    bool exists = fs::exists(manifestPath(dir), ec);
    if (!exists) {
        if (!options.createIfMissing || options.readOnly) {
            return Status::notFound("there is no ZDB store in " + dir.string() + " (no MANIFEST)");
        }
        if (!readyForNewStore(dir)) {
            return Status::invalidArgument("cannot create a ZDB store in " + dir.string() +
                                           ": the directory holds other files and no ZDB MANIFEST");
        }
        WR_RETURN_IF_ERROR(createDirectories(dir));
    }
    // Readers share the store; a writer has it to itself.
    const std::string what = "the ZDB store " + dir.string();
    WR_ASSIGN_OR_RETURN(store->lock_, options.readOnly ? FileLock::acquireShared(dir / "LOCK", what)
                                                       : FileLock::acquire(dir / "LOCK", what));
    WR_RETURN_IF_ERROR(checkNoLinkLeaves(dir, 2, what));  // the tables' folders and their files

    TableOptions tableOptions{options.readOnly, o.sync == SyncMode::kEach, o.hugePages};
    if (exists) {
        WR_ASSIGN_OR_RETURN(Manifest manifest, readManifest(dir));
        WR_RETURN_IF_ERROR(o.checkAgainst(manifest.layout));
        store->options_.layout = manifest.layout;
        WR_ASSIGN_OR_RETURN(store->tables_, TableSet::open(dir, manifest, tableOptions, store->recovery_));
    } else {
        WR_ASSIGN_OR_RETURN(store->tables_, TableSet::create(dir, o.layout, tableOptions));
    }
    WriteMode mode = options.readOnly ? WriteMode::kSafe : o.write;
    store->records_ = std::make_unique<Records>(*store->tables_, makeCache(o), mode, o.flushers, o.dirtyBytes);
    if (!options.readOnly) {
        store->maintenance_ =
            std::make_unique<Maintenance>(*store->tables_, o.sync, std::chrono::milliseconds(o.syncIntervalMs));
    }
    return store;
}

ZdbStore::~ZdbStore() { (void)close(); }

Status ZdbStore::usable() const {
    if (closed_.load(std::memory_order_acquire)) {
        return Status::invalidArgument("the ZDB store " + options_.dir.string() + " is closed");
    }
    return Status::ok();
}

Status ZdbStore::writable() const {
    if (readOnly_) return Status::readOnly("the ZDB store " + options_.dir.string() + " is open read-only");
    return usable();
}

Status ZdbStore::keyError(BytesView key, const Status& status) const {
    return status.withContext("ZDB store " + options_.dir.string() + ", key '" + printable(key) + "'");
}

Result<uint64_t> ZdbStore::integerKey(BytesView key) const {
    const StoreLayout& l = options_.layout;
    std::optional<uint64_t> k = decodeIntegerKey(key, l.keyBytes);
    if (!k) {
        return Status::invalidArgument("the ZDB store " + options_.dir.string() + " holds integer keys of " +
                                       std::to_string(l.keyBytes) + " bytes, big-endian; key '" + printable(key) +
                                       "' has " + std::to_string(key.size()));
    }
    if (*k < l.kmin || *k >= l.kmax) {
        return Status::invalidArgument("key " + std::to_string(*k) + " is outside the key range [" +
                                       std::to_string(l.kmin) + ", " + std::to_string(l.kmax) + ") of the ZDB store " +
                                       options_.dir.string());
    }
    return *k;
}

Result<Bytes> ZdbStore::get(BytesView key) {
    WR_RETURN_IF_ERROR(usable());
    const StoreLayout& l = options_.layout;
    auto missing = [&] {
        return Status::notFound("the ZDB store " + options_.dir.string() + " has no key '" + printable(key) + "'");
    };
    if (l.keys == KeyMode::kInteger) {
        WR_ASSIGN_OR_RETURN(uint64_t k, integerKey(key));
        Bytes value;
        auto present = records_->get(k, &value);
        if (!present.isOk()) return keyError(key, present.status());
        if (!*present) return missing();
        return value;
    }
    uint64_t bucket = bucketOf(key, l.kmin, l.kmax);
    Bytes record;
    auto present = records_->get(bucket, &record);
    if (!present.isOk()) return keyError(key, present.status());
    if (!*present) return missing();
    auto found = findInBucket(record, bucket, key);
    if (!found.isOk()) return keyError(key, found.status());
    if (!*found) return missing();
    return Bytes(**found);
}

Status ZdbStore::put(BytesView key, BytesView value) {
    WR_RETURN_IF_ERROR(writable());
    const StoreLayout& l = options_.layout;
    Status s;
    if (l.keys == KeyMode::kInteger) {
        WR_ASSIGN_OR_RETURN(uint64_t k, integerKey(key));
        s = records_->put(k, value);
    } else {
        uint64_t bucket = bucketOf(key, l.kmin, l.kmax);
        s = records_->update(bucket, [&](std::optional<Bytes>& record) -> Result<bool> {
            WR_RETURN_IF_ERROR(putInBucket(record, bucket, key, value));
            return true;
        });
    }
    return s.isOk() ? s : keyError(key, s);
}

Status ZdbStore::remove(BytesView key) {
    WR_RETURN_IF_ERROR(writable());
    const StoreLayout& l = options_.layout;
    Status s;
    if (l.keys == KeyMode::kInteger) {
        WR_ASSIGN_OR_RETURN(uint64_t k, integerKey(key));
        s = records_->remove(k);
    } else {
        uint64_t bucket = bucketOf(key, l.kmin, l.kmax);
        s = records_->update(bucket,
                             [&](std::optional<Bytes>& record) { return removeFromBucket(record, bucket, key); });
    }
    return s.isOk() ? s : keyError(key, s);
}

Result<std::unique_ptr<kv::KvCursor>> ZdbStore::cursor(bool insertionOrder) {
    WR_RETURN_IF_ERROR(usable());
    // Dirty records are not in the tables yet; a scan must see them.
    WR_RETURN_IF_ERROR(records_->drain());
    TableSet::Tables t = tables_->tables();
    auto records = insertionOrder ? insertionOrderCursor(std::move(t)) : keyOrderCursor(std::move(t));
    return makeKvCursor(std::move(records), options_.layout);
}

Result<std::unique_ptr<kv::KvCursor>> ZdbStore::scan() { return cursor(false); }

Result<std::unique_ptr<kv::KvCursor>> ZdbStore::scanInsertionOrder() { return cursor(true); }

Result<uint64_t> ZdbStore::approximateCount() {
    WR_ASSIGN_OR_RETURN(uint64_t live, liveRecords());
    const StoreLayout& l = options_.layout;
    if (l.keys == KeyMode::kInteger || live == 0) return live;
    // n keys hashed into m buckets fill m (1 - e^(-n/m)) of them on average,
    // so b filled buckets hide about -m ln(1 - b/m) - b colliding keys. Their
    // number is close to Poisson, whose most likely value is the floor of
    // its mean: a store whose keys are few for its buckets counts exactly.
    const double buckets = static_cast<double>(l.kmax - l.kmin);
    const double filled = std::min(static_cast<double>(live), buckets - 0.5);
    const double hidden = -buckets * std::log1p(-filled / buckets) - filled;
    return live + static_cast<uint64_t>(std::floor(std::max(0.0, hidden)));
}

Result<uint64_t> ZdbStore::liveRecords() {
    WR_RETURN_IF_ERROR(usable());
    WR_RETURN_IF_ERROR(records_->drain());
    TableSet::Tables t = tables_->tables();
    if (!t.previous) return t.current->liveCount();
    // While compacting, a key may be live in both tables: count the old
    // table's live keys the new one has not taken over.
    uint64_t count = t.current->liveCount();
    const IndexShape& shape = t.previous->shape();
    WR_RETURN_IF_ERROR(t.previous->index().forEachSlot([&](uint64_t slot) {
        uint64_t key = shape.kmin + slot;
        if (t.previous->item(key).live() && t.current->item(key).empty()) ++count;
        return Status::ok();
    }));
    return count;
}

Result<kv::KeyCount> ZdbStore::countKeys() {
    if (options_.layout.keys == KeyMode::kInteger) {
        WR_ASSIGN_OR_RETURN(uint64_t keys, liveRecords());
        return kv::KeyCount{keys, true, {}};
    }
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> pairs, scan());
    uint64_t keys = 0;
    for (; pairs->valid(); pairs->next()) ++keys;
    WR_RETURN_IF_ERROR(pairs->status());
    return kv::KeyCount{keys, true, {}};
}

Status ZdbStore::flush() {
    WR_RETURN_IF_ERROR(usable());
    if (readOnly_) return Status::ok();
    WR_RETURN_IF_ERROR(maintenance_->error());
    WR_RETURN_IF_ERROR(records_->drain());
    return tables_->checkpoint();
}

Result<kv::StoreStatistics> ZdbStore::statistics() {
    WR_ASSIGN_OR_RETURN(uint64_t count, approximateCount());
    TableSet::Tables t = tables_->tables();
    const StoreLayout& l = options_.layout;
    kv::StoreStatistics s;
    s.approximateCount = count;
    s.diskBytes = allocatedBytes(options_.dir);
    uint64_t dataBytes = t.current->dataBytes() + (t.previous ? t.previous->dataBytes() : 0);
    uint64_t indexBytes = t.current->shape().fileBytes() * (t.previous ? 2 : 1);
    // The index is mapped from a sparse file: what it holds in memory is at
    // most the pages written, which its allocated blocks count.
    uint64_t indexResident =
        allocatedBytes(t.current->index().path()) + (t.previous ? allocatedBytes(t.previous->index().path()) : 0);
    CacheStats cache = records_->cache() ? records_->cache()->stats() : CacheStats{};
    s.memoryBytes = indexResident + cache.bytes + records_->writeBack().dirtyBytes();
    auto add = [&](const char* name, const std::string& value) { s.details.emplace_back(name, value); };
    add("keys", keyModeName(l.keys));
    if (l.keys == KeyMode::kInteger) add("key_bytes", std::to_string(l.keyBytes));
    add("files", std::to_string(l.files));
    add("kmin", std::to_string(l.kmin));
    add("kmax", std::to_string(l.kmax));
    add("item_bytes", std::to_string(l.itemBytes));
    add("write", writeModeName(writeMode()));
    add("sync", syncModeName(options_.sync));
    add("cache", cachePolicyName(options_.cache));
    add("huge_pages", options_.hugePages ? "1" : "0");
    if (records_->cache()) {
        add("cache_mb", std::to_string(options_.cacheBytes >> 20));
        add("cache_hits", std::to_string(cache.hits));
        add("cache_misses", std::to_string(cache.misses));
        add("cache_entries", std::to_string(cache.entries));
    }
    add("dirty_records", std::to_string(records_->writeBack().dirtyRecords()));
    add("data_bytes", std::to_string(dataBytes));
    add("index_bytes", std::to_string(indexBytes));
    add("live_records", std::to_string(count));
    add("compacting", t.previous ? "yes" : "no");
    return s;
}

Status ZdbStore::compact(ProgressSink* progress, CancellationToken* cancel) {
    WR_RETURN_IF_ERROR(writable());
    std::lock_guard lock(compactionMutex_);
    return compactTables(*tables_, progress, cancel, closing_);
}

Result<kv::CheckReport> ZdbStore::check(ProgressSink* progress, CancellationToken* cancel) {
    WR_RETURN_IF_ERROR(usable());
    WR_RETURN_IF_ERROR(records_->drain());
    return checkTables(tables_->tables(), options_.layout, progress, cancel);
}

Status ZdbStore::setWriteMode(WriteMode mode) {
    WR_RETURN_IF_ERROR(writable());
    return records_->setWriteMode(mode);
}

kv::StoreCapabilities ZdbStore::capabilities() const {
    kv::StoreCapabilities capabilities;
    capabilities.canCheck = true;
    capabilities.canCompact = true;
    capabilities.valueFiles = kv::StoreCapabilities::ValueFiles::kDataFiles;
    return capabilities;
}

Status ZdbStore::close() {
    std::lock_guard lock(closeMutex_);
    if (closed_.load() || !tables_) return Status::ok();
    closing_.store(true);
    std::lock_guard compaction(compactionMutex_);  // a running compaction sees closing_ and stops
    Status s = records_->close();
    if (maintenance_) maintenance_->stop();
    closed_.store(true, std::memory_order_release);
    Status t = tables_->close();
    lock_ = FileLock();
    return s.isOk() ? t : s;
}

Result<std::unique_ptr<kv::KvStore>> openZdbStore(const kv::StoreUri& uri, const kv::OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<ZdbStore> store, ZdbStore::open(uri, options));
    return std::unique_ptr<kv::KvStore>(std::move(store));
}

}  // namespace wr::zdb
