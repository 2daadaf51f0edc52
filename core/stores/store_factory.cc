#include "stores/store_factory.h"

#include <functional>

#include "stores/peers/bdb_store.h"
#include "stores/peers/flatfs_store.h"
#include "stores/peers/kyoto_store.h"
#include "stores/peers/leveldb_store.h"
#include "stores/peers/lmdb_store.h"
#include "stores/peers/nestedfs_store.h"
#include "stores/peers/rocksdb_store.h"
#include "stores/peers/sqlite_store.h"
#include "stores/redis/redis_store.h"
#include "stores/wrstore/wrstore.h"
#include "stores/wrstorepp/wrstorepp.h"
#include "stores/zdb/zdb_store.h"

namespace wr::kv {

namespace {

using Opener = std::function<Result<std::unique_ptr<KvStore>>(const StoreUri&, const OpenOptions&)>;

struct Engine {
    SchemeInfo info;
    Opener open;
};

// Every engine this build knows, one line each.
const std::vector<Engine>& engines() {
    static const std::vector<Engine> list = {
        {{"wrstore", "WR-Store: key-value pairs in registry values, hashed index",
          "wrstore:hive=/data/hive;db=kvs;depth=1;len=4;big_values=refuse;durability=group"},
         wrstore::WrStore::open},
        {{"wrstore++", "WR-Store++: large values in files or chunk files, hashed index in the registry",
          "wrstore++:hive=/data/hive;db=values;data=/data/values;mode=chunk;chunk_mb=64;pget_threads=4;pget_min_mb=32"},
         wrstore::WrStorePP::open},
        {{"zdb", "ZDB: values in append-only data files, a memory-mapped index",
          "zdb:dir=/data/zdb;keys=string;files=16;kmax=16777216;item_bytes=5;cache=none;write=safe;sync=none;"
          "huge_pages=0"},
         zdb::openZdbStore},
        {{"rocksdb", "RocksDB: a log-structured merge tree (blob=1 keeps large values apart)",
          "rocksdb:dir=/data/rocks;compression=none;cache_mb=64"},
         openRocksDbStore},
        {{"leveldb", "LevelDB: a log-structured merge tree", "leveldb:dir=/data/level;compression=none;cache_mb=64"},
         openLevelDbStore},
        {{"bdb", "Berkeley DB: a B-tree or hash database with a transaction log",
          "bdb:dir=/data/bdb;method=btree;cache_mb=64"},
         openBdbStore},
        {{"sqlite", "SQLite: one table keyed by the key bytes, write-ahead journal",
          "sqlite:file=/data/kv.sqlite;cache_mb=64"},
         openSqliteStore},
        {{"lmdb", "LMDB: a memory-mapped B+ tree", "lmdb:dir=/data/lmdb;map_mb=256"}, openLmdbStore},
        {{"kyoto", "Kyoto Cabinet: a hash database in one file",
          "kyoto:file=/data/kv.kch;bnum=1048583;map_mb=64;autotran=1"},
         openKyotoStore},
        {{"flatfs", "Flat files: one file per pair in one directory", "flatfs:dir=/data/flat"}, openFlatFsStore},
        {{"nestedfs", "Nested files: one file per pair under three levels of directories", "nestedfs:dir=/data/nested"},
         openNestedFsStore},
        {{"redis", "Redis: a single server or a Redis Cluster (hash slots over masters)",
          "redis:cluster=127.0.0.1:7000,127.0.0.1:7001;password_file=/etc/wr/redis.pass;timeout_ms=2000", true},
         openRedisStore},
    };
    return list;
}

}  // namespace

const std::vector<SchemeInfo>& knownSchemes() {
    static const std::vector<SchemeInfo> infos = [] {
        std::vector<SchemeInfo> out;
        for (const auto& e : engines()) out.push_back(e.info);
        return out;
    }();
    return infos;
}

Result<std::unique_ptr<KvStore>> openStore(const StoreUri& uri, const OpenOptions& options) {
    for (const auto& e : engines()) {
        if (e.info.scheme == uri.scheme()) return e.open(uri, options);
    }
    std::string list;
    for (const auto& e : engines()) list += (list.empty() ? "" : ", ") + e.info.scheme;
    return Status::invalidArgument("unknown store scheme '" + uri.scheme() + "' (known: " + list + ")");
}

Result<std::unique_ptr<KvStore>> openStore(std::string_view uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(StoreUri parsed, StoreUri::parse(uri));
    return openStore(parsed, options);
}

}  // namespace wr::kv
