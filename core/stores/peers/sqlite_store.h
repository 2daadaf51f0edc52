// SQLite behind KvStore, as seed 002 Sec. 4.1 uses it: one table with a
// primary key column and a value column,
//   CREATE TABLE kv (key BLOB PRIMARY KEY NOT NULL, value BLOB NOT NULL)
// (a rowid table: values up to megabytes are what SQLite's documentation says
// WITHOUT ROWID tables handle badly). Every statement is prepared once and
// reused; a put is an upsert.
//
//   sqlite:file=PATH[;sync=none|each][;cache_mb=64]
//
// Settings: WAL journal mode (SQLite's recommendation for concurrent readers
// and fewer fsyncs), page cache of cache_mb (PRAGMA cache_size, replacing the
// 2 MiB default), a 5 s busy timeout for other connections. Every setting is
// in statistics().details.
//
// Durability: sync=none runs synchronous=NORMAL, which in WAL mode is SQLite's
// documented choice for most applications: a committed change is in the WAL
// in the OS's hands (survives a process kill) and the database is never
// corrupted; flush() runs a full checkpoint, which syncs the WAL and the
// database file. sync=each runs synchronous=FULL: every commit syncs the WAL
// and survives power loss.
// Batches are one transaction: atomic.
//
// Concurrency: every call may run concurrently with any other; the handle
// serialises them on one connection with a mutex (SQLITE_OPEN_NOMUTEX).
// Locking: SQLite's own: other connections, in this or other processes, may
// open the same file and wait up to the busy timeout for the write lock.
// Scans read in key order (bytewise), one short query per batch.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openSqliteStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
