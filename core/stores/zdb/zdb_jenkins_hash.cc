#include "stores/zdb/zdb_jenkins_hash.h"

#include <algorithm>

namespace wr::zdb {

namespace {

inline uint32_t rot(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

inline void mix(uint32_t& a, uint32_t& b, uint32_t& c) {
    a -= c;
    a ^= rot(c, 4);
    c += b;
    b -= a;
    b ^= rot(a, 6);
    a += c;
    c -= b;
    c ^= rot(b, 8);
    b += a;
    a -= c;
    a ^= rot(c, 16);
    c += b;
    b -= a;
    b ^= rot(a, 19);
    a += c;
    c -= b;
    c ^= rot(b, 4);
    b += a;
}

inline void finalMix(uint32_t& a, uint32_t& b, uint32_t& c) {
    c ^= b;
    c -= rot(b, 14);
    a ^= c;
    a -= rot(c, 11);
    b ^= a;
    b -= rot(a, 25);
    c ^= b;
    c -= rot(b, 16);
    a ^= c;
    a -= rot(c, 4);
    b ^= a;
    b -= rot(a, 14);
    c ^= b;
    c -= rot(b, 24);
}

// Little-endian word of up to 4 bytes.
inline uint32_t word(const unsigned char* k, size_t n) {
    uint32_t w = 0;
    for (size_t i = 0; i < n; ++i) w |= uint32_t{k[i]} << (8 * i);
    return w;
}

}  // namespace

void jenkinsHash2(BytesView data, uint32_t& primary, uint32_t& secondary) {
    const auto* k = reinterpret_cast<const unsigned char*>(data.data());
    size_t length = data.size();
    uint32_t a = 0xdeadbeef + static_cast<uint32_t>(length) + primary;
    uint32_t b = a;
    uint32_t c = a + secondary;
    while (length > 12) {
        a += word(k, 4);
        b += word(k + 4, 4);
        c += word(k + 8, 4);
        mix(a, b, c);
        length -= 12;
        k += 12;
    }
    if (length == 0) {  // zero-length tails need no mixing (lookup3 says so too)
        primary = c;
        secondary = b;
        return;
    }
    // The last 1..12 bytes, zero-padded, as lookup3's switch adds them.
    a += word(k, std::min<size_t>(length, 4));
    if (length > 4) b += word(k + 4, std::min<size_t>(length - 4, 4));
    if (length > 8) c += word(k + 8, length - 8);
    finalMix(a, b, c);
    primary = c;
    secondary = b;
}

uint32_t jenkinsHash(BytesView data, uint32_t initval) {
    uint32_t primary = initval;
    uint32_t secondary = 0;
    jenkinsHash2(data, primary, secondary);
    return primary;
}

uint64_t jenkinsHash64(BytesView data) {
    uint32_t primary = 0;
    uint32_t secondary = 0;
    jenkinsHash2(data, primary, secondary);
    return uint64_t{primary} | uint64_t{secondary} << 32;
}

}  // namespace wr::zdb
