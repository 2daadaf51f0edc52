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

uint32_t extendSoftware(uint32_t crc, const unsigned char* p, size_t n) {
    uint32_t c = ~crc;
    for (size_t i = 0; i < n; ++i) c = kTable[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return ~c;
}

#ifdef WR_CRC32C_HW
__attribute__((target("sse4.2"))) uint32_t extendHardware(uint32_t crc, const unsigned char* p, size_t n) {
    uint64_t c = ~crc;
    while (n >= 8) {
        uint64_t word;
        std::memcpy(&word, p, 8);
        c = __builtin_ia32_crc32di(c, word);
        p += 8;
        n -= 8;
    }
    auto c32 = static_cast<uint32_t>(c);
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

uint32_t extend(uint32_t crc, const void* data, size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
#ifdef WR_CRC32C_HW
    static const bool hw = cpuHasSse42();
    if (hw) return extendHardware(crc, p, n);
#endif
    return extendSoftware(crc, p, n);
}

}  // namespace wr::crc32c
