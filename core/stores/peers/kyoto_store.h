// Kyoto Cabinet's file hash database (HashDB) behind KvStore.
//
//   kyoto:file=PATH[;sync=none|each][;bnum=1048583][;map_mb=64][;dfunit=8]
//
// Settings follow Kyoto Cabinet's specification ("Tips and Hacks"): bnum, the
// bucket count, should be about twice the number of records (its default
// 1,048,583 suits up to about 2 million); map_mb is the memory-mapped region
// (its default 64 MiB), Kyoto's only cache; dfunit=8 turns on automatic
// defragmentation, which the tips advise for update-heavy use. No record
// compression. Every setting is in statistics().details.
//
// Durability: sync=none: changes go through the mapped region to the OS, so
// a returned put survives a process kill (Kyoto repairs a file left open on
// the next open, which can lose an update the kill interrupted); flush()
// (synchronize(hard)) puts them on stable storage. sync=each opens with
// OAUTOTRAN | OAUTOSYNC: every change is a transaction synced before it
// returns, and survives power loss. Batches are one transaction: atomic.
//
// Concurrency: every call may run concurrently with any other (HashDB is
// thread-safe).
// Locking: Kyoto's fcntl lock does not stop a second handle in the same
// process, so every handle also takes FILE.lock: a second handle anywhere
// gets Busy.
// Scans go in the hash table's order.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openKyotoStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
