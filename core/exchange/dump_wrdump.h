// wrdump, the native dump format: any bytes back exactly, in one pass each
// way, with damage and truncation found rather than read as fewer pairs.
// Integers are little-endian; varints are LEB128 (7 bits a byte, the high
// bit set on all bytes but the last); "CRC" is CRC32C, stored masked as
// LevelDB stores it (util/crc32c.h).
//
//   header, 16 bytes
//     0   8  magic 89 57 52 44 55 4D 50 0A ("\x89WRDUMP\n": a file mangled
//            by a text transfer or read as text is refused at once)
//     8   4  version, u32 = 1
//    12   4  CRC of bytes 0-11
//   one record per pair, in the order they were written
//     1      tag 01
//     varint key length K
//     varint value length V
//     K      key
//     V      value
//     4      CRC of the record's bytes before it (tag to value)
//   trailer, 13 bytes, the end of the file
//     1      tag 00
//     8      pair count, u64
//     4      CRC over the whole: of the header's 16 bytes, then every
//            record's 4 CRC bytes in order, then the trailer's tag and count
// Each record's CRC covers its lengths and bytes; the whole-file CRC then
// covers the order and number of the records, so a dropped, repeated or
// reordered record is found, and a file without its trailer is truncated.
#pragma once

#include <memory>

#include "exchange/dump_codec.h"
#include "util/format_version.h"

namespace wr::exchange {

inline constexpr FormatVersion kWrDumpFormat{"wrdump", 1, 1, std::string_view("\x89WRDUMP\n", 8)};

std::unique_ptr<DumpEncoder> makeWrDumpEncoder();
Result<std::unique_ptr<DumpDecoder>> makeWrDumpDecoder(DumpInput input);
// True when `start` (a file's first bytes) begins with the magic.
bool looksLikeWrDump(BytesView start);

}  // namespace wr::exchange
