// Reading a store back in a forked child, so that the crash test's own
// process never opens a store. Engines with background threads (LevelDB's
// and RocksDB's compaction threads) keep process-wide state that a fork
// does not copy: a writer forked from a parent that had once opened such a
// store finds its engine waiting for a thread that does not exist in the
// child, and hangs. A reader child also keeps an engine that aborts on a
// broken file from taking the crash test down with it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "stores/store_uri.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::reliability {

struct StoreReading {
    Status opened;  // an error: nothing else was read
    // Key by key from 0, up to and including the first that could not be read.
    std::vector<Result<std::optional<Bytes>>> values;
    std::optional<Status> checked;  // the engine's own check, when asked for
    Status closed;
};

// Opens `uri` in a forked child, reads keys 0..keys-1 (crash_workload.h
// keyName), runs the engine's check when `runCheck`, and closes. An error
// only when the child could not be started, or died before it reported the
// open (then with how it died).
Result<StoreReading> readStoreInChild(const kv::StoreUri& uri, uint32_t keys, bool runCheck);
// The same for the open alone: whether the store opens and closes.
Status openStoreInChild(const kv::StoreUri& uri);

}  // namespace wr::reliability
