// The smallest valid Windows hive file, built from nothing: hivex can change
// a hive but cannot create one, so exporting to regf starts from these bytes
// (docs/regf.md has the layout). A 4 KiB base block ("regf", both sequence
// numbers 1, version 1.3, the hive's name, the XOR checksum of its first 508
// bytes) and one 4 KiB hbin holding the root key's nk cell, the sk cell with
// the security descriptor every key below inherits, and one free cell for
// the rest of the bin.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "util/bytes.h"

namespace wr::reg {

// `hiveName` is recorded in the base block (UTF-16LE, cut to 31 characters)
// and names the root key; `fileTime` (FILETIME) stamps the base block and the
// root key.
Bytes emptyRegfHive(std::string_view hiveName, int64_t fileTime);

// The base block's checksum: the XOR of its first 508 bytes as little-endian
// 32-bit words, stored at kRegfChecksumOffset. `baseBlock` holds at least
// that many bytes.
inline constexpr size_t kRegfChecksumOffset = 0x1FC;
uint32_t regfBaseBlockChecksum(BytesView baseBlock);

}  // namespace wr::reg
