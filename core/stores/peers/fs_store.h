// The file-system stores of seed 002 Sec. 4.1 keep one file per pair; this is
// the engine both share (flatfs_store.h and nestedfs_store.h name the layouts).
//
// A pair's file is named by the key in lower-case hex (2 characters a byte):
// injective for arbitrary bytes, safe on case-insensitive file systems, and a
// scan recovers the key from the name, so the file holds the value and nothing
// else. The flat layout puts every file in the store's directory (seed 002
// Fig. 2); the nested one under `levels` directories of 2 hex characters each,
// taken from the MD5 of the key so pairs spread evenly (Sec. 3.2, Fig. 3).
//
// Writes are atomic: the value goes to a temporary file (.tmp-N in the store's
// directory), which is renamed over the pair's file. Names starting with '.'
// (temporaries, the LOCK file) are never pairs; temporaries left by a crash
// are removed at the next writable open.
//
// Durability: sync=none does not fsync: a returned put is in the OS's hands
// (survives a process kill); flush() fsyncs every file written and every
// directory changed since the last flush. sync=each fsyncs the temporary file
// before the rename and the directory after it (and after a remove), so a
// returned change survives power loss. Batches are applied in order, each
// change atomic, the batch as a whole not.
//
// Limits: a file name holds at most NAME_MAX (255) characters, so keys are 1
// to 127 bytes; a longer or empty key is a LimitExceeded error that stores
// nothing.
// Concurrency: every call may run concurrently with any other (each put has
// its own temporary file; rename is atomic).
// Locking: every handle takes the directory's LOCK file: a second handle
// anywhere gets Busy.
// approximateCount() is exact and walks the directory tree; scans go in
// directory order and read each value only when asked for.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

// levels = 0 is the flat layout.
Result<std::unique_ptr<KvStore>> openFileSystemStore(const StoreUri& uri, const OpenOptions& options, int levels);

}  // namespace wr::kv
