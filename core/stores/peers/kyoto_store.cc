#include "stores/peers/kyoto_store.h"

#include <kchashdb.h>

#include <map>
#include <new>

#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

namespace {

namespace kc = kyotocabinet;

StatusCode codeOf(const kc::BasicDB::Error& e) {
    switch (e.code()) {
    case kc::BasicDB::Error::NOREC: return StatusCode::kNotFound;
    case kc::BasicDB::Error::BROKEN: return StatusCode::kCorruption;
    case kc::BasicDB::Error::NOPERM: return StatusCode::kReadOnly;
    case kc::BasicDB::Error::INVALID: return StatusCode::kInvalidArgument;
    case kc::BasicDB::Error::NOIMPL: return StatusCode::kNotSupported;
    default: return StatusCode::kIoError;
    }
}

std::string describe(const kc::BasicDB::Error& e) { return std::string(e.name()) + ": " + e.message(); }

// Owns the database; shared with cursors. The lock is declared first so it
// is released only after the database is closed.
struct KyotoHandle {
    FileLock lock;
    kc::HashDB db;
    bool open = false;

    ~KyotoHandle() {
        if (open) db.close();
    }
};

class KyotoCursor : public BatchCursor {
public:
    KyotoCursor(std::shared_ptr<KyotoHandle> handle, std::string where)
        : handle_(std::move(handle)), where_(std::move(where)), cursor_(handle_->db.cursor()) {
        started_ = cursor_->jump();
    }

protected:
    Status fetch(Batch& batch, bool& end) override {
        Bytes key, value;
        while (started_ && cursor_->get(&key, &value, true)) {
            if (!batch.add(std::move(key), std::move(value))) return Status::ok();
        }
        end = true;
        kc::BasicDB::Error e = cursor_->error();
        if (e.code() != kc::BasicDB::Error::NOREC && e.code() != kc::BasicDB::Error::SUCCESS) {
            return Status::ioError(where_ + ": scan: " + describe(e));
        }
        return Status::ok();
    }

private:
    std::shared_ptr<KyotoHandle> handle_;  // declared first: destroyed after the cursor
    std::string where_;
    std::unique_ptr<kc::HashDB::Cursor> cursor_;
    bool started_ = false;  // false for an empty database
};

class KyotoStore : public PeerStore {
public:
    KyotoStore(PeerConfig config, std::shared_ptr<KyotoHandle> handle)
        : PeerStore(std::move(config), PeerLimits{}), handle_(std::move(handle)) {}

protected:
    Result<Bytes> doGet(BytesView key) override {
        size_t size = 0;
        std::unique_ptr<char[]> value;
        try {
            value.reset(db().get(key.data(), key.size(), &size));
        } catch (const std::bad_alloc&) {
            return keyError(StatusCode::kCorruption, "get", key, "the record's length is broken");
        }
        if (!value) {
            kc::BasicDB::Error e = db().error();
            return keyError(codeOf(e), "get", key, e.code() == kc::BasicDB::Error::NOREC ? "no such key" : describe(e));
        }
        return Bytes(value.get(), size);
    }

    Status doPut(BytesView key, BytesView value) override {
        if (db().set(key.data(), key.size(), value.data(), value.size())) return Status::ok();
        return keyError(codeOf(db().error()), "put", key, describe(db().error()));
    }

    Status doRemove(BytesView key) override {
        if (db().remove(key.data(), key.size()) || db().error().code() == kc::BasicDB::Error::NOREC)
            return Status::ok();
        return keyError(codeOf(db().error()), "remove", key, describe(db().error()));
    }

    Status doWrite(const WriteBatch& batch) override {
        if (!db().begin_transaction(syncMode() == SyncMode::kEach)) {
            return storeError(codeOf(db().error()), "write batch: cannot begin a transaction", describe(db().error()));
        }
        for (const auto& op : batch.ops()) {
            bool ok =
                op.type == WriteBatch::OpType::kPut
                    ? db().set(op.key.data(), op.key.size(), op.value.data(), op.value.size())
                    : db().remove(op.key.data(), op.key.size()) || db().error().code() == kc::BasicDB::Error::NOREC;
            if (!ok) {
                Status failed = keyError(codeOf(db().error()), "write batch", op.key, describe(db().error()));
                db().end_transaction(false);
                return failed;
            }
        }
        if (!db().end_transaction(true)) {
            return storeError(codeOf(db().error()), "write batch: cannot commit", describe(db().error()));
        }
        return Status::ok();
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<KyotoCursor>(handle_, config().describe());
    }

