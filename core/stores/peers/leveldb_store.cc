#include "stores/peers/leveldb_store.h"

#include <leveldb/cache.h>
#include <leveldb/db.h>
#include <leveldb/filter_policy.h>
#include <leveldb/write_batch.h>

#include <charconv>

#include "stores/peers/lsm_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

namespace {

leveldb::Slice slice(BytesView b) { return {b.data(), b.size()}; }

StatusCode codeOf(const leveldb::Status& s) {
    if (s.IsNotFound()) return StatusCode::kNotFound;
    if (s.IsCorruption()) return StatusCode::kCorruption;
    if (s.IsInvalidArgument()) return StatusCode::kInvalidArgument;
    if (s.IsNotSupportedError()) return StatusCode::kNotSupported;
    // The LOCK file held by another handle surfaces as an I/O error.
    if (s.IsIOError() && s.ToString().find("lock") != std::string::npos) return StatusCode::kBusy;
    return StatusCode::kIoError;
}

// Owns the database and what it points to; shared with cursors. Members are
// destroyed in reverse order: the database before its cache and filter.
struct LevelHandle {
    std::unique_ptr<leveldb::Cache> cache;
    std::unique_ptr<const leveldb::FilterPolicy> filter;
    std::unique_ptr<leveldb::DB> db;
};

class LevelDbStore : public PeerStore {
public:
    LevelDbStore(PeerConfig config, std::shared_ptr<LevelHandle> handle)
        : PeerStore(std::move(config), PeerLimits{}), handle_(std::move(handle)) {
        write_.sync = syncMode() == SyncMode::kEach;
    }

protected:
    Result<Bytes> doGet(BytesView key) override {
        Bytes value;
        leveldb::Status s = db().Get(leveldb::ReadOptions(), slice(key), &value);
        if (!s.ok()) return keyError(codeOf(s), "get", key, s.IsNotFound() ? "no such key" : s.ToString());
        return value;
    }

    Status doPut(BytesView key, BytesView value) override {
        return check(db().Put(write_, slice(key), slice(value)), "put", key);
    }

    Status doRemove(BytesView key) override { return check(db().Delete(write_, slice(key)), "remove", key); }

    Status doWrite(const WriteBatch& batch) override {
        leveldb::WriteBatch lb;
        for (const auto& op : batch.ops()) {
            if (op.type == WriteBatch::OpType::kPut)
                lb.Put(slice(op.key), slice(op.value));
            else
                lb.Delete(slice(op.key));
        }
        leveldb::Status s = db().Write(write_, &lb);
        if (!s.ok())
            return storeError(codeOf(s), "write batch of " + std::to_string(batch.size()) + " operations",
                              s.ToString());
        return Status::ok();
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<LsmCursor<LevelHandle, leveldb::ReadOptions>>(handle_, config().describe());
    }

    Result<uint64_t> doCount() override {
        leveldb::ReadOptions read;
        read.fill_cache = false;
        std::unique_ptr<leveldb::Iterator> it(db().NewIterator(read));
        uint64_t n = 0;
        for (it->SeekToFirst(); it->Valid(); it->Next()) ++n;
        if (!it->status().ok()) return storeError(codeOf(it->status()), "count", it->status().ToString());
        return n;
    }

    Status doFlush() override {
        // A synced write syncs the log and everything written to it before.
        leveldb::WriteOptions synced;
        synced.sync = true;
        leveldb::WriteBatch empty;
        leveldb::Status s = db().Write(synced, &empty);
        if (!s.ok()) return storeError(codeOf(s), "flush (synced write)", s.ToString());
        return Status::ok();
    }

    // CompactRange over every key: deleted and overwritten values leave the disk.
    Status doCompact() override {
        db().CompactRange(nullptr, nullptr);
        return Status::ok();
    }

    StoreCapabilities capabilities() const override {
        StoreCapabilities capabilities;
        capabilities.canCompact = true;
        return capabilities;
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

private:
    leveldb::DB& db() { return *handle_->db; }

    Status check(const leveldb::Status& s, std::string_view op, BytesView key) const {
        return s.ok() ? Status::ok() : keyError(codeOf(s), op, key, s.ToString());
    }

    std::shared_ptr<LevelHandle> handle_;
    leveldb::WriteOptions write_;
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
    if (!s.ok()) return config.openError(codeOf(s), s.ToString());
    handle->db.reset(db);
    return std::unique_ptr<KvStore>(std::make_unique<LevelDbStore>(std::move(config), std::move(handle)));
}

}  // namespace wr::kv
