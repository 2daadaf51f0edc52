// The index half of the integrity check that WR-Store and WR-Store++ share:
// every entry of the hashed index is walked (index_walker.h) and checked, in
// index order, with progress and cancellation. An entry that sits in another
// leaf than its key's MD5 names is a problem (gets never find it); value
// names no WR-Store wrote are orphans and the walk goes on past them; any
// other end of the walk is a problem that stops it. What an entry holds is
// the engine's to check: `checkEntry` returns the bytes of value it verified,
// or the problem as an error.
#pragma once

#include <cstdint>
#include <functional>

#include "stores/kv_store.h"
#include "stores/wrindex/index_database.h"
#include "util/cancellation.h"

namespace wr::kv::wrstore {

using IndexEntryCheck = std::function<Result<uint64_t>(BytesView key, const reg::NamedValue& entry)>;

// Adds to `report`; fails only when cancelled.
Status checkIndexEntries(IndexDatabase& index, CheckReport& report, ProgressThrottle& throttle,
                         CancellationToken* cancel, const IndexEntryCheck& checkEntry);

}  // namespace wr::kv::wrstore
