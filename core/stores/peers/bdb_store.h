// Berkeley DB behind KvStore (seed 002 Sec. 4.1): one B-tree or hash
// database in a transactional environment (Berkeley DB's "Transactional Data
// Store": write-ahead log, page locks, recovery), so that it is compared with
// the other peers at the same durability tier.
//
//   bdb:dir=PATH[;method=btree|hash][;sync=none|each][;cache_mb=64]
//
// `file=PATH` is accepted in place of `dir=PATH` and means the same directory
// (it is the name the adapter's URIs used when a store was a single file); a
// URI gives one of them. PATH is the environment home and holds:
//   data.db              the database
//   log.NNNNNNNNNN       the transaction log, in files of log_file_mb
//   LOCK                 the adapter's lock
// A PATH that is a regular file is a database of the former single-file
// layout (no log): it is refused, naming the file; Berkeley DB's db_dump and
// db_load copy its pairs into a new store's data.db.
//
// Environment: DB_CREATE | DB_INIT_MPOOL | DB_INIT_TXN | DB_INIT_LOG |
// DB_INIT_LOCK | DB_THREAD | DB_RECOVER, plus DB_PRIVATE: the LOCK file already
// bars other processes, so the regions live in this process's memory instead
// of region files, which keeps the cache out of the store's directory and
// leaves nothing stale after a crash. Recovery runs on every open (a
// read-only handle too: it adds no change of its own, but recovery may apply
// logged ones). The database is opened with DB_AUTO_COMMIT. The cache
// (set_cachesize) is cache_mb in one region; the page size is Berkeley DB's
// choice for the file system. An existing database opens with the method it
// was created with; a URI asking for the other one is an error. Every setting
// is in statistics().details.
//
// Durability: every put, remove and batch is one transaction.
//   sync=none  DB_TXN_WRITE_NOSYNC: a commit writes its log records to the OS
//              before the call returns, so a returned change survives a
//              process kill (recovery replays it) but not an OS crash or
//              power loss until flush(). The tier of the other peers' none.
//   sync=each  synchronous commits: the log is on stable storage before the
//              call returns, so a returned change survives power loss.
// flush() checkpoints (dirty pages written, the database file synced) and
// syncs the whole log. Batches are atomic: all or none of a batch survives a
// crash, and an error inside one rolls all of it back.
//
// Disk use stays bounded: a change that takes the log past checkpoint_kb
// since the last checkpoint runs one before it returns (the cache's dirty
// pages written, the database file synced), and DB_LOG_AUTO_REMOVE then
// deletes the log files recovery no longer needs.
// close() checkpoints too, so the next open has little to recover.
//
// Concurrency: every call may run concurrently with any other: the handles
// are free-threaded (DB_THREAD) and Berkeley DB's page locks isolate the
// calls. A deadlock between them (DB_LOCK_DEADLOCK, found by the detector on
// every lock conflict) aborts one call's transaction, which is retried up to
// deadlock_attempts times; after that the call fails with Busy and changes
// nothing.
// Locking: every handle takes PATH/LOCK: a second handle anywhere gets Busy.
// Scans read a batch of pairs per short-lived cursor and hold no lock between
// batches (a cursor held open would block writers, this thread's included). A
// B-tree scan resumes after the last key it returned, in key order. A hash
// scan resumes at the last pair it returned that still exists, in hash
// order; when changes made during the scan split a hash bucket, a pair can be
// seen twice or missed.
// approximateCount() is the engine's saved count (DB_FAST_STAT) when it has
// one, else a full statistics pass.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openBdbStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
