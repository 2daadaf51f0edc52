// Joining CRC32Cs of adjacent pieces: crc(A || B) from crc(A), crc(B) and
// |B|, so Parallel-GET's reader threads (seed 001 Sec. 4.4) each checksum
// their own sub-block and the value's CRC is still verified as a whole.
// The zlib crc32_combine method (GF(2) matrix powers of "append a zero bit"),
// with the Castagnoli polynomial; O(log |B|) work.
#pragma once

#include <cstdint>

namespace wr::kv::wrstore {

uint32_t crc32cCombine(uint32_t crcA, uint32_t crcB, uint64_t lengthB);

}  // namespace wr::kv::wrstore
