#include "stores/peers/nestedfs_store.h"

#include "stores/peers/fs_store.h"

namespace wr::kv {

namespace {
// Seed 002 Sec. 4.1: 3 levels of 2 hex characters.
constexpr int kNestingLevels = 3;
}  // namespace

Result<std::unique_ptr<KvStore>> openNestedFsStore(const StoreUri& uri, const OpenOptions& options) {
    return openFileSystemStore(uri, options, kNestingLevels);
}

}  // namespace wr::kv
