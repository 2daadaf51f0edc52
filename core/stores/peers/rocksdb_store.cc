#include "stores/peers/rocksdb_store.h"

#include <rocksdb/cache.h>
#include <rocksdb/convenience.h>
#include <rocksdb/db.h>
#include <rocksdb/filter_policy.h>
#include <rocksdb/table.h>
#include <rocksdb/version.h>
#include <rocksdb/write_batch.h>

#include <algorithm>
#include <thread>

#include "stores/peers/lsm_store.h"
#include "stores/peers/rocksdb_bulk_load.h"

namespace wr::kv {

namespace {

// Owns the database; shared with cursors so an iterator never outlives it.
struct RocksHandle {
    std::unique_ptr<rocksdb::DB> db;

    rocksdb::Status close() {
        if (!db) return rocksdb::Status::OK();
        rocksdb::Status s = db->Close();
        db.reset();
        return s;
    }
    ~RocksHandle() { (void)close(); }
};

struct RocksDbApi : LsmTypes<rocksdb::DB, rocksdb::Slice, rocksdb::Status, rocksdb::WriteBatch, rocksdb::ReadOptions,
                             rocksdb::WriteOptions> {
    using Handle = RocksHandle;

    static bool isNotSupported(const Status& s) { return s.IsNotSupported(); }
    static bool isBusy(const Status& s) { return s.IsBusy() || s.IsTimedOut(); }
};

class RocksDbStore : public LsmStore<RocksDbApi> {
public:
    RocksDbStore(PeerConfig config, std::shared_ptr<RocksHandle> handle, bool blob)
        : LsmStore(std::move(config), std::move(handle)), blob_(blob) {}

protected:
    Result<std::optional<PlacedCursor>> doScanFrom(uint64_t position) override {
        WR_ASSIGN_OR_RETURN(uint64_t count, doCount());
        return lsmScanFrom<RocksHandle, rocksdb::ReadOptions>(handle_, config().describe(), position, count,
                                                              bytesBefore());
    }

    Result<std::optional<PlacedCursor>> doScanFromKey(BytesView key) override {
        WR_ASSIGN_OR_RETURN(uint64_t count, doCount());
        return lsmScanFromKey<RocksHandle, rocksdb::ReadOptions>(handle_, config().describe(), key, count,
                                                                 bytesBefore());
    }

    // Files and memtables both: a store just written holds its newest pairs in memory.
    LsmBytesBefore bytesBefore() {
        return [this](const std::string& key) {
            const rocksdb::Range range{rocksdb::Slice(), rocksdb::Slice(key)};
            rocksdb::SizeApproximationOptions options;
            options.include_memtables = true;
            options.include_files = true;
            uint64_t bytes = 0;
            const rocksdb::Status s = db().GetApproximateSizes(options, db().DefaultColumnFamily(), &range, 1, &bytes);
            return s.ok() ? bytes : uint64_t{0};
        };
    }

    Result<uint64_t> doCount() override {
        uint64_t estimate = 0;
        db().GetIntProperty(rocksdb::DB::Properties::kEstimateNumKeys, &estimate);
        if (estimate > 0) return estimate;
        // The estimate subtracts deletions and can reach 0 early: never call
        // a store that holds pairs empty.
        std::unique_ptr<rocksdb::Iterator> it(db().NewIterator(rocksdb::ReadOptions()));
        it->SeekToFirst();
        return it->Valid() ? uint64_t{1} : uint64_t{0};
    }

    std::string countEstimatedBy() const override { return "RocksDB's rocksdb.estimate-num-keys"; }

    Status doFlush() override { return engineError(db().FlushWAL(true), "flush (FlushWAL with sync)"); }

