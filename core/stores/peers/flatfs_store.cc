#include "stores/peers/flatfs_store.h"

#include "stores/peers/fs_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openFlatFsStore(const StoreUri& uri, const OpenOptions& options) {
    return openFileSystemStore(uri, options, 0);
}

}  // namespace wr::kv
