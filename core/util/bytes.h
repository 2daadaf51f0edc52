// Byte strings. Keys and values are arbitrary bytes (NUL included); like
// LevelDB we carry them in std::string and view them through std::string_view.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace wr {

using Bytes = std::string;
using BytesView = std::string_view;

// Lower-case hexadecimal of every byte ("fe40...").
std::string toHex(BytesView bytes);
// Inverse of toHex; nullopt on odd length or a non-hex character.
std::optional<Bytes> fromHex(std::string_view hex);

// Fixed-width little-endian integers, the on-disk byte order of every format here.
inline void putFixed32(Bytes& out, uint32_t v) {
    char b[4] = {char(v), char(v >> 8), char(v >> 16), char(v >> 24)};
    out.append(b, 4);
}
inline void putFixed64(Bytes& out, uint64_t v) {
    putFixed32(out, uint32_t(v));
    putFixed32(out, uint32_t(v >> 32));
}
inline uint32_t getFixed32(const char* p) {
    const auto* u = reinterpret_cast<const unsigned char*>(p);
    return uint32_t(u[0]) | uint32_t(u[1]) << 8 | uint32_t(u[2]) << 16 | uint32_t(u[3]) << 24;
}
inline uint64_t getFixed64(const char* p) { return getFixed32(p) | uint64_t(getFixed32(p + 4)) << 32; }
inline void encodeFixed32(char* p, uint32_t v) {
    p[0] = char(v);
    p[1] = char(v >> 8);
    p[2] = char(v >> 16);
    p[3] = char(v >> 24);
}
inline void encodeFixed64(char* p, uint64_t v) {
    encodeFixed32(p, uint32_t(v));
    encodeFixed32(p + 4, uint32_t(v >> 32));
}

// LEB128 varints: 7 bits per byte, high bit set on all but the last.
void putVarint(Bytes& out, uint64_t v);
// getVarint's general case.
std::optional<uint64_t> getMultiByteVarint(BytesView& in);
// Decodes a varint at `in`, advancing it; nullopt when the input ends or the
// varint is longer than 10 bytes.
inline std::optional<uint64_t> getVarint(BytesView& in) {
    // Most varints are small lengths: one byte, decoded inline.
    if (!in.empty() && static_cast<unsigned char>(in[0]) < 0x80) {
        uint64_t v = static_cast<unsigned char>(in[0]);
        in.remove_prefix(1);
        return v;
    }
    return getMultiByteVarint(in);
}
// A varint length followed by that many bytes.
void putLengthPrefixed(Bytes& out, BytesView bytes);
std::optional<BytesView> getLengthPrefixed(BytesView& in);

// A printable rendering for messages: printable ASCII as is, other bytes as \xNN,
// cut to `maxLen` characters with "..." appended.
std::string printable(BytesView bytes, size_t maxLen = 64);

}  // namespace wr
