// The flat file-system store of seed 002 Sec. 4.1 (Fig. 2): every pair is one
// file, named by its key, directly in the store's directory. Behaviour,
// durability and limits as fs_store.h describes.
//
//   flatfs:dir=PATH[;sync=none|each]
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openFlatFsStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
