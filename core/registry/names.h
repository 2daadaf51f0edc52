// Registry names: stored as UTF-8, kept as written, compared without regard
// to letter case, and limited as Windows limits them (seed 000 Table 10).
// Lengths are counted as Windows counts them, in UTF-16 code units.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "util/status.h"

namespace wr::reg {

inline constexpr size_t kMaxKeyNameChars = 255;
inline constexpr size_t kMaxKeyDepth = 512;
inline constexpr size_t kMaxValueNameChars = 16383;
// Microsoft's recommended ceiling for one value (seed 000 Sec. 7): larger
// values belong in files (WR-Store++).
inline constexpr size_t kRecommendedMaxValueBytes = 2 * 1024 * 1024;
// The largest value data any backend accepts: a key's 4 GiB of values less
// room for the value's name and framing in the portable hive. The Win32
// backend refuses the same, so a store meets one limit on both.
inline constexpr uint64_t kMaxValueBytes = UINT32_MAX - 64 * 1024;

// UTF-16 code units of a UTF-8 string; invalid UTF-8 counts one unit per byte.
size_t utf16Length(std::string_view utf8);
bool isValidUtf8(std::string_view s);

// Case-insensitive comparison by simple upper-casing of each code point, as the
// registry compares names. Returns <0, 0, >0.
int compareNames(std::string_view a, std::string_view b);
inline bool namesEqual(std::string_view a, std::string_view b) { return compareNames(a, b) == 0; }
// A 32-bit summary of a name's first four bytes, folded, that orders like
// compareNames: when two summaries are both certain (kNamePrefixUncertain
// clear) and differ, their names compare the same way; otherwise only
// compareNames can tell. A name with a non-ASCII byte among its first four
// is uncertain, as folding could map it onto ASCII.
inline constexpr uint32_t kNamePrefixUncertain = 0x80000000u;
uint32_t namePrefix(std::string_view name);
// compareNames(a, b) < 0 decided from the prefixes when they can decide it.
inline bool nameLess(uint32_t prefixA, std::string_view a, uint32_t prefixB, std::string_view b) {
    if (((prefixA | prefixB) & kNamePrefixUncertain) == 0 && prefixA != prefixB) return prefixA < prefixB;
    return compareNames(a, b) < 0;
}
// An 8-bit summary of a name's first and last four bytes, folded, for quick
// inequality tests: names that compare equal have equal tags unless either
// tag is kNameTagUncertain, which a name gets when a non-ASCII byte is among
// those eight (folding could map it onto ASCII, and shift the positions).
inline constexpr uint8_t kNameTagUncertain = 0;
uint8_t nameTag(std::string_view name);
// The upper-cased form compareNames compares; equal names fold equal.
std::string foldName(std::string_view name);
// A hash of foldName(name) computed without building it.
uint64_t hashFoldedName(std::string_view name);

// A key name is 1..255 units of valid UTF-8 with no backslash and no NUL.
Status validateKeyName(std::string_view name);
// A value name is 0..16,383 units of valid UTF-8 without NUL (empty is the
// default value "@"); Windows cannot hold a NUL in one.
Status validateValueName(std::string_view name);
// A key `levels` below the registry's root (a key under the root is level 1)
// fits within kMaxKeyDepth; the error says how deep it would be.
Status validateKeyDepth(size_t levels);
// Value data of `bytes` fits within kMaxValueBytes.
Status validateValueSize(uint64_t bytes);

}  // namespace wr::reg
