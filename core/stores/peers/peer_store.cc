#include "stores/peers/peer_store.h"

#include <mutex>

#include "util/lock_holder.h"
#include "util/status_with_code.h"

namespace wr::kv {

namespace {

std::string describeKey(BytesView key) { return "key '" + printable(key) + "'"; }

}  // namespace

std::string PeerConfig::describe() const { return uri.scheme() + " store " + location.string(); }

Status PeerConfig::error(StatusCode code, std::string_view what, std::string_view why) const {
    // Always an error: a failure whose library reported no code is an I/O error.
    if (code == StatusCode::kOk) code = StatusCode::kIoError;
    return statusWithCode(code, describe() + ": " + std::string(what) + ": " + std::string(why));
}

fs::path PeerConfig::lockPath() const {
    return kind == PeerLocation::kDirectory ? location / "LOCK" : fs::path(location.string() + ".lock");
}

Status PeerConfig::openError(StatusCode code, std::string_view why) const {
    if (code != StatusCode::kBusy) return error(code, "cannot open", why);
    // RocksDB and LevelDB hold LOCK with a POSIX record lock: the kernel
    // names the other process even though the file does not.
    if (std::optional<long> holder = posixLockHolder(lockPath())) {
        return error(code, "cannot open", "in use by PID " + std::to_string(*holder) + " (" + std::string(why) + ")");
    }
    return error(code, "cannot open", "in use by another handle (" + std::string(why) + ")");
}

Result<FileLock> lockStore(const PeerConfig& config) { return FileLock::acquire(config.lockPath(), config.describe()); }

Result<PeerConfig> parsePeerConfig(const StoreUri& uri, const OpenOptions& options, PeerLocation location,
                                   const std::vector<std::string>& engineParams) {
    const std::string locationParam = location == PeerLocation::kDirectory ? "dir" : "file";
    std::vector<std::string> known = {locationParam, "sync"};
    known.insert(known.end(), engineParams.begin(), engineParams.end());
    WR_RETURN_IF_ERROR(uri.checkKnown(known));

    PeerConfig config;
    config.uri = uri;
    config.options = options;
    WR_ASSIGN_OR_RETURN(std::string path, uri.getString(locationParam));
    if (path.empty()) {
        return Status::invalidArgument("store URI parameter '" + locationParam + "' of " + uri.scheme() +
                                       " stores must name a path");
    }
    config.location = path;
    config.kind = location;
    Result<std::string> sync = uri.getChoice("sync", {"none", "each"}, "none");
    if (!sync) return sync.status();
    config.sync = *sync == "each" ? SyncMode::kEach : SyncMode::kNone;

    std::error_code ec;
    bool exists = fs::exists(config.location, ec);
    if (!exists && (options.readOnly || !options.createIfMissing)) {
        return Status::notFound("no " + uri.scheme() + " store at " + path +
                                (options.readOnly ? " (opened read-only, so it is not created)" : ""));
    }
    if (!exists) {
        fs::path dir = location == PeerLocation::kDirectory ? config.location : config.location.parent_path();
        if (!dir.empty()) WR_RETURN_IF_ERROR(createDirectories(dir));
    }
    return config;
}

PeerStore::PeerStore(PeerConfig config, PeerLimits limits) : config_(std::move(config)), limits_(std::move(limits)) {}

Result<PeerStore::CallGuard> PeerStore::enter(std::string_view op) const {
    CallGuard guard(state_);
    if (!open_) return storeError(StatusCode::kInvalidArgument, std::string(op), "the store is closed");
    return guard;
}

bool PeerStore::holdable(BytesView key) const {
    return key.size() <= limits_.maxKeyBytes && (limits_.emptyKeys || !key.empty());
}

Status PeerStore::checkChange(std::string_view op, BytesView key, uint64_t valueBytes) const {
    if (config_.options.readOnly) {
        return keyError(StatusCode::kReadOnly, op, key, "the store was opened read-only");
    }
    if (!holdable(key)) {
        return keyError(StatusCode::kLimitExceeded, op, key,
                        "a key of " + std::to_string(key.size()) + " bytes cannot be stored: " + limits_.reason +
                            "; nothing was stored");
    }
    if (valueBytes > limits_.maxValueBytes) {
        return keyError(StatusCode::kLimitExceeded, op, key,
                        "a value of " + std::to_string(valueBytes) + " bytes cannot be stored: " + limits_.reason +
                            "; nothing was stored");
    }
    return Status::ok();
}

Status PeerStore::checkBulkLoadTarget() {
    if (config_.options.readOnly) {
        return storeError(StatusCode::kNotSupported, "bulk load", "the store was opened read-only");
    }
    WR_ASSIGN_OR_RETURN(uint64_t count, doCount());
    if (count > 0) {
        return storeError(StatusCode::kNotSupported, "bulk load",
                          "the store already holds pairs, and a bulk load fills only an empty store");
    }
    return Status::ok();
}

Status PeerStore::keyError(StatusCode code, std::string_view op, BytesView key, std::string_view why) const {
    return config_.error(code, std::string(op) + " of " + describeKey(key), why);
}

Status PeerStore::storeError(StatusCode code, std::string_view what, std::string_view why) const {
    return config_.error(code, what, why);
}

Result<Bytes> PeerStore::get(BytesView key) {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("get"));
    if (!holdable(key)) return keyError(StatusCode::kNotFound, "get", key, "no such key");
    return doGet(key);
}

