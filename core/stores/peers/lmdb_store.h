// LMDB behind KvStore: one B+ tree in a memory-mapped file, copy-on-write.
//
//   lmdb:dir=PATH[;sync=none|each][;map_mb=256][;writemap=0|1]
//
// map_mb is the initial size of the memory map, which bounds the database;
// when a change finds the map full (MDB_MAP_FULL) the change is aborted, the
// map doubled (no transaction of this handle is open then) and the change
// retried, so a full map never loses data. LMDB keeps no cache of its own:
// reads go through the OS page cache. MDB_NOTLS lets any thread use any read
// transaction; every setting is in statistics().details.
//
// writemap=1 opens with MDB_WRITEMAP: a write transaction changes the map's
// pages in place instead of copies in malloc'd memory, which LMDB documents as
// faster and using fewer allocations; it is off unless asked because a stray
// write by this process into the map could then damage the database. The data
// file takes the map's length (sparse). Each sync mode keeps its promise with
// it: sync=each msyncs the map before a commit returns. A read-only handle
// ignores it.
//
// Durability: sync=none opens with MDB_NOSYNC | MDB_NOMETASYNC: a committed
// change is in the OS's hands (survives a process kill) and flush()
// (mdb_env_sync with force) puts it on stable storage. sync=each syncs every
// commit: a returned change survives power loss. Batches are one write
// transaction: atomic.
//
// Limits: keys are 1 to 511 bytes (mdb_env_get_maxkeysize); a longer or empty
// key is a LimitExceeded error that stores nothing.
// Concurrency: every call may run concurrently with any other (writers are
// serialised by LMDB; a map resize waits for the calls in flight).
// Locking: LMDB must never be opened twice in one process, so every handle
// takes the store's LOCK file: a second handle anywhere gets Busy.
// Scans read 256 pairs per short read transaction, so a slow scan never pins
// old pages.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openLmdbStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
