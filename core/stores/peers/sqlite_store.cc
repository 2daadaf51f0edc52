#include "stores/peers/sqlite_store.h"

#include <sqlite3.h>

#include <mutex>

#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

namespace {

constexpr int kBusyTimeoutMs = 5000;

StatusCode codeOf(int rc) {
    switch (rc & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return StatusCode::kBusy;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return StatusCode::kCorruption;
    case SQLITE_READONLY: return StatusCode::kReadOnly;
    case SQLITE_TOOBIG: return StatusCode::kLimitExceeded;
    case SQLITE_CONSTRAINT:
    case SQLITE_MISMATCH:
    case SQLITE_RANGE: return StatusCode::kInvalidArgument;
    default: return StatusCode::kIoError;
    }
}

struct Finalize {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using Statement = std::unique_ptr<sqlite3_stmt, Finalize>;

// Resets a reused statement when a call is done with it, which also ends
// the read it may hold open.
class InUse {
public:
    explicit InUse(const Statement& s) : s_(s.get()) {}
    ~InUse() { sqlite3_reset(s_); }
    InUse(const InUse&) = delete;
    InUse& operator=(const InUse&) = delete;
    sqlite3_stmt* operator*() const { return s_; }

private:
    sqlite3_stmt* s_;
};

int bindBlob(sqlite3_stmt* s, int index, BytesView b) {
    // A zero-length blob needs a non-null pointer, or it binds as NULL.
    return sqlite3_bind_blob64(s, index, b.empty() ? "" : b.data(), b.size(), SQLITE_STATIC);
}

Bytes column(sqlite3_stmt* s, int index) {
    const void* p = sqlite3_column_blob(s, index);
    return p == nullptr ? Bytes()
                        : Bytes(static_cast<const char*>(p), static_cast<size_t>(sqlite3_column_bytes(s, index)));
}

// Owns the connection and its prepared statements; shared with cursors.
struct SqliteHandle {
    std::mutex mutex;
    sqlite3* db = nullptr;
    Statement get, upsert, remove, count, scanFirst, scanAfter, begin, commit, rollback;

    ~SqliteHandle() {
        finalizeAll();
        sqlite3_close_v2(db);
    }

    void finalizeAll() {
        for (Statement* s : {&get, &upsert, &remove, &count, &scanFirst, &scanAfter, &begin, &commit, &rollback})
            s->reset();
    }

    std::string message() const { return sqlite3_errmsg(db); }

    // The value of `PRAGMA name` as text, empty when it has none.
    std::string pragma(const char* name) {
        Statement s;
        if (prepare(s, (std::string("PRAGMA ") + name).c_str()) != SQLITE_OK || sqlite3_step(s.get()) != SQLITE_ROW)
            return {};
        const unsigned char* text = sqlite3_column_text(s.get(), 0);
        return text == nullptr ? std::string() : reinterpret_cast<const char*>(text);
    }

    int prepare(Statement& out, const char* sql) {
        sqlite3_stmt* s = nullptr;
        int rc = sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &s, nullptr);
        out.reset(s);
        return rc;
    }
};

class SqliteCursor : public BatchCursor {
public:
    SqliteCursor(std::shared_ptr<SqliteHandle> handle, std::string where)
        : handle_(std::move(handle)), where_(std::move(where)) {}

protected:
    Status fetch(Batch& batch, bool& end) override {
        std::lock_guard guard(handle_->mutex);
        const Bytes* after = lastKey();
        InUse s(after == nullptr ? handle_->scanFirst : handle_->scanAfter);
        if (after != nullptr) bindBlob(*s, 1, *after);
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(*s)) == SQLITE_ROW) {
            if (!batch.add(column(*s, 0), column(*s, 1))) return Status::ok();
        }
        end = true;
        if (rc != SQLITE_DONE) return Status::ioError(where_ + ": scan: " + handle_->message());
        return Status::ok();
    }

private:
    std::shared_ptr<SqliteHandle> handle_;
    std::string where_;
};

