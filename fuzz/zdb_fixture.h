// The ZDB store the ZDB fuzz targets and their seeds share: one layout small
// enough that a whole store is a few KiB (string keys in 64 buckets, one
// data file, 5-byte index items), where its files are, and how a target
// reads a store: opened read-only (recovery runs in memory, no file changes),
// every pair scanned, then the integrity check.
#pragma once

#include <filesystem>
#include <string>

#include "util/bytes.h"

namespace wr::fuzz {

// The URI of the shared layout for a store in `dir`.
std::string zdbFixtureUri(const std::filesystem::path& dir);
// The table directory of the store in `dir` (the one MANIFEST names), or an
// empty path when it has none.
std::filesystem::path zdbTableDirectory(const std::filesystem::path& dir);
// Creates a store of the shared layout in `dir` holding `pairs` pairs
// ("key-N" = N copies of "value "), closed cleanly.
void writeZdbFixture(const std::filesystem::path& dir, int pairs);
// Replaces `fileName` in the table of a store of 6 pairs, written once per
// process in the scratch directory, with `contents`; then opens the store
// read-only and reads all of it.
void readZdbStoreWith(const std::string& fileName, BytesView contents);

}  // namespace wr::fuzz
