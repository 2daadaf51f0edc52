// Berkeley DB's fast path for filling an empty store: bulk puts. Pairs are
// packed into a DB_MULTIPLE_KEY buffer of a few MiB (DbMultipleKeyDataBuilder;
// smaller when the memory budget is) and each full buffer is stored by one
// put(DB_MULTIPLE_KEY) in a transaction of its own, so a load costs one call
// and one commit per buffer instead of one per pair. Pairs are put in the
// order they come, so a key added twice keeps its last value. A pair larger
// than the buffer goes alone in a buffer of its size.
//
// For a B-tree the pairs are sorted first, through the external sort of
// sorted_runs.h within the memory budget (a key added twice keeps its last
// value), and put in ascending key order: every insert then lands on the
// tree's rightmost leaf, which stays in the cache, instead of on a random
// page of a tree larger than the cache (a million random pairs load about
// three times faster). Its run files live in a scratch directory made inside
// the work directory (the store's directory when none is given), removed
// whatever the outcome. A hash database gains nothing from key order: its
// pairs go in as they come, and the loader keeps no files.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "stores/bulk_load.h"
#include "util/result.h"

class Dbt;

namespace wr::kv {

// What the loader needs of the store; both callbacks keep the store's
// database open while the loader lives.
struct BdbBulkTarget {
    std::string where;  // "bdb store PATH", the start of every message
    // Stores the `pairs` pairs of a DB_MULTIPLE_KEY buffer in one transaction.
    std::function<Status(Dbt& buffer, uint64_t pairs)> putPairs;
    // Makes every committed pair durable.
    std::function<Status()> flush;
};

// `sortFirst` for a B-tree.
Result<std::unique_ptr<BulkLoader>> makeBdbBulkLoader(BdbBulkTarget target, bool sortFirst,
                                                      const BulkLoadOptions& options);

}  // namespace wr::kv
