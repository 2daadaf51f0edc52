// Fixed, seeded key orders. A run reads and deletes records in a random
// order that is the same on every run of the same seed, without holding a
// shuffled array of 10 million indices: a four-round Feistel network over
// the smallest even-bit domain covering n, walked until it lands below n
// (Black and Rogaway's cycle walking), is a bijection on [0, n).
#pragma once

#include <cstdint>
#include <optional>

namespace wr::bench {

class IndexPermutation {
public:
    IndexPermutation(uint64_t n, uint64_t seed);
    // The i-th index of the order; a bijection of [0, n).
    uint64_t operator()(uint64_t i) const;

private:
    uint64_t round(uint64_t half, int r) const;

    uint64_t n_;
    int halfBits_;
    uint64_t halfMask_;
    uint64_t keys_[4];
};

// The order of `count` puts: the record order, or a seeded random one.
class PutOrder {
public:
    PutOrder(bool random, uint64_t count, uint64_t seed) {
        if (random && count > 0) permutation_.emplace(count, seed);
    }
    // The record the i-th put writes.
    uint64_t operator()(uint64_t i) const { return permutation_ ? (*permutation_)(i) : i; }

private:
    std::optional<IndexPermutation> permutation_;
};

}  // namespace wr::bench
