// WR-Store++ (seed 001): key-value separation on top of WR-Store's hashed
// registry index. The index (index_database.h) holds, per key, a 40-byte
// record (wrstorepp_record.h: where the value is, its size, its stored time and
// its CRC32C); the values live under the data directory given by data=:
//   mode=basic  one file per value (wrstorepp_files.h; Sec. 4.2, Algorithms 1-3)
//   mode=chunk  blocks appended to chunk files, chunk metadata in the registry,
//               overwrite and delete leave dead blocks that compact() reclaims
//               by reallocation (wrstorepp_chunks.h, Sec. 4.3)
// Large values are read by Parallel-GET (wrstorepp_parallel_get.h, Sec. 4.4)
// and streamed by getStream/putStream in bounded pieces
// (wrstorepp_stream.h). Every get checks the block header and the CRC, so a
// torn or damaged block fails its own key's get with Corruption while every
// other key stays readable. Paths are rebuilt from hashes and chunk numbers,
// never read from the index. URI parameters: wrstore_options.h.
//
// The data directory holds LOCK (one writer at a time) and STORE_ID, which
// ties it to the database key (its value WR_DataId) so a store never adopts,
// or compacts away, another store's files. The database key also records
// WR_DataMode (basic or chunk) and WR_DataFormat (kDataFormat) beside the
// index layout.
//
// Order of writes: a put writes its block (and, with durability=sync,
// fdatasyncs it and the directory entry) before it sets the index entry that
// points at it; the previous block is released only after. A remove deletes
// the index entry first (basic mode then deletes the file).
//
// Durability contract of a put/remove that returned:
//   durability=sync   survives process kill and power loss: the data is
//                     fdatasynced before the index entry, which the registry
//                     syncs before returning.
//   durability=group  survives process kill (data and index entry are in the
//                     operating system's hands). Power loss: the index entry
//                     is durable after the registry's next group commit, the
//                     data once the OS wrote it back or flush() ran; flush()
//                     makes everything acknowledged before it durable. An
//                     entry that reached the disk ahead of its data reads as a
//                     Corruption error, never as wrong bytes; so does, in
//                     basic mode, an overwrite or remove that power loss undid
//                     after its old file was deleted.
//   durability=os     as group, with the index entry durable only after
//                     flush() or the OS's write-back.
// A failed sync of the data (basic mode's syncfs in flush(); chunk files
// refuse on their own, util/file.h) may have cost data the OS could not
// write, and a retried sync would report success for it (fsyncgate): flush()
// fails, and every later write and flush fails too until the store is reopened.
// A streaming getStream that fails with Corruption may already have passed
// bytes to its sink; the caller discards them.
//
// Thread safety: every method may be called from any thread at once, except
// close(), which must not race other calls. A cursor keeps working after
// close() (wrstorepp_locator.h). compact() runs while gets and
// puts continue; one compact() runs at a time. check() is exact on a quiet
// store; puts in flight while it runs can show up as orphans.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "stores/kv_store.h"
#include "stores/wrindex/index_database.h"
#include "stores/wrstorepp/wrstorepp_chunks.h"
#include "stores/wrstorepp/wrstorepp_files.h"
#include "stores/wrstorepp/wrstorepp_locator.h"
#include "stores/wrstorepp/wrstorepp_record.h"

namespace wr::kv::wrstore {

// The layout of the data directory, its chunk files and value files, the
// chunk metadata and the index records, recorded as the database key's
// REG_DWORD WR_DataFormat. Stores created before the value existed record
// none and are version 0.
inline constexpr FormatVersion kDataFormat{"WR-Store++ data format", 1, 0};

class WrStorePP : public KvStore {
public:
    static Result<std::unique_ptr<KvStore>> open(const StoreUri& uri, const OpenOptions& options);
    ~WrStorePP() override;

    const StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override;

    Result<Bytes> get(BytesView key) override;
    Status put(BytesView key, BytesView value) override;
    Status remove(BytesView key) override;
    Status getStream(BytesView key, ValueSink& sink) override;
    Status putStream(BytesView key, ValueSource& source) override;

    Result<std::unique_ptr<KvCursor>> scan() override;
    Result<uint64_t> approximateCount() override;
    Result<KeyCount> countKeys() override;
    Status flush() override;
    Result<StoreStatistics> statistics() override;
    // Chunk mode: reallocation (wrstorepp_realloc.cc). Basic mode: deletes
    // value files no index entry names.
    Status compact(ProgressSink* progress, CancellationToken* cancel) override;
    // wrstorepp_check.cc.
    Result<CheckReport> check(ProgressSink* progress, CancellationToken* cancel) override;
    StoreCapabilities capabilities() const override;
    Status close() override;

    // The version of the data layout (kDataFormat) the database records.
    uint32_t dataFormatVersion() const { return dataFormat_; }
    // Records the current version in a store of an older one: version 0 is
    // version 1's layout without the record of it, so nothing else changes.
    // The registry change is flushed before this returns.
    Status upgradeDataFormat();

private:
    // Writes a value's block at (file, offset) and returns the value's CRC.
    using BlockWriter = std::function<Result<uint32_t>(File& file, uint64_t offset)>;

    WrStorePP(StoreUri uri, WrStorePPOptions options, std::shared_ptr<IndexDatabase> index);
    Status openDataDirectory(bool mayCreate);
    Status usable(bool writing) const;
    // Remembers a failed sync of the data directory; see "A failed sync" above.
    Status refuseWritesAfter(Status failedSync);
    // Changes to one key's entry (put, remove, the reallocation's switch)
    // serialize on the key's stripe.
    std::mutex& stripeOf(const Md5Digest& digest) { return stripes_[(size_t(digest[2]) << 8 | digest[3]) % kStripes]; }

    Status store(BytesView key, uint64_t size, const BlockWriter& write);
    // Sets the index entry under the key's lock and releases the block it
    // replaced. `offeredToIndex` is set once the index was asked to point at
    // the new block or file: a failed set may still have reached the index's
    // log, so what it points at must stay.
    Status commit(const Md5Digest& digest, std::string_view name, BytesView key, const ValueRecord& record,
                  ValueFiles::Pending* pending, bool& offeredToIndex);
    void release(const Md5Digest& digest, BytesView key, const ValueRecord& old);

    // wrstorepp_realloc.cc
    Status reallocate(ProgressSink* progress, CancellationToken* cancel);
    Status removeOrphanFiles(ProgressSink* progress, CancellationToken* cancel);
    // True when an index entry in the leaf of `digest` names the value file
    // of that digest and generation.
    Result<bool> fileIsIndexed(const Md5Digest& digest, uint64_t generation);

    static constexpr size_t kStripes = 1024;

    StoreUri uri_;
    WrStorePPOptions options_;
    DataMode mode_ = DataMode::kChunk;
    uint32_t dataFormat_ = 0;
    bool syncData_ = false;
    std::shared_ptr<IndexDatabase> index_;
    FileLock dataLock_;
    std::shared_ptr<ChunkSet> chunks_;   // chunk mode
    std::shared_ptr<ValueFiles> files_;  // basic mode
    std::optional<ValueLocator> locator_;
    std::unique_ptr<std::mutex[]> stripes_;
    std::mutex compactMutex_;
    std::atomic<bool> dataSyncFailed_{false};
    Status dataSyncFailure_;  // set once, before dataSyncFailed_, under failureMutex_
    std::mutex failureMutex_;
};

}  // namespace wr::kv::wrstore
