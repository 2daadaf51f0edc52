// Berkeley DB behind KvStore (seed 002 Sec. 4.1): one database file, B-tree
// or hash access method, used as Berkeley DB's "Data Store" product (no
// environment, no transactions, no log): its plain embedded key-value form.
//
//   bdb:file=PATH[;method=btree|hash][;sync=none|each][;cache_mb=64]
//
// The cache (set_cachesize) is explicit: cache_mb, in one region, replacing
// Berkeley DB's 256 KiB default, which is far too small for any benchmark;
// the page size is Berkeley DB's choice for the file system (recorded). An
// existing file opens with the method it was created with; a URI asking for
// the other one is an error. Every setting is in statistics().details.
//
// Durability: sync=none: changes live in the cache until it evicts them or
// flush() (DB->sync) writes and syncs the file, so a process kill can lose
// changes not yet flushed (weaker than the other peers' sync=none, which hand
// every change to the OS). sync=each syncs after every change, which then
// survives power loss. Batches are applied in order under one lock but are
// not atomic across a crash (the Data Store has no transactions).
//
// Concurrency: every call may run concurrently with any other: the handle is
// free-threaded (DB_THREAD) and, since the Data Store has no locking, reads
// share a lock that changes take exclusively.
// Locking: the Data Store has no lock either, so every handle takes
// FILE.lock: a second handle anywhere gets Busy.
// approximateCount() is the engine's saved count (DB_FAST_STAT) when it has
// one, else a full statistics pass. Scans go in B-tree (key) or hash order.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openBdbStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
