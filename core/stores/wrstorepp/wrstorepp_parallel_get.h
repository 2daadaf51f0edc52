// Parallel-GET (seed 001 Sec. 4.4): a block's value is divided evenly into
// `threads` sub-blocks, each read by its own thread with positional reads, so
// no file pointer is shared and no extra metadata is needed. Each thread
// checksums its sub-block as it reads it (in cache-sized pieces), and the
// CRCs are joined (crc32c_combine.h) so the whole value is still verified.
// With one thread it is the plain read, through the same loop.
#pragma once

#include <cstdint>

#include "util/file.h"
#include "util/result.h"

namespace wr::kv::wrstore {

// Reads n bytes at `offset` of `file` into `out` and returns their CRC32C.
// Corruption when the file ends early.
Result<uint32_t> readAndChecksum(const File& file, uint64_t offset, uint64_t n, char* out, int threads);

}  // namespace wr::kv::wrstore
