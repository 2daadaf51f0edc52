// The integrity check of a ZDB store (KvStore::check, `wrctl kv check`):
//  - every entry of every data file is read and its CRC32C verified;
//  - every live index item must point at a valid put entry of its own key;
//  - in string mode every bucket must decode, and hold only keys that hash
//    to it (zdb_string_keys.h).
// Problems name the file, offset and key. An entry newer than the one its
// key's item points at means the index is behind its data; such entries are
// listed as orphans. The check only reads; it reports progress per entry and
// stops within milliseconds of cancellation.
#pragma once

#include "stores/kv_store.h"
#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_table_set.h"

namespace wr::zdb {

Result<kv::CheckReport> checkTables(const TableSet::Tables& tables, const StoreLayout& layout, ProgressSink* progress,
                                    CancellationToken* cancel);

}  // namespace wr::zdb