class SqliteStore : public PeerStore {
public:
    SqliteStore(PeerConfig config, PeerLimits limits, std::shared_ptr<SqliteHandle> handle)
        : PeerStore(std::move(config), std::move(limits)), handle_(std::move(handle)) {}

protected:
    Result<Bytes> doGet(BytesView key) override {
        std::lock_guard guard(handle_->mutex);
        InUse s(handle_->get);
        bindBlob(*s, 1, key);
        int rc = sqlite3_step(*s);
        if (rc == SQLITE_ROW) return column(*s, 0);
        if (rc == SQLITE_DONE) return keyError(StatusCode::kNotFound, "get", key, "no such key");
        return keyError(codeOf(rc), "get", key, handle_->message());
    }

    Status doPut(BytesView key, BytesView value) override {
        std::lock_guard guard(handle_->mutex);
        return putRow(key, value);
    }

    Status doRemove(BytesView key) override {
        std::lock_guard guard(handle_->mutex);
        return deleteRow(key);
    }

    Status doWrite(const WriteBatch& batch) override {
        std::lock_guard guard(handle_->mutex);
        WR_RETURN_IF_ERROR(step(handle_->begin, "write batch: begin"));
        for (const auto& op : batch.ops()) {
            Status s = op.type == WriteBatch::OpType::kPut ? putRow(op.key, op.value) : deleteRow(op.key);
            if (!s.isOk()) {
                (void)step(handle_->rollback, "write batch: rollback");
                return s;
            }
        }
        return step(handle_->commit, "write batch: commit");
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<SqliteCursor>(handle_, config().describe());
    }

    Result<uint64_t> doCount() override {
        std::lock_guard guard(handle_->mutex);
        InUse s(handle_->count);
        if (int rc = sqlite3_step(*s); rc != SQLITE_ROW) return storeError(codeOf(rc), "count", handle_->message());
        return static_cast<uint64_t>(sqlite3_column_int64(*s, 0));
    }

    Status doFlush() override {
        std::lock_guard guard(handle_->mutex);
        int logFrames = 0, checkpointed = 0;
        int rc = sqlite3_wal_checkpoint_v2(handle_->db, nullptr, SQLITE_CHECKPOINT_FULL, &logFrames, &checkpointed);
        if (rc != SQLITE_OK) return storeError(codeOf(rc), "flush (full WAL checkpoint)", handle_->message());
        return Status::ok();
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        std::lock_guard guard(handle_->mutex);
        int used = 0, highwater = 0;
        sqlite3_db_status(handle_->db, SQLITE_DBSTATUS_CACHE_USED, &used, &highwater, 0);
        stats.memoryBytes = static_cast<uint64_t>(used);
        for (const char* pragma : {"page_count", "freelist_count"})
            stats.details.emplace_back(pragma, handle_->pragma(pragma));
        stats.diskBytes = allocatedBytes(location());
        for (const char* suffix : {"-wal", "-shm"}) stats.diskBytes += allocatedBytes(fs::path(location()) += suffix);
        return Status::ok();
    }

    Status doClose() override {
        std::shared_ptr<SqliteHandle> handle = std::move(handle_);
        // With cursors still open the last of them closes the connection.
        if (handle.use_count() > 1) return Status::ok();
        std::lock_guard guard(handle->mutex);
        handle->finalizeAll();
        int rc = sqlite3_close(handle->db);
        if (rc != SQLITE_OK) return storeError(codeOf(rc), "close", sqlite3_errstr(rc));
        handle->db = nullptr;
        return Status::ok();
    }

private:
    Status putRow(BytesView key, BytesView value) {
        InUse s(handle_->upsert);
        bindBlob(*s, 1, key);
        bindBlob(*s, 2, value);
        int rc = sqlite3_step(*s);
        return rc == SQLITE_DONE ? Status::ok() : keyError(codeOf(rc), "put", key, handle_->message());
    }

    Status deleteRow(BytesView key) {
        InUse s(handle_->remove);
        bindBlob(*s, 1, key);
        int rc = sqlite3_step(*s);
        return rc == SQLITE_DONE ? Status::ok() : keyError(codeOf(rc), "remove", key, handle_->message());
    }

