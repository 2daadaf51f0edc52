#include "stores/peers/bdb_store.h"

#include <db_cxx.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <thread>
#include <vector>

#include "stores/peers/bdb_bulk_load.h"
#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"
#include "util/random.h"

namespace wr::kv {

namespace {

constexpr char kDataFile[] = "data.db";
// Berkeley DB's own default log file size.
constexpr u_int32_t kLogFileMb = 10;
// A checkpoint per log file written lets auto-removal keep about two files.
constexpr u_int32_t kCheckpointKb = kLogFileMb * 1024;
// Deadlocks are rare between a handful of callers; a call that loses this
// many in a row is up against something that will not clear by retrying.
// (The detector aborts the transaction with the fewest writes, which is often
// the one just restarted, so a busy machine can make a caller lose ten.)
constexpr int kDeadlockAttempts = 30;
// The longest wait between two attempts.
constexpr std::chrono::microseconds kDeadlockMaxWait{20000};
constexpr u_int32_t kEnvFlags =
    DB_CREATE | DB_INIT_MPOOL | DB_INIT_TXN | DB_INIT_LOG | DB_INIT_LOCK | DB_THREAD | DB_RECOVER | DB_PRIVATE;

StatusCode codeOf(int rc) {
    switch (rc) {
    case DB_NOTFOUND:
    case DB_KEYEMPTY: return StatusCode::kNotFound;
    case DB_VERIFY_BAD:
    case DB_PAGE_NOTFOUND:
    case DB_RUNRECOVERY: return StatusCode::kCorruption;
    case EACCES: return StatusCode::kReadOnly;
    case EINVAL: return StatusCode::kInvalidArgument;
    case DB_LOCK_DEADLOCK:
    case DB_LOCK_NOTGRANTED:
    case EAGAIN:
    case EBUSY: return StatusCode::kBusy;
    default: return StatusCode::kIoError;
    }
}

// Every error that reaches a caller went through retrying(), so a deadlock
// there is the last of kDeadlockAttempts.
std::string reason(int rc) {
    if (rc == DB_LOCK_DEADLOCK) {
        return "lost " + std::to_string(kDeadlockAttempts) +
               " deadlocks in a row to concurrent calls (DB_LOCK_DEADLOCK) and gave up; nothing was changed";
    }
    return db_strerror(rc);
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
    // Makes this the key a positioning call (DB_SET, DB_SET_RANGE) looks for.
    // False when out of memory.
    bool assign(BytesView b) {
        void* p = std::realloc(get_data(), b.empty() ? 1 : b.size());
        if (p == nullptr) return false;
        if (!b.empty()) std::memcpy(p, b.data(), b.size());
        set_data(p);
        set_size(static_cast<u_int32_t>(b.size()));
        return true;
    }
};

// Owns the environment and the database; shared with cursors. The lock is
// declared first so it is released only after both are closed.
struct BdbHandle {
    FileLock lock;
    std::unique_ptr<DbEnv> env;
    std::unique_ptr<Db> db;
    std::string where;      // "bdb store PATH", for cursor errors
    bool writable = false;  // set once open: close() then checkpoints
    std::atomic<uint64_t> deadlocks{0};

