// Bringing a ZDB table's index back into agreement with its data files after
// a crash. The data files are the truth; the index may be behind them (items
// not yet written back) or ahead of them (index pages written back, data
// pages lost in a power cut).
//
//  1. Each data file's tail past its checkpoint (recorded in the index header:
//     every entry below it was in the items and synced) is replayed entry by
//     entry, in file order, into the items (seed 004 Sec. 2.3: the index holds
//     each key's last entry). A data file shorter than its checkpoint (cut by
//     hand, say) has all its items forgotten and is replayed whole.
//  2. Replay stops at the first entry that fails its checks. If a valid entry
//     follows it at the end it claims, it is a damaged entry in the middle of
//     the file: its key is pointed at it, so a get of that key reports the
//     corruption, and replay goes on. If only zeros follow, they are the
//     unused preallocated space of a file that was open (zdb_data_file.h)
//     and are cut off without a word. Otherwise it is a torn tail: the bytes
//     from there on (up to the 4 KiB block of the last non-zero byte) are
//     copied to "<data file>.torn-<offset>" (nothing that might have been
//     acknowledged is destroyed) and the file is cut there.
//  3. An item of a replayed file that points at or past the checkpoint but was
//     not set by the replay is ahead of the data: its key is looked up again
//     in the file below the checkpoint, and the item set to the last entry
//     found there, or cleared.
// A missing or damaged index (no valid header, wrong size or shape) is
// rebuilt: a fresh index with nothing checkpointed replays every data file
// whole. Read-only opens do all of this in memory and change no file.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "stores/zdb/zdb_data_file.h"
#include "stores/zdb/zdb_flat_index.h"

namespace wr::zdb {

struct RecoveryReport {
    bool clean = true;                // closed cleanly: nothing needed replaying
    std::string indexRebuiltBecause;  // empty when the index was usable
    uint64_t entriesReplayed = 0;
    uint64_t itemsRolledBack = 0;  // items that were ahead of the data
    uint64_t damagedEntries = 0;
    uint64_t tornBytes = 0;          // cut from damaged tails, kept in .torn files
    std::vector<std::string> notes;  // one line per event, naming file and offset
};

struct RecoveredState {
    uint64_t liveCount = 0;
    int64_t maxTimestamp = 0;
};

// Recovers `index` against `files` from the checkpoints in `header` (an empty
// header, all checkpoints at the first entry, for a rebuilt index; `rebuilt`
// says so). Files are cut only when they are writable.
Result<RecoveredState> recoverTable(std::vector<std::unique_ptr<DataFile>>& files, FlatIndex& index,
                                    const IndexHeader& header, bool rebuilt, RecoveryReport& report);

}  // namespace wr::zdb
