#include "stores/peers/lmdb_store.h"

#include <lmdb.h>

#include <cerrno>
#include <mutex>
#include <shared_mutex>

#include "stores/peers/lmdb_bulk_load.h"
#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

namespace {

MDB_val val(BytesView b) { return {b.size(), const_cast<char*>(b.data())}; }
BytesView view(const MDB_val& v) { return {static_cast<const char*>(v.mv_data), v.mv_size}; }

StatusCode codeOf(int rc) {
    switch (rc) {
    case MDB_NOTFOUND: return StatusCode::kNotFound;
    case MDB_CORRUPTED:
    case MDB_PAGE_NOTFOUND:
    case MDB_INVALID:
    case MDB_VERSION_MISMATCH: return StatusCode::kCorruption;
    case MDB_BAD_VALSIZE: return StatusCode::kLimitExceeded;
    case MDB_READERS_FULL:
    case EAGAIN:
    case EBUSY: return StatusCode::kBusy;
    case EACCES: return StatusCode::kReadOnly;
    default: return StatusCode::kIoError;
    }
}

// Owns the environment; shared with cursors. The lock is declared first so
// it is released only after the environment is closed.
struct LmdbHandle {
    FileLock lock;
    MDB_env* env = nullptr;
    MDB_dbi dbi = 0;
    // Shared by every transaction, exclusive while the map grows: LMDB allows
    // mdb_env_set_mapsize only when this process has no transaction open.
    std::shared_mutex resize;
    size_t mapSize = 0;

    ~LmdbHandle() {
        if (env != nullptr) mdb_env_close(env);
    }

    // Runs `body` in a read transaction.
    template <typename Body>
    int read(Body&& body) {
        std::shared_lock guard(resize);
        MDB_txn* txn = nullptr;
        int rc = mdb_txn_begin(env, nullptr, MDB_RDONLY, &txn);
        if (rc != MDB_SUCCESS) return rc;
        rc = body(txn);
        mdb_txn_abort(txn);
        return rc;
    }

    // Runs `body` in a write transaction and commits it; when the map is
    // full, aborts, doubles the map and runs it again.
    template <typename Body>
    int write(Body&& body) {
        for (;;) {
            size_t seenSize = 0;
            int rc = 0;
            {
                std::shared_lock guard(resize);
                seenSize = mapSize;
                MDB_txn* txn = nullptr;
                rc = mdb_txn_begin(env, nullptr, 0, &txn);
                if (rc != MDB_SUCCESS) return rc;
                rc = body(txn);
                if (rc == MDB_SUCCESS)
                    rc = mdb_txn_commit(txn);  // frees txn either way
                else
                    mdb_txn_abort(txn);
            }
            if (rc != MDB_MAP_FULL) return rc;
            if (int grown = grow(seenSize); grown != MDB_SUCCESS) return grown;
        }
    }

    int grow(size_t seenSize) {
        std::unique_lock guard(resize);
        if (mapSize != seenSize) return MDB_SUCCESS;  // another writer grew it already
        int rc = mdb_env_set_mapsize(env, mapSize * 2);
        if (rc == MDB_SUCCESS) mapSize *= 2;
        return rc;
    }
};

// Puts every committed change on stable storage.
Status syncEnvironment(LmdbHandle& handle, const PeerConfig& config) {
    int rc = mdb_env_sync(handle.env, 1);
    return rc == MDB_SUCCESS ? Status::ok() : config.error(codeOf(rc), "flush (mdb_env_sync)", mdb_strerror(rc));
}

class LmdbCursor : public BatchCursor {
public:
    LmdbCursor(std::shared_ptr<LmdbHandle> handle, std::string where)
        : handle_(std::move(handle)), where_(std::move(where)) {}

protected:
    Status fetch(Batch& batch, bool& end) override {
        const Bytes* after = lastKey();
        int rc = handle_->read([&](MDB_txn* txn) {
            MDB_cursor* cursor = nullptr;
            int r = mdb_cursor_open(txn, handle_->dbi, &cursor);
            if (r != MDB_SUCCESS) return r;
            MDB_val k{}, v{};
            if (after == nullptr) {
                r = mdb_cursor_get(cursor, &k, &v, MDB_FIRST);
            } else {
                k = val(*after);
                r = mdb_cursor_get(cursor, &k, &v, MDB_SET_RANGE);
                if (r == MDB_SUCCESS && view(k) == *after) r = mdb_cursor_get(cursor, &k, &v, MDB_NEXT);
            }
            while (r == MDB_SUCCESS && batch.add(Bytes(view(k)), Bytes(view(v)))) {
                r = mdb_cursor_get(cursor, &k, &v, MDB_NEXT);
            }
            mdb_cursor_close(cursor);
            return r;
        });
        if (rc == MDB_NOTFOUND) {
            end = true;
            return Status::ok();
        }
        if (rc != MDB_SUCCESS) return Status::ioError(where_ + ": scan: " + mdb_strerror(rc));
        return Status::ok();
    }

private:
    std::shared_ptr<LmdbHandle> handle_;
    std::string where_;
};

class LmdbStore : public PeerStore {
public:
    LmdbStore(PeerConfig config, PeerLimits limits, std::shared_ptr<LmdbHandle> handle)
        : PeerStore(std::move(config), std::move(limits)), handle_(std::move(handle)) {}

protected:
    Result<Bytes> doGet(BytesView key) override {
        Bytes value;
        int rc = handle_->read([&](MDB_txn* txn) {
            MDB_val k = val(key), v{};
            int r = mdb_get(txn, handle_->dbi, &k, &v);
            if (r == MDB_SUCCESS) value.assign(view(v));
            return r;
        });
        if (rc != MDB_SUCCESS)
            return keyError(codeOf(rc), "get", key, rc == MDB_NOTFOUND ? "no such key" : mdb_strerror(rc));
        return value;
    }

