#include "util/md5.h"

#include <cstring>

#include "util/bytes.h"

namespace wr {

namespace {

// RFC 1321. Every WR-Store and WR-Store++ operation digests its key, a
// message of one or two 64-byte blocks: computed here a 16-byte key takes
// 108-121 ns, through the crypto library's EVP calls (util/hasher.h) it took
// 128-140 ns, the difference their dispatch.

// K[i] = floor(|sin(i + 1)| * 2^32), the RFC's table T.
constexpr uint32_t kSines[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
// The left rotation of each step, four per round.
constexpr int kShifts[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

constexpr uint32_t rotateLeft(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

uint32_t loadLittleEndian(const uint8_t* p) {
    return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

void processBlock(uint32_t state[4], const uint8_t* block) {
    uint32_t m[16];
    for (int i = 0; i < 16; ++i) m[i] = loadLittleEndian(block + 4 * i);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    // The 64 steps unrolled: the round, the mixing function and the message
    // word of each step are then constants.
#pragma GCC unroll 64
    for (int i = 0; i < 64; ++i) {
        uint32_t f = 0;
        int word = 0;
        if (i < 16) {
            f = (b & c) | (~b & d);
            word = i;
        } else if (i < 32) {
            f = (d & b) | (~d & c);
            word = (5 * i + 1) % 16;
        } else if (i < 48) {
            f = b ^ c ^ d;
            word = (3 * i + 5) % 16;
        } else {
            f = c ^ (b | ~d);
            word = (7 * i) % 16;
        }
        const uint32_t rotated = rotateLeft(a + f + kSines[i] + m[word], kShifts[i / 16][i % 4]);
        a = d;
        d = c;
        c = b;
        b += rotated;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
}

}  // namespace

Md5Digest md5(std::string_view data) {
    uint32_t state[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    const auto* bytes = reinterpret_cast<const uint8_t*>(data.data());
    size_t whole = data.size() / 64 * 64;
    for (size_t at = 0; at < whole; at += 64) processBlock(state, bytes + at);
    // The rest, a 1 bit, zeros, and the message's length in bits (little
    // endian) fill one more block, or two when the rest leaves under 8 bytes.
    uint8_t tail[128] = {};
    const size_t rest = data.size() - whole;
    if (rest > 0) std::memcpy(tail, bytes + whole, rest);
    tail[rest] = 0x80;
    const size_t tailBytes = rest < 56 ? 64 : 128;
    const uint64_t bits = uint64_t(data.size()) * 8;
    for (int i = 0; i < 8; ++i) tail[tailBytes - 8 + i] = static_cast<uint8_t>(bits >> (8 * i));
    for (size_t at = 0; at < tailBytes; at += 64) processBlock(state, tail + at);
    Md5Digest out{};
    for (int i = 0; i < 16; ++i) out[i] = static_cast<uint8_t>(state[i / 4] >> (8 * (i % 4)));
    return out;
}

std::string md5Hex(std::string_view data) {
    Md5Digest d = md5(data);
    return toHex(std::string_view(reinterpret_cast<const char*>(d.data()), d.size()));
}

}  // namespace wr
