// Writing a registry tree into a new Windows hive file: the minimal empty
// hive (regf_empty_hive.h) filled through hivex's write API (add a child,
// set a key's values, commit), then put in place atomically, so a failed or
// cancelled export leaves no half-written file. What hivex writes and what it
// cannot (values above hivex's allocation limit) is in docs/regf.md.
#pragma once

#include <filesystem>
#include <string>

#include "registry/regf/registry_tree_copy.h"
#include "registry/registry.h"

namespace wr::reg {

// The largest value data hivex allocates in one cell (its
// HIVEX_MAX_ALLOCATION less the cell's size field).
inline constexpr size_t kMaxRegfValueBytes = 1000000 - 4;

struct RegfExportOptions {
    std::string hiveName;  // recorded in the base block; empty: the file's name
    const CancellationToken* cancel = nullptr;
    ProgressSink* progress = nullptr;  // "export": keys written so far
};

// Writes `key` (as the new hive's root) and everything below it to `file`,
// replacing the file only once the whole hive is written.
Result<TreeCopyCounts> exportRegfFile(Registry& source, const Key& key, const std::filesystem::path& file,
                                      const RegfExportOptions& options = {});

}  // namespace wr::reg