    int close() {
        int rc = 0;
        if (db) {
            if (writable) rc = env->txn_checkpoint(0, 0, 0);
            int closed = db->close(0);
            if (rc == 0) rc = closed;
            db.reset();
        }
        if (env) {
            int closed = env->close(0);
            if (rc == 0) rc = closed;
            env.reset();
        }
        return rc;
    }
    ~BdbHandle() { (void)close(); }
};

// Runs `attempt` (which returns a Berkeley DB code) again while it loses a
// deadlock, at most kDeadlockAttempts times. Each attempt starts afresh: the
// loser's transaction or cursor is gone. The wait is random up to a bound
// that doubles from 50 us ("full jitter"), so that callers that keep
// colliding fall out of step rather than retry in lockstep.
template <typename Attempt>
int retrying(BdbHandle& handle, Attempt&& attempt) {
    thread_local Random jitter(std::hash<std::thread::id>{}(std::this_thread::get_id()));
    int rc = 0;
    for (int i = 0; i < kDeadlockAttempts; ++i) {
        rc = attempt();
        if (rc != DB_LOCK_DEADLOCK) return rc;
        handle.deadlocks.fetch_add(1, std::memory_order_relaxed);
        if (i + 1 < kDeadlockAttempts) {
            auto bound = std::min(kDeadlockMaxWait, std::chrono::microseconds(int64_t{50} << std::min(i, 16)));
            std::this_thread::sleep_for(std::chrono::microseconds(jitter.uniform(bound.count() + 1)));
        }
    }
    return rc;
}

// Runs `apply(txn)` in one transaction, committed when it returns 0 and
// rolled back otherwise, again while it loses a deadlock.
template <typename Apply>
int inTransaction(BdbHandle& handle, Apply&& apply) {
    return retrying(handle, [&] {
        DbTxn* txn = nullptr;
        if (int begun = handle.env->txn_begin(nullptr, &txn, 0); begun != 0) return begun;
        if (int applied = apply(txn); applied != 0) {
            txn->abort();
            return applied;
        }
        return txn->commit(0);
    });
}

// Makes every committed change durable: a checkpoint (dirty pages written,
// the database file synced), then the whole log synced.
Status flushEnvironment(DbEnv& env, const PeerConfig& config) {
    if (int rc = env.txn_checkpoint(0, 0, 0); rc != 0) {
        return config.error(codeOf(rc), "flush (DB_ENV->txn_checkpoint)", db_strerror(rc));
    }
    // The checkpoint syncs the log only up to its own record.
    if (int rc = env.log_flush(nullptr); rc != 0) {
        return config.error(codeOf(rc), "flush (DB_ENV->log_flush)", db_strerror(rc));
    }
    return Status::ok();
}

class BdbCursor : public BatchCursor {
public:
    BdbCursor(std::shared_ptr<BdbHandle> handle, DBTYPE type) : handle_(std::move(handle)), type_(type) {}

protected:
    Status fetch(Batch& batch, bool& end) override {
        bool lost = false;
        int rc = retrying(*handle_, [&] {
            Batch attempt;
            std::vector<Bytes> keys;
            int result = read(attempt, keys, end, lost);
            if (result == 0) {
                batch = std::move(attempt);
                if (!keys.empty()) anchors_ = std::move(keys);
            }
            return result;
        });
        if (lost) {
            return Status::busy(handle_->where +
                                ": scan: every pair of the last batch was removed while the scan "
                                "was paused, so it has no place to resume from; start it again");
        }
        if (rc == DB_LOCK_DEADLOCK) return Status::busy(handle_->where + ": scan: " + reason(rc));
        if (rc != 0) return Status::ioError(handle_->where + ": scan: " + reason(rc));
        return Status::ok();
    }

private:
    // One batch through a cursor of its own, closed before returning so no
    // lock outlives the batch.
    int read(Batch& batch, std::vector<Bytes>& keys, bool& end, bool& lost) {
        end = false;
        Dbc* cursor = nullptr;
        if (int rc = handle_->db->cursor(nullptr, &cursor, 0); rc != 0) return rc;
        OutDbt key, value;
        int rc = position(*cursor, key, value, lost);
        while (rc == 0) {
            Bytes k = key.bytes();
            keys.push_back(k);
            if (!batch.add(std::move(k), value.bytes())) break;
            rc = cursor->get(&key, &value, DB_NEXT);
        }
        int closed = cursor->close();
        if (rc == DB_NOTFOUND && !lost) {
            end = true;
            rc = 0;
        }
        return rc != 0 ? rc : closed;
    }