    // CompactRange over every key, bottommost level included, so deleted and
    // overwritten values leave the disk (seed 001 compacts after its deletes).
    Status doCompact() override {
        rocksdb::CompactRangeOptions options;
        options.bottommost_level_compaction = rocksdb::BottommostLevelCompaction::kForceOptimized;
        return engineError(db().CompactRange(options, nullptr, nullptr), "compact (CompactRange)");
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        auto property = [&](const std::string& name) {
            uint64_t v = 0;
            db().GetIntProperty(name, &v);
            return v;
        };
        using P = rocksdb::DB::Properties;
        uint64_t memtables = property(P::kCurSizeAllMemTables);
        uint64_t readers = property(P::kEstimateTableReadersMem);
        uint64_t cache = property(P::kBlockCacheUsage);
        stats.memoryBytes = memtables + readers + cache;
        stats.details.emplace_back("memtables_bytes", std::to_string(memtables));
        stats.details.emplace_back("table_readers_bytes", std::to_string(readers));
        stats.details.emplace_back("block_cache_usage_bytes", std::to_string(cache));
        stats.details.emplace_back("estimate_num_keys", std::to_string(property(P::kEstimateNumKeys)));
        stats.details.emplace_back("sst_files_bytes", std::to_string(property(P::kTotalSstFilesSize)));
        stats.details.emplace_back("estimate_live_data_bytes", std::to_string(property(P::kEstimateLiveDataSize)));
        if (blob_) {
            stats.details.emplace_back("blob_files_bytes", std::to_string(property(P::kTotalBlobFileSize)));
            stats.details.emplace_back("live_blob_files_bytes", std::to_string(property(P::kLiveBlobFileSize)));
        }
        return Status::ok();
    }

    // SST ingestion; the loader shares the handle, as a cursor does.
    Result<std::unique_ptr<BulkLoader>> bulkLoader(const BulkLoadOptions& options) override {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("bulk load"));
        WR_RETURN_IF_ERROR(checkBulkLoadTarget());
        BulkLoadOptions withScratch = options;
        if (withScratch.workDirectory.empty()) withScratch.workDirectory = location();
        return makeRocksDbBulkLoader(std::shared_ptr<rocksdb::DB>(handle_, handle_->db.get()), config().describe(),
                                     withScratch);
    }

    Status doClose() override {
        std::shared_ptr<RocksHandle> handle = std::move(handle_);
        // With cursors still open the last of them closes the database.
        if (handle.use_count() > 1) return Status::ok();
        return engineError(handle->close(), "close");
    }

private:
    bool blob_;
};

Result<rocksdb::CompressionType> compressionType(const std::string& name) {
    rocksdb::CompressionType type = rocksdb::kNoCompression;
    if (name == "snappy")
        type = rocksdb::kSnappyCompression;
    else if (name == "lz4")
        type = rocksdb::kLZ4Compression;
    else if (name == "zstd")
        type = rocksdb::kZSTD;
    auto supported = rocksdb::GetSupportedCompressions();
    if (type != rocksdb::kNoCompression && std::find(supported.begin(), supported.end(), type) == supported.end()) {
        return Status::notSupported("this RocksDB build has no " + name + " compression");
    }
    return type;
}

}  // namespace