    Result<uint64_t> doCount() override {
        int64_t n = db().count();
        if (n < 0) return storeError(codeOf(db().error()), "count", describe(db().error()));
        return static_cast<uint64_t>(n);
    }

    Status doFlush() override {
        if (db().synchronize(true)) return Status::ok();
        return storeError(codeOf(db().error()), "flush (synchronize)", describe(db().error()));
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        std::map<std::string, std::string> status;
        if (!db().status(&status)) return storeError(codeOf(db().error()), "statistics", describe(db().error()));
        for (const char* name : {"size", "realsize", "bnum", "msiz", "dfunit", "apow", "fpow", "opts", "frgcnt"}) {
            if (auto it = status.find(name); it != status.end())
                stats.details.emplace_back(std::string("kc_") + name, it->second);
        }
        return Status::ok();
    }

    Status doClose() override {
        std::shared_ptr<KyotoHandle> handle = std::move(handle_);
        // With cursors still open the last of them closes the database.
        if (handle.use_count() > 1) return Status::ok();
        handle->open = false;
        if (!handle->db.close()) return storeError(codeOf(handle->db.error()), "close", describe(handle->db.error()));
        return Status::ok();
    }

private:
    kc::HashDB& db() { return handle_->db; }

    std::shared_ptr<KyotoHandle> handle_;
};

}  // namespace

Result<std::unique_ptr<KvStore>> openKyotoStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(PeerConfig config,
                        parsePeerConfig(uri, options, PeerLocation::kFile, {"bnum", "map_mb", "dfunit", "autotran"}));
    WR_ASSIGN_OR_RETURN(int64_t bnum, uri.getInt("bnum", 1, int64_t{1} << 40, 1048583));
    WR_ASSIGN_OR_RETURN(int64_t mapMb, uri.getInt("map_mb", 0, 1 << 20, 64));
    WR_ASSIGN_OR_RETURN(int64_t dfunit, uri.getInt("dfunit", 0, 1 << 20, 8));
    WR_ASSIGN_OR_RETURN(bool autotran, uri.getBool("autotran", true));
    if (!autotran && config.sync == SyncMode::kEach) {
        return Status::invalidArgument(config.describe() +
                                       ": sync=each needs autotran=1 (a synced change is a synced transaction)");
    }

    auto handle = std::make_shared<KyotoHandle>();
    WR_ASSIGN_OR_RETURN(handle->lock, lockStore(config));
    kc::HashDB& db = handle->db;
    db.tune_buckets(bnum);
    db.tune_map(mapMb << 20);
    db.tune_defrag(dfunit);
    uint32_t mode = kc::HashDB::OTRYLOCK;
    if (options.readOnly) {
        mode |= kc::HashDB::OREADER;
    } else {
        mode |= kc::HashDB::OWRITER;
        if (options.createIfMissing) mode |= kc::HashDB::OCREATE;
        if (autotran) mode |= kc::HashDB::OAUTOTRAN;
        if (config.sync == SyncMode::kEach) mode |= kc::HashDB::OAUTOSYNC;
    }
    // Opening a file left open by a killed writer rebuilds it, and a broken
    // record's length can ask for more memory than there is.
    bool opened = false;
    try {
        opened = db.open(config.location.string(), mode);
    } catch (const std::bad_alloc&) {
        return config.openError(StatusCode::kCorruption,
                                "repairing the file asked for more memory than there is: a record's length is broken");
    }
    if (!opened) return config.openError(codeOf(db.error()), describe(db.error()));
    handle->open = true;

    config.record("kyotocabinet_version", kc::VERSION);
    config.record("type", "HashDB");
    config.record("bnum", bnum);
    config.record("map_mb", mapMb);
    config.record("dfunit", dfunit);
    config.record("compression", "none");
    config.record("autotran", autotran ? 1 : 0);
    config.record("open_flags", std::string(options.readOnly ? "OREADER" : "OWRITER|OCREATE") + "|OTRYLOCK" +
                                    (autotran && !options.readOnly ? "|OAUTOTRAN" : "") +
                                    (config.sync == SyncMode::kEach ? "|OAUTOSYNC" : ""));
    return std::unique_ptr<KvStore>(std::make_unique<KyotoStore>(std::move(config), std::move(handle)));
}

}  // namespace wr::kv