    // Puts the cursor on the first pair not yet returned.
    int position(Dbc& cursor, OutDbt& key, OutDbt& value, bool& lost) {
        if (anchors_.empty()) return cursor.get(&key, &value, DB_FIRST);
        if (type_ == DB_BTREE) {
            if (!key.assign(anchors_.back())) return ENOMEM;
            int rc = cursor.get(&key, &value, DB_SET_RANGE);
            if (rc == 0 && BytesView(static_cast<const char*>(key.get_data()), key.get_size()) == anchors_.back()) {
                rc = cursor.get(&key, &value, DB_NEXT);
            }
            return rc;
        }
        // Hash order has no seek: continue after the last pair of the batch
        // that still exists.
        for (auto it = anchors_.rbegin(); it != anchors_.rend(); ++it) {
            if (!key.assign(*it)) return ENOMEM;
            int rc = cursor.get(&key, &value, DB_SET);
            if (rc == 0) {
                rc = cursor.get(&key, &value, DB_NEXT);
                // The batch's pairs after this one were removed; any added
                // back since were returned already.
                while (rc == 0 && std::find(it.base(), anchors_.end(), key.bytes()) != anchors_.end()) {
                    rc = cursor.get(&key, &value, DB_NEXT);
                }
                return rc;
            }
            if (rc != DB_NOTFOUND) return rc;
        }
        lost = true;
        return DB_NOTFOUND;
    }

    std::shared_ptr<BdbHandle> handle_;
    DBTYPE type_;
    std::vector<Bytes> anchors_;  // the keys of the last batch returned
};

class BdbStore : public PeerStore {
public:
    BdbStore(PeerConfig config, PeerLimits limits, std::shared_ptr<BdbHandle> handle, DBTYPE type)
        : PeerStore(std::move(config), std::move(limits)), handle_(std::move(handle)), type_(type) {}

protected:
    Result<Bytes> doGet(BytesView key) override {
        Dbt k = in(key);
        OutDbt value;
        int rc = retrying(*handle_, [&] { return db().get(nullptr, &k, &value, 0); });
        if (rc != 0) return keyError(codeOf(rc), "get", key, rc == DB_NOTFOUND ? "no such key" : reason(rc));
        return value.bytes();
    }

    Status doPut(BytesView key, BytesView value) override {
        return transact("put", key, [&](DbTxn* txn, BytesView& failed) {
            failed = key;
            return putRecord(txn, key, value);
        });
    }

    Status doRemove(BytesView key) override {
        return transact("remove", key, [&](DbTxn* txn, BytesView& failed) {
            failed = key;
            return deleteRecord(txn, key);
        });
    }

    Status doWrite(const WriteBatch& batch) override {
        return transact("write batch", batch.ops().front().key, [&](DbTxn* txn, BytesView& failed) {
            for (const auto& op : batch.ops()) {
                failed = op.key;
                int rc =
                    op.type == WriteBatch::OpType::kPut ? putRecord(txn, op.key, op.value) : deleteRecord(txn, op.key);
                if (rc != 0) return rc;
            }
            return 0;
        });
    }

    Result<std::unique_ptr<KvCursor>> doScan() override { return BatchCursor::start<BdbCursor>(handle_, type_); }

    Result<uint64_t> doCount() override {
        WR_ASSIGN_OR_RETURN(uint64_t saved, countFromStat(DB_FAST_STAT));
        if (saved > 0) return saved;
        // The saved count is 0 until a full pass has run: look before
        // calling the store empty.
        int rc = retrying(*handle_, [&] {
            Dbc* cursor = nullptr;
            if (int opened = db().cursor(nullptr, &cursor, 0); opened != 0) return opened;
            OutDbt key, value;
            int got = cursor->get(&key, &value, DB_FIRST);
            int closed = cursor->close();
            return got != 0 ? got : closed;
        });
        if (rc == DB_NOTFOUND) return uint64_t{0};
        if (rc != 0) return storeError(codeOf(rc), "count", reason(rc));
        return countFromStat(0);
    }

