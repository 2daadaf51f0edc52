// Online compaction of a ZDB store (seed 004 Sec. 2.5): a new flat table is
// created, the old table's data files are read sequentially, and every entry
// that is still its key's live value is copied into the new table (keeping
// its time stamp, so insertion order survives) unless the key was written or
// removed in the new table since the compaction began. A sweep of the old
// index then copies, by position, any live key the sequential pass could not
// reach past a damaged entry. The store keeps serving throughout
// (zdb_table_set.h). Then the old table is deleted, leaving data files that
// hold exactly the live entries plus their file headers, and whatever was
// written meanwhile (entries superseded during the compaction stay until the
// next one).
//
// Cancellation (or the store closing) is checked before every entry, so the
// copy stops within milliseconds; the store then stays in its consistent
// two-table state, and the next compaction resumes where copying left off
// (keys already copied are no longer "never written" in the new table).
#pragma once

#include <atomic>

#include "stores/zdb/zdb_table_set.h"
#include "util/cancellation.h"

namespace wr::zdb {

Status compactTables(TableSet& tables, ProgressSink* progress, CancellationToken* cancel,
                     const std::atomic<bool>& closing);

}  // namespace wr::zdb
