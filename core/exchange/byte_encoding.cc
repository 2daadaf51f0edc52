#include "exchange/byte_encoding.h"

#include <array>

#include "registry/names.h"

namespace wr::exchange {

namespace {

constexpr std::string_view kBase64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<int, 256> base64Values() {
    std::array<int, 256> values{};
    for (int& v : values) v = -1;
    for (size_t i = 0; i < kBase64Alphabet.size(); ++i) values[static_cast<unsigned char>(kBase64Alphabet[i])] = int(i);
    return values;
}

}  // namespace

std::string_view encodingName(ByteEncoding encoding) {
    switch (encoding) {
    case ByteEncoding::kText: return "text";
    case ByteEncoding::kHex: return "hex";
    case ByteEncoding::kBase64: return "base64";
    }
    return "text";
}

std::optional<ByteEncoding> parseEncoding(std::string_view name) {
    for (ByteEncoding e : {ByteEncoding::kText, ByteEncoding::kHex, ByteEncoding::kBase64}) {
        if (encodingName(e) == name) return e;
    }
    return std::nullopt;
}

bool isText(BytesView bytes) {
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) return false;
    }
    return reg::isValidUtf8(bytes);
}

std::string toBase64(BytesView bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const uint32_t n = uint32_t(static_cast<unsigned char>(bytes[i])) << 16 |
                           uint32_t(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                           uint32_t(static_cast<unsigned char>(bytes[i + 2]));
        for (int shift : {18, 12, 6, 0}) out.push_back(kBase64Alphabet[(n >> shift) & 0x3F]);
    }
    const size_t rest = bytes.size() - i;
    if (rest == 0) return out;
    uint32_t n = uint32_t(static_cast<unsigned char>(bytes[i])) << 16;
    if (rest == 2) n |= uint32_t(static_cast<unsigned char>(bytes[i + 1])) << 8;
    out.push_back(kBase64Alphabet[(n >> 18) & 0x3F]);
    out.push_back(kBase64Alphabet[(n >> 12) & 0x3F]);
    out.push_back(rest == 2 ? kBase64Alphabet[(n >> 6) & 0x3F] : '=');
    out.push_back('=');
    return out;
}

std::optional<Bytes> fromBase64(std::string_view text) {
    static constexpr std::array<int, 256> kValues = base64Values();
    if (text.size() % 4 != 0) return std::nullopt;
    Bytes out;
    out.reserve(text.size() / 4 * 3);
    for (size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int padding = last ? (text[i + 3] == '=') + (text[i + 2] == '=') : 0;
        uint32_t n = 0;
        for (size_t j = 0; j < 4; ++j) {
            const int v = j >= 4 - size_t(padding) ? 0 : kValues[static_cast<unsigned char>(text[i + j])];
            if (v < 0) return std::nullopt;
            n = n << 6 | uint32_t(v);
        }
        out.push_back(char(n >> 16));
        if (padding < 2) out.push_back(char(n >> 8));
        if (padding < 1) out.push_back(char(n));
    }
    return out;
}

EncodedBytes encodeBytes(BytesView bytes, ByteEncoding preferred) {
    switch (preferred) {
    case ByteEncoding::kText:
        if (isText(bytes)) return {ByteEncoding::kText, std::string(bytes)};
        return {ByteEncoding::kHex, toHex(bytes)};
    case ByteEncoding::kHex: return {ByteEncoding::kHex, toHex(bytes)};
    case ByteEncoding::kBase64: return {ByteEncoding::kBase64, toBase64(bytes)};
    }
    return {ByteEncoding::kHex, toHex(bytes)};
}

ByteEncoding keyEncoding(BytesView key, ByteEncoding values) {
    if (isText(key)) return ByteEncoding::kText;
    return values == ByteEncoding::kText ? ByteEncoding::kHex : values;
}

std::optional<Bytes> decodeBytes(std::string_view text, ByteEncoding encoding) {
    switch (encoding) {
    case ByteEncoding::kText: return Bytes(text);
    case ByteEncoding::kHex: return fromHex(text);
    case ByteEncoding::kBase64: return fromBase64(text);
    }
    return std::nullopt;
}

}  // namespace wr::exchange