    std::string countEstimatedBy() const override { return "the count Berkeley DB keeps (DB_FAST_STAT)"; }

    Status doFlush() override { return flushEnvironment(env(), config()); }

    // Bulk puts, sorted first into a B-tree; the loader's callbacks share
    // the handle, as a cursor does.
    Result<std::unique_ptr<BulkLoader>> bulkLoader(const BulkLoadOptions& options) override {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("bulk load"));
        WR_RETURN_IF_ERROR(checkBulkLoadTarget());
        BdbBulkTarget target;
        target.where = config().describe();
        target.putPairs = [handle = handle_, config = config()](Dbt& buffer, uint64_t pairs) {
            int rc = inTransaction(*handle, [&](DbTxn* txn) {
                Dbt unused;
                return handle->db->put(txn, &buffer, &unused, DB_MULTIPLE_KEY);
            });
            if (rc == 0) rc = handle->env->txn_checkpoint(kCheckpointKb, 0, 0);
            if (rc == 0) return Status::ok();
            return config.error(codeOf(rc), "bulk put of " + std::to_string(pairs) + " pairs", reason(rc));
        };
        target.flush = [handle = handle_, config = config()] { return flushEnvironment(*handle->env, config); };
        BulkLoadOptions withScratch = options;
        if (withScratch.workDirectory.empty()) withScratch.workDirectory = location();
        return makeBdbBulkLoader(std::move(target), type_ == DB_BTREE, withScratch);
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        u_int32_t gbytes = 0, bytes = 0;
        int regions = 0;
        env().get_cachesize(&gbytes, &bytes, &regions);
        stats.memoryBytes = (uint64_t{gbytes} << 30) + bytes;
        stats.details.emplace_back("cache_bytes", std::to_string(stats.memoryBytes));
        uint64_t logFiles = 0;
        std::error_code ec;
        for (fs::directory_iterator it(location(), ec), end; !ec && it != end; it.increment(ec)) {
            if (it->path().filename().string().starts_with("log.")) ++logFiles;
        }
        stats.details.emplace_back("log_files", std::to_string(logFiles));
        stats.details.emplace_back("deadlocks_retried",
                                   std::to_string(handle_->deadlocks.load(std::memory_order_relaxed)));
        return Status::ok();
    }

    Status doClose() override {
        std::shared_ptr<BdbHandle> handle = std::move(handle_);
        // With cursors still open the last of them closes the environment.
        if (handle.use_count() > 1) return Status::ok();
        int rc = handle->close();
        return rc == 0 ? Status::ok() : storeError(codeOf(rc), "close", db_strerror(rc));
    }

private:
    Db& db() { return *handle_->db; }
    DbEnv& env() { return *handle_->env; }

    // Runs `apply(txn, failedKey)` in one transaction, committed when it
    // returns 0 and rolled back otherwise, then checkpoints when the log has
    // grown by kCheckpointKb since the last one.
    template <typename Apply>
    Status transact(std::string_view op, BytesView firstKey, Apply&& apply) {
        BytesView failed = firstKey;
        int rc = inTransaction(*handle_, [&](DbTxn* txn) { return apply(txn, failed); });
        if (rc != 0) {
            std::string why = reason(rc);
            if (op == "write batch" && rc != DB_LOCK_DEADLOCK) why += "; the whole batch was rolled back";
            return keyError(codeOf(rc), op, failed, why);
        }
        if (int ckp = env().txn_checkpoint(kCheckpointKb, 0, 0); ckp != 0) {
            return keyError(
                codeOf(ckp), op, firstKey,
                std::string("the change was committed, but the checkpoint after it failed: ") + db_strerror(ckp));
        }
        return Status::ok();
    }

    int putRecord(DbTxn* txn, BytesView key, BytesView value) {
        Dbt k = in(key), v = in(value);
        return db().put(txn, &k, &v, 0);
    }

    int deleteRecord(DbTxn* txn, BytesView key) {
        Dbt k = in(key);
        int rc = db().del(txn, &k, 0);
        return rc == DB_NOTFOUND ? 0 : rc;
    }

