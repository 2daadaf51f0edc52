// Creating an empty store of any kind from its URI, refusing to touch a place
// that already holds one: what File > New Store and `wrctl kv create` share.
#pragma once

#include "stores/store_uri.h"
#include "util/status.h"

namespace wr::kv {

// Checks `uri` the way the engine will (its parameters and their limits), then
// makes sure nothing is at the store's place — for WR-Store and WR-Store++ no
// database of that name in the hive (other databases may share it) and, for
// WR-Store++, no data directory of another store — and creates the store
// empty, flushed and closed. AlreadyExists names what is there; nothing is
// written when a check fails.
Status createEmptyStore(const StoreUri& uri);

}  // namespace wr::kv
