#include "stores/peers/leveldb_store.h"

#include <leveldb/cache.h>
#include <leveldb/db.h>
#include <leveldb/filter_policy.h>
#include <leveldb/write_batch.h>

#include <charconv>

#include "stores/peers/lsm_store.h"

namespace wr::kv {

namespace {

// Owns the database and what it points to; shared with cursors. Members are
// destroyed in reverse order: the database before its cache and filter.
struct LevelHandle {
    std::unique_ptr<leveldb::Cache> cache;
    std::unique_ptr<const leveldb::FilterPolicy> filter;
    std::unique_ptr<leveldb::DB> db;
};

struct LevelDbApi : LsmTypes<leveldb::DB, leveldb::Slice, leveldb::Status, leveldb::WriteBatch, leveldb::ReadOptions,
                             leveldb::WriteOptions> {
    using Handle = LevelHandle;

    static bool isNotSupported(const Status& s) { return s.IsNotSupportedError(); }
    static bool isBusy(const Status&) { return false; }
};

class LevelDbStore : public LsmStore<LevelDbApi> {
public:
    using LsmStore::LsmStore;

protected:
    Result<uint64_t> doCount() override {
        leveldb::ReadOptions read;
        read.fill_cache = false;
        std::unique_ptr<leveldb::Iterator> it(db().NewIterator(read));
        uint64_t n = 0;
        for (it->SeekToFirst(); it->Valid(); it->Next()) ++n;
        WR_RETURN_IF_ERROR(engineError(it->status(), "count"));
        return n;
    }

    Status doFlush() override {
        // A synced write syncs the log and everything written to it before.
        leveldb::WriteOptions synced;
        synced.sync = true;
        leveldb::WriteBatch empty;
        return engineError(db().Write(synced, &empty), "flush (synced write)");
    }

    // CompactRange over every key: deleted and overwritten values leave the disk.
    Status doCompact() override {
        db().CompactRange(nullptr, nullptr);
        return Status::ok();
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        std::string memory;
        if (db().GetProperty("leveldb.approximate-memory-usage", &memory)) {
            std::from_chars(memory.data(), memory.data() + memory.size(), stats.memoryBytes);
            stats.details.emplace_back("approximate_memory_usage_bytes", memory);
        }
        for (int level = 0; level < 7; ++level) {
            std::string files;
            if (db().GetProperty("leveldb.num-files-at-level" + std::to_string(level), &files) && files != "0") {
                stats.details.emplace_back("files_at_level" + std::to_string(level), files);
            }
        }
        return Status::ok();
    }

    Status doClose() override {
        // With cursors still open the last of them closes the database.
        handle_.reset();
        return Status::ok();
    }
};

}  // namespace

Result<std::unique_ptr<KvStore>> openLevelDbStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(uri, options, PeerLocation::kDirectory,
                                                           {"compression", "cache_mb", "write_buffer_mb"}));
    Result<std::string> compression = uri.getChoice("compression", {"none", "snappy"}, "none");
    if (!compression) return compression.status();
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 0, 1 << 20, 64));
    WR_ASSIGN_OR_RETURN(int64_t writeBufferMb, uri.getInt("write_buffer_mb", 1, 1 << 16, 4));
    constexpr int kBloomBitsPerKey = 10;

    auto handle = std::make_shared<LevelHandle>();
    leveldb::Options o;
    o.create_if_missing = options.createIfMissing;
    o.compression = *compression == "snappy" ? leveldb::kSnappyCompression : leveldb::kNoCompression;
    o.write_buffer_size = static_cast<size_t>(writeBufferMb) << 20;
    if (cacheMb > 0) {
        handle->cache.reset(leveldb::NewLRUCache(static_cast<size_t>(cacheMb) << 20));
        o.block_cache = handle->cache.get();
    }
    handle->filter.reset(leveldb::NewBloomFilterPolicy(kBloomBitsPerKey));
    o.filter_policy = handle->filter.get();

    config.record("leveldb_version",
                  std::to_string(leveldb::kMajorVersion) + "." + std::to_string(leveldb::kMinorVersion));
    config.record("compression", *compression);
    config.record("block_cache_mb", cacheMb > 0 ? cacheMb : 8);
    config.record("write_buffer_mb", writeBufferMb);
    config.record("bloom_bits_per_key", kBloomBitsPerKey);
    config.record("block_size", static_cast<int64_t>(o.block_size));
    config.record("max_open_files", o.max_open_files);

    leveldb::DB* db = nullptr;
    leveldb::Status s = leveldb::DB::Open(o, config.location.string(), &db);
    if (!s.ok()) return config.openError(LevelDbStore::codeOf(s), s.ToString());
    handle->db.reset(db);
    return std::unique_ptr<KvStore>(std::make_unique<LevelDbStore>(std::move(config), std::move(handle)));
}

}  // namespace wr::kv
