// What every peer adapter (seed 002 Sec. 4.1: RocksDB, LevelDB, Berkeley DB,
// SQLite, LMDB, Kyoto Cabinet, flat and nested file-system stores) shares, so
// each adapter holds only what is particular to its engine:
//
//  - PeerConfig: the URI parameters common to every peer (the location, and
//    sync=none|each), checked once, and the list of settings the adapter
//    records so benchmark results can state them (statistics().details).
//  - PeerStore: the KvStore calls with the shared checks done first: store
//    closed, store read-only, a key or value the engine cannot hold (a clear
//    error that stores nothing; a get of such a key is simply NotFound), and a
//    lock that lets close() wait for calls in flight.
//
// Common parameters:
//   sync=none   (default) no fsync per operation: every engine hands each
//               change to the OS (or its own cache, as its header says) and
//               flush() forces everything to stable storage
//   sync=each   every put, remove and batch is on stable storage when it returns
#pragma once

#include <cstdint>
#include <filesystem>
#include <limits>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "stores/kv_store.h"
#include "util/file.h"

namespace wr::kv {

enum class SyncMode { kNone, kEach };

// How the store's location is named and what must exist before opening.
enum class PeerLocation {
    kDirectory,  // dir=PATH; created when missing (with createIfMissing)
    kFile,       // file=PATH; its directory is created when missing
};

struct PeerConfig {
    StoreUri uri;
    OpenOptions options;
    std::filesystem::path location;  // the store's directory or file
    PeerLocation kind = PeerLocation::kDirectory;
    SyncMode sync = SyncMode::kNone;
    // Every setting the adapter chose, in the order it chose them.
    std::vector<std::pair<std::string, std::string>> settings;

    void record(std::string name, std::string value) { settings.emplace_back(std::move(name), std::move(value)); }
    void record(std::string name, int64_t value) { record(std::move(name), std::to_string(value)); }
    // "rocksdb store /data/r", the prefix of every message about this store.
    std::string describe() const;
    // "rocksdb store /data/r: <what>: <why>" with the given code.
    Status error(StatusCode code, std::string_view what, std::string_view why) const;
    // The engine refused to open the store; Busy says another handle has it,
    // naming its process when the kernel knows it.
    Status openError(StatusCode code, std::string_view why) const;
    // LOCK inside a directory store (RocksDB's and LevelDB's own lock file,
    // or lockStore's), FILE.lock beside a file store.
    fs::path lockPath() const;
};

// Parses the common parameters (location, sync), rejects parameters not in
// `engineParams` by name, and checks that a store that must exist does (a
// read-only open, or createIfMissing=false).
Result<PeerConfig> parsePeerConfig(const StoreUri& uri, const OpenOptions& options, PeerLocation location,
                                   const std::vector<std::string>& engineParams);

// The lock of an engine that has none of its own or whose lock does not stop a
// second handle in the same process, at lockPath(). Busy, naming the holder's PID, when another handle
// (in any process) holds it.
Result<FileLock> lockStore(const PeerConfig& config);

// The keys and values an engine can hold, and why not others.
struct PeerLimits {
    size_t maxKeyBytes = std::numeric_limits<size_t>::max();
    bool emptyKeys = true;
    uint64_t maxValueBytes = std::numeric_limits<uint64_t>::max();
    std::string reason;  // "LMDB keys are 1 to 511 bytes (mdb_env_get_maxkeysize)"
};

class PeerStore : public KvStore {
public:
    const StoreUri& uri() const final { return config_.uri; }
    bool isReadOnly() const final { return config_.options.readOnly; }

    Result<Bytes> get(BytesView key) final;
    Status put(BytesView key, BytesView value) final;
    Status remove(BytesView key) final;
    Status write(const WriteBatch& batch) final;
    Result<std::unique_ptr<KvCursor>> scan() final;
    Result<uint64_t> approximateCount() final;
    // doCount(), exact unless the adapter says how it estimates (countEstimatedBy).
    Result<KeyCount> countKeys() final;
    // The engine's seek (doScanFrom, doScanFromKey) where it has one, else
    // KvStore's walk from the first pair.
    Result<PlacedCursor> scanFrom(uint64_t position, const CancellationToken* cancel) final;
    Result<PlacedCursor> scanFromKey(BytesView key, const CancellationToken* cancel) final;
    Status flush() final;
    // The engine's own full compaction where it has one (doCompact); it runs
    // to the end once started: no progress, no cancellation.
    Status compact(ProgressSink* progress, CancellationToken* cancel) final;
    // The adapter's settings, then the sync mode, then its counters.
    Result<StoreStatistics> statistics() final;
    Status close() final;

protected:
    PeerStore(PeerConfig config, PeerLimits limits);

    // Called with the store open and the key and value within the limits
    // (and, for changes, the store writable).
    virtual Result<Bytes> doGet(BytesView key) = 0;
    virtual Status doPut(BytesView key, BytesView value) = 0;
    virtual Status doRemove(BytesView key) = 0;
    virtual Status doWrite(const WriteBatch& batch) = 0;
    virtual Result<std::unique_ptr<KvCursor>> doScan() = 0;
    virtual Result<uint64_t> doCount() = 0;
    // How doCount() estimates, for an engine that does not count exactly; empty when exact.
    virtual std::string countEstimatedBy() const { return {}; }
    // Positioning by the engine's own means; nullopt leaves it to the walk.
    virtual Result<std::optional<PlacedCursor>> doScanFrom(uint64_t position);
    virtual Result<std::optional<PlacedCursor>> doScanFromKey(BytesView key);
    virtual Status doFlush() = 0;
    // An adapter with a compaction of its own also says so in capabilities().
    virtual Status doCompact();
    // Fills the count, memory and engine counters; the base adds the
    // settings, and the disk use of location() unless the adapter set it.
    virtual Status doStatistics(StoreStatistics& stats) = 0;
    virtual Status doClose() = 0;

    // For adapters that override more of KvStore (streaming): holds the store
    // open for one call, or says why it cannot.
    using CallGuard = std::shared_lock<std::shared_mutex>;
    Result<CallGuard> enter(std::string_view op) const;
    // The checks of a change to `key` (writable, key and value limits).
    Status checkChange(std::string_view op, BytesView key, uint64_t valueBytes) const;
    // True when `key` could be in the store at all.
    bool holdable(BytesView key) const;
    // For adapters with a bulk load path (bulk_load.h), called inside enter():
    // NotSupported, saying why, unless the store is writable and empty.
    Status checkBulkLoadTarget();

    const PeerConfig& config() const { return config_; }
    const std::filesystem::path& location() const { return config_.location; }
    SyncMode syncMode() const { return config_.sync; }
    // "rocksdb store /data/r: <op> of key 'k': <why>".
    Status keyError(StatusCode code, std::string_view op, BytesView key, std::string_view why) const;
    // "rocksdb store /data/r: <what>: <why>".
    Status storeError(StatusCode code, std::string_view what, std::string_view why) const;

private:
    PeerConfig config_;
    PeerLimits limits_;
    mutable std::shared_mutex state_;  // shared by calls, exclusive for close()
    bool open_ = true;
};

}  // namespace wr::kv
