// The one loop over a data file's entries, in file order, that the check,
// compaction, recovery and the inspector's summary share. The caller says
// what an entry and a damaged stretch mean to it:
//
//   stop()              asked before each entry: an error (cancellation)
//                       ends the scan with it
//   onEntry(entry)      a whole entry that passed its CRC; an error ends the
//                       scan with it
//   onDamaged(reader)   a damaged entry at reader.offset() (reader.problem()
//                       says why): true goes on at reader.damagedEnd(), false
//                       ends the scan; an error ends it with that error. The
//                       scan also ends when the damaged entry's end is unknown
//                       (damagedEnd() 0).
#pragma once

#include "stores/zdb/zdb_data_file.h"

namespace wr::zdb {

template <typename Stop, typename OnEntry, typename OnDamaged>
Status scanEntries(EntryReader& reader, Stop&& stop, OnEntry&& onEntry, OnDamaged&& onDamaged) {
    for (;;) {
        WR_RETURN_IF_ERROR(stop());
        WR_ASSIGN_OR_RETURN(EntryReader::State state, reader.next());
        if (state == EntryReader::State::kEnd) return Status::ok();
        if (state == EntryReader::State::kDamaged) {
            WR_ASSIGN_OR_RETURN(bool goOn, onDamaged(static_cast<const EntryReader&>(reader)));
            if (!goOn || reader.damagedEnd() == 0) return Status::ok();
            reader.seek(reader.damagedEnd());
            continue;
        }
        WR_RETURN_IF_ERROR(onEntry(reader.entry()));
    }
}

// A scan nothing cancels.
template <typename OnEntry, typename OnDamaged>
Status scanEntries(EntryReader& reader, OnEntry&& onEntry, OnDamaged&& onDamaged) {
    return scanEntries(
        reader, [] { return Status::ok(); }, onEntry, onDamaged);
}

}  // namespace wr::zdb
