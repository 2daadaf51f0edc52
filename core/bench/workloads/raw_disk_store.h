// The disk's own sequential bandwidth, measured the way a store would use
// it, as the reference the large-value presets set WR-Store++ beside (issue
// goal: chunk mode at no less than 80 % of it). Scheme
// `disk:dir=DIR;sync=none|each`, known only to the benchmark harness, never to
// the store factory.
//
// Each value is one file named by the key in hex, written with plain write()
// calls of 1 MiB and read with read() calls of 1 MiB: no temporary file, no
// rename, no checksum, no index. sync=each fdatasyncs the file before a put
// returns; sync=none leaves the data to the OS, as the other stores' default
// tier does. remove() unlinks. There is no scan: the harness never needs one.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::bench {

inline constexpr const char* kRawDiskScheme = "disk";

Result<std::unique_ptr<kv::KvStore>> openRawDiskStore(const kv::StoreUri& uri);

}  // namespace wr::bench
