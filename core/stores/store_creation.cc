#include "stores/store_creation.h"

#include <filesystem>
#include <optional>

#include "registry/names.h"
#include "stores/store_factory.h"
#include "stores/store_places.h"
#include "stores/store_probe.h"

namespace wr::kv {

namespace {

namespace fs = std::filesystem;

// The outermost directory on the way to `path` that does not exist yet:
// removing it undoes everything a failed creation made there.
std::optional<fs::path> firstMissing(const fs::path& path) {
    std::error_code ec;
    fs::path absolute = fs::absolute(path, ec);
    if (ec || fs::exists(absolute, ec)) return std::nullopt;
    fs::path missing = absolute;
    while (missing.has_parent_path() && missing.parent_path() != missing && !fs::exists(missing.parent_path(), ec))
        missing = missing.parent_path();
    return missing;
}

// A place for a new store of its own (a peer, ZDB, a WR-Store++ data
// directory): missing, or an empty directory.
Status checkFreePlace(const fs::path& path) {
    WR_ASSIGN_OR_RETURN(ProbeResult probed, probeLocation(path));
    if (probed.kind == ProbeKind::kMissing) return Status::ok();
    if (probed.kind == ProbeKind::kNothing) {
        std::error_code ec;
        if (fs::is_directory(path, ec) && fs::is_empty(path, ec)) return Status::ok();
        return Status::alreadyExists(path.string() + " already holds " + probed.summary +
                                     "; choose a missing path or an empty directory");
    }
    return Status::alreadyExists(path.string() + " already holds " + probed.summary + "; nothing was changed");
}

// No WR-Store or WR-Store++ database called `db` in the hive at `hive`.
Status checkFreeDatabase(const fs::path& hive, const std::string& db) {
    WR_ASSIGN_OR_RETURN(ProbeResult probed, probeLocation(hive));
    if (probed.kind == ProbeKind::kMissing || probed.kind == ProbeKind::kHive || probed.kind == ProbeKind::kHiveInUse) {
        for (const ProbedDatabase& existing : probed.databases) {
            if (reg::namesEqual(existing.db, db)) {
                return Status::alreadyExists("the hive " + hive.string() + " already holds the " + existing.engine +
                                             " database " + existing.db + "; choose another database name");
            }
        }
        return Status::ok();
    }
    if (probed.kind == ProbeKind::kNothing) {
        std::error_code ec;
        if (fs::is_directory(hive, ec) && fs::is_empty(hive, ec)) return Status::ok();
    }
    return Status::alreadyExists(hive.string() + " holds " + probed.summary + ", not a hive; nothing was changed");
}

// Checks the parameters and that every place the store will occupy is free,
// without creating anything; returns those places.
Result<std::vector<fs::path>> placesOf(const StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(std::vector<StorePlace> places, storePlaces(uri));
    std::vector<fs::path> paths;
    for (const StorePlace& place : places) {
        if (place.database.empty()) {
            WR_RETURN_IF_ERROR(checkFreePlace(place.path));
        } else {
            WR_RETURN_IF_ERROR(checkFreeDatabase(place.path, place.database));
        }
        paths.push_back(place.path);
    }
    return paths;
}

}  // namespace

Status createEmptyStore(const StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(std::vector<fs::path> places, placesOf(uri));
    std::vector<fs::path> madeHere;
    for (const fs::path& place : places) {
        if (auto missing = firstMissing(place)) madeHere.push_back(*missing);
    }
    // The peers check their own parameters only once their directory exists:
    // a store that fails to open leaves nothing behind.
    auto undo = [&](Status failed) {
        std::error_code ec;
        for (const fs::path& made : madeHere) fs::remove_all(made, ec);
        return failed;
    };
    auto store = openStore(uri, OpenOptions{.readOnly = false, .createIfMissing = true});
    if (!store) return undo(store.status());
    Status flushed = (*store)->flush();
    Status closed = (*store)->close();
    if (!flushed.isOk()) return undo(flushed);
    if (!closed.isOk()) return undo(closed);
    return Status::ok();
}

}  // namespace wr::kv
