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
    // A pair hashed piece by piece (PairHasher), `bytes` its key and value size.
    void addHash(const std::array<uint8_t, 16>& hash, uint64_t bytes);
    void merge(const PairDigest& other);
    // 32 hex digits of the sum.
    std::string hex() const;
    bool operator==(const PairDigest& other) const = default;
};

// The hash of one pair whose value arrives in pieces (a streamed value):
// begin with the key and the value's size, feed the pieces, then add it.
class PairHasher {
public:
    PairHasher(BytesView key, uint64_t valueSize);
    ~PairHasher();
    PairHasher(const PairHasher&) = delete;
    PairHasher& operator=(const PairHasher&) = delete;

    void update(BytesView piece);
    // The pair's 16-byte MD5, once every piece was fed.
    std::array<uint8_t, 16> finish();
    // Its key and value bytes.
    uint64_t bytes() const { return bytes_; }

private:
    struct Context;
    Context* context_;
    uint64_t bytes_;
};

}  // namespace wr::migrate