    Status step(const Statement& statement, std::string_view what) {
        InUse s(statement);
        int rc = sqlite3_step(*s);
        return rc == SQLITE_DONE ? Status::ok() : storeError(codeOf(rc), what, handle_->message());
    }

    std::shared_ptr<SqliteHandle> handle_;
};

}  // namespace

Result<std::unique_ptr<KvStore>> openSqliteStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(uri, options, PeerLocation::kFile, {"cache_mb"}));
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 1, 1 << 20, 64));

    auto handle = std::make_shared<SqliteHandle>();
    int flags = SQLITE_OPEN_NOMUTEX | (options.readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE);
    if (!options.readOnly && options.createIfMissing) flags |= SQLITE_OPEN_CREATE;
    int rc = sqlite3_open_v2(config.location.c_str(), &handle->db, flags, nullptr);
    if (rc != SQLITE_OK) return config.openError(codeOf(rc), handle->db ? handle->message() : sqlite3_errstr(rc));
    sqlite3_busy_timeout(handle->db, kBusyTimeoutMs);

    auto exec = [&](const std::string& sql) -> Status {
        char* error = nullptr;
        int r = sqlite3_exec(handle->db, sql.c_str(), nullptr, nullptr, &error);
        std::string why = error != nullptr ? error : sqlite3_errstr(r);
        sqlite3_free(error);
        return r == SQLITE_OK ? Status::ok() : config.error(codeOf(r), "cannot open: " + sql, why);
    };
    const char* synchronous = config.sync == SyncMode::kEach ? "FULL" : "NORMAL";
    if (!options.readOnly) {
        WR_RETURN_IF_ERROR(exec("PRAGMA journal_mode=WAL"));
        WR_RETURN_IF_ERROR(exec("CREATE TABLE IF NOT EXISTS kv (key BLOB PRIMARY KEY NOT NULL, value BLOB NOT NULL)"));
    }
    WR_RETURN_IF_ERROR(exec(std::string("PRAGMA synchronous=") + synchronous));
    WR_RETURN_IF_ERROR(exec("PRAGMA cache_size=-" + std::to_string(cacheMb * 1024)));

    const std::pair<Statement*, const char*> statements[] = {
        {&handle->get, "SELECT value FROM kv WHERE key = ?1"},
        {&handle->upsert,
         "INSERT INTO kv (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value"},
        {&handle->remove, "DELETE FROM kv WHERE key = ?1"},
        {&handle->count, "SELECT count(*) FROM kv"},
        {&handle->scanFirst, "SELECT key, value FROM kv ORDER BY key"},
        {&handle->scanAfter, "SELECT key, value FROM kv WHERE key > ?1 ORDER BY key"},
        {&handle->begin, "BEGIN IMMEDIATE"},
        {&handle->commit, "COMMIT"},
        {&handle->rollback, "ROLLBACK"},
    };
    for (const auto& [statement, sql] : statements) {
        if (int r = handle->prepare(*statement, sql); r != SQLITE_OK) {
            return config.error(codeOf(r), "cannot prepare '" + std::string(sql) + "'",
                                handle->message() + " (is this a store made by this program?)");
        }
    }

    PeerLimits limits;
    limits.maxKeyBytes = static_cast<size_t>(sqlite3_limit(handle->db, SQLITE_LIMIT_LENGTH, -1));
    limits.maxValueBytes = limits.maxKeyBytes;
    limits.reason = "SQLite BLOBs are at most " + std::to_string(limits.maxKeyBytes) + " bytes (SQLITE_LIMIT_LENGTH)";

    config.record("sqlite_version", sqlite3_libversion());
    config.record("table", "kv (key BLOB PRIMARY KEY NOT NULL, value BLOB NOT NULL)");
    config.record("journal_mode", handle->pragma("journal_mode"));
    config.record("synchronous", synchronous);
    config.record("cache_mb", cacheMb);
    config.record("page_size", handle->pragma("page_size"));
    config.record("busy_timeout_ms", kBusyTimeoutMs);
    config.record("compression", "none");
    return std::unique_ptr<KvStore>(
        std::make_unique<SqliteStore>(std::move(config), std::move(limits), std::move(handle)));
}

}  // namespace wr::kv