    // The key count DB->stat reports, with `flags` 0 (exact) or DB_FAST_STAT.
    Result<uint64_t> countFromStat(u_int32_t flags) {
        uint64_t n = 0;
        int rc = retrying(*handle_, [&] {
            void* sp = nullptr;
            int result = db().stat(nullptr, &sp, flags);
            if (result != 0) return result;
            n = type_ == DB_BTREE ? static_cast<DB_BTREE_STAT*>(sp)->bt_nkeys
                                  : static_cast<DB_HASH_STAT*>(sp)->hash_nkeys;
            std::free(sp);
            return 0;
        });
        if (rc != 0) return storeError(codeOf(rc), "count (DB->stat)", reason(rc));
        return n;
    }

    std::shared_ptr<BdbHandle> handle_;
    DBTYPE type_;
};

// Berkeley DB reports the reason for an open failure through its error
// callback; keep the last one of this thread for the message.
thread_local std::string lastBdbMessage;
void captureMessage(const DbEnv*, const char*, const char* message) { lastBdbMessage = message; }

std::string withMessage(int rc) {
    std::string why = db_strerror(rc);
    if (!lastBdbMessage.empty()) why += " (" + lastBdbMessage + ")";
    return why;
}

// The store's location under `dir=` or, as URIs named it before, `file=`:
// both name the environment home.
Result<PeerConfig> parseBdbConfig(const StoreUri& uri, const OpenOptions& options) {
    const std::vector<std::string> engineParams = {"method", "cache_mb"};
    if (!uri.has("file")) return parsePeerConfig(uri, options, PeerLocation::kDirectory, engineParams);
    if (uri.has("dir")) {
        return Status::invalidArgument("bdb store URIs name the store's directory with either dir= or file=, not both");
    }
    const std::string path = uri.get("file").value_or("");
    if (path.empty()) return Status::invalidArgument("store URI parameter 'file' of bdb stores must name a path");
    StoreUri asDir = uri;
    asDir.remove("file").set("dir", path);
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(asDir, options, PeerLocation::kDirectory, engineParams));
    config.uri = uri;  // uri() gives back what the caller wrote
    return config;
}

}  // namespace

