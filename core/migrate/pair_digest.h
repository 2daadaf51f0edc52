// An order-independent digest of a store's pairs: the pair and byte counts
// and the sum, modulo 2^128, of each pair's MD5 over its length-prefixed key
// and value. Two stores whose scans visit the same pairs in any order have
// equal digests; a missing, extra or changed pair changes it (but for MD5
// collisions), which lets a migration prove that a target that was empty
// holds exactly the source's pairs.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "util/bytes.h"

namespace wr::migrate {

struct PairDigest {
    uint64_t pairs = 0;
    uint64_t bytes = 0;             // key and value bytes
    std::array<uint64_t, 2> sum{};  // little-endian 128-bit sum

    void add(BytesView key, BytesView value);
    void merge(const PairDigest& other);
    // 32 hex digits of the sum.
    std::string hex() const;
    bool operator==(const PairDigest& other) const = default;
};

}  // namespace wr::migrate
