// Scratch files for the fuzz targets whose loaders take a path: one private
// directory per process, created on first use and removed at exit, and a way
// to put an input's bytes into a file there. A failure to write is a broken
// machine, not a finding, so it aborts with a message.
#pragma once

#include <filesystem>

#include "util/bytes.h"

namespace wr::fuzz {

// A fresh directory under the system's temporary directory ($TMPDIR).
const std::filesystem::path& scratchDirectory();

// Replaces the file at `path` with exactly `data`.
void writeInput(const std::filesystem::path& path, BytesView data);

}  // namespace wr::fuzz
