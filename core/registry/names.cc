#include "registry/names.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "util/bytes.h"

namespace wr::reg {

namespace {

// Decoding that never fails: a byte that does not start a valid UTF-8
// sequence decodes as kRawByte + byte, above every code point, so invalid
// input still compares, folds and hashes deterministically.
constexpr uint32_t kRawByte = 0x110000;

uint32_t decodeAt(std::string_view s, size_t& i) {
    auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        ++i;
        return b0;
    }
    size_t len = (b0 & 0xE0) == 0xC0 ? 2 : (b0 & 0xF0) == 0xE0 ? 3 : (b0 & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || i + len > s.size()) {
        ++i;
        return kRawByte + b0;
    }
    uint32_t cp = b0 & (0x7Fu >> len);
    for (size_t k = 1; k < len; ++k) {
        auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80) {
            ++i;
            return kRawByte + b0;
        }
        cp = cp << 6 | (b & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++i;
        return kRawByte + b0;
    }
    i += len;
    return cp;
}

// Appends the UTF-8 form of a decoded unit (a raw byte goes back as itself).
size_t encodeUnit(uint32_t cp, char* out) {
    if (cp >= kRawByte) {
        out[0] = static_cast<char>(cp - kRawByte);
        return 1;
    }
    if (cp < 0x80) {
        out[0] = static_cast<char>(cp);
        return 1;
    }
    if (cp < 0x800) {
        out[0] = static_cast<char>(0xC0 | (cp >> 6));
        out[1] = static_cast<char>(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = static_cast<char>(0xE0 | (cp >> 12));
        out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out[2] = static_cast<char>(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = static_cast<char>(0xF0 | (cp >> 18));
    out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[3] = static_cast<char>(0x80 | (cp & 0x3F));
    return 4;
}

// Simple (one-to-one) upper-case mapping of every code point above ASCII,
// from Unicode 14's UnicodeData.txt as glibc 2.36 ships it: code points
// first..last, every stride-th one, map to code point + delta. A table of our
// own rather than towupper() keeps the order of names the same on every
// platform and under every locale, which the sorted subkey lists of a hive
// snapshot depend on.
struct UpperRange {
    uint32_t first;
    uint32_t last;
    uint32_t stride;
    int32_t delta;
};

constexpr UpperRange kUpperRanges[] = {
    {0x00B5, 0x00B5, 1, 743},    {0x00E0, 0x00F6, 1, -32},    {0x00F8, 0x00FE, 1, -32},   {0x00FF, 0x00FF, 1, 121},
    {0x0101, 0x012F, 2, -1},     {0x0131, 0x0131, 1, -232},   {0x0133, 0x0137, 2, -1},    {0x013A, 0x0148, 2, -1},
    {0x014B, 0x0177, 2, -1},     {0x017A, 0x017E, 2, -1},     {0x017F, 0x017F, 1, -300},  {0x0180, 0x0180, 1, 195},
    {0x0183, 0x0185, 2, -1},     {0x0188, 0x0188, 1, -1},     {0x018C, 0x018C, 1, -1},    {0x0192, 0x0192, 1, -1},
    {0x0195, 0x0195, 1, 97},     {0x0199, 0x0199, 1, -1},     {0x019A, 0x019A, 1, 163},   {0x019E, 0x019E, 1, 130},
    {0x01A1, 0x01A5, 2, -1},     {0x01A8, 0x01A8, 1, -1},     {0x01AD, 0x01AD, 1, -1},    {0x01B0, 0x01B0, 1, -1},
    {0x01B4, 0x01B6, 2, -1},     {0x01B9, 0x01B9, 1, -1},     {0x01BD, 0x01BD, 1, -1},    {0x01BF, 0x01BF, 1, 56},
    {0x01C5, 0x01C5, 1, -1},     {0x01C6, 0x01C6, 1, -2},     {0x01C8, 0x01C8, 1, -1},    {0x01C9, 0x01C9, 1, -2},
    {0x01CB, 0x01CB, 1, -1},     {0x01CC, 0x01CC, 1, -2},     {0x01CE, 0x01DC, 2, -1},    {0x01DD, 0x01DD, 1, -79},
    {0x01DF, 0x01EF, 2, -1},     {0x01F2, 0x01F2, 1, -1},     {0x01F3, 0x01F3, 1, -2},    {0x01F5, 0x01F5, 1, -1},
    {0x01F9, 0x021F, 2, -1},     {0x0223, 0x0233, 2, -1},     {0x023C, 0x023C, 1, -1},    {0x023F, 0x0240, 1, 10815},
    {0x0242, 0x0242, 1, -1},     {0x0247, 0x024F, 2, -1},     {0x0250, 0x0250, 1, 10783}, {0x0251, 0x0251, 1, 10780},
    {0x0252, 0x0252, 1, 10782},  {0x0253, 0x0253, 1, -210},   {0x0254, 0x0254, 1, -206},  {0x0256, 0x0257, 1, -205},
    {0x0259, 0x0259, 1, -202},   {0x025B, 0x025B, 1, -203},   {0x025C, 0x025C, 1, 42319}, {0x0260, 0x0260, 1, -205},
    {0x0261, 0x0261, 1, 42315},  {0x0263, 0x0263, 1, -207},   {0x0265, 0x0265, 1, 42280}, {0x0266, 0x0266, 1, 42308},
    {0x0268, 0x0268, 1, -209},   {0x0269, 0x0269, 1, -211},   {0x026A, 0x026A, 1, 42308}, {0x026B, 0x026B, 1, 10743},
    {0x026C, 0x026C, 1, 42305},  {0x026F, 0x026F, 1, -211},   {0x0271, 0x0271, 1, 10749}, {0x0272, 0x0272, 1, -213},
    {0x0275, 0x0275, 1, -214},   {0x027D, 0x027D, 1, 10727},  {0x0280, 0x0280, 1, -218},  {0x0282, 0x0282, 1, 42307},
    {0x0283, 0x0283, 1, -218},   {0x0287, 0x0287, 1, 42282},  {0x0288, 0x0288, 1, -218},  {0x0289, 0x0289, 1, -69},
    {0x028A, 0x028B, 1, -217},   {0x028C, 0x028C, 1, -71},    {0x0292, 0x0292, 1, -219},  {0x029D, 0x029D, 1, 42261},
    {0x029E, 0x029E, 1, 42258},  {0x0345, 0x0345, 1, 84},     {0x0371, 0x0373, 2, -1},    {0x0377, 0x0377, 1, -1},
    {0x037B, 0x037D, 1, 130},    {0x03AC, 0x03AC, 1, -38},    {0x03AD, 0x03AF, 1, -37},   {0x03B1, 0x03C1, 1, -32},
    {0x03C2, 0x03C2, 1, -31},    {0x03C3, 0x03CB, 1, -32},    {0x03CC, 0x03CC, 1, -64},   {0x03CD, 0x03CE, 1, -63},
    {0x03D0, 0x03D0, 1, -62},    {0x03D1, 0x03D1, 1, -57},    {0x03D5, 0x03D5, 1, -47},   {0x03D6, 0x03D6, 1, -54},
    {0x03D7, 0x03D7, 1, -8},     {0x03D9, 0x03EF, 2, -1},     {0x03F0, 0x03F0, 1, -86},   {0x03F1, 0x03F1, 1, -80},
    {0x03F2, 0x03F2, 1, 7},      {0x03F3, 0x03F3, 1, -116},   {0x03F5, 0x03F5, 1, -96},   {0x03F8, 0x03F8, 1, -1},
    {0x03FB, 0x03FB, 1, -1},     {0x0430, 0x044F, 1, -32},    {0x0450, 0x045F, 1, -80},   {0x0461, 0x0481, 2, -1},
    {0x048B, 0x04BF, 2, -1},     {0x04C2, 0x04CE, 2, -1},     {0x04CF, 0x04CF, 1, -15},   {0x04D1, 0x052F, 2, -1},
    {0x0561, 0x0586, 1, -48},    {0x10D0, 0x10FA, 1, 3008},   {0x10FD, 0x10FF, 1, 3008},  {0x13F8, 0x13FD, 1, -8},
    {0x1C80, 0x1C80, 1, -6254},  {0x1C81, 0x1C81, 1, -6253},  {0x1C82, 0x1C82, 1, -6244}, {0x1C83, 0x1C84, 1, -6242},
    {0x1C85, 0x1C85, 1, -6243},  {0x1C86, 0x1C86, 1, -6236},  {0x1C87, 0x1C87, 1, -6181}, {0x1C88, 0x1C88, 1, 35266},
    {0x1D79, 0x1D79, 1, 35332},  {0x1D7D, 0x1D7D, 1, 3814},   {0x1D8E, 0x1D8E, 1, 35384}, {0x1E01, 0x1E95, 2, -1},
    {0x1E9B, 0x1E9B, 1, -59},    {0x1EA1, 0x1EFF, 2, -1},     {0x1F00, 0x1F07, 1, 8},     {0x1F10, 0x1F15, 1, 8},
    {0x1F20, 0x1F27, 1, 8},      {0x1F30, 0x1F37, 1, 8},      {0x1F40, 0x1F45, 1, 8},     {0x1F51, 0x1F57, 2, 8},
    {0x1F60, 0x1F67, 1, 8},      {0x1F70, 0x1F71, 1, 74},     {0x1F72, 0x1F75, 1, 86},    {0x1F76, 0x1F77, 1, 100},
    {0x1F78, 0x1F79, 1, 128},    {0x1F7A, 0x1F7B, 1, 112},    {0x1F7C, 0x1F7D, 1, 126},   {0x1F80, 0x1F87, 1, 8},
    {0x1F90, 0x1F97, 1, 8},      {0x1FA0, 0x1FA7, 1, 8},      {0x1FB0, 0x1FB1, 1, 8},     {0x1FB3, 0x1FB3, 1, 9},
    {0x1FBE, 0x1FBE, 1, -7205},  {0x1FC3, 0x1FC3, 1, 9},      {0x1FD0, 0x1FD1, 1, 8},     {0x1FE0, 0x1FE1, 1, 8},
    {0x1FE5, 0x1FE5, 1, 7},      {0x1FF3, 0x1FF3, 1, 9},      {0x214E, 0x214E, 1, -28},   {0x2170, 0x217F, 1, -16},
    {0x2184, 0x2184, 1, -1},     {0x24D0, 0x24E9, 1, -26},    {0x2C30, 0x2C5F, 1, -48},   {0x2C61, 0x2C61, 1, -1},
    {0x2C65, 0x2C65, 1, -10795}, {0x2C66, 0x2C66, 1, -10792}, {0x2C68, 0x2C6C, 2, -1},    {0x2C73, 0x2C73, 1, -1},
    {0x2C76, 0x2C76, 1, -1},     {0x2C81, 0x2CE3, 2, -1},     {0x2CEC, 0x2CEE, 2, -1},    {0x2CF3, 0x2CF3, 1, -1},
    {0x2D00, 0x2D25, 1, -7264},  {0x2D27, 0x2D27, 1, -7264},  {0x2D2D, 0x2D2D, 1, -7264}, {0xA641, 0xA66D, 2, -1},
    {0xA681, 0xA69B, 2, -1},     {0xA723, 0xA72F, 2, -1},     {0xA733, 0xA76F, 2, -1},    {0xA77A, 0xA77C, 2, -1},
    {0xA77F, 0xA787, 2, -1},     {0xA78C, 0xA78C, 1, -1},     {0xA791, 0xA793, 2, -1},    {0xA794, 0xA794, 1, 48},
    {0xA797, 0xA7A9, 2, -1},     {0xA7B5, 0xA7C3, 2, -1},     {0xA7C8, 0xA7CA, 2, -1},    {0xA7D1, 0xA7D1, 1, -1},
    {0xA7D7, 0xA7D9, 2, -1},     {0xA7F6, 0xA7F6, 1, -1},     {0xAB53, 0xAB53, 1, -928},  {0xAB70, 0xABBF, 1, -38864},
    {0xFF41, 0xFF5A, 1, -32},    {0x10428, 0x1044F, 1, -40},  {0x104D8, 0x104FB, 1, -40}, {0x10597, 0x105A1, 1, -39},
    {0x105A3, 0x105B1, 1, -39},  {0x105B3, 0x105B9, 1, -39},  {0x105BB, 0x105BC, 1, -39}, {0x10CC0, 0x10CF2, 1, -64},
    {0x118C0, 0x118DF, 1, -32},  {0x16E60, 0x16E7F, 1, -32},  {0x1E922, 0x1E943, 1, -34},
};

uint32_t upper(uint32_t cp) {
    if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
    auto it = std::upper_bound(std::begin(kUpperRanges), std::end(kUpperRanges), cp,
                               [](uint32_t c, const UpperRange& r) { return c < r.first; });
    if (it == std::begin(kUpperRanges)) return cp;
    --it;
    if (cp > it->last || (cp - it->first) % it->stride != 0) return cp;
    return static_cast<uint32_t>(static_cast<int32_t>(cp) + it->delta);
}

constexpr std::array<unsigned char, 128> kAsciiUpper = [] {
    std::array<unsigned char, 128> t{};
    for (int c = 0; c < 128; ++c) t[c] = static_cast<unsigned char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    return t;
}();

// Upper-cases four ASCII bytes at once: those in a-z lose bit 0x20.
uint32_t asciiUpper4(uint32_t x) {
    uint32_t fromA = x + 0x1F1F1F1Fu;   // bit 7 set in bytes >= 'a'
    uint32_t aboveZ = x + 0x05050505u;  // bit 7 set in bytes > 'z'
    return x ^ (((fromA ^ aboveZ) & 0x80808080u) >> 2);
}

}  // namespace

uint32_t namePrefix(std::string_view name) {
    uint32_t prefix = 0;
    for (size_t i = 0; i < 4; ++i) {
        // A name holds no NUL, so 0 after its end sorts a shorter name first.
        auto c = i < name.size() ? static_cast<unsigned char>(name[i]) : 0u;
        if (c >= 0x80) return kNamePrefixUncertain;
        prefix = (prefix << 7) | kAsciiUpper[c];
    }
    return prefix;
}

uint8_t nameTag(std::string_view name) {
    uint64_t ends = 0;
    if (name.size() >= 4) {
        uint32_t head = 0, tail = 0;
        std::memcpy(&head, name.data(), 4);
        std::memcpy(&tail, name.data() + name.size() - 4, 4);
        if (((head | tail) & 0x80808080u) != 0) return kNameTagUncertain;
        ends = (uint64_t{asciiUpper4(head)} << 32) | asciiUpper4(tail);
    } else {
        for (char c : name) {
            auto b = static_cast<unsigned char>(c);
            if (b >= 0x80) return kNameTagUncertain;
            ends = (ends << 8) | kAsciiUpper[b];
        }
    }
    auto tag = static_cast<uint8_t>((ends * 0x9E3779B97F4A7C15ull) >> 56);
    return tag == kNameTagUncertain ? 1 : tag;
}

namespace {

// FNV-1a, 64 bit.
constexpr uint64_t kFnvOffset = 0xcbf29ce484222325ull;
constexpr uint64_t kFnvPrime = 0x100000001b3ull;

std::string quoted(std::string_view name) { return "'" + printable(name, 40) + "'"; }

}  // namespace

size_t utf16Length(std::string_view utf8) {
    size_t units = 0;
    for (size_t i = 0; i < utf8.size();) {
        auto b = static_cast<unsigned char>(utf8[i]);
        if (b < 0x80) {
            ++i;
            ++units;
            continue;
        }
        uint32_t cp = decodeAt(utf8, i);
        units += (cp >= 0x10000 && cp < kRawByte) ? 2 : 1;
    }
    return units;
}

bool isValidUtf8(std::string_view s) {
    for (size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        if (decodeAt(s, i) >= kRawByte) return false;
    }
    return true;
}

int compareNames(std::string_view a, std::string_view b) {
    // Identical bytes fold identically: skip the common prefix a word at a
    // time (sibling keys such as Employee0001 and Employee0002 share most of
    // it), then step back to where both strings start a code point.
    size_t common = std::min(a.size(), b.size());
    size_t i = 0;
    for (uint64_t wa, wb; i + 8 <= common; i += 8) {
        std::memcpy(&wa, a.data() + i, 8);
        std::memcpy(&wb, b.data() + i, 8);
        if (wa != wb) break;
    }
    while (i < common && a[i] == b[i]) ++i;
    auto continues = [](std::string_view s, size_t k) {
        return k < s.size() && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80;
    };
    while (i > 0 && (continues(a, i) || continues(b, i))) --i;
    size_t j = i;
    while (i < a.size() && j < b.size()) {
        auto ca = static_cast<unsigned char>(a[i]);
        auto cb = static_cast<unsigned char>(b[j]);
        uint32_t ua, ub;
        if ((ca | cb) < 0x80) {
            ua = kAsciiUpper[ca];
            ub = kAsciiUpper[cb];
            ++i;
            ++j;
        } else {
            ua = upper(decodeAt(a, i));
            ub = upper(decodeAt(b, j));
        }
        if (ua != ub) return ua < ub ? -1 : 1;
    }
    if (i < a.size()) return 1;
    if (j < b.size()) return -1;
    return 0;
}

std::string foldName(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    char buf[4];
    for (size_t i = 0; i < name.size();) {
        auto c = static_cast<unsigned char>(name[i]);
        if (c < 0x80) {
            out.push_back(static_cast<char>(kAsciiUpper[c]));
            ++i;
            continue;
        }
        out.append(buf, encodeUnit(upper(decodeAt(name, i)), buf));
    }
    return out;
}

uint64_t hashFoldedName(std::string_view name) {
    uint64_t h = kFnvOffset;
    char buf[4];
    for (size_t i = 0; i < name.size();) {
        auto c = static_cast<unsigned char>(name[i]);
        if (c < 0x80) {
            h = (h ^ kAsciiUpper[c]) * kFnvPrime;
            ++i;
            continue;
        }
        size_t n = encodeUnit(upper(decodeAt(name, i)), buf);
        for (size_t k = 0; k < n; ++k) h = (h ^ static_cast<unsigned char>(buf[k])) * kFnvPrime;
    }
    return h;
}

namespace {

// One pass over a name: valid UTF-8, its length in UTF-16 units, and
// whether it holds a backslash or a NUL.
struct NameScan {
    bool valid = true;
    bool backslash = false;
    bool nul = false;
    size_t units = 0;
};

NameScan scanName(std::string_view name) {
    NameScan scan;
    for (size_t i = 0; i < name.size();) {
        auto c = static_cast<unsigned char>(name[i]);
        if (c < 0x80) {
            scan.backslash |= c == '\\';
            scan.nul |= c == 0;
            ++scan.units;
            ++i;
            continue;
        }
        uint32_t cp = decodeAt(name, i);
        if (cp >= kRawByte) scan.valid = false;
        scan.units += (cp >= 0x10000 && cp < kRawByte) ? 2 : 1;
    }
    return scan;
}

}  // namespace

Status validateKeyName(std::string_view name) {
    if (name.empty()) return Status::invalidArgument("a key name cannot be empty");
    NameScan scan = scanName(name);
    if (!scan.valid) return Status::invalidArgument("key name " + quoted(name) + " is not valid UTF-8");
    if (scan.backslash) {
        return Status::invalidArgument("key name " + quoted(name) + " contains a backslash, the path separator");
    }
    if (scan.nul) return Status::invalidArgument("key name " + quoted(name) + " contains a NUL character");
    if (scan.units > kMaxKeyNameChars) {
        return Status::limitExceeded("key name " + quoted(name) + " is " + std::to_string(scan.units) +
                                     " characters long; the registry allows at most " +
                                     std::to_string(kMaxKeyNameChars));
    }
    return Status::ok();
}

Status validateValueName(std::string_view name) {
    NameScan scan = scanName(name);
    if (!scan.valid) return Status::invalidArgument("value name " + quoted(name) + " is not valid UTF-8");
    if (scan.nul) return Status::invalidArgument("value name " + quoted(name) + " contains a NUL character");
    if (scan.units > kMaxValueNameChars) {
        return Status::limitExceeded("value name " + quoted(name) + " is " + std::to_string(scan.units) +
                                     " characters long; the registry allows at most " +
                                     std::to_string(kMaxValueNameChars));
    }
    return Status::ok();
}

Status validateKeyDepth(size_t levels) {
    if (levels <= kMaxKeyDepth) return Status::ok();
    return Status::limitExceeded("it would be " + std::to_string(levels) +
                                 " levels deep; the registry allows at most " + std::to_string(kMaxKeyDepth));
}

Status validateValueSize(uint64_t bytes) {
    if (bytes <= kMaxValueBytes) return Status::ok();
    return Status::limitExceeded("its " + std::to_string(bytes) + " bytes exceed the " +
                                 std::to_string(kMaxValueBytes) + "-byte limit of one value");
}

}  // namespace wr::reg
