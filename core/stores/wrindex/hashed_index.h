// WR-Store's hash-based multi-level registry index (seed 000 Sec. 3.2,
// Fig. 3): a key's MD5 digest, written as 32 lower-case hex characters, is cut
// into WR_D pieces of WR_L characters, and each piece names one level of
// subkeys under the database key. MD5("792479") = fe408a96..., so with WR_D = 4
// and WR_L = 2 the key lives under ROOT\kvs\fe\40\8a\96 (Fig. 2). Table 3's
// digest of "2149" is not the real one; this code uses the real MD5.
//
// The same computation serves WR-Store, WR-Store++ and the GUI's "why does this
// key live here" view, so it is kept small and free of registry calls.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "util/bytes.h"
#include "util/md5.h"
#include "util/status.h"

namespace wr::kv::wrstore {

struct IndexLayout {
    // The defaults are seed 000's best setting for its synthetic data sets
    // (1D_4L, Sec. 4.4).
    int depth = 1;   // WR_D: levels of subkeys
    int length = 4;  // WR_L: hex characters per level

    static constexpr int kHexChars = 32;  // all of an MD5 digest

    // InvalidArgument unless 1 <= depth, 1 <= length and depth * length <= 32.
    Status validate() const;
    // "1D_4L", the paper's notation.
    std::string name() const;
    bool operator==(const IndexLayout&) const = default;
};

// The registry path of a leaf below the database key, e.g. "fe\\40\\8a\\96":
// at most 32 hex characters and 31 separators, held inline so the hot path
// allocates nothing.
class LeafPath {
public:
    LeafPath(const Md5Digest& digest, const IndexLayout& layout);
    std::string_view view() const { return {chars_.data(), size_}; }

private:
    std::array<char, 2 * IndexLayout::kHexChars> chars_{};
    uint8_t size_ = 0;
};

// The leading depth * length hex characters of a digest as a number pair
// (trailing nibbles zeroed): equal exactly for keys that share a leaf. Used to
// cache leaf handles without building path strings.
struct LeafId {
    uint64_t high = 0;
    uint64_t low = 0;

    LeafId() = default;
    LeafId(const Md5Digest& digest, const IndexLayout& layout);
    bool operator==(const LeafId&) const = default;
    // The prefix sits in the top bits and the rest is zero, so mix it before
    // its low bits pick a cache set.
    uint64_t hash() const {
        uint64_t x = high ^ (low * 0x9E3779B97F4A7C15ull);
        x ^= x >> 31;
        x *= 0xBF58476D1CE4E5B9ull;
        return x ^ (x >> 29);
    }
};

// Everything about where a key lives, for display.
struct KeyPlacement {
    std::string md5Hex;    // all 32 characters
    std::string leafPath;  // "fe\\40\\8a\\96"
};
KeyPlacement placementOf(BytesView key, const IndexLayout& layout);

// True for a subkey name the index at `length` can hold: exactly `length`
// lower-case hex characters. Other subkeys of the database key (chunk
// metadata) are not part of the index.
bool isIndexSubkeyName(std::string_view name, int length);

}  // namespace wr::kv::wrstore
