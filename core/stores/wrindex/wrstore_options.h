// The store URIs of WR-Store and WR-Store++ (grammar in stores/store_uri.h).
//
// Parameters both schemes share:
//   hive=DIR          a portable hive at this directory (created when missing)
//   root=HKCU|HKLM    the standard root the store lives under: with hive= it only
//                     names the root the hive plays; without, the machine's own
//                     HKCU/HKLM (registry_location.h). Default HKCU.
//   db=NAME           the database key under the root (seed 000 Sec. 3.1); a
//                     backslash path is allowed. Default "kvs".
//   depth=N, len=N    WR_D and WR_L (seed 000 Sec. 3.2). A new store defaults to
//                     1D_4L, the paper's best setting (Sec. 4.4); an existing one
//                     keeps the layout it was built with (omit them, or give the
//                     same values; different ones are an error).
//   durability=group|os|sync
//                     the registry's commit policy (registry/hive/hive.h): group
//                     commit (default), OS-buffered, or fsync per change.
//   handle_cache=N    open leaf keys kept cached (default 65536, 0 disables).
//
// WR-Store only:
//   big_values=refuse|store
//                     values over the registry's recommended 2 MB (seed 000
//                     Sec. 7): refused with an error that points to WR-Store++
//                     (default), or stored anyway.
//
// WR-Store++ only:
//   data=DIR          the data directory holding the values (required)
//   mode=basic|chunk  one file per value (seed 001 Sec. 4.2) or blocks in chunk
//                     files (Sec. 4.3); a new store defaults to chunk, an
//                     existing one keeps its mode (a different one is an error).
//   chunk_mb=N        size at which a chunk file is sealed (default 64)
//   pget_threads=N    Parallel-GET reader threads (Sec. 4.4; default 4, 1 = off)
//   pget_min_mb=N     values at least this large are read by Parallel-GET
//                     (default 32)
//
// e.g. wrstore:hive=/data/h;db=kvs;depth=2;len=2;big_values=store
//      wrstore++:hive=/data/h;db=big;data=/data/v;mode=chunk;chunk_mb=64;pget_threads=4
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "registry/registry_location.h"
#include "stores/kv_store.h"
#include "stores/wrindex/hashed_index.h"

namespace wr::kv::wrstore {

struct IndexOptions {
    reg::RegistryLocation location;
    std::string rootName = "HKCU";  // for descriptions
    std::string db = "kvs";
    std::optional<int> depth;  // unset: the stored layout, else IndexLayout{}
    std::optional<int> length;
    size_t handleCache = 65536;
};

struct WrStoreOptions {
    IndexOptions index;
    bool storeBigValues = false;
};

enum class DataMode { kBasic, kChunk };
const char* dataModeName(DataMode mode);

struct WrStorePPOptions {
    IndexOptions index;
    std::filesystem::path dataDir;
    std::optional<DataMode> mode;  // unset: the stored mode, else chunk
    uint64_t chunkBytes = 64ull << 20;
    int pgetThreads = 4;
    uint64_t pgetMinBytes = 32ull << 20;
};

// "group", "os" or "sync", as the URI writes it.
const char* durabilityName(reg::Durability durability);

// The index parameters both schemes share, for tools that look at the index
// of a store of either; the other parameters are not checked.
Result<IndexOptions> parseIndexOptions(const StoreUri& uri, const OpenOptions& open);
Result<WrStoreOptions> parseWrStoreUri(const StoreUri& uri, const OpenOptions& open);
Result<WrStorePPOptions> parseWrStorePPUri(const StoreUri& uri, const OpenOptions& open);

}  // namespace wr::kv::wrstore
