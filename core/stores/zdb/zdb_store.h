// ZDB, the Zing Database of seed 004, as a KvStore: hash-selected append-only
// data files, a memory-mapped flat index over [k_min, k_max), string keys in
// Jenkins-hashed buckets, iteration in key and insertion order, online
// compaction, an optional LRU/ARC value cache and the safe/asynchronous write
// modes. URI parameters: zdb_options.h. Files: zdb_manifest.h, zdb_format.h.
//
// Durability: what a put or remove that returned survives.
//
//   write  sync      process killed                 power cut / OS crash
//   -----  --------  -----------------------------  -----------------------------
//   safe   none      survives (it is in the OS's    may be lost unless a flush(),
//                    page cache before returning)   close() or checkpoint (every
//                                                   256 MiB or 60 s) followed it
//   safe   interval  survives                       survives once sync_ms passed
//   safe   each      survives                       survives (fdatasync first)
//   async  any       may be lost until a flusher    as for safe once written, but
//                    wrote it (normally within      only after a flusher wrote
//                    milliseconds); flush() first   it; flush() first to be sure
//
// flush() writes every dirty record, fdatasyncs the data files and
// checkpoints the index: everything acknowledged before it survives both.
// After any crash the store reopens consistent (zdb_recovery.h): each key
// reads the last value that reached its data file, which for a key whose
// put was in flight is that put's value or the one before; a torn entry is
// never served. A write batch is applied in order and is not atomic.
//
// Concurrency: every call may come from any thread. Writers of keys in
// different data files append in parallel; gets take no lock unless the
// cache must be filled; compact() runs beside gets and puts. A store
// directory is locked by the opens that use it: read-only opens share it,
// a writable one has it to itself (the other side gets a Busy error naming
// the holder's PID).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>

#include "stores/kv_store.h"
#include "stores/zdb/zdb_maintenance.h"
#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_records.h"
#include "stores/zdb/zdb_table_set.h"
#include "util/file.h"

namespace wr::zdb {

class ZdbStore final : public kv::KvStore {
public:
    // Opens the store the URI names, creating it when options.createIfMissing
    // (the default) and the directory holds no store yet.
    static Result<std::unique_ptr<ZdbStore>> open(const kv::StoreUri& uri, const kv::OpenOptions& options = {});
    ~ZdbStore() override;

    const kv::StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override { return readOnly_; }
    Result<Bytes> get(BytesView key) override;
    Status put(BytesView key, BytesView value) override;
    Status remove(BytesView key) override;
    // Key order (seed 004 Sec. 2.3): by integer key, or by bucket number
    // in string mode.
    Result<std::unique_ptr<kv::KvCursor>> scan() override;
    // Int keys: the live records, exact. String keys: colliding keys share
    // a bucket and the index counts buckets, so the pairs are estimated from
    // how full the buckets are.
    Result<uint64_t> approximateCount() override;
    // Exact: the index's live count for int keys; for string keys, the
    // pairs of every bucket counted (one pass over the records).
    Result<kv::KeyCount> countKeys() override;
    Status flush() override;
    Result<kv::StoreStatistics> statistics() override;
    Status compact(ProgressSink* progress, CancellationToken* cancel) override;
    Result<kv::CheckReport> check(ProgressSink* progress, CancellationToken* cancel) override;
    kv::StoreCapabilities capabilities() const override;
    Status close() override;

    // Insertion order (Sec. 2.3): pairs in the order their records reached
    // the data files, i.e. the order of their last writes; in string mode by
    // the last write to their bucket; in async mode the order flushers wrote
    // the dirty records in.
    Result<std::unique_ptr<kv::KvCursor>> scanInsertionOrder();

    // Switches between safe and asynchronous writes (Sec. 2.9) while the
    // store serves; switching to safe first writes every dirty record.
    Status setWriteMode(WriteMode mode);
    WriteMode writeMode() const { return records_->writeMode(); }

    const ZdbOptions& options() const { return options_; }
    // What opening had to repair.
    const RecoveryReport& recoveryReport() const { return recovery_; }
    // The tables as they are now, for inspection (zdb_inspect.h) and tools.
    TableSet::Tables tables() const { return tables_->tables(); }

private:
    // The index's live records: pairs for int keys, buckets for string keys.
    Result<uint64_t> liveRecords();
    ZdbStore(kv::StoreUri uri, ZdbOptions options, bool readOnly)
        : uri_(std::move(uri)), options_(std::move(options)), readOnly_(readOnly) {}
    Status usable() const;
    Status writable() const;
    Result<uint64_t> integerKey(BytesView key) const;
    Status keyError(BytesView key, const Status& status) const;
    Result<std::unique_ptr<kv::KvCursor>> cursor(bool insertionOrder);

    kv::StoreUri uri_;
    ZdbOptions options_;
    bool readOnly_;
    FileLock lock_;
    RecoveryReport recovery_;
    std::unique_ptr<TableSet> tables_;
    std::unique_ptr<Records> records_;
    std::unique_ptr<Maintenance> maintenance_;
    std::atomic<bool> closing_{false};
    std::atomic<bool> closed_{false};
    std::mutex closeMutex_;
    std::mutex compactionMutex_;
};

// ZdbStore::open as the store factory's opener.
Result<std::unique_ptr<kv::KvStore>> openZdbStore(const kv::StoreUri& uri, const kv::OpenOptions& options);

}  // namespace wr::zdb