    Status doPut(BytesView key, BytesView value) override {
        int rc = handle_->write([&](MDB_txn* txn) {
            MDB_val k = val(key), v = val(value);
            return mdb_put(txn, handle_->dbi, &k, &v, 0);
        });
        return rc == MDB_SUCCESS ? Status::ok() : keyError(codeOf(rc), "put", key, mdb_strerror(rc));
    }

    Status doRemove(BytesView key) override {
        int rc = handle_->write([&](MDB_txn* txn) {
            MDB_val k = val(key);
            return mdb_del(txn, handle_->dbi, &k, nullptr);
        });
        // A missing key aborts the transaction: nothing changed, as asked.
        if (rc == MDB_SUCCESS || rc == MDB_NOTFOUND) return Status::ok();
        return keyError(codeOf(rc), "remove", key, mdb_strerror(rc));
    }

    Status doWrite(const WriteBatch& batch) override {
        const Bytes* failedKey = nullptr;
        int rc = handle_->write([&](MDB_txn* txn) {
            for (const auto& op : batch.ops()) {
                MDB_val k = val(op.key), v = val(op.value);
                int r = op.type == WriteBatch::OpType::kPut ? mdb_put(txn, handle_->dbi, &k, &v, 0)
                                                            : mdb_del(txn, handle_->dbi, &k, nullptr);
                if (r != MDB_SUCCESS && r != MDB_NOTFOUND) {
                    failedKey = &op.key;
                    return r;
                }
            }
            return MDB_SUCCESS;
        });
        if (rc == MDB_SUCCESS) return Status::ok();
        if (failedKey != nullptr) return keyError(codeOf(rc), "write batch", *failedKey, mdb_strerror(rc));
        return storeError(codeOf(rc), "write batch of " + std::to_string(batch.size()) + " operations",
                          mdb_strerror(rc));
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<LmdbCursor>(handle_, config().describe());
    }

    Result<uint64_t> doCount() override {
        MDB_stat st{};
        int rc = handle_->read([&](MDB_txn* txn) { return mdb_stat(txn, handle_->dbi, &st); });
        if (rc != MDB_SUCCESS) return storeError(codeOf(rc), "count", mdb_strerror(rc));
        return static_cast<uint64_t>(st.ms_entries);
    }

    Status doFlush() override { return syncEnvironment(*handle_, config()); }

    // Appends; the loader's callbacks share the handle, as a cursor does.
    Result<std::unique_ptr<BulkLoader>> bulkLoader(const BulkLoadOptions& options) override {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("bulk load"));
        WR_RETURN_IF_ERROR(checkBulkLoadTarget());
        LmdbBulkTarget target;
        target.where = config().describe();
        target.dbi = handle_->dbi;
        target.maxKeyBytes = static_cast<size_t>(mdb_env_get_maxkeysize(handle_->env));
        target.write = [handle = handle_, config = config()](std::string_view what,
                                                             const std::function<int(MDB_txn*)>& body) {
            int rc = handle->write(body);
            return rc == MDB_SUCCESS ? Status::ok() : config.error(codeOf(rc), what, mdb_strerror(rc));
        };
        target.flush = [handle = handle_, config = config()] { return syncEnvironment(*handle, config); };
        BulkLoadOptions withScratch = options;
        if (withScratch.workDirectory.empty()) withScratch.workDirectory = location();
        return makeLmdbBulkLoader(std::move(target), withScratch);
    }

