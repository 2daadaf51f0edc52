// A target's fast path for filling an empty store with many pairs (seed 000
// Sec. 5's load step, done the way each engine loads fastest): RocksDB writes
// sorted SST files and ingests them, Berkeley DB puts in DB_MULTIPLE_KEY
// batches, LMDB appends when the keys arrive sorted. The migrator asks a
// target for one (KvStore::bulkLoader) only when the target is empty and the
// user allowed it; every other load goes through write batches.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "util/bytes.h"
#include "util/cancellation.h"
#include "util/status.h"

namespace wr::kv {

struct BulkLoadOptions {
    // Scratch space for the loader's own files (sorted runs); the loader
    // removes what it put there, whatever the outcome.
    std::filesystem::path workDirectory;
    // The most memory the loader may hold in buffered pairs.
    uint64_t memoryBudget = uint64_t{256} << 20;
    const CancellationToken* cancel = nullptr;  // may be null
};

// Takes pairs in any order from one thread. Nothing is promised visible or
// durable before finish() returned OK; a loader destroyed without finish()
// leaves whatever it already gave the store (an interrupted bulk load is
// redone from the first pair, over the same keys).
class BulkLoader {
public:
    virtual ~BulkLoader() = default;
    // "RocksDB SST ingestion (sorted runs, merged)": what the report and the wizard say.
    virtual std::string description() const = 0;
    virtual Status add(BytesView key, BytesView value) = 0;
    // Writes what is still buffered and makes every added pair durable and
    // visible; progress in pairs where the loader has a phase of its own
    // (merging runs).
    virtual Status finish(ProgressSink* progress) = 0;
};

}  // namespace wr::kv
