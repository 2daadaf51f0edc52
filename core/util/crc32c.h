// CRC32C (Castagnoli), the checksum of every log record, snapshot and data
// block in the project: strong against torn writes and flipped bits, and
// computed by the SSE4.2 crc32 instruction where the CPU has it, in three
// interleaved streams over long inputs (about three times one stream's speed).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wr::crc32c {

// Extends `crc` (the CRC32C of some earlier bytes, 0 for none) over `data`.
uint32_t extend(uint32_t crc, const void* data, size_t n);
inline uint32_t value(const void* data, size_t n) { return extend(0, data, n); }
// extend() that also copies the `n` bytes to `out` (not overlapping `data`)
// in the same pass: a checked read from memory at the speed of a plain copy.
uint32_t extendCopy(uint32_t crc, const void* data, size_t n, void* out);
// extend() without the CPU's instruction, one table lookup per byte: the
// fallback, and the reference the tests hold the fast version to.
uint32_t extendPortable(uint32_t crc, const void* data, size_t n);
inline uint32_t value(std::string_view s) { return extend(0, s.data(), s.size()); }

// A stored CRC of data that itself holds CRCs is masked (as LevelDB does) so a
// CRC computed over a CRC does not collide trivially.
inline uint32_t mask(uint32_t crc) { return ((crc >> 15) | (crc << 17)) + 0xa282ead8u; }
inline uint32_t unmask(uint32_t masked) {
    uint32_t rot = masked - 0xa282ead8u;
    return (rot >> 17) | (rot << 15);
}

}  // namespace wr::crc32c
