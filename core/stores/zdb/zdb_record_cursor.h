// The two iterations of seed 004 Sec. 2.3 over a store's records (integer
// key, value), across both tables while a compaction runs:
//
//   key order        scans the flat index: every item that points at a put
//                    is a live record; its value is read when asked for
//   insertion order  reads every data file sequentially and keeps only the
//                    entries the index points at; the files are merged by
//                    entry time stamp, which is unique and increasing within
//                    a store, so records come in the order they were last
//                    written (a compaction copies entries with their stamps;
//                    a compaction that ran beside writers may interleave the
//                    two slightly)
//
// Cursors see the tables as they are when they reach each record: a record
// written during the scan may or may not appear, and one removed may be
// skipped. They hold the tables alive, so a compaction finishing meanwhile
// does not pull the files from under them.
#pragma once

#include <cstdint>
#include <memory>

#include "stores/zdb/zdb_table_set.h"

namespace wr::zdb {

class RecordCursor {
public:
    virtual ~RecordCursor() = default;
    virtual bool valid() const = 0;
    virtual uint64_t key() const = 0;
    // The value of the current record.
    virtual Status value(Bytes* out) = 0;
    virtual void next() = 0;
    // The error that ended the iteration early, OK at a plain end.
    virtual Status status() const = 0;
};

std::unique_ptr<RecordCursor> keyOrderCursor(TableSet::Tables tables);
std::unique_ptr<RecordCursor> insertionOrderCursor(TableSet::Tables tables);

}  // namespace wr::zdb
