// Reads a whole registry the way a user browsing it would: every key, every
// value, and every value once more as text. The fuzz targets that load a hive
// walk what they loaded, so damage the loader let through surfaces in the
// code that reads the tree, not only in the loader.
#pragma once

#include <filesystem>

#include "registry/registry.h"

namespace wr::fuzz {

void walkRegistry(reg::Registry& registry);
// Opens the hive in `dir` read-only, as any reader of a hive would, and
// walks it when it opens.
void openAndWalkHive(const std::filesystem::path& dir);

}  // namespace wr::fuzz
