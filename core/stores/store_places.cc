#include "stores/store_places.h"

#include "registry/hive/hive.h"
#include "stores/wrindex/wrstore_options.h"
#include "stores/zdb/zdb_options.h"

namespace wr::kv {

namespace fs = std::filesystem;

namespace {

fs::path hiveOf(const wrstore::IndexOptions& index) {
    return index.location.hivePath.value_or(reg::standardHivePath(index.location.root));
}

// The path with symbolic links and ".." resolved as far as it exists.
fs::path normalized(const fs::path& path) {
    std::error_code ec;
    fs::path resolved = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? path.lexically_normal() : resolved;
}

bool isBelow(const fs::path& inner, const fs::path& outer) {
    auto mismatch = std::mismatch(outer.begin(), outer.end(), inner.begin(), inner.end());
    return mismatch.first == outer.end() && mismatch.second != inner.end();
}

}  // namespace

Result<std::vector<StorePlace>> storePlaces(const StoreUri& uri) {
    const OpenOptions create{.readOnly = false, .createIfMissing = true};
    if (uri.scheme() == "wrstore") {
        WR_ASSIGN_OR_RETURN(wrstore::WrStoreOptions options, wrstore::parseWrStoreUri(uri, create));
        return std::vector<StorePlace>{{hiveOf(options.index), options.index.db}};
    }
    if (uri.scheme() == "wrstore++") {
        WR_ASSIGN_OR_RETURN(wrstore::WrStorePPOptions options, wrstore::parseWrStorePPUri(uri, create));
        return std::vector<StorePlace>{{hiveOf(options.index), options.index.db}, {options.dataDir, {}}};
    }
    if (uri.scheme() == "zdb") {
        WR_ASSIGN_OR_RETURN(zdb::ZdbOptions options, zdb::ZdbOptions::fromUri(uri));
        return std::vector<StorePlace>{{options.dir, {}}};
    }
    std::vector<StorePlace> places;
    for (const char* param : {"dir", "file"}) {
        if (auto path = uri.get(param); path && !path->empty()) places.push_back({*path, {}});
    }
    return places;
}

std::string placesOverlap(const StorePlace& a, const StorePlace& b) {
    const fs::path pathA = normalized(a.path);
    const fs::path pathB = normalized(b.path);
    if (pathA == pathB) {
        if (a.database.empty() || b.database.empty() || a.database == b.database) return "the same store";
        return {};
    }
    if (isBelow(pathA, pathB) || isBelow(pathB, pathA)) return "inside the other";
    return {};
}

}  // namespace wr::kv
