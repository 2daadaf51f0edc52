// LevelDB behind KvStore (seed 002 Sec. 4.1).
//
//   leveldb:dir=PATH[;sync=none|each][;compression=none|snappy][;cache_mb=64][;write_buffer_mb=4]
//
// Settings follow LevelDB's documentation (doc/index.md, "Performance"): a
// bloom filter of 10 bits per key, an explicit LRU block cache of cache_mb
// (0 leaves LevelDB's own 8 MiB default), its default 4 KiB blocks, 4 MiB
// write buffer and 1000 open files. Compression is off unless asked for (seed
// 002 Sec. 4.2 measures both; this LevelDB has only Snappy). Every setting is
// in statistics().details.
//
// Durability: sync=none writes the log through the OS on every change
// (WriteOptions.sync=false): a returned put survives a process kill; after an
// OS crash or power loss only what flush() (a synced write) covered survives.
// sync=each fsyncs the log before a change returns: it survives power loss.
// Batches are atomic.
//
// Concurrency: every call may run concurrently with any other.
// Locking: LevelDB's LOCK file makes any second handle, in this or another
// process, fail with Busy. LevelDB has no read-only mode: a read-only handle
// refuses changes itself but still holds the lock.
// approximateCount() is exact and walks the store (LevelDB keeps no count).
// A cursor keeps the database open until it is destroyed, even after close().
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openLevelDbStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
