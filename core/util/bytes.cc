#include "util/bytes.h"

namespace wr {

namespace {
constexpr char kHexDigits[] = "0123456789abcdef";

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
}  // namespace

std::string toHex(BytesView bytes) {
    std::string out;
    out.resize(bytes.size() * 2);
    for (size_t i = 0; i < bytes.size(); ++i) {
        auto b = static_cast<unsigned char>(bytes[i]);
        out[2 * i] = kHexDigits[b >> 4];
        out[2 * i + 1] = kHexDigits[b & 0xF];
    }
    return out;
}

std::optional<Bytes> fromHex(std::string_view hex) {
    if (hex.size() % 2 != 0) return std::nullopt;
    Bytes out;
    out.resize(hex.size() / 2);
    for (size_t i = 0; i < out.size(); ++i) {
        int hi = hexValue(hex[2 * i]);
        int lo = hexValue(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out[i] = static_cast<char>(hi << 4 | lo);
    }
    return out;
}

void putVarint(Bytes& out, uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<char>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
}

std::optional<uint64_t> getMultiByteVarint(BytesView& in) {
    uint64_t result = 0;
    for (int shift = 0, i = 0; i < 10 && static_cast<size_t>(i) < in.size(); ++i, shift += 7) {
        auto b = static_cast<unsigned char>(in[i]);
        result |= uint64_t(b & 0x7F) << shift;
        if ((b & 0x80) == 0) {
            in.remove_prefix(i + 1);
            return result;
        }
    }
    return std::nullopt;
}

void putLengthPrefixed(Bytes& out, BytesView bytes) {
    putVarint(out, bytes.size());
    out.append(bytes.data(), bytes.size());
}

std::optional<BytesView> getLengthPrefixed(BytesView& in) {
    auto len = getVarint(in);
    if (!len || *len > in.size()) return std::nullopt;
    BytesView result = in.substr(0, *len);
    in.remove_prefix(*len);
    return result;
}

std::string printable(BytesView bytes, size_t maxLen) {
    std::string out;
    for (char c : bytes) {
        if (out.size() >= maxLen) {
            out += "...";
            break;
        }
        auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F && b != '\\') {
            out.push_back(c);
        } else {
            out += "\\x";
            out.push_back(kHexDigits[b >> 4]);
            out.push_back(kHexDigits[b & 0xF]);
        }
    }
    return out;
}

}  // namespace wr