Result<std::unique_ptr<KvStore>> openBdbStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parseBdbConfig(uri, options));
    Result<std::string> method = uri.getChoice("method", {"btree", "hash"}, "btree");
    if (!method) return method.status();
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 1, 1 << 20, 64));
    const DBTYPE wanted = *method == "hash" ? DB_HASH : DB_BTREE;

    std::error_code ec;
    if (fs::is_regular_file(config.location, ec)) {
        return config.error(StatusCode::kInvalidArgument, "cannot open",
                            "it is a file, but a bdb store is a directory (a Berkeley DB environment with its log); a "
                            "single-file database is not opened in place: db_dump and db_load copy its pairs into a "
                            "new store's " +
                                std::string(kDataFile));
    }
    const bool exists = fs::exists(config.location / kDataFile, ec);
    if (!exists && (options.readOnly || !options.createIfMissing)) {
        return Status::notFound("no bdb store at " + config.location.string() + " (no " + kDataFile + ")" +
                                (options.readOnly ? " (opened read-only, so it is not created)" : ""));
    }

    auto handle = std::make_shared<BdbHandle>();
    handle->where = config.describe();
    WR_ASSIGN_OR_RETURN(handle->lock, lockStore(config));
    handle->env = std::make_unique<DbEnv>(DB_CXX_NO_EXCEPTIONS);
    DbEnv& env = *handle->env;
    env.set_errcall(captureMessage);
    auto setting = [&](int rc, std::string_view what) -> Status {
        return rc == 0 ? Status::ok() : config.error(codeOf(rc), "cannot set " + std::string(what), db_strerror(rc));
    };
    const uint64_t cacheBytes = static_cast<uint64_t>(cacheMb) << 20;
    WR_RETURN_IF_ERROR(setting(env.set_cachesize(static_cast<u_int32_t>(cacheBytes >> 30),
                                                 static_cast<u_int32_t>(cacheBytes & ((1u << 30) - 1)), 1),
                               "the cache size"));
    WR_RETURN_IF_ERROR(setting(env.set_lg_max(kLogFileMb << 20), "the log file size"));
    WR_RETURN_IF_ERROR(setting(env.log_set_config(DB_LOG_AUTO_REMOVE, 1), "log auto-removal"));
    WR_RETURN_IF_ERROR(setting(env.set_lk_detect(DB_LOCK_MINWRITE), "the deadlock detector"));
    if (config.sync == SyncMode::kNone) {
        WR_RETURN_IF_ERROR(setting(env.set_flags(DB_TXN_WRITE_NOSYNC, 1), "DB_TXN_WRITE_NOSYNC"));
    }
    lastBdbMessage.clear();
    if (int rc = env.open(config.location.c_str(), kEnvFlags, 0644); rc != 0) {
        return config.openError(codeOf(rc), "environment: " + withMessage(rc));
    }

    handle->db = std::make_unique<Db>(&env, DB_CXX_NO_EXCEPTIONS);
    Db& db = *handle->db;
    u_int32_t flags = DB_THREAD;
    if (options.readOnly)
        flags |= DB_RDONLY;
    else
        flags |= DB_AUTO_COMMIT | (exists ? 0 : DB_CREATE);
    lastBdbMessage.clear();
    if (int rc = db.open(nullptr, kDataFile, nullptr, exists ? DB_UNKNOWN : wanted, flags, 0644); rc != 0) {
        return config.openError(codeOf(rc), withMessage(rc));
    }
    DBTYPE type = DB_UNKNOWN;
    db.get_type(&type);
    if (type != wanted) {
        return config.error(StatusCode::kInvalidArgument, "cannot open",
                            std::string("the store is a ") +
                                (type == DB_HASH    ? "hash"
                                 : type == DB_BTREE ? "btree"
                                                    : "non-btree, non-hash") +
                                " database but the URI asks for method=" + *method);
    }
    handle->writable = !options.readOnly;
    u_int32_t pageSize = 0;
    db.get_pagesize(&pageSize);
    u_int32_t logBuffer = 0;
    env.get_lg_bsize(&logBuffer);

    int major = 0, minor = 0, patch = 0;
    DbEnv::version(&major, &minor, &patch);
    config.record("bdb_version", std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch));
    config.record("method", *method);
    config.record("environment",
                  "DB_CREATE|DB_INIT_MPOOL|DB_INIT_TXN|DB_INIT_LOG|DB_INIT_LOCK|DB_THREAD|DB_RECOVER|DB_PRIVATE");
    config.record("data_file", kDataFile);
    config.record("txn", config.sync == SyncMode::kNone ? "DB_TXN_WRITE_NOSYNC" : "synchronous commit");
    config.record("cache_mb", cacheMb);
    config.record("page_size", pageSize);
    config.record("log_file_mb", int64_t{kLogFileMb});
    config.record("log_buffer_kb", int64_t{logBuffer >> 10});
    config.record("log_autoremove", "1");
    config.record("checkpoint_kb", int64_t{kCheckpointKb});
    config.record("deadlock_detect", "DB_LOCK_MINWRITE");
    config.record("deadlock_attempts", int64_t{kDeadlockAttempts});
    config.record("compression", "none");

    PeerLimits limits;
    limits.maxKeyBytes = std::numeric_limits<u_int32_t>::max();
    limits.maxValueBytes = std::numeric_limits<u_int32_t>::max();
    limits.reason = "Berkeley DB keys and values are under 4 GiB";
    return std::unique_ptr<KvStore>(
        std::make_unique<BdbStore>(std::move(config), std::move(limits), std::move(handle), type));
}

}  // namespace wr::kv
