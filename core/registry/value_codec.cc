#include "registry/value_codec.h"

#include <cstdio>
#include <cstring>

#include "registry/value_type.h"

namespace wr::reg {

namespace {

void appendUnit(Bytes& out, uint16_t u) {
    out.push_back(static_cast<char>(u & 0xFF));
    out.push_back(static_cast<char>(u >> 8));
}

void appendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

constexpr uint32_t kReplacement = 0xFFFD;

// Decodes one code point at s[i], advancing i; invalid sequences give U+FFFD
// and consume one byte.
uint32_t nextCodePoint(std::string_view s, size_t& i) {
    auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        ++i;
        return b0;
    }
    int len = (b0 & 0xE0) == 0xC0 ? 2 : (b0 & 0xF0) == 0xE0 ? 3 : (b0 & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || i + len > s.size()) {
        ++i;
        return kReplacement;
    }
    uint32_t cp = b0 & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
        auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80) {
            ++i;
            return kReplacement;
        }
        cp = cp << 6 | (b & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++i;
        return kReplacement;
    }
    i += len;
    return cp;
}

}  // namespace

Bytes utf8ToUtf16le(std::string_view utf8) {
    Bytes out;
    out.reserve(utf8.size() * 2);
    for (size_t i = 0; i < utf8.size();) {
        uint32_t cp = nextCodePoint(utf8, i);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            appendUnit(out, static_cast<uint16_t>(0xD800 | (cp >> 10)));
            appendUnit(out, static_cast<uint16_t>(0xDC00 | (cp & 0x3FF)));
        } else {
            appendUnit(out, static_cast<uint16_t>(cp));
        }
    }
    return out;
}

namespace {

// Calls visit(codePoint, unpaired) for each code point of the UTF-16LE units,
// surrogate pairs joined; an unpaired surrogate comes with unpaired = true.
// Stops early when visit returns false; returns whether it ran to the end.
template <typename Visit>
bool forEachCodePoint(BytesView utf16le, const Visit& visit) {
    size_t units = utf16le.size() / 2;
    auto unitAt = [&](size_t k) {
        return static_cast<uint16_t>(static_cast<unsigned char>(utf16le[2 * k]) |
                                     static_cast<unsigned char>(utf16le[2 * k + 1]) << 8);
    };
    for (size_t k = 0; k < units; ++k) {
        uint32_t u = unitAt(k);
        if (u >= 0xD800 && u <= 0xDBFF && k + 1 < units) {
            uint32_t lo = unitAt(k + 1);
            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                ++k;
                if (!visit(0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00), false)) return false;
                continue;
            }
        }
        if (!visit(u, u >= 0xD800 && u <= 0xDFFF)) return false;
    }
    return true;
}

}  // namespace

std::string utf16leToUtf8(BytesView utf16le) {
    std::string out;
    out.reserve(utf16le.size() / 2);
    forEachCodePoint(utf16le, [&](uint32_t cp, bool unpaired) {
        appendUtf8(out, unpaired ? kReplacement : cp);
        return true;
    });
    return out;
}

bool isAsciiWithoutNul(std::string_view s) {
    // Eight bytes at a time: no byte has its high bit set, and none is zero
    // (the classic test: a zero byte is the only one whose top bit survives
    // subtracting 1 and masking with the byte's complement). Every WR-Store
    // put checks its value twice.
    constexpr uint64_t kOnes = 0x0101010101010101ull;
    constexpr uint64_t kHighBits = 0x8080808080808080ull;
    size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        uint64_t word;
        std::memcpy(&word, s.data() + i, 8);
        if ((word & kHighBits) != 0 || ((word - kOnes) & ~word & kHighBits) != 0) return false;
    }
    bool plain = true;
    for (; i < s.size(); ++i) plain &= static_cast<unsigned char>(s[i]) - 1u < 0x7Fu;
    return plain;
}

Bytes encodeString(std::string_view utf8) {
    Bytes out = utf8ToUtf16le(utf8);
    appendUnit(out, 0);
    return out;
}

namespace {

// ASCII text without NUL, the common case, narrowed one unit to one byte into
// `out`; false (and `out` unspecified) for any other unit.
bool narrowAscii(BytesView utf16le, std::string& out) {
    const size_t units = utf16le.size() / 2;
    out.resize(units);
    bool plain = true;
    for (size_t k = 0; k < units; ++k) {
        const auto low = static_cast<unsigned char>(utf16le[2 * k]);
        plain &= utf16le[2 * k + 1] == 0 && low - 1u < 0x7Fu;
        out[k] = static_cast<char>(low);
    }
    return plain;
}

}  // namespace

