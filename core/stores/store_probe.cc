#include "stores/store_probe.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>

#include "registry/value_codec.h"
#include "stores/store_uri.h"
#include "stores/wrindex/registry_pool.h"
#include "stores/zdb/zdb_manifest.h"
#include "util/file.h"

namespace wr::kv {

namespace {

// Keys below the hive's root searched for databases: db= may be a path
// ("Software\kvs"), but a hive full of other data is not walked whole.
constexpr int kDatabaseSearchDepth = 2;
constexpr size_t kDatabaseSearchKeys = 4096;

bool isHexName(std::string_view name) {
    if (name.empty() || name.size() % 2 != 0) return false;
    for (char c : name) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

// The first `n` bytes of the file, fewer when it is shorter.
std::string fileHead(const fs::path& path, size_t n) {
    auto file = File::open(path, File::Mode::kRead);
    if (!file) return {};
    auto size = file->size();
    if (!size) return {};
    std::string head(std::min<uint64_t>(n, *size), '\0');
    if (!file->readAt(0, head.size(), head.data()).isOk()) return {};
    return head;
}

std::string uriOf(std::string_view scheme, std::string_view param, const fs::path& path) {
    return StoreUri(std::string(scheme)).set(param, path.string()).toString();
}

ProbeResult found(ProbeKind kind, std::string scheme, std::string param, const fs::path& path, std::string summary) {
    ProbeResult r;
    r.kind = kind;
    r.scheme = std::move(scheme);
    if (!param.empty()) r.uri = uriOf(r.scheme, param, path);
    r.summary = std::move(summary);
    return r;
}

// Berkeley DB's magic numbers at byte 12 of a database file's first page,
// in either byte order.
bool hasBdbMagic(const std::string& head) {
    if (head.size() < 16) return false;
    uint32_t le = 0;
    std::memcpy(&le, head.data() + 12, 4);
    const uint32_t be = __builtin_bswap32(le);
    for (uint32_t magic : {0x053162u, 0x061561u}) {
        if (le == magic || be == magic) return true;
    }
    return false;
}

ProbeResult probeFile(const fs::path& path) {
    const std::string head = fileHead(path, 16);
    if (head.size() == 16 && std::memcmp(head.data(), "SQLite format 3\0", 16) == 0) {
        return found(ProbeKind::kSqlite, "sqlite", "file", path, "an SQLite database");
    }
    if (head.starts_with("KC\n")) {
        return found(ProbeKind::kKyoto, "kyoto", "file", path, "a Kyoto Cabinet hash database");
    }
    if (head.starts_with("regf")) {
        return found(ProbeKind::kRegfFile, "", "", path, "a Windows hive file, opened read-only");
    }
    if (hasBdbMagic(head)) {
        return found(ProbeKind::kBdbSingleFile, "", "", path,
                     "a Berkeley DB file of the former single-file layout (copy it into a new bdb store with "
                     "db_dump and db_load)");
    }
    return found(ProbeKind::kNothing, "", "", path, "a file no store here wrote");
}

struct DatabaseSearch {
    reg::Registry& registry;
    std::vector<ProbedDatabase>& out;
    size_t visited = 0;

    // A database's format, read as IndexDatabase records it.
    std::optional<ProbedDatabase> database(const reg::Key& key, const std::string& path) {
        auto engine = registry.queryValue(key, "WR_Engine");
        if (!engine || engine->type != reg::REG_SZ) return std::nullopt;
        ProbedDatabase db;
        db.engine = reg::decodeString(engine->data);
        db.db = path;
        auto dword = [&](std::string_view name) {
            auto v = registry.queryValue(key, name);
            return v ? static_cast<int>(reg::decodeDword(v->data).value_or(0)) : 0;
        };
        db.depth = dword("WR_D");
        db.length = dword("WR_L");
        if (auto mode = registry.queryValue(key, "WR_DataMode")) db.mode = reg::decodeString(mode->data);
        return db;
    }

    Status walk(const reg::Key& key, const std::string& path, int depth) {
        WR_ASSIGN_OR_RETURN(std::vector<std::string> names, registry.listSubkeys(key, 0, UINT32_MAX));
        for (const std::string& name : names) {
            if (++visited > kDatabaseSearchKeys) return Status::ok();
            const std::string childPath = path.empty() ? name : path + "\\" + name;
            auto child = registry.openKey(key, name);
            if (!child) continue;
            if (auto db = database(*child, childPath)) {
                out.push_back(std::move(*db));
            } else if (depth + 1 < kDatabaseSearchDepth) {
                WR_RETURN_IF_ERROR(walk(*child, childPath, depth + 1));
            }
        }
        return Status::ok();
    }
};

Result<ProbeResult> probeHive(const fs::path& path) {
    ProbeResult r;
    r.kind = ProbeKind::kHive;
    reg::RegistryLocation location;
    location.hivePath = path;
    location.options.readOnly = true;
    location.options.createIfMissing = false;
    // Through the pool, so a hive this process already has open is read
    // through that handle instead of being refused by its lock.
    auto registry = wrstore::openSharedRegistry(location);
    if (!registry) {
        if (!registry.status().is(StatusCode::kBusy)) return registry.status();
        r.kind = ProbeKind::kHiveInUse;
        r.summary = "a hive (in use by another process, so its databases cannot be listed now)";
        return r;
    }
    DatabaseSearch search{**registry, r.databases};
    WR_RETURN_IF_ERROR(search.walk((*registry)->root(), "", 0));
    r.summary = "a hive with " + std::to_string(r.databases.size()) +
                (r.databases.size() == 1 ? " WR-Store database" : " WR-Store databases");
    return r;
}

ProbeResult probeZdb(const fs::path& path) {
    ProbeResult r = found(ProbeKind::kZdb, "zdb", "dir", path, "a ZDB store");
    auto manifest = zdb::readManifest(path);
    if (!manifest) {
        r.summary += " (its MANIFEST cannot be read: " + manifest.status().message() + ")";
        return r;
    }
    const zdb::StoreLayout& layout = manifest->layout;
    r.facts = {{"keys", zdb::keyModeName(layout.keys)}, {"key_bytes", std::to_string(layout.keyBytes)},
               {"files", std::to_string(layout.files)}, {"kmin", std::to_string(layout.kmin)},
               {"kmax", std::to_string(layout.kmax)},   {"item_bytes", std::to_string(layout.itemBytes)}};
    r.summary +=
        ": " + std::string(zdb::keyModeName(layout.keys)) + " keys, " + std::to_string(layout.files) + " data files";
    return r;
}

// A directory of one file per pair: hex-named files (flat) or 2-hex-character
// directories (nested), beside the LOCK file and temporaries.
std::optional<ProbeResult> probeFsStore(const fs::path& path, const std::vector<fs::directory_entry>& entries) {
    bool sawLock = false, sawFile = false, sawDir = false;
    for (const fs::directory_entry& e : entries) {
        const std::string name = e.path().filename().string();
        if (name == "LOCK") {
            sawLock = true;
        } else if (name.starts_with(".")) {
            continue;
        } else if (!isHexName(name)) {
            return std::nullopt;
        } else if (e.is_directory()) {
            if (name.size() != 2) return std::nullopt;
            sawDir = true;
        } else {
            sawFile = true;
        }
    }
    if (!sawLock || (sawDir && sawFile)) return std::nullopt;
    if (sawDir) return found(ProbeKind::kNestedFs, "nestedfs", "dir", path, "a nested file-system store");
    return found(ProbeKind::kFlatFs, "flatfs", "dir", path,
                 sawFile ? "a flat file-system store" : "an empty file-system store (flat or nested)");
}

Result<ProbeResult> probeDirectory(const fs::path& path) {
    std::error_code ec;
    std::vector<fs::directory_entry> entries;
    for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(*it);
    if (ec) return Status::ioError("cannot list " + path.string() + ": " + ec.message());

    auto has = [&](std::string_view name) {
        for (const auto& e : entries) {
            if (e.path().filename() == name) return true;
        }
        return false;
    };
    auto hasPrefix = [&](std::string_view prefix) {
        for (const auto& e : entries) {
            if (e.path().filename().string().starts_with(prefix)) return true;
        }
        return false;
    };

    if (has("hive.snap") || has("hive.wal")) return probeHive(path);
    if (has("MANIFEST")) return probeZdb(path);
    if (has("STORE_ID")) {
        return found(ProbeKind::kWrStorePPData, "", "", path,
                     "the data directory of a WR-Store++ database (open it with the hive that indexes it)");
    }
    if (has("CURRENT") && hasPrefix("MANIFEST-")) {
        if (hasPrefix("OPTIONS-")) return found(ProbeKind::kRocksDb, "rocksdb", "dir", path, "a RocksDB store");
        return found(ProbeKind::kLevelDb, "leveldb", "dir", path, "a LevelDB store");
    }
    if (has("data.mdb")) return found(ProbeKind::kLmdb, "lmdb", "dir", path, "an LMDB environment");
    if (has("data.db")) return found(ProbeKind::kBdb, "bdb", "dir", path, "a Berkeley DB environment");
    if (auto fsStore = probeFsStore(path, entries)) return *fsStore;
    return found(ProbeKind::kNothing, "", "", path,
                 entries.empty() ? "an empty directory" : "a directory no store here wrote");
}

}  // namespace

const char* probeKindName(ProbeKind kind) {
    switch (kind) {
    case ProbeKind::kMissing: return "missing";
    case ProbeKind::kNothing: return "none";
    case ProbeKind::kHive: return "hive";
    case ProbeKind::kHiveInUse: return "hive-in-use";
    case ProbeKind::kZdb: return "zdb";
    case ProbeKind::kWrStorePPData: return "wrstore++-data";
    case ProbeKind::kRocksDb: return "rocksdb";
    case ProbeKind::kLevelDb: return "leveldb";
    case ProbeKind::kLmdb: return "lmdb";
    case ProbeKind::kSqlite: return "sqlite";
    case ProbeKind::kBdb: return "bdb";
    case ProbeKind::kBdbSingleFile: return "bdb-single-file";
    case ProbeKind::kKyoto: return "kyoto";
    case ProbeKind::kFlatFs: return "flatfs";
    case ProbeKind::kNestedFs: return "nestedfs";
    case ProbeKind::kRegfFile: return "regf";
    }
    return "none";
}

Result<ProbeResult> probeLocation(const fs::path& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory) {
        return Status::ioError("cannot look at " + path.string() + ": " + ec.message());
    }
    if (!fs::exists(status)) {
        ProbeResult r;
        r.kind = ProbeKind::kMissing;
        r.summary = "nothing is there yet";
        return r;
    }
    if (fs::is_directory(status)) return probeDirectory(path);
    return probeFile(path);
}

}  // namespace wr::kv
