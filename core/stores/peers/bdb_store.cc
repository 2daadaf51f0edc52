#include "stores/peers/bdb_store.h"

#include <db_cxx.h>

#include <cstdlib>
#include <limits>
#include <mutex>
#include <shared_mutex>

#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

namespace {

StatusCode codeOf(int rc) {
    switch (rc) {
    case DB_NOTFOUND:
    case DB_KEYEMPTY: return StatusCode::kNotFound;
    case DB_VERIFY_BAD:
    case DB_PAGE_NOTFOUND:
    case DB_RUNRECOVERY: return StatusCode::kCorruption;
    case EACCES: return StatusCode::kReadOnly;
    case EINVAL: return StatusCode::kInvalidArgument;
    case DB_LOCK_NOTGRANTED:
    case EAGAIN:
    case EBUSY: return StatusCode::kBusy;
    default: return StatusCode::kIoError;
    }
}

// A key or value handed to Berkeley DB (which does not change it).
Dbt in(BytesView b) { return Dbt(const_cast<char*>(b.data()), static_cast<u_int32_t>(b.size())); }

// A key or value Berkeley DB returns: a DB_THREAD handle must allocate it.
struct OutDbt : Dbt {
    OutDbt() { set_flags(DB_DBT_REALLOC); }
    ~OutDbt() { std::free(get_data()); }
    OutDbt(const OutDbt&) = delete;
    OutDbt& operator=(const OutDbt&) = delete;
    Bytes bytes() const { return Bytes(static_cast<const char*>(get_data()), get_size()); }
};

// Owns the database; shared with cursors. The lock is declared first so it
// is released only after the database is closed.
struct BdbHandle {
    FileLock lock;
    std::unique_ptr<Db> db;
    // Reads shared, changes exclusive: the Data Store has no locking of its own.
    std::shared_mutex mutex;

    int close() {
        if (!db) return 0;
        int rc = db->close(0);
        db.reset();
        return rc;
    }
    ~BdbHandle() { (void)close(); }
};

class BdbCursor : public BatchCursor {
public:
    BdbCursor(std::shared_ptr<BdbHandle> handle, std::string where) : handle_(std::move(handle)), where_(std::move(where)) {}
    ~BdbCursor() override {
        if (cursor_ != nullptr) {
            std::shared_lock guard(handle_->mutex);
            cursor_->close();
        }
    }

protected:
    Status fetch(Batch& batch, bool& end) override {
        std::shared_lock guard(handle_->mutex);
        if (cursor_ == nullptr) {
            if (int rc = handle_->db->cursor(nullptr, &cursor_, 0); rc != 0) {
                return Status::ioError(where_ + ": scan: cannot open a cursor: " + db_strerror(rc));
            }
        }
        OutDbt key, value;
        int rc = 0;
        while ((rc = cursor_->get(&key, &value, DB_NEXT)) == 0) {
            if (!batch.add(key.bytes(), value.bytes())) return Status::ok();
        }
        end = true;
        if (rc != DB_NOTFOUND) return Status::ioError(where_ + ": scan: " + db_strerror(rc));
        return Status::ok();
    }

private:
    std::shared_ptr<BdbHandle> handle_;  // declared first: outlives the cursor
    std::string where_;
    Dbc* cursor_ = nullptr;
};

class BdbStore : public PeerStore {
public:
    BdbStore(PeerConfig config, PeerLimits limits, std::shared_ptr<BdbHandle> handle, DBTYPE type)
        : PeerStore(std::move(config), std::move(limits)), handle_(std::move(handle)), type_(type) {}

protected:
    Result<Bytes> doGet(BytesView key) override {
        std::shared_lock guard(handle_->mutex);
        Dbt k = in(key);
        OutDbt value;
        int rc = db().get(nullptr, &k, &value, 0);
        if (rc != 0) return keyError(codeOf(rc), "get", key, rc == DB_NOTFOUND ? "no such key" : db_strerror(rc));
        return value.bytes();
    }

    Status doPut(BytesView key, BytesView value) override {
        std::unique_lock guard(handle_->mutex);
        WR_RETURN_IF_ERROR(putRecord(key, value));
        return syncIfEach("put", key);
    }

    Status doRemove(BytesView key) override {
        std::unique_lock guard(handle_->mutex);
        WR_RETURN_IF_ERROR(deleteRecord(key));
        return syncIfEach("remove", key);
    }

    Status doWrite(const WriteBatch& batch) override {
        std::unique_lock guard(handle_->mutex);
        for (const auto& op : batch.ops()) {
            WR_RETURN_IF_ERROR(op.type == WriteBatch::OpType::kPut ? putRecord(op.key, op.value) : deleteRecord(op.key));
        }
        return syncIfEach("write batch", batch.ops().back().key);
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<BdbCursor>(handle_, config().describe());
    }

    Result<uint64_t> doCount() override {
        std::shared_lock guard(handle_->mutex);
        WR_ASSIGN_OR_RETURN(uint64_t saved, countFromStat(DB_FAST_STAT));
        if (saved > 0) return saved;
        // The saved count is 0 until a full pass has run: look before
        // calling the store empty.
        Dbc* cursor = nullptr;
        if (int rc = db().cursor(nullptr, &cursor, 0); rc != 0) return storeError(codeOf(rc), "count", db_strerror(rc));
        OutDbt key, value;
        int rc = cursor->get(&key, &value, DB_FIRST);
        cursor->close();
        if (rc == DB_NOTFOUND) return uint64_t{0};
        return countFromStat(0);
    }