Result<std::unique_ptr<KvStore>> openRocksDbStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(uri, options, PeerLocation::kDirectory,
                                                           {"compression", "cache_mb", "write_buffer_mb", "blob",
                                                            "min_blob_size", "blob_file_mb"}));
    WR_ASSIGN_OR_RETURN(std::string compression,
                        uri.getChoice("compression", {"none", "snappy", "lz4", "zstd"}, "none"));
    WR_ASSIGN_OR_RETURN(rocksdb::CompressionType ctype, compressionType(compression));
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 0, 1 << 20, 64));
    WR_ASSIGN_OR_RETURN(int64_t writeBufferMb, uri.getInt("write_buffer_mb", 1, 1 << 16, 64));
    WR_ASSIGN_OR_RETURN(bool blob, uri.getBool("blob", false));
    if (!blob && (uri.has("min_blob_size") || uri.has("blob_file_mb"))) {
        return Status::invalidArgument("rocksdb store URI parameters 'min_blob_size' and 'blob_file_mb' need blob=1");
    }
    WR_ASSIGN_OR_RETURN(int64_t minBlobSize, uri.getInt("min_blob_size", 0, 1ll << 32, 4096));
    WR_ASSIGN_OR_RETURN(int64_t blobFileMb, uri.getInt("blob_file_mb", 1, 1 << 16, 256));

    constexpr int kBloomBitsPerKey = 10;
    constexpr size_t kBlockSize = 16 * 1024;
    constexpr uint64_t kMetadataBlockSize = 4096;
    constexpr uint64_t kBytesPerSync = 1 << 20;
    const int jobs = std::max(2, static_cast<int>(std::thread::hardware_concurrency()));

    rocksdb::Options o;
    o.create_if_missing = options.createIfMissing;
    o.IncreaseParallelism(jobs);
    o.level_compaction_dynamic_level_bytes = true;
    o.bytes_per_sync = kBytesPerSync;
    o.write_buffer_size = static_cast<size_t>(writeBufferMb) << 20;
    o.compression = ctype;
    rocksdb::BlockBasedTableOptions table;
    if (cacheMb > 0)
        table.block_cache = rocksdb::NewLRUCache(static_cast<size_t>(cacheMb) << 20);
    else
        table.no_block_cache = true;
    table.block_size = kBlockSize;
    table.cache_index_and_filter_blocks = true;
    table.pin_l0_filter_and_index_blocks_in_cache = true;
    table.filter_policy.reset(rocksdb::NewBloomFilterPolicy(kBloomBitsPerKey));
    // Index and filter in partitions of metadata_block_size, found through a
    // pinned top level (RocksDB's "Partitioned Index/Filters"). A whole-file
    // filter is 1.2 MB per million keys: more than one shard of a 64 MiB
    // block cache holds, so it was read and checksummed again by every get.
    table.index_type = rocksdb::BlockBasedTableOptions::kTwoLevelIndexSearch;
    table.partition_filters = true;
    table.metadata_block_size = kMetadataBlockSize;
    table.pin_top_level_index_and_filter = true;
    table.cache_index_and_filter_blocks_with_high_priority = true;
    table.format_version = 5;
    o.table_factory.reset(rocksdb::NewBlockBasedTableFactory(table));
    if (blob) {
        o.enable_blob_files = true;
        o.min_blob_size = static_cast<uint64_t>(minBlobSize);
        o.blob_file_size = static_cast<uint64_t>(blobFileMb) << 20;
        o.blob_compression_type = ctype;
        o.enable_blob_garbage_collection = true;
    }

    config.record("rocksdb_version", std::to_string(ROCKSDB_MAJOR) + "." + std::to_string(ROCKSDB_MINOR) + "." +
                                         std::to_string(ROCKSDB_PATCH));
    config.record("compression", compression);
    config.record("block_cache_mb", cacheMb);
    config.record("write_buffer_mb", writeBufferMb);
    config.record("max_write_buffer_number", o.max_write_buffer_number);
    config.record("max_background_jobs", o.max_background_jobs);
    config.record("bloom_bits_per_key", kBloomBitsPerKey);
    config.record("block_size", static_cast<int64_t>(kBlockSize));
    config.record("cache_index_and_filter_blocks", "1");
    config.record("partitioned_index_and_filters", "1");
    config.record("metadata_block_size", static_cast<int64_t>(kMetadataBlockSize));
    config.record("format_version", table.format_version);
    config.record("level_compaction_dynamic_level_bytes", "1");
    config.record("bytes_per_sync", static_cast<int64_t>(kBytesPerSync));
    config.record("wal", "1");
    config.record("blob", blob ? "1" : "0");
    if (blob) {
        config.record("min_blob_size", minBlobSize);
        config.record("blob_file_mb", blobFileMb);
        config.record("blob_garbage_collection", "1");
        config.record("blob_garbage_collection_age_cutoff", std::to_string(o.blob_garbage_collection_age_cutoff));
    }

    auto handle = std::make_shared<RocksHandle>();
    rocksdb::DB* db = nullptr;
    rocksdb::Status s = options.readOnly ? rocksdb::DB::OpenForReadOnly(o, config.location.string(), &db)
                                         : rocksdb::DB::Open(o, config.location.string(), &db);
    if (!s.ok()) return config.openError(RocksDbStore::codeOf(s), s.ToString());
    handle->db.reset(db);
    return std::unique_ptr<KvStore>(std::make_unique<RocksDbStore>(std::move(config), std::move(handle), blob));
}

}  // namespace wr::kv
