// wrctl's standard input, as the system hands it over: a regular file (input
// redirected with <), whose remaining size is known before reading, or a
// stream (a pipe, a terminal) read to its end. One source per platform
// (posix/, win32/).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "util/result.h"

namespace wr::cli {

// The bytes left from the current position when standard input is a regular
// file; nothing for a pipe or a terminal.
std::optional<uint64_t> standardInputFileBytes();
// Reads up to n bytes; 0 at the end.
Result<size_t> readStandardInput(char* out, size_t n);

}  // namespace wr::cli
