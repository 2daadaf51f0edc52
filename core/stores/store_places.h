// Where a store lives on disk, from its URI alone: the hive directory and the
// database key inside it (WR-Store, WR-Store++), WR-Store++'s data directory,
// ZDB's directory, a peer's directory or file. Creating a store checks these
// places are free (store_creation.h); a migration refuses a target that is
// its source, or sits inside it (migrate/migration.h).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "stores/store_uri.h"
#include "util/result.h"

namespace wr::kv {

struct StorePlace {
    std::filesystem::path path;
    // The database key inside a hive ("kvs"); empty when the store owns the
    // whole path.
    std::string database;
};

// Checks the URI's parameters the way the engine will, without opening it.
Result<std::vector<StorePlace>> storePlaces(const StoreUri& uri);

// "the same store" or "inside the other" when two places overlap, empty when
// they do not: the same path holding the same database (or a whole-path
// store), or one path below the other.
std::string placesOverlap(const StorePlace& a, const StorePlace& b);

}  // namespace wr::kv
