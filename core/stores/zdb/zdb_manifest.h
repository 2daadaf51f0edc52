// A ZDB store directory and its manifest:
//
//   DIR/MANIFEST            the layout and which tables hold the data
//   DIR/LOCK                held by the process that has the store open
//   DIR/table-NNNNNN/       one flat table: data-000.zdb ..., index.zdx
//
// MANIFEST is text, one "name=value" per line, ending with a line "crc32c="
// plus the CRC32C (8 hex digits) of everything before it, and is only ever
// replaced atomically (temporary file, fsync, rename). It names the table in
// use and, while a compaction runs (seed 004 Sec. 2.5), the new table it fills:
//
//   zdb-manifest=1
//   keys=string
//   key_bytes=4
//   files=16
//   kmin=0
//   kmax=16777216
//   item_bytes=5
//   table=3
//   compacting_into=4        (only during a compaction)
//   crc32c=1a2b3c4d
#pragma once

#include <cstdint>
#include <filesystem>

#include "stores/zdb/zdb_options.h"
#include "util/format_version.h"
#include "util/result.h"

namespace wr::zdb {

// The version is the number on the first line.
inline constexpr FormatVersion kManifestFormat{"ZDB manifest", 1, 1};

struct Manifest {
    StoreLayout layout;
    uint64_t table = 1;
    uint64_t compactingInto = 0;  // 0: no compaction in progress
};

std::filesystem::path manifestPath(const std::filesystem::path& dir);
std::filesystem::path tableDir(const std::filesystem::path& dir, uint64_t generation);

// NotFound when the directory holds no manifest; Corruption when it fails its
// CRC or a line cannot be read.
Result<Manifest> readManifest(const std::filesystem::path& dir);
Status writeManifest(const std::filesystem::path& dir, const Manifest& manifest);

}  // namespace wr::zdb
