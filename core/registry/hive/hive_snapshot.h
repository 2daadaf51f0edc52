// The snapshot of a hive (hive.snap): the whole tree, written at a checkpoint.
//
//   header  "WRHIVSNP", u32 version, u32 0, u64 generation, u64 key count,
//           i64 clock, u32 0, u32 masked CRC32C of the 44 bytes before it
//   blocks  [u32 length][u32 masked CRC32C of the payload][payload], each at
//           most 1 MiB; the payloads, joined, are the keys in pre-order with
//           subkeys in name order (the root first):
//             [varint id][varint parent id][varint name length][name]
//             [fixed64 last-write time][varint subkeys][varint values]
//             [varint values length][packed values (hive_values.h)]
//   end     [u32 0][u32 masked CRC32C of the u64 key count], then end of file
//
// Key ids are the tree's own, so the log that follows the snapshot (same
// generation) refers to the same keys. Loading streams the file block by
// block: one sequential read, CRC-checked before a byte is parsed, and no
// allocation per value. Any damage is a Corruption error naming the file.
#pragma once

#include <cstdint>
#include <filesystem>

#include "registry/hive/hive_tree.h"
#include "util/format_version.h"
#include "util/result.h"

namespace wr::reg {

inline constexpr FormatVersion kSnapshotFormat{"hive snapshot", 1, 1, "WRHIVSNP"};

struct SnapshotInfo {
    uint64_t generation = 0;
    uint64_t keys = 0;  // the root not included
    uint64_t fileBytes = 0;
};

// Writes the tree atomically (temp file, fsync, rename, fsync of the directory).
Result<SnapshotInfo> writeSnapshot(const std::filesystem::path& path, const HiveTree& tree, uint64_t generation);
// Loads into an empty tree.
Result<SnapshotInfo> loadSnapshot(const std::filesystem::path& path, HiveTree& tree);
// Just the generation in the header, which must pass its checksum.
Result<uint64_t> readSnapshotGeneration(const std::filesystem::path& path);

}  // namespace wr::reg
