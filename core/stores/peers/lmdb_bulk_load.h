// LMDB's fast path for filling an empty store: appends. While keys arrive in
// ascending order (LMDB's order: memcmp, a shorter key first on a tie) each
// is put with MDB_APPEND, which adds it at the end of the last leaf page
// without searching the tree and fills pages completely. From the first key
// that is not greater than the one before, the rest of the load goes through
// the external sort of sorted_runs.h (a key added twice keeps its last value)
// and finish() puts it in key order: the keys past every key stored are
// appended, the others put, each landing next to the one before instead of on
// a random page. Pairs are committed in large transactions: buffered up to
// 64 MiB (a quarter of the memory budget at most; the sort has the rest),
// each buffer one write transaction, which the store runs again after growing
// its map when the map filled up. finish() commits the last buffer and syncs
// the environment. The sort's run files live in a scratch directory made
// inside the work directory (the store's directory when none is given),
// removed whatever the outcome.
#pragma once

#include <lmdb.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "stores/bulk_load.h"
#include "util/result.h"

namespace wr::kv {

// What the loader needs of the store; both callbacks keep the environment
// open while the loader lives.
struct LmdbBulkTarget {
    std::string where;  // "lmdb store PATH", the start of every message
    MDB_dbi dbi = 0;
    size_t maxKeyBytes = 0;  // mdb_env_get_maxkeysize
    // Runs `body` in a write transaction and commits it when it returns
    // MDB_SUCCESS (growing the map and running it again when the map is full);
    // the store's error, about `what`, otherwise.
    std::function<Status(std::string_view what, const std::function<int(MDB_txn*)>& body)> write;
    // Puts every committed pair on stable storage.
    std::function<Status()> flush;
};

Result<std::unique_ptr<BulkLoader>> makeLmdbBulkLoader(LmdbBulkTarget target, const BulkLoadOptions& options);

}  // namespace wr::kv
