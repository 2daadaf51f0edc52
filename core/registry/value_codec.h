// Conversions between what a user means and the bytes a registry value holds,
// exactly as Windows encodes them: REG_SZ / REG_EXPAND_SZ / REG_LINK are
// UTF-16LE, normally with a terminating NUL; REG_MULTI_SZ is a sequence of
// NUL-terminated UTF-16LE strings ended by one more NUL; REG_DWORD is four
// little-endian bytes, REG_DWORD_BIG_ENDIAN four big-endian ones, REG_QWORD
// eight little-endian ones.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/bytes.h"

namespace wr::reg {

// UTF-8 to UTF-16LE bytes, without a terminator. Invalid UTF-8 bytes become U+FFFD.
Bytes utf8ToUtf16le(std::string_view utf8);
// UTF-16LE bytes to UTF-8; unpaired surrogates become U+FFFD, an odd last byte is dropped.
std::string utf16leToUtf8(BytesView utf16le);

// Bytes 0x01..0x7F only: text that is the same in ASCII, UTF-8 and (widened) UTF-16.
bool isAsciiWithoutNul(std::string_view s);
// REG_SZ data: the UTF-16LE text with a terminating NUL.
Bytes encodeString(std::string_view utf8);
// The text t when `data` is exactly encodeString(t): one terminating NUL, no
// NUL before it, no unpaired surrogate. nullopt for anything else.
std::optional<std::string> exactString(BytesView data);
// The text of REG_SZ-like data, stopping at the first NUL (as regedit shows it).
std::string decodeString(BytesView data);
Bytes encodeMultiString(const std::vector<std::string>& strings);
std::vector<std::string> decodeMultiString(BytesView data);

Bytes encodeDword(uint32_t v);
Bytes encodeDwordBigEndian(uint32_t v);
Bytes encodeQword(uint64_t v);
// nullopt unless the data has exactly the right size.
std::optional<uint32_t> decodeDword(BytesView data);
std::optional<uint32_t> decodeDwordBigEndian(BytesView data);
std::optional<uint64_t> decodeQword(BytesView data);

// A one-line rendering of any value for listings: text for string types,
// "0x0000002a (42)" for numbers, hex bytes for the rest (cut to maxBytes).
std::string formatValueData(uint32_t type, BytesView data, size_t maxBytes = 64);

}  // namespace wr::reg
