// The parameters of a ZDB store URI:
//
//   zdb:dir=PATH[;keys=string|int][;key_bytes=4|8][;files=N][;kmin=N][;kmax=N][;item_bytes=4..8]
//       [;cache=none|lru|arc][;cache_mb=N][;write=safe|async][;sync=none|each|interval]
//       [;sync_ms=N][;flushers=N][;dirty_mb=N][;huge_pages=0|1]
//
// Layout, fixed when the store is created and kept in its manifest (a reopen
// may leave them out; a value that differs from the manifest is an error):
//   keys        string (default): any byte string is a key, stored in the
//               bucket of Jenkins hash(key) (seed 004 Sec. 2.8);
//               int: a key is an unsigned integer written as exactly
//               key_bytes bytes, big-endian (so byte order is number order),
//               and must lie in [kmin, kmax)
//   key_bytes   4 (default) or 8; int mode only
//   files       data files, 1..256 (default 16); key k goes to file k mod files
//   kmin, kmax  the index's key range (Sec. 2.1.1); default [0, 2^24). In
//               string mode, kmax - kmin is the number of buckets. At most
//               2^32 items.
//   item_bytes  index item size, 4..8 (default 5): data files up to
//               2^(8 * item_bytes - 1) bytes (zdb_format.h)
// Run-time settings (free to change at every open):
//   cache       none (default), lru or arc: a value cache of cache_mb MiB
//               (default 64) in front of the tables (Sec. 2.9)
//   write       safe (default): a put is written to its data file before it
//               returns; async: a put is kept as a dirty record and written
//               by `flushers` background threads (1..16, default 2), puts waiting
//               while more than dirty_mb MiB (default 64) are dirty
//   sync        none (default): data reaches the disk when the OS writes it
//               back (and at flush/close/checkpoints); each: fdatasync before
//               every put or remove returns; interval: fdatasync every
//               sync_ms milliseconds (default 100)
//   huge_pages  0 (default) or 1: the index mapped with huge pages where
//               the system gives them, for an index sized to its keys (kmax
//               near the key count): random lookups miss the TLB less, but
//               each 2 MiB of the index file that holds an item is stored
//               whole, so a sparse index takes far more disk
// zdb_store.h states what each combination survives.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "stores/store_uri.h"
#include "stores/zdb/zdb_flat_index.h"
#include "util/result.h"

namespace wr::zdb {

enum class KeyMode { kString, kInteger };
enum class CachePolicy { kNone, kLru, kArc };
enum class WriteMode { kSafe, kAsync };
enum class SyncMode { kNone, kEach, kInterval };

const char* keyModeName(KeyMode mode);
const char* cachePolicyName(CachePolicy policy);
const char* writeModeName(WriteMode mode);
const char* syncModeName(SyncMode mode);

// What the manifest records.
struct StoreLayout {
    KeyMode keys = KeyMode::kString;
    uint32_t keyBytes = 4;
    uint32_t files = 16;
    uint64_t kmin = 0;
    uint64_t kmax = uint64_t{1} << 24;
    uint32_t itemBytes = 5;

    IndexShape shape() const { return {itemBytes, kmin, kmax, files}; }
    bool operator==(const StoreLayout&) const = default;
};

struct ZdbOptions {
    std::filesystem::path dir;
    StoreLayout layout;
    std::vector<std::string> layoutGiven;  // layout parameters the URI names
    CachePolicy cache = CachePolicy::kNone;
    uint64_t cacheBytes = uint64_t{64} << 20;
    WriteMode write = WriteMode::kSafe;
    SyncMode sync = SyncMode::kNone;
    uint32_t syncIntervalMs = 100;
    uint32_t flushers = 2;
    uint64_t dirtyBytes = uint64_t{64} << 20;
    bool hugePages = false;

    // InvalidArgument naming the parameter for unknown names, bad values and
    // inconsistent layouts.
    static Result<ZdbOptions> fromUri(const kv::StoreUri& uri);
    // InvalidArgument when a layout parameter the URI gave differs from
    // `stored` (the manifest's).
    Status checkAgainst(const StoreLayout& stored) const;
};

}  // namespace wr::zdb
