#include "stores/zdb/zdb_options.h"

#include <algorithm>

namespace wr::zdb {

const char* keyModeName(KeyMode mode) { return mode == KeyMode::kInteger ? "int" : "string"; }

const char* cachePolicyName(CachePolicy policy) {
    switch (policy) {
    case CachePolicy::kNone: return "none";
    case CachePolicy::kLru: return "lru";
    case CachePolicy::kArc: return "arc";
    }
    return "none";
}

const char* writeModeName(WriteMode mode) { return mode == WriteMode::kAsync ? "async" : "safe"; }

const char* syncModeName(SyncMode mode) {
    switch (mode) {
    case SyncMode::kNone: return "none";
    case SyncMode::kEach: return "each";
    case SyncMode::kInterval: return "interval";
    }
    return "none";
}

Result<ZdbOptions> ZdbOptions::fromUri(const kv::StoreUri& uri) {
    WR_RETURN_IF_ERROR(uri.checkKnown({"dir", "keys", "key_bytes", "files", "kmin", "kmax", "item_bytes", "cache",
                                       "cache_mb", "write", "sync", "sync_ms", "flushers", "dirty_mb", "huge_pages"}));
    ZdbOptions o;
    WR_ASSIGN_OR_RETURN(std::string dir, uri.getString("dir"));
    if (dir.empty()) return Status::invalidArgument("zdb store URI parameter 'dir' must name a directory");
    o.dir = dir;
    for (const char* name : {"keys", "key_bytes", "files", "kmin", "kmax", "item_bytes"}) {
        if (uri.has(name)) o.layoutGiven.emplace_back(name);
    }

    StoreLayout& l = o.layout;
    WR_ASSIGN_OR_RETURN(std::string keys, uri.getChoice("keys", {"string", "int"}, "string"));
    l.keys = keys == "int" ? KeyMode::kInteger : KeyMode::kString;
    WR_ASSIGN_OR_RETURN(int64_t keyBytes, uri.getInt("key_bytes", 4, 8, 4));
    if (keyBytes != 4 && keyBytes != 8) {
        return Status::invalidArgument("zdb store URI parameter 'key_bytes' must be 4 or 8, got '" +
                                       std::to_string(keyBytes) + "'");
    }
    if (l.keys == KeyMode::kString && uri.has("key_bytes")) {
        return Status::invalidArgument("zdb store URI parameter 'key_bytes' applies to keys=int only");
    }
    l.keyBytes = static_cast<uint32_t>(keyBytes);
    WR_ASSIGN_OR_RETURN(int64_t files, uri.getInt("files", 1, kMaxDataFiles, 16));
    l.files = static_cast<uint32_t>(files);
    WR_ASSIGN_OR_RETURN(int64_t kmin, uri.getInt("kmin", 0, INT64_MAX - 1, 0));
    WR_ASSIGN_OR_RETURN(int64_t kmax, uri.getInt("kmax", 1, INT64_MAX, int64_t{1} << 24));
    if (kmax <= kmin) {
        return Status::invalidArgument("zdb store URI: kmax (" + std::to_string(kmax) +
                                       ") must be greater than kmin (" + std::to_string(kmin) + ")");
    }
    if (uint64_t(kmax - kmin) > (uint64_t{1} << 32)) {
        return Status::invalidArgument("zdb store URI: the key range [kmin, kmax) holds at most 2^32 keys, got " +
                                       std::to_string(kmax - kmin));
    }
    if (l.keys == KeyMode::kInteger && l.keyBytes == 4 && uint64_t(kmax) > (uint64_t{1} << 32)) {
        return Status::invalidArgument("zdb store URI: kmax " + std::to_string(kmax) +
                                       " is beyond what 4-byte keys can name; use key_bytes=8");
    }
    l.kmin = static_cast<uint64_t>(kmin);
    l.kmax = static_cast<uint64_t>(kmax);
    WR_ASSIGN_OR_RETURN(int64_t itemBytes, uri.getInt("item_bytes", 4, 8, 5));
    l.itemBytes = static_cast<uint32_t>(itemBytes);

    WR_ASSIGN_OR_RETURN(std::string cache, uri.getChoice("cache", {"none", "lru", "arc"}, "none"));
    o.cache = cache == "lru" ? CachePolicy::kLru : cache == "arc" ? CachePolicy::kArc : CachePolicy::kNone;
    WR_ASSIGN_OR_RETURN(int64_t cacheMb, uri.getInt("cache_mb", 1, 1 << 20, 64));
    o.cacheBytes = static_cast<uint64_t>(cacheMb) << 20;
    WR_ASSIGN_OR_RETURN(std::string write, uri.getChoice("write", {"safe", "async"}, "safe"));
    o.write = write == "async" ? WriteMode::kAsync : WriteMode::kSafe;
    WR_ASSIGN_OR_RETURN(std::string sync, uri.getChoice("sync", {"none", "each", "interval"}, "none"));
    o.sync = sync == "each" ? SyncMode::kEach : sync == "interval" ? SyncMode::kInterval : SyncMode::kNone;
    WR_ASSIGN_OR_RETURN(int64_t syncMs, uri.getInt("sync_ms", 1, 3600 * 1000, 100));
    o.syncIntervalMs = static_cast<uint32_t>(syncMs);
    WR_ASSIGN_OR_RETURN(int64_t flushers, uri.getInt("flushers", 1, 16, 2));
    o.flushers = static_cast<uint32_t>(flushers);
    WR_ASSIGN_OR_RETURN(int64_t dirtyMb, uri.getInt("dirty_mb", 1, 1 << 20, 64));
    o.dirtyBytes = static_cast<uint64_t>(dirtyMb) << 20;
    WR_ASSIGN_OR_RETURN(o.hugePages, uri.getBool("huge_pages", false));
    return o;
}

Status ZdbOptions::checkAgainst(const StoreLayout& stored) const {
    auto given = [&](const char* name) {
        return std::find(layoutGiven.begin(), layoutGiven.end(), name) != layoutGiven.end();
    };
    auto mismatch = [&](const char* name, const std::string& storedValue, const std::string& uriValue) {
        return Status::invalidArgument("the ZDB store in " + dir.string() + " was created with " + name + "=" +
                                       storedValue + ", but the URI says " + name + "=" + uriValue +
                                       " (leave it out to use the store's own)");
    };
    if (given("keys") && layout.keys != stored.keys) {
        return mismatch("keys", keyModeName(stored.keys), keyModeName(layout.keys));
    }
    if (given("key_bytes") && layout.keyBytes != stored.keyBytes) {
        return mismatch("key_bytes", std::to_string(stored.keyBytes), std::to_string(layout.keyBytes));
    }
    if (given("files") && layout.files != stored.files) {
        return mismatch("files", std::to_string(stored.files), std::to_string(layout.files));
    }
    if (given("kmin") && layout.kmin != stored.kmin) {
        return mismatch("kmin", std::to_string(stored.kmin), std::to_string(layout.kmin));
    }
    if (given("kmax") && layout.kmax != stored.kmax) {
        return mismatch("kmax", std::to_string(stored.kmax), std::to_string(layout.kmax));
    }
    if (given("item_bytes") && layout.itemBytes != stored.itemBytes) {
        return mismatch("item_bytes", std::to_string(stored.itemBytes), std::to_string(layout.itemBytes));
    }
    return Status::ok();
}

}  // namespace wr::zdb
