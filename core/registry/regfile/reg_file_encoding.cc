#include "registry/regfile/reg_file_encoding.h"

#include <cstdint>

#include "registry/names.h"
#include "registry/value_codec.h"

namespace wr::reg {

namespace {

// Windows-1252 bytes 0x80..0x9F; the rest of the code page is Latin-1.
constexpr uint16_t kAnsiHigh[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

uint16_t ansiToUnit(unsigned char b) { return (b >= 0x80 && b < 0xA0) ? kAnsiHigh[b - 0x80] : b; }

char unitToAnsi(uint16_t u) {
    if (u < 0x80 || (u >= 0xA0 && u <= 0xFF)) return static_cast<char>(u);
    for (int i = 0; i < 32; ++i) {
        if (kAnsiHigh[i] == u) return static_cast<char>(0x80 + i);
    }
    return '?';
}

bool startsWith(BytesView s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

}  // namespace

std::string ansiToUtf8(BytesView ansi) {
    Bytes utf16;
    utf16.reserve(ansi.size() * 2);
    for (char c : ansi) {
        uint16_t u = ansiToUnit(static_cast<unsigned char>(c));
        utf16.push_back(static_cast<char>(u & 0xFF));
        utf16.push_back(static_cast<char>(u >> 8));
    }
    return utf16leToUtf8(utf16);
}

Bytes utf8ToAnsi(std::string_view utf8) {
    Bytes utf16 = utf8ToUtf16le(utf8);
    Bytes out;
    out.reserve(utf16.size() / 2);
    for (size_t i = 0; i + 1 < utf16.size(); i += 2) {
        auto u =
            static_cast<uint16_t>(static_cast<unsigned char>(utf16[i]) | static_cast<unsigned char>(utf16[i + 1]) << 8);
        // A surrogate pair is one character, and one '?'.
        if (u >= 0xDC00 && u <= 0xDFFF && i >= 2) {
            auto prev = static_cast<unsigned char>(utf16[i - 1]);
            if (prev >= 0xD8 && prev <= 0xDB) continue;
        }
        out.push_back(unitToAnsi(u));
    }
    return out;
}

std::string singleByteTextToUtf8(BytesView bytes) {
    return isValidUtf8(bytes) ? std::string(bytes) : ansiToUtf8(bytes);
}

Result<DecodedRegText> decodeRegText(Bytes file, std::string_view source) {
    static constexpr std::string_view kUtf16leBom("\xFF\xFE", 2);
    static constexpr std::string_view kUtf16beBom("\xFE\xFF", 2);
    static constexpr std::string_view kUtf8Bom("\xEF\xBB\xBF", 3);
    if (startsWith(file, kUtf16leBom)) {
        BytesView body = BytesView(file).substr(2);
        if (body.size() % 2 != 0) {
            return Status::invalidArgument(std::string(source) +
                                           ": a UTF-16 file must have an even number of bytes, this one ends "
                                           "in half a character");
        }
        return DecodedRegText{utf16leToUtf8(body), RegTextEncoding::kUtf16le};
    }
    if (startsWith(file, kUtf16beBom)) {
        return Status::invalidArgument(std::string(source) +
                                       ": the file is UTF-16 big-endian; regedit reads only UTF-16LE, UTF-8 "
                                       "and ANSI files");
    }
    if (startsWith(file, kUtf8Bom)) {
        file.erase(0, kUtf8Bom.size());
        return DecodedRegText{std::move(file), RegTextEncoding::kUtf8};
    }
    if (isValidUtf8(file)) return DecodedRegText{std::move(file), RegTextEncoding::kUtf8};
    return DecodedRegText{ansiToUtf8(file), RegTextEncoding::kAnsi};
}

Bytes encodeRegText(std::string_view utf8, RegTextEncoding encoding) {
    switch (encoding) {
    case RegTextEncoding::kUtf16le: return utf8ToUtf16le(utf8);
    case RegTextEncoding::kUtf8: return Bytes(utf8);
    case RegTextEncoding::kAnsi: return utf8ToAnsi(utf8);
    }
    return Bytes(utf8);
}

}  // namespace wr::reg