Status PeerStore::put(BytesView key, BytesView value) {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("put"));
    WR_RETURN_IF_ERROR(checkChange("put", key, value.size()));
    return doPut(key, value);
}

Status PeerStore::remove(BytesView key) {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("remove"));
    if (config_.options.readOnly) return checkChange("remove", key, 0);
    // A key the engine cannot hold is not there: removing it changes nothing.
    if (!holdable(key)) return Status::ok();
    return doRemove(key);
}

Status PeerStore::write(const WriteBatch& batch) {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("write batch"));
    if (config_.options.readOnly) {
        return storeError(StatusCode::kReadOnly, "write batch", "the store was opened read-only");
    }
    // Every put is checked before anything is applied, so a batch the engine
    // cannot hold stores nothing.
    bool allHoldable = true;
    for (const auto& op : batch.ops()) {
        if (op.type == WriteBatch::OpType::kPut) {
            WR_RETURN_IF_ERROR(checkChange("write batch put", op.key, op.value.size()));
        } else {
            allHoldable = allHoldable && holdable(op.key);
        }
    }
    if (allHoldable) return batch.empty() ? Status::ok() : doWrite(batch);
    // Removes of keys the engine cannot hold change nothing: leave them out.
    WriteBatch holdableOps;
    for (const auto& op : batch.ops()) {
        if (op.type == WriteBatch::OpType::kPut)
            holdableOps.put(op.key, op.value);
        else if (holdable(op.key))
            holdableOps.remove(op.key);
    }
    return holdableOps.empty() ? Status::ok() : doWrite(holdableOps);
}

Result<std::unique_ptr<KvCursor>> PeerStore::scan() {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("scan"));
    return doScan();
}

Result<uint64_t> PeerStore::approximateCount() {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("count"));
    return doCount();
}

Result<KeyCount> PeerStore::countKeys() {
    WR_ASSIGN_OR_RETURN(uint64_t keys, approximateCount());
    std::string estimatedBy = countEstimatedBy();
    const bool exact = estimatedBy.empty();
    return KeyCount{keys, exact, std::move(estimatedBy)};
}

Result<PlacedCursor> PeerStore::scanFrom(uint64_t position, const CancellationToken* cancel) {
    {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("scan"));
        WR_ASSIGN_OR_RETURN(std::optional<PlacedCursor> placed, doScanFrom(position));
        if (placed) return std::move(*placed);
    }
    // The walk takes the guard through scan() itself.
    return KvStore::scanFrom(position, cancel);
}

Result<PlacedCursor> PeerStore::scanFromKey(BytesView key, const CancellationToken* cancel) {
    {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("scan"));
        WR_ASSIGN_OR_RETURN(std::optional<PlacedCursor> placed, doScanFromKey(key));
        if (placed) return std::move(*placed);
    }
    return KvStore::scanFromKey(key, cancel);
}

Result<std::optional<PlacedCursor>> PeerStore::doScanFrom(uint64_t) { return std::optional<PlacedCursor>(); }

Result<std::optional<PlacedCursor>> PeerStore::doScanFromKey(BytesView) { return std::optional<PlacedCursor>(); }

Status PeerStore::flush() {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("flush"));
    if (config_.options.readOnly) return Status::ok();  // nothing of ours to write
    return doFlush();
}

Status PeerStore::compact(ProgressSink*, CancellationToken*) {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("compact"));
    if (config_.options.readOnly)
        return Status::readOnly(uri().scheme() + " store is open read-only; nothing compacted");
    return doCompact();
}

Status PeerStore::doCompact() { return Status::notSupported(uri().scheme() + " stores have no compaction"); }

Result<StoreStatistics> PeerStore::statistics() {
    WR_ASSIGN_OR_RETURN(CallGuard guard, enter("statistics"));
    StoreStatistics stats;
    stats.details = config_.settings;
    stats.details.emplace_back("sync", config_.sync == SyncMode::kEach ? "each" : "none");
    stats.details.emplace_back("read_only", config_.options.readOnly ? "1" : "0");
    WR_RETURN_IF_ERROR(doStatistics(stats));
    if (stats.diskBytes == 0) stats.diskBytes = allocatedBytes(config_.location);
    return stats;
}

Status PeerStore::close() {
    std::unique_lock lock(state_);
    if (!open_) return Status::ok();
    open_ = false;
    return doClose();
}

}  // namespace wr::kv
