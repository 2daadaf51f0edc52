// Deterministic pseudo-random numbers: the same seed gives the same sequence
// on every platform and compiler (std:: distributions do not promise that),
// which is what reproducible data sets and tests need.
#pragma once

#include <cstdint>

namespace wr {

// xoshiro256** seeded through SplitMix64.
class Random {
public:
    explicit Random(uint64_t seed) {
        for (auto& s : state_) {
            seed += 0x9E3779B97F4A7C15ull;
            uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            s = z ^ (z >> 31);
        }
    }

    uint64_t next() {
        uint64_t result = rotl(state_[1] * 5, 7) * 9;
        uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, n) by Lemire's multiply-shift (bias below 2^-64 * n).
    uint64_t uniform(uint64_t n) { return static_cast<uint64_t>((static_cast<__uint128_t>(next()) * n) >> 64); }
    // Uniform in [lo, hi].
    int64_t range(int64_t lo, int64_t hi) {
        return lo + static_cast<int64_t>(uniform(static_cast<uint64_t>(hi - lo) + 1));
    }
    double uniformDouble() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    bool coin() { return (next() >> 63) != 0; }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t state_[4];
};

}  // namespace wr
