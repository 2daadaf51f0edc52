// RocksDB's fast path for filling an empty store: external SST file
// ingestion. SstFileWriter takes keys only in ascending order, so the pairs,
// which arrive in any order, go through an external sort (sorted_runs.h)
// within the memory budget: full buffers become sorted run files, and
// finish() merges them (a key added twice keeps its last value) into SST
// files of about 128 MiB with no overlapping keys, written with the store's
// own table options, and ingests them all with one IngestExternalFile call
// that moves them into the store. When every pair fits in the buffer no run
// file is written.
//
// Scratch files (runs and SST files) live in a directory of their own
// created inside the work directory (the store's directory when none is
// given, so that ingestion moves the SST files instead of copying them); it
// is removed whatever the outcome, and when the loader is destroyed.
#pragma once

#include <memory>
#include <string>

#include "stores/bulk_load.h"
#include "util/result.h"

namespace rocksdb {
class DB;
}

namespace wr::kv {

// `db` keeps the database open while the loader lives; `where` ("rocksdb
// store PATH") starts every message. The store's comparator must be
// RocksDB's bytewise one.
Result<std::unique_ptr<BulkLoader>> makeRocksDbBulkLoader(std::shared_ptr<rocksdb::DB> db, std::string where,
                                                          const BulkLoadOptions& options);

}  // namespace wr::kv
