// Kyoto Cabinet's file hash database (HashDB) behind KvStore.
//
//   kyoto:file=PATH[;sync=none|each][;bnum=1048583][;map_mb=64][;dfunit=8][;autotran=1]
//
// Settings follow Kyoto Cabinet's specification ("Tips and Hacks"): bnum, the
// bucket count, should be about twice the number of records (its default
// 1,048,583 suits up to about 2 million); map_mb is the memory-mapped region
// (its default 64 MiB), Kyoto's only cache; dfunit=8 turns on automatic
// defragmentation, which the tips advise for update-heavy use. No record
// compression. Every setting is in statistics().details.
//
// Durability: every change is a transaction (OAUTOTRAN, autotran=1): its
// undo records go to the file's write-ahead log first, so a process killed
// in the middle of a change leaves the file as it was before that change.
// Without it (autotran=0, faster) Kyoto only repairs a file left open by
// rebuilding it on the next open, and that repair can drop records whose
// puts had returned long before, or fail: in the crash test the file no
// longer opened after 29 kills of a writer that only put and removed, where
// with transactions 1,000 kills lost nothing (docs/reliability.md, Peers).
// A kill during a flush can break the file either way. sync=none: changes go
// through the mapped region to the OS, so a returned change survives a
// process kill; flush() (synchronize(hard)) puts them on stable storage.
// sync=each adds OAUTOSYNC: every transaction is synced before it returns,
// and survives power loss. Batches are one transaction: atomic.
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
