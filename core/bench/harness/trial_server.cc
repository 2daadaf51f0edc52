#include "bench/harness/trial_server.h"

#include "bench/harness/store_profile.h"
#include "stores/redis/local_redis_cluster.h"
#include "stores/store_factory.h"

namespace wr::bench {

namespace {

using kv::redis::LocalRedisCluster;
using kv::redis::RedisPersistence;

// Parameters that name a server; a redis: URI without them is a bare peer.
constexpr const char* kAddressParams[] = {"host", "port", "db", "cluster"};
constexpr uint64_t kDeleteBatch = 1000;

RedisPersistence persistenceOf(Durability durability) {
    switch (durability) {
    case Durability::kOsBuffered: return RedisPersistence::kOsBuffered;
    case Durability::kPeriodicSync: return RedisPersistence::kPeriodicSync;
    case Durability::kSyncPerOp: return RedisPersistence::kSyncPerOp;
    }
    return RedisPersistence::kOsBuffered;
}

bool namesServer(const kv::StoreUri& uri) {
    for (const char* param : kAddressParams) {
        if (uri.has(param)) return true;
    }
    return false;
}

Status checkEmpty(const kv::StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, kv::openStore(uri.toString()));
    WR_ASSIGN_OR_RETURN(uint64_t keys, store->approximateCount());
    if (keys == 0) return Status::ok();
    return Status::invalidArgument(uri.toString() + " holds " + std::to_string(keys) +
                                   " keys; the benchmark only uses an empty server and never deletes data it did "
                                   "not write: name an empty server (or database), or a bare 'redis' for a local "
                                   "cluster started for each trial");
}

// Deletes every key the scan finds, in batches of DELs.
Status deleteEveryKey(const kv::StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, kv::openStore(uri.toString()));
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, store->scan());
    kv::WriteBatch batch;
    for (; cursor->valid(); cursor->next()) {
        batch.remove(cursor->key());
        if (batch.size() < kDeleteBatch) continue;
        WR_RETURN_IF_ERROR(store->write(batch));
        batch.clear();
    }
    WR_RETURN_IF_ERROR(cursor->status());
    WR_RETURN_IF_ERROR(store->write(batch));
    return store->close();
}

}  // namespace

TrialServer::TrialServer(kv::StoreUri uri, std::unique_ptr<LocalRedisCluster> cluster)
    : uri_(std::move(uri)), cluster_(std::move(cluster)) {}

TrialServer::~TrialServer() = default;

Result<std::unique_ptr<TrialServer>> TrialServer::prepare(kv::StoreUri& uri, const std::filesystem::path& storeDir,
                                                          Durability durability) {
    const StoreProfile* profile = findStoreProfile(uri.scheme());
    if (profile == nullptr || !profile->server) return std::unique_ptr<TrialServer>();
    if (namesServer(uri)) {
        WR_RETURN_IF_ERROR(checkEmpty(uri));
        return std::unique_ptr<TrialServer>(new TrialServer(uri, nullptr));
    }
    if (uri.has("password_file") || uri.has("password_env")) {
        return Status::invalidArgument(
            "a bare 'redis' store runs on a local cluster without a password; leave "
            "password_file and password_env out, or name a server");
    }
    kv::redis::LocalRedisOptions options;
    options.persistence = persistenceOf(durability);
    WR_ASSIGN_OR_RETURN(std::unique_ptr<LocalRedisCluster> cluster, LocalRedisCluster::start(storeDir, options));
    WR_ASSIGN_OR_RETURN(kv::StoreUri started, kv::StoreUri::parse(cluster->uri()));
    uri.set("cluster", *started.get("cluster"));
    return std::unique_ptr<TrialServer>(new TrialServer(uri, std::move(cluster)));
}

Status TrialServer::finish() {
    if (cluster_ != nullptr) {
        cluster_.reset();
        return Status::ok();
    }
    return deleteEveryKey(uri_).withContext("deleting the trial's keys from " + uri_.toString());
}

}  // namespace wr::bench
