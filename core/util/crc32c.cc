#include "util/crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#define WR_CRC32C_HW 1
#endif

namespace wr::crc32c {

namespace {

constexpr uint32_t kPoly = 0x82F63B78u;  // reflected Castagnoli polynomial

constexpr std::array<uint32_t, 256> makeTable() {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
        uint32_t c = i;
        for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ kPoly : c >> 1;
        t[i] = c;
    }
    return t;
}
constexpr auto kTable = makeTable();

#ifdef WR_CRC32C_HW
// a * b modulo the polynomial, both reflected (bit 31 is x^0): Mark Adler's
// multmodp from zlib's crc32.c.
constexpr uint32_t multModP(uint32_t a, uint32_t b) {
    uint32_t m = uint32_t{1} << 31, p = 0;
    for (;;) {
        if (a & m) {
            p ^= b;
            if ((a & (m - 1)) == 0) break;
        }
        m >>= 1;
        b = (b & 1) ? (b >> 1) ^ kPoly : b >> 1;
    }
    return p;
}

// x^(8n) modulo the polynomial: the operator that appends n zero bytes to a
// raw CRC register.
constexpr uint32_t zeroBytesOperator(uint64_t n) {
    uint32_t power = uint32_t{1} << 30;                          // x^1
    for (int k = 0; k < 3; ++k) power = multModP(power, power);  // x^8
    uint32_t p = uint32_t{1} << 31;                              // x^0
    for (; n != 0; n >>= 1) {
        if (n & 1) p = multModP(power, p);
        power = multModP(power, power);
    }
    return p;
}

// The raw CRC register moved past n zero bytes, as four byte-indexed tables:
// shift(c) = t[0][c & 255] ^ t[1][c >> 8 & 255] ^ t[2][..] ^ t[3][c >> 24].
struct ShiftTable {
    std::array<std::array<uint32_t, 256>, 4> t{};
    uint32_t operator()(uint32_t c) const {
        return t[0][c & 0xFF] ^ t[1][(c >> 8) & 0xFF] ^ t[2][(c >> 16) & 0xFF] ^ t[3][c >> 24];
    }
};

constexpr ShiftTable makeShiftTable(uint64_t n) {
    ShiftTable s;
    uint32_t op = zeroBytesOperator(n);
    for (uint32_t k = 0; k < 4; ++k) {
        for (uint32_t b = 0; b < 256; ++b) s.t[k][b] = multModP(op, b << (8 * k));
    }
    return s;
}

// Three streams of kLongBlock (then kShortBlock) bytes run side by side:
// the crc32 instruction takes three cycles but a new one can start every
// cycle, so one stream leaves two thirds of it idle.
constexpr size_t kLongBlock = 8192;
constexpr size_t kShortBlock = 256;
constexpr ShiftTable kShiftLong = makeShiftTable(kLongBlock);
constexpr ShiftTable kShiftShort = makeShiftTable(kShortBlock);

// One 8-byte step; with kCopy the word is also stored at the same offset of
// `out`, so a copy costs no second pass over memory.
template <bool kCopy>
__attribute__((target("sse4.2"))) inline uint64_t crcWord(uint64_t c, const unsigned char* p, unsigned char* out) {
    uint64_t word;
    std::memcpy(&word, p, 8);
    if constexpr (kCopy) std::memcpy(out, &word, 8);
    return __builtin_ia32_crc32di(c, word);
}

// `out` advanced by `n` when copying; without a copy it is null, and even
// null + n is undefined behaviour.
template <bool kCopy>
inline unsigned char* advanced(unsigned char* out, size_t n) {
    if constexpr (kCopy) return out + n;
    return out;
}

// Three interleaved streams over 3 * block bytes: the register `c` goes over
// the first third, fresh registers over the other two, and the shift table
// for `block` bytes joins them: crc(A B C) = shift(shift(crc(A)) ^ crc(B)) ^ crc(C).
template <bool kCopy, size_t kBlock>
__attribute__((target("sse4.2"))) inline uint64_t crcThreeWay(uint64_t c, const unsigned char*& p, unsigned char*& out,
                                                              size_t& n, const ShiftTable& shift) {
    while (n >= 3 * kBlock) {
        uint64_t b = 0, d = 0;
        for (size_t i = 0; i < kBlock; i += 8) {
            c = crcWord<kCopy>(c, p + i, advanced<kCopy>(out, i));
            b = crcWord<kCopy>(b, p + kBlock + i, advanced<kCopy>(out, kBlock + i));
            d = crcWord<kCopy>(d, p + 2 * kBlock + i, advanced<kCopy>(out, 2 * kBlock + i));
        }
        c = shift(shift(static_cast<uint32_t>(c)) ^ static_cast<uint32_t>(b)) ^ static_cast<uint32_t>(d);
        p += 3 * kBlock;
        if constexpr (kCopy) out += 3 * kBlock;
        n -= 3 * kBlock;
    }
    return c;
}

template <bool kCopy>
__attribute__((target("sse4.2"))) uint32_t extendHardware(uint32_t crc, const unsigned char* p, size_t n,
                                                          unsigned char* out) {
    uint64_t c = ~crc;
    c = crcThreeWay<kCopy, kLongBlock>(c, p, out, n, kShiftLong);
    c = crcThreeWay<kCopy, kShortBlock>(c, p, out, n, kShiftShort);
    while (n >= 8) {
        c = crcWord<kCopy>(c, p, out);
        p += 8;
        if constexpr (kCopy) out += 8;
        n -= 8;
    }
    auto c32 = static_cast<uint32_t>(c);
    if constexpr (kCopy) {
        if (n > 0) std::memcpy(out, p, n);  // an empty value may have no address at all
    }
    while (n-- > 0) c32 = __builtin_ia32_crc32qi(c32, *p++);
    return ~c32;
}

bool cpuHasSse42() {
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) == 0) return false;
    return (ecx & bit_SSE4_2) != 0;
}
#endif

}  // namespace

uint32_t extendPortable(uint32_t crc, const void* data, size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    uint32_t c = ~crc;
    for (size_t i = 0; i < n; ++i) c = kTable[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return ~c;
}

#ifdef WR_CRC32C_HW
namespace {
bool hasHardware() {
    static const bool hw = cpuHasSse42();
    return hw;
}
}  // namespace
#endif

uint32_t extend(uint32_t crc, const void* data, size_t n) {
#ifdef WR_CRC32C_HW
    if (hasHardware()) return extendHardware<false>(crc, static_cast<const unsigned char*>(data), n, nullptr);
#endif
    return extendPortable(crc, data, n);
}

uint32_t extendCopy(uint32_t crc, const void* data, size_t n, void* out) {
#ifdef WR_CRC32C_HW
    if (hasHardware()) {
        return extendHardware<true>(crc, static_cast<const unsigned char*>(data), n, static_cast<unsigned char*>(out));
    }
#endif
    if (n > 0) std::memcpy(out, data, n);
    return extendPortable(crc, out, n);
}

}  // namespace wr::crc32c
