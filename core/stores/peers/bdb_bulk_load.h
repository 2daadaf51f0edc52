// Berkeley DB's fast path for filling an empty store: bulk puts. Pairs are
// packed into a DB_MULTIPLE_KEY buffer of a few MiB (DbMultipleKeyDataBuilder;
// smaller when the memory budget is) and each full buffer is stored by one
// put(DB_MULTIPLE_KEY) in a transaction of its own, so a load costs one call
// and one commit per buffer instead of one per pair. Within a buffer pairs
// are put in the order they were added, so a key added twice keeps its last
// value. A pair larger than the buffer goes alone in a buffer of its size.
// The loader keeps no files of its own.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "stores/bulk_load.h"

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

std::unique_ptr<BulkLoader> makeBdbBulkLoader(BdbBulkTarget target, const BulkLoadOptions& options);

}  // namespace wr::kv
