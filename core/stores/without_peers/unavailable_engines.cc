// The peers' and Redis's openers in a build without their libraries (the
// Windows build): the factory still knows their schemes, and opening one
// says why it cannot be done rather than "unknown scheme".
#include "stores/peers/bdb_store.h"
#include "stores/peers/flatfs_store.h"
#include "stores/peers/kyoto_store.h"
#include "stores/peers/leveldb_store.h"
#include "stores/peers/lmdb_store.h"
#include "stores/peers/nestedfs_store.h"
#include "stores/peers/rocksdb_store.h"
#include "stores/peers/sqlite_store.h"
#include "stores/redis/redis_store.h"

namespace wr::kv {

namespace {

Status unavailable(const StoreUri& uri, const char* library) {
    return Status::notSupported(uri.scheme() + ": is not available in this Windows build (" + library +
                                " has no Windows build here)");
}

}  // namespace

Result<std::unique_ptr<KvStore>> openRocksDbStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "RocksDB");
}
Result<std::unique_ptr<KvStore>> openLevelDbStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "LevelDB");
}
Result<std::unique_ptr<KvStore>> openBdbStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "Berkeley DB");
}
Result<std::unique_ptr<KvStore>> openSqliteStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "SQLite");
}
Result<std::unique_ptr<KvStore>> openLmdbStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "LMDB");
}
Result<std::unique_ptr<KvStore>> openKyotoStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "Kyoto Cabinet");
}
// The file-system peers need no library, but they live in the peers' one.
Result<std::unique_ptr<KvStore>> openFlatFsStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "the peers' library");
}
Result<std::unique_ptr<KvStore>> openNestedFsStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "the peers' library");
}
Result<std::unique_ptr<KvStore>> openRedisStore(const StoreUri& uri, const OpenOptions&) {
    return unavailable(uri, "hiredis");
}

}  // namespace wr::kv
