#include "stores/wrstorepp/crc32c_combine.h"

namespace wr::kv::wrstore {

namespace {

constexpr uint32_t kPoly = 0x82F63B78u;  // reflected Castagnoli, as util/crc32c

uint32_t matrixTimes(const uint32_t* matrix, uint32_t vector) {
    uint32_t sum = 0;
    for (; vector != 0; vector >>= 1, ++matrix) {
        if (vector & 1) sum ^= *matrix;
    }
    return sum;
}

void matrixSquare(uint32_t* square, const uint32_t* matrix) {
    for (int n = 0; n < 32; ++n) square[n] = matrixTimes(matrix, matrix[n]);
}

}  // namespace

uint32_t crc32cCombine(uint32_t crcA, uint32_t crcB, uint64_t lengthB) {
    if (lengthB == 0) return crcA;
    uint32_t even[32];  // operator for 2^k zero bits, k even
    uint32_t odd[32];   // and k odd
    odd[0] = kPoly;     // one zero bit
    for (int n = 1; n < 32; ++n) odd[n] = 1u << (n - 1);
    matrixSquare(even, odd);  // two zero bits
    matrixSquare(odd, even);  // four zero bits
    // Apply lengthB zero bytes to crcA, one bit of the length at a time.
    do {
        matrixSquare(even, odd);
        if (lengthB & 1) crcA = matrixTimes(even, crcA);
        lengthB >>= 1;
        if (lengthB == 0) break;
        matrixSquare(odd, even);
        if (lengthB & 1) crcA = matrixTimes(odd, crcA);
        lengthB >>= 1;
    } while (lengthB != 0);
    return crcA ^ crcB;
}

}  // namespace wr::kv::wrstore
