#include "stores/wrindex/wrstore_options.h"

#include "registry/names.h"

namespace wr::kv::wrstore {

namespace {

const std::vector<std::string> kIndexParams = {"hive", "root", "db", "depth", "len", "durability", "handle_cache"};

std::vector<std::string> with(std::vector<std::string> list, std::initializer_list<const char*> more) {
    for (const char* m : more) list.emplace_back(m);
    return list;
}

}  // namespace

Result<IndexOptions> parseIndexOptions(const StoreUri& uri, const OpenOptions& open) {
    IndexOptions out;
    if (auto hive = uri.get("hive")) {
        if (hive->empty()) return Status::invalidArgument("store URI parameter 'hive' must name a directory");
        out.location.hivePath = std::filesystem::path(*hive);
    }
    WR_ASSIGN_OR_RETURN(std::string root, uri.getString("root", std::string("HKCU")));
    WR_ASSIGN_OR_RETURN(out.location.root, reg::parseRootKey(root));
    out.rootName = reg::rootKeyName(out.location.root);
    // Without an explicit hive, a Windows build uses the real registry.
    if (!out.location.hivePath) out.location.backend = reg::standardRootBackend();

    WR_ASSIGN_OR_RETURN(out.db, uri.getString("db", std::string("kvs")));
    WR_ASSIGN_OR_RETURN(auto parts, reg::splitPath(out.db));
    if (parts.empty()) return Status::invalidArgument("store URI parameter 'db' must name a registry key");
    for (std::string_view part : parts) {
        WR_RETURN_IF_ERROR(reg::validateKeyName(part).withContext("store URI parameter 'db'"));
    }

    if (uri.has("depth")) {
        WR_ASSIGN_OR_RETURN(int64_t d, uri.getInt("depth", 1, IndexLayout::kHexChars));
        out.depth = static_cast<int>(d);
    }
    if (uri.has("len")) {
        WR_ASSIGN_OR_RETURN(int64_t l, uri.getInt("len", 1, IndexLayout::kHexChars));
        out.length = static_cast<int>(l);
    }
    IndexLayout asked{out.depth.value_or(IndexLayout{}.depth), out.length.value_or(IndexLayout{}.length)};
    WR_RETURN_IF_ERROR(asked.validate());

    WR_ASSIGN_OR_RETURN(std::string durability,
                        uri.getChoice("durability", {"group", "os", "sync"}, std::string("group")));
    out.location.options.durability = durability == "sync" ? reg::Durability::kSyncEachChange
                                      : durability == "os" ? reg::Durability::kOsBuffered
                                                           : reg::Durability::kGroupCommit;
    out.location.options.readOnly = open.readOnly;
    out.location.options.createIfMissing = open.createIfMissing && !open.readOnly;

    WR_ASSIGN_OR_RETURN(int64_t cache, uri.getInt("handle_cache", 0, int64_t(1) << 26, int64_t(65536)));
    out.handleCache = static_cast<size_t>(cache);
    return out;
}

const char* durabilityName(reg::Durability durability) {
    switch (durability) {
    case reg::Durability::kSyncEachChange: return "sync";
    case reg::Durability::kOsBuffered: return "os";
    case reg::Durability::kGroupCommit: return "group";
    }
    return "group";
}

const char* dataModeName(DataMode mode) { return mode == DataMode::kBasic ? "basic" : "chunk"; }

Result<WrStoreOptions> parseWrStoreUri(const StoreUri& uri, const OpenOptions& open) {
    WR_RETURN_IF_ERROR(uri.checkKnown(with(kIndexParams, {"big_values"})));
    WrStoreOptions out;
    WR_ASSIGN_OR_RETURN(out.index, parseIndexOptions(uri, open));
    WR_ASSIGN_OR_RETURN(std::string big, uri.getChoice("big_values", {"refuse", "store"}, std::string("refuse")));
    out.storeBigValues = big == "store";
    return out;
}

Result<WrStorePPOptions> parseWrStorePPUri(const StoreUri& uri, const OpenOptions& open) {
    WR_RETURN_IF_ERROR(uri.checkKnown(with(kIndexParams, {"data", "mode", "chunk_mb", "pget_threads", "pget_min_mb"})));
    WrStorePPOptions out;
    WR_ASSIGN_OR_RETURN(out.index, parseIndexOptions(uri, open));
    WR_ASSIGN_OR_RETURN(std::string data, uri.getString("data"));
    if (data.empty()) return Status::invalidArgument("store URI parameter 'data' must name a directory");
    out.dataDir = std::filesystem::path(data);
    if (uri.has("mode")) {
        WR_ASSIGN_OR_RETURN(std::string mode, uri.getChoice("mode", {"basic", "chunk"}));
        out.mode = mode == "basic" ? DataMode::kBasic : DataMode::kChunk;
    }
    WR_ASSIGN_OR_RETURN(int64_t chunkMb, uri.getInt("chunk_mb", 1, 65536, int64_t(64)));
    out.chunkBytes = static_cast<uint64_t>(chunkMb) << 20;
    WR_ASSIGN_OR_RETURN(int64_t threads, uri.getInt("pget_threads", 1, 64, int64_t(4)));
    out.pgetThreads = static_cast<int>(threads);
    WR_ASSIGN_OR_RETURN(int64_t minMb, uri.getInt("pget_min_mb", 0, 1 << 20, int64_t(32)));
    out.pgetMinBytes = static_cast<uint64_t>(minMb) << 20;
    return out;
}

}  // namespace wr::kv::wrstore
