#include "bench/datasets/key_order.h"

#include "bench/datasets/data_set.h"

namespace wr::bench {

IndexPermutation::IndexPermutation(uint64_t n, uint64_t seed) : n_(n), halfBits_(1) {
    while (halfBits_ < 32 && (1ull << (2 * halfBits_)) < n) ++halfBits_;
    halfMask_ = (1ull << halfBits_) - 1;
    uint64_t k = seed;
    for (auto& key : keys_) key = k = mixBits(k + 0x9E3779B97F4A7C15ull);
}

uint64_t IndexPermutation::round(uint64_t half, int r) const { return mixBits(half ^ keys_[r]) & halfMask_; }

uint64_t IndexPermutation::operator()(uint64_t i) const {
    if (n_ <= 1) return 0;
    uint64_t x = i;
    do {
        uint64_t left = x >> halfBits_;
        uint64_t right = x & halfMask_;
        for (int r = 0; r < 4; ++r) {
            uint64_t next = left ^ round(right, r);
            left = right;
            right = next;
        }
        x = (left << halfBits_) | right;
    } while (x >= n_);
    return x;
}

}  // namespace wr::bench