std::optional<std::string> exactString(BytesView data) {
    if (data.size() < 2 || data.size() % 2 != 0 || data[data.size() - 2] != 0 || data[data.size() - 1] != 0) {
        return std::nullopt;
    }
    const BytesView units = data.substr(0, data.size() - 2);
    std::string out;
    if (narrowAscii(units, out)) return out;
    out.clear();
    bool exact = forEachCodePoint(units, [&](uint32_t cp, bool unpaired) {
        if (cp == 0 || unpaired) return false;
        appendUtf8(out, cp);
        return true;
    });
    if (!exact) return std::nullopt;
    return out;
}

std::string decodeString(BytesView data) {
    for (size_t k = 0; k + 1 < data.size(); k += 2) {
        if (data[k] == 0 && data[k + 1] == 0) return utf16leToUtf8(data.substr(0, k));
    }
    return utf16leToUtf8(data);
}

Bytes encodeMultiString(const std::vector<std::string>& strings) {
    Bytes out;
    for (const auto& s : strings) out += encodeString(s);
    appendUnit(out, 0);
    return out;
}

std::vector<std::string> decodeMultiString(BytesView data) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t k = 0; k + 1 < data.size(); k += 2) {
        if (data[k] == 0 && data[k + 1] == 0) {
            if (k == start) return out;  // the empty string that ends the list
            out.push_back(utf16leToUtf8(data.substr(start, k - start)));
            start = k + 2;
        }
    }
    // Data written without its terminators still shows its last string.
    if (start + 1 < data.size()) out.push_back(utf16leToUtf8(data.substr(start)));
    return out;
}

Bytes encodeDword(uint32_t v) {
    Bytes out;
    putFixed32(out, v);
    return out;
}

Bytes encodeDwordBigEndian(uint32_t v) {
    return Bytes{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                 static_cast<char>(v)};
}

Bytes encodeQword(uint64_t v) {
    Bytes out;
    putFixed64(out, v);
    return out;
}

std::optional<uint32_t> decodeDword(BytesView data) {
    if (data.size() != 4) return std::nullopt;
    return getFixed32(data.data());
}

std::optional<uint32_t> decodeDwordBigEndian(BytesView data) {
    if (data.size() != 4) return std::nullopt;
    const auto* u = reinterpret_cast<const unsigned char*>(data.data());
    return uint32_t(u[0]) << 24 | uint32_t(u[1]) << 16 | uint32_t(u[2]) << 8 | uint32_t(u[3]);
}

std::optional<uint64_t> decodeQword(BytesView data) {
    if (data.size() != 8) return std::nullopt;
    return getFixed64(data.data());
}

std::string formatValueData(uint32_t type, BytesView data, size_t maxBytes) {
    char buf[64];
    switch (type) {
    case REG_SZ:
    case REG_EXPAND_SZ:
    case REG_LINK: return decodeString(data);
    case REG_MULTI_SZ: {
        std::string out;
        for (const auto& s : decodeMultiString(data)) out += (out.empty() ? "" : " | ") + s;
        return out;
    }
    case REG_DWORD:
    case REG_DWORD_BIG_ENDIAN: {
        auto v = type == REG_DWORD ? decodeDword(data) : decodeDwordBigEndian(data);
        if (!v) break;
        std::snprintf(buf, sizeof(buf), "0x%08x (%u)", *v, *v);
        return buf;
    }
    case REG_QWORD: {
        auto v = decodeQword(data);
        if (!v) break;
        std::snprintf(buf, sizeof(buf), "0x%016llx (%llu)", static_cast<unsigned long long>(*v),
                      static_cast<unsigned long long>(*v));
        return buf;
    }
    default: break;
    }
    std::string out;
    for (size_t i = 0; i < data.size(); ++i) {
        if (i == maxBytes) {
            out += " ...";
            break;
        }
        std::snprintf(buf, sizeof(buf), i ? " %02x" : "%02x", static_cast<unsigned char>(data[i]));
        out += buf;
    }
    return out;
}

}  // namespace wr::reg