    Status doFlush() override {
        std::unique_lock guard(handle_->mutex);
        int rc = db().sync(0);
        return rc == 0 ? Status::ok() : storeError(codeOf(rc), "flush (DB->sync)", db_strerror(rc));
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        u_int32_t gbytes = 0, bytes = 0;
        int regions = 0;
        db().get_cachesize(&gbytes, &bytes, &regions);
        stats.memoryBytes = (uint64_t{gbytes} << 30) + bytes;
        stats.details.emplace_back("cache_bytes", std::to_string(stats.memoryBytes));
        return Status::ok();
    }

    Status doClose() override {
        std::shared_ptr<BdbHandle> handle = std::move(handle_);
        // With cursors still open the last of them closes the database.
        if (handle.use_count() > 1) return Status::ok();
        std::unique_lock guard(handle->mutex);
        int rc = handle->close();
        return rc == 0 ? Status::ok() : storeError(codeOf(rc), "close", db_strerror(rc));
    }

private:
    Db& db() { return *handle_->db; }

    Status putRecord(BytesView key, BytesView value) {
        Dbt k = in(key), v = in(value);
        int rc = db().put(nullptr, &k, &v, 0);
        return rc == 0 ? Status::ok() : keyError(codeOf(rc), "put", key, db_strerror(rc));
    }

    Status deleteRecord(BytesView key) {
        Dbt k = in(key);
        int rc = db().del(nullptr, &k, 0);
        return rc == 0 || rc == DB_NOTFOUND ? Status::ok() : keyError(codeOf(rc), "remove", key, db_strerror(rc));
    }

    Status syncIfEach(std::string_view op, BytesView key) {
        if (syncMode() != SyncMode::kEach) return Status::ok();
        int rc = db().sync(0);
        return rc == 0 ? Status::ok() : keyError(codeOf(rc), std::string(op) + " (sync)", key, db_strerror(rc));
    }

    // The key count DB->stat reports, with `flags` 0 (exact) or DB_FAST_STAT.
    Result<uint64_t> countFromStat(u_int32_t flags) {
        void* sp = nullptr;
        int rc = db().stat(nullptr, &sp, flags);
        if (rc != 0) return storeError(codeOf(rc), "count (DB->stat)", db_strerror(rc));
        uint64_t n = type_ == DB_BTREE ? static_cast<DB_BTREE_STAT*>(sp)->bt_nkeys : static_cast<DB_HASH_STAT*>(sp)->hash_nkeys;
        std::free(sp);
        return n;
    }

    std::shared_ptr<BdbHandle> handle_;
    DBTYPE type_;
};

// Berkeley DB reports the reason for an open failure through its error
// callback; keep the last one of this thread for the message.
thread_local std::string lastBdbMessage;
void captureMessage(const DbEnv*, const char*, const char* message) { lastBdbMessage = message; }

}  // namespace

Result<std::unique_ptr<KvStore>> openBdbStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(uri, options, PeerLocation::kFile, {"method", "cache_mb"}));
    Result<std::string> method = uri.getChoice("method", {"btree", "hash"}, "btree");
    if (!method) return method.status();
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 1, 1 << 20, 64));
    const DBTYPE wanted = *method == "hash" ? DB_HASH : DB_BTREE;

    auto handle = std::make_shared<BdbHandle>();
    WR_ASSIGN_OR_RETURN(handle->lock, lockStore(config));
    handle->db = std::make_unique<Db>(nullptr, DB_CXX_NO_EXCEPTIONS);
    Db& db = *handle->db;
    db.set_errcall(captureMessage);
    const uint64_t cacheBytes = static_cast<uint64_t>(cacheMb) << 20;
    if (int rc = db.set_cachesize(static_cast<u_int32_t>(cacheBytes >> 30), static_cast<u_int32_t>(cacheBytes & ((1u << 30) - 1)), 1);
        rc != 0) {
        return config.error(codeOf(rc), "cannot set the cache size", db_strerror(rc));
    }
    std::error_code ec;
    const bool exists = fs::exists(config.location, ec);
    u_int32_t flags = DB_THREAD;
    if (options.readOnly) flags |= DB_RDONLY;
    else if (options.createIfMissing && !exists) flags |= DB_CREATE;
    lastBdbMessage.clear();
    if (int rc = db.open(nullptr, config.location.c_str(), nullptr, exists ? DB_UNKNOWN : wanted, flags, 0644); rc != 0) {
        std::string why = db_strerror(rc);
        if (!lastBdbMessage.empty()) why += " (" + lastBdbMessage + ")";
        return config.openError(codeOf(rc), why);
    }
    DBTYPE type = DB_UNKNOWN;
    db.get_type(&type);
    if (type != wanted) {
        return config.error(StatusCode::kInvalidArgument, "cannot open",
                            std::string("the file is a ") + (type == DB_HASH ? "hash" : type == DB_BTREE ? "btree" : "non-btree, non-hash") +
                                " database but the URI asks for method=" + *method);
    }
    u_int32_t pageSize = 0;
    db.get_pagesize(&pageSize);

    int major = 0, minor = 0, patch = 0;
    DbEnv::version(&major, &minor, &patch);
    config.record("bdb_version", std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch));
    config.record("method", *method);
    config.record("cache_mb", cacheMb);
    config.record("page_size", pageSize);
    config.record("environment", "none (Data Store)");
    config.record("compression", "none");

    PeerLimits limits;
    limits.maxKeyBytes = std::numeric_limits<u_int32_t>::max();
    limits.maxValueBytes = std::numeric_limits<u_int32_t>::max();
    limits.reason = "Berkeley DB keys and values are under 4 GiB";
    return std::unique_ptr<KvStore>(std::make_unique<BdbStore>(std::move(config), std::move(limits), std::move(handle), type));
}

}  // namespace wr::kv
