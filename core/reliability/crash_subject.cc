#include "reliability/crash_subject.h"

#include "registry/hive/hive.h"
#include "stores/store_factory.h"

namespace wr::reliability {

namespace {

class StoreSubject : public CrashSubject {
public:
    explicit StoreSubject(std::unique_ptr<kv::KvStore> store) : store_(std::move(store)) {}

    Status put(BytesView key, BytesView value) override { return store_->put(key, value); }
    Status remove(BytesView key) override { return store_->remove(key); }
    Status write(const kv::WriteBatch& batch) override { return store_->write(batch); }
    Result<std::optional<Bytes>> get(BytesView key) override {
        auto value = store_->get(key);
        if (value.status().is(StatusCode::kNotFound)) return std::optional<Bytes>();
        if (!value) return value.status();
        return std::optional<Bytes>(std::move(value).value());
    }
    Status flush() override { return store_->flush(); }
    Status compact() override {
        if (!store_->capabilities().canCompact) return Status::ok();
        return store_->compact(nullptr, nullptr);
    }
    Status check() override {
        if (!store_->capabilities().canCheck) return Status::ok();
        WR_ASSIGN_OR_RETURN(kv::CheckReport report, store_->check(nullptr, nullptr));
        if (!report.problems.empty()) return Status::corruption("check: " + report.problems.front());
        return Status::ok();
    }
    Status close() override { return store_->close(); }

private:
    std::unique_ptr<kv::KvStore> store_;
};

// A bare hive: each pair is a REG_BINARY value of HKEY\Crash named by its key.
class HiveSubject : public CrashSubject {
public:
    static Result<std::unique_ptr<CrashSubject>> open(const kv::StoreUri& uri) {
        WR_RETURN_IF_ERROR(uri.checkKnown({"dir", "durability"}));
        WR_ASSIGN_OR_RETURN(std::string dir, uri.getString("dir"));
        WR_ASSIGN_OR_RETURN(std::string durability, uri.getChoice("durability", {"sync", "group", "os"}, "group"));
        reg::HiveOptions options;
        options.durability = durability == "sync"    ? reg::Durability::kSyncEachChange
                             : durability == "group" ? reg::Durability::kGroupCommit
                                                     : reg::Durability::kOsBuffered;
        auto subject = std::unique_ptr<HiveSubject>(new HiveSubject());
        WR_ASSIGN_OR_RETURN(subject->hive_, reg::Hive::open(dir, options));
        WR_ASSIGN_OR_RETURN(subject->key_, subject->hive_->createKey(subject->hive_->root(), "Crash"));
        return std::unique_ptr<CrashSubject>(std::move(subject));
    }

    Status put(BytesView key, BytesView value) override { return hive_->setValue(key_, key, reg::REG_BINARY, value); }
    Status remove(BytesView key) override {
        Status removed = hive_->deleteValue(key_, key);
        return removed.is(StatusCode::kNotFound) ? Status::ok() : removed;
    }
    Status write(const kv::WriteBatch& batch) override {
        for (const kv::WriteBatch::Op& op : batch.ops()) {
            WR_RETURN_IF_ERROR(op.type == kv::WriteBatch::OpType::kPut ? put(op.key, op.value) : remove(op.key));
        }
        return Status::ok();
    }
    Result<std::optional<Bytes>> get(BytesView key) override {
        auto value = hive_->queryValue(key_, key);
        if (value.status().is(StatusCode::kNotFound)) return std::optional<Bytes>();
        if (!value) return value.status();
        return std::optional<Bytes>(std::move(value->data));
    }
    Status flush() override { return hive_->flush(); }
    Status compact() override { return hive_->checkpoint(); }
    Status check() override { return Status::ok(); }
    Status close() override {
        key_ = {};
        hive_.reset();
        return Status::ok();
    }

private:
    HiveSubject() = default;
    std::unique_ptr<reg::Hive> hive_;
    reg::Key key_;
};

}  // namespace

Result<std::unique_ptr<CrashSubject>> CrashSubject::open(const kv::StoreUri& uri) {
    if (uri.scheme() == "hive") return HiveSubject::open(uri);
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, kv::openStore(uri));
    return std::unique_ptr<CrashSubject>(new StoreSubject(std::move(store)));
}

KillPromise CrashSubject::killPromise(const kv::StoreUri& uri) {
    // zdb_store.h: an asynchronous write may be lost to a kill until a
    // flusher wrote it; every other engine and setting has the change in
    // the operating system's hands before the call returns.
    if (uri.scheme() == "zdb" && uri.get("write") == "async") return KillPromise::kFlushed;
    return KillPromise::kAcknowledged;
}

Result<KillPromise> CrashSubject::powerLossPromise(const kv::StoreUri& uri) {
    // The engines' headers: a change survives a power cut on return only at
    // the tiers that sync before returning; at the others, once a flush or
    // close covered it.
    const std::string& scheme = uri.scheme();
    if (scheme == "hive" || scheme == "wrstore") {
        return uri.get("durability") == "sync" ? KillPromise::kAcknowledged : KillPromise::kFlushed;
    }
    if (scheme == "wrstore++") {
        // wrstorepp.h: below durability=sync a power cut may leave an index
        // entry whose data never reached the disk, read as a Corruption
        // error: not a state the oracle can judge.
        if (uri.get("durability") == "sync") return KillPromise::kAcknowledged;
        return Status::invalidArgument(
            "power-loss simulation of WR-Store++ needs durability=sync: below it, "
            "wrstorepp.h allows unreadable entries after a power cut");
    }
    if (scheme == "zdb") {
        return uri.get("write") != "async" && uri.get("sync") == "each" ? KillPromise::kAcknowledged
                                                                        : KillPromise::kFlushed;
    }
    return Status::invalidArgument(
        "power-loss simulation covers the project's engines (hive, wrstore, wrstore++, "
        "zdb), not " +
        scheme);
}

std::vector<std::string> CrashSubject::crashComponents(const kv::StoreUri& uri) {
    if (uri.scheme() == "hive" || uri.scheme() == "wrstore") return {"hive"};
    if (uri.scheme() == "wrstore++") return {"hive", "wrstore++"};
    if (uri.scheme() == "zdb") return {"zdb"};
    return {};
}

WorkloadShape CrashSubject::workloadShape(const kv::StoreUri& uri) {
    WorkloadShape shape;
    shape.batches = uri.scheme() != "hive";
    // Now and then a value larger than a chunk file's block run, so
    // WR-Store++'s chunk and file paths both get their share.
    if (uri.scheme() == "wrstore++") shape.largeValueBytes = 300 * 1024;
    return shape;
}

}  // namespace wr::reliability
