// Importing a Windows hive file, whole or one key of it, into a registry
// (a portable hive): the file is opened read-only (regf_registry.h) and its
// keys and values copied below a base key, merging with what is there, as
// applying a .reg file would.
#pragma once

#include <filesystem>
#include <string_view>

#include "registry/regf/registry_tree_copy.h"
#include "registry/registry.h"

namespace wr::reg {

struct RegfImportOptions {
    const CancellationToken* cancel = nullptr;
    ProgressSink* progress = nullptr;  // "import": keys copied so far
};

// Copies the values and subkeys of `fromKey` (a path in the file; "" is its
// root) into `base` of `target`. A failure part-way leaves what was copied.
Result<TreeCopyCounts> importRegfFile(const std::filesystem::path& file, std::string_view fromKey, Registry& target,
                                      const Key& base, const RegfImportOptions& options = {});

}  // namespace wr::reg