    Status doStatistics(StoreStatistics& stats) override {
        MDB_stat st{};
        MDB_envinfo info{};
        int rc = handle_->read([&](MDB_txn* txn) { return mdb_stat(txn, handle_->dbi, &st); });
        if (rc == MDB_SUCCESS) rc = mdb_env_info(handle_->env, &info);
        if (rc != MDB_SUCCESS) return storeError(codeOf(rc), "statistics", mdb_strerror(rc));
        stats.approximateCount = st.ms_entries;
        auto add = [&](const char* name, uint64_t v) { stats.details.emplace_back(name, std::to_string(v)); };
        add("map_size_bytes", info.me_mapsize);
        add("map_used_bytes", (info.me_last_pgno + 1) * uint64_t{st.ms_psize});
        add("page_size", st.ms_psize);
        add("tree_depth", st.ms_depth);
        add("branch_pages", st.ms_branch_pages);
        add("leaf_pages", st.ms_leaf_pages);
        add("overflow_pages", st.ms_overflow_pages);
        add("last_txn_id", info.me_last_txnid);
        add("readers_in_use", info.me_numreaders);
        return Status::ok();
    }

    Status doClose() override {
        // With cursors still open the last of them closes the environment.
        handle_.reset();
        return Status::ok();
    }

private:
    std::shared_ptr<LmdbHandle> handle_;
};

}  // namespace

Result<std::unique_ptr<KvStore>> openLmdbStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config,
                        parsePeerConfig(uri, options, PeerLocation::kDirectory, {"map_mb", "writemap"}));
    WR_ASSIGN_OR_RETURN(int64_t mapMb, uri.getInt("map_mb", 1, 1 << 24, 256));
    WR_ASSIGN_OR_RETURN(bool writeMap, uri.getBool("writemap", false));

    auto handle = std::make_shared<LmdbHandle>();
    WR_ASSIGN_OR_RETURN(handle->lock, lockStore(config));
    auto fail = [&](std::string_view what, int rc) { return config.error(codeOf(rc), what, mdb_strerror(rc)); };
    int rc = mdb_env_create(&handle->env);
    if (rc != MDB_SUCCESS) return fail("cannot create an LMDB environment", rc);
    rc = mdb_env_set_mapsize(handle->env, static_cast<size_t>(mapMb) << 20);
    if (rc != MDB_SUCCESS) return fail("cannot set the map size", rc);

    unsigned flags = MDB_NOTLS;
    if (config.sync == SyncMode::kNone) flags |= MDB_NOSYNC | MDB_NOMETASYNC;
    if (writeMap && !options.readOnly) flags |= MDB_WRITEMAP;
    if (options.readOnly) flags |= MDB_RDONLY;
    rc = mdb_env_open(handle->env, config.location.c_str(), flags, 0644);
    if (rc != MDB_SUCCESS) return config.openError(codeOf(rc), mdb_strerror(rc));

    MDB_txn* txn = nullptr;
    rc = mdb_txn_begin(handle->env, nullptr, options.readOnly ? MDB_RDONLY : 0, &txn);
    if (rc == MDB_SUCCESS) {
        rc = mdb_dbi_open(txn, nullptr, 0, &handle->dbi);
        if (rc == MDB_SUCCESS)
            rc = mdb_txn_commit(txn);
        else
            mdb_txn_abort(txn);
    }
    if (rc != MDB_SUCCESS) return fail("cannot open the main database", rc);

    MDB_envinfo info{};
    mdb_env_info(handle->env, &info);
    handle->mapSize = info.me_mapsize;

    PeerLimits limits;
    limits.maxKeyBytes = static_cast<size_t>(mdb_env_get_maxkeysize(handle->env));
    limits.emptyKeys = false;
    limits.reason = "LMDB keys are 1 to " + std::to_string(limits.maxKeyBytes) + " bytes (mdb_env_get_maxkeysize)";

    int major = 0, minor = 0, patch = 0;
    mdb_version(&major, &minor, &patch);
    config.record("lmdb_version", std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch));
    config.record("map_mb", mapMb);
    config.record("map_growth", "double on MDB_MAP_FULL");
    config.record("flags",
                  std::string("MDB_NOTLS") + (config.sync == SyncMode::kNone ? "|MDB_NOSYNC|MDB_NOMETASYNC" : "") +
                      ((flags & MDB_WRITEMAP) != 0 ? "|MDB_WRITEMAP" : "") + (options.readOnly ? "|MDB_RDONLY" : ""));
    config.record("cache", "OS page cache");
    config.record("compression", "none");
    config.record("max_key_bytes", static_cast<int64_t>(limits.maxKeyBytes));
    return std::unique_ptr<KvStore>(
        std::make_unique<LmdbStore>(std::move(config), std::move(limits), std::move(handle)));
}

}  // namespace wr::kv
