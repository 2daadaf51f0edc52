// The ZDB flat table (seed 004 Sec. 2.3): a flat index over [k_min, k_max)
// plus `files` append-only data files; key k lives in data file k mod files
// (the hash function of Sec. 2.1.2).
//
//   put     appends the entry to the key's data file: one copy into the
//           file's shared mapping, checksummed in the same pass, then points
//           the key's item at it; a room keeper thread keeps zero-filled room
//           ahead of the appends
//   get     reads the item, then the entry at its position: one seek
//   remove  appends a removal entry and points the item at it (Sec. 2.3);
//           a key that holds no value is left alone
//
// Concurrency: appends to one data file are serialized by that file's mutex,
// so writers to different files run in parallel; readers take no lock. Each
// file's items are guarded by a sequence lock that writers bump around the
// item store, so readers retry instead of seeing half of a 5..7-byte item.
// Entries are never modified once written, so a reader that raced a put gets
// either the old or the new value, whole.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <vector>

#include "stores/zdb/zdb_clock.h"
#include "stores/zdb/zdb_data_file.h"
#include "stores/zdb/zdb_flat_index.h"
#include "stores/zdb/zdb_recovery.h"
#include "util/wake_worker.h"

namespace wr::zdb {

struct TableOptions {
    bool readOnly = false;
    bool syncEachWrite = false;  // fdatasync the data file before a put or remove returns
    bool hugePages = false;      // the index mapped with huge pages (FlatIndex::adviseHugePages)
};

class FlatTable {
public:
    enum class Presence { kNeverWritten, kRemoved, kPresent };

    // Creates the table directory with empty data files and index.
    static Result<std::shared_ptr<FlatTable>> create(const fs::path& dir, const IndexShape& shape,
                                                     const TableOptions& options, EntryClock& clock);
    // Opens the table in `dir` and recovers it (zdb_recovery.h) into `report`.
    static Result<std::shared_ptr<FlatTable>> open(const fs::path& dir, const IndexShape& shape,
                                                   const TableOptions& options, EntryClock& clock,
                                                   RecoveryReport& report);
    // Closes cleanly unless close() or drop() came first.
    ~FlatTable();
    FlatTable(const FlatTable&) = delete;
    FlatTable& operator=(const FlatTable&) = delete;

    static fs::path dataFileName(uint32_t number);
    static fs::path indexFileName() { return "index.zdx"; }

    const fs::path& dir() const { return dir_; }
    const IndexShape& shape() const { return index_->shape(); }
    uint32_t fileOf(uint64_t key) const { return static_cast<uint32_t>(key % shape().files); }
    // Keys must lie in [k_min, k_max); callers check with this first.
    bool inRange(uint64_t key) const { return key >= shape().kmin && key < shape().kmax; }

    // The key's item, read consistently against concurrent writers.
    Item item(uint64_t key) const;
    // The key's value into `value` when present.
    Result<Presence> read(uint64_t key, Bytes* value) const;
    // The value (and, if asked, time stamp) of the put entry `item` (an
    // item of `key`) points at.
    Status readItem(uint64_t key, Item item, Bytes* value, int64_t* timestamp = nullptr) const;

    Status put(uint64_t key, BytesView value);
    // Appends a removal entry when the key holds a value; with `evenIfAbsent`
    // also when it was never written (a compaction's new table must record
    // that the key is gone from the old one too).
    Status remove(uint64_t key, bool evenIfAbsent = false);
    // Compaction (Sec. 2.5): appends a copy of an old entry, keeping its time
    // stamp, only when the key was never written in this table. Returns
    // whether it did.
    Result<bool> copyIfNeverWritten(uint64_t key, BytesView value, int64_t timestamp);

    // For a damaged entry `reader` of data file `number` stopped at: OK when
    // it is no key's live entry (or its key was written again in `newer`, the
    // new table of a compaction) and a valid entry (or the end) follows where
    // it claims to end, so the caller may skip it as garbage; Corruption
    // naming it otherwise.
    Status checkDamagedEntry(const EntryReader& reader, uint32_t number, const FlatTable* newer = nullptr) const;

    // fdatasync of every data file appended to since its last sync.
    Status sync();
    // Makes the index durable up to the current ends of the data files and
    // records those ends as the checkpoint (zdb_recovery.h); with `trim`,
    // first cuts the data files' preallocated zeros off (DataFile).
    Status checkpoint(bool trim = false) {
        WR_RETURN_IF_ERROR(usable());
        return writeCheckpoint(false, trim);
    }
    // A clean checkpoint of data files cut to their ends; every later call fails.
    Status close();
    // Forgets the table without writing anything (its files are being deleted).
    void drop();

    uint32_t fileCount() const { return shape().files; }
    const DataFile& dataFile(uint32_t number) const { return *files_[number]->file; }
    const FlatIndex& index() const { return *index_; }
    uint64_t liveCount() const { return static_cast<uint64_t>(live_.load(std::memory_order_relaxed)); }
    uint64_t dataBytes() const;
    uint64_t appendedSinceCheckpoint() const { return appended_.load(std::memory_order_relaxed); }
    bool readOnly() const { return options_.readOnly; }

private:
    struct alignas(64) Shard {
        std::mutex appendMutex;
        std::atomic<uint64_t> sequence{0};  // odd while an item of this file changes
        std::unique_ptr<DataFile> file;
    };

    FlatTable(fs::path dir, std::vector<std::unique_ptr<DataFile>> files, std::unique_ptr<FlatIndex> index,
              const TableOptions& options, EntryClock& clock, uint64_t live);
    Status usable() const;
    Status writable() const;
    // Under the shard's appendMutex: seals the entry with `timestamp`,
    // appends it, then points the item at it.
    Status appendLocked(Shard& shard, uint64_t key, EntryBuffer& entry, int64_t timestamp);
    void storeItemLocked(Shard& shard, uint64_t key, Item item);
    Status finishWrite(Shard& shard);
    Status writeCheckpoint(bool clean, bool trim);

    fs::path dir_;
    std::vector<std::unique_ptr<Shard>> files_;
    std::unique_ptr<FlatIndex> index_;
    TableOptions options_;
    EntryClock& clock_;
    std::atomic<int64_t> live_;
    std::atomic<uint64_t> appended_{0};
    std::atomic<bool> closed_{false};
    std::mutex checkpointMutex_;
    // Keeps zero-filled room ahead of the appends to the data files
    // (DataFile::growRoom): writing zeros makes the kernel allocate the
    // page-cache pages a file grows into, which done on the put path is most
    // of what a put of 100 KB costs, so a put that finds its room ready only
    // copies its bytes. Appenders wake it when a file's room runs low; a file
    // nobody appends to never gets room. When it falls behind (or cannot
    // write: a full disk), the appender writes its entry past the room with
    // pwritev, and reports any error itself. Last, so it stops before the
    // files it grows go away. Null when read-only.
    std::unique_ptr<WakeWorker> roomKeeper_;
};

}  // namespace wr::zdb
