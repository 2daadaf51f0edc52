// RocksDB behind KvStore (seed 002 Sec. 4.1), alone or with its integrated
// BlobDB, the fair peer for large values (values of min_blob_size bytes or
// more go to blob files, only a pointer stays in the LSM tree).
//
//   rocksdb:dir=PATH[;sync=none|each][;compression=none|snappy|lz4|zstd]
//          [;cache_mb=64][;write_buffer_mb=64][;blob=0|1][;min_blob_size=4096][;blob_file_mb=256]
//
// Settings follow RocksDB's "Setup Options and Basic Tuning" guide: a bloom
// filter of 10 bits per key, 16 KiB blocks, index and filter blocks in the
// block cache (L0's pinned), format_version 5, dynamic level sizes,
// bytes_per_sync 1 MiB, one background job per core (at least 2).
// Compression is off unless asked for (seed 002 Sec. 4.2 measures both); the
// block cache is cache_mb (0 disables it). BlobDB uses garbage collection.
// Every setting is in statistics().details.
//
// Durability: sync=none writes the WAL through the OS on every change
// (WriteOptions.sync=false): a returned put survives a process kill; after an
// OS crash or power loss only what flush() (FlushWAL(true)) covered survives.
// sync=each fsyncs the WAL before a change returns: it survives power loss.
// Batches are atomic.
//
// Concurrency: every call may run concurrently with any other.
// Locking: RocksDB's LOCK file makes a second writable handle, in this or
// another process, fail with Busy. A read-only handle (DB::OpenForReadOnly)
// takes no lock and sees the store as it was when it opened.
// A cursor keeps the database open until it is destroyed, even after close().
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openRocksDbStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
