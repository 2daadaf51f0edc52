// KvStore cursors over ZDB records: in int mode each record is one pair (its
// key in the 4/8-byte big-endian form, zdb_int_keys.h); in string mode each
// record is a bucket whose pairs are yielded in bucket order
// (zdb_string_keys.h).
#pragma once

#include <memory>

#include "stores/kv_store.h"
#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_record_cursor.h"

namespace wr::zdb {

std::unique_ptr<kv::KvCursor> makeKvCursor(std::unique_ptr<RecordCursor> records, const StoreLayout& layout);

}  // namespace wr::zdb
