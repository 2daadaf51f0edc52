// The nested file-system store of seed 002 Sec. 4.1 (Sec. 3.2, Fig. 3): every
// pair is one file, named by its key, under 3 levels of directories of 2 hex
// characters each (00..ff), taken from the MD5 of the key: up to 256^3
// leaf directories, as the paper chose for 10 million records. Behaviour,
// durability and limits as fs_store.h describes.
//
//   nestedfs:dir=PATH[;sync=none|each]
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openNestedFsStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
