#include "bench/datasets/twitter_shaped_sets.h"

namespace wr::bench {

namespace {

// Twitter's IDs grow with time; 1,000 apart plus a jitter below 1,000 keeps
// every index's ID unique and 19 digits long, like Table 5's samples.
Bytes tweetId(Random rng, uint64_t index) {
    constexpr uint64_t kFirst = 1020000000000000000ull;
    return std::to_string(kFirst + index * 1000 + rng.uniform(1000));
}

void appendDigits(Bytes& out, Random& rng, int n) {
    for (int i = 0; i < n; ++i) out.push_back(static_cast<char>('0' + rng.uniform(10)));
}

// A coordinate with 6 to 11 decimals: Twitter's place coordinates vary in
// precision, and 6-11 decimals average Table 4's 28.34 characters per pair.
void appendCoordinate(Bytes& out, Random& rng, int maxDegrees) {
    if (rng.coin()) out.push_back('-');
    out += std::to_string(rng.uniform(static_cast<uint64_t>(maxDegrees)));
    out.push_back('.');
    appendDigits(out, rng, static_cast<int>(rng.range(6, 11)));
}

uint64_t pow10(int e) {
    uint64_t v = 1;
    while (e-- > 0) v *= 10;
    return v;
}

}  // namespace

Bytes IdGeoSet::key(uint64_t index) const { return tweetId(recordRandom(0, index), index); }

Bytes IdGeoSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    Bytes out = "(";
    appendCoordinate(out, rng, 180);
    out += ", ";
    appendCoordinate(out, rng, 90);
    out.push_back(')');
    return out;
}

Bytes IdHashtagSet::key(uint64_t index) const { return tweetId(recordRandom(0, index), index); }

// One to four tags of 3-14 letters average 25.25 characters (Table 4: 25.31).
Bytes IdHashtagSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    Bytes out;
    auto tags = rng.range(1, 4);
    for (int64_t t = 0; t < tags; ++t) {
        if (t > 0) out.push_back(' ');
        out.push_back('#');
        auto letters = rng.range(3, 14);
        for (int64_t i = 0; i < letters; ++i) {
            char base = (i == 0 || rng.uniform(6) == 0) ? 'A' : 'a';
            out.push_back(static_cast<char>(base + rng.uniform(26)));
        }
    }
    return out;
}

Bytes IdTweetSet::key(uint64_t index) const { return tweetId(recordRandom(0, index), index); }

// 1 to 270 characters (Twitter's 280-character limit less a little) average
// 135.5 (Table 4: 135.54).
Bytes IdTweetSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    auto length = static_cast<size_t>(rng.range(1, 270));
    Bytes out;
    while (out.size() < length) {
        if (!out.empty()) out.push_back(' ');
        auto letters = rng.range(1, 10);
        for (int64_t i = 0; i < letters; ++i) out.push_back(static_cast<char>('a' + rng.uniform(26)));
    }
    out.resize(length);
    return out;
}

// 6 to 18 digits with equal weight and 19 digits with half of it average
// 12.26 characters (Table 4: 12.27). The number is injective in the index:
// within one digit count d it is 10^(d-1) + (index * p mod 9*10^(d-1)) with p
// coprime to that range, and d is raised until the range exceeds the index.
Bytes UserFollowersSet::key(uint64_t index) const {
    Random rng = recordRandom(0, index);
    auto slot = static_cast<int>(rng.uniform(27));
    int digits = slot == 26 ? 19 : 6 + slot / 2;
    while (digits < 19 && 9 * pow10(digits - 1) <= index) ++digits;
    uint64_t range = 9 * pow10(digits - 1);
    constexpr uint64_t kCoprime = 1000003;  // prime, so coprime to 2^a * 3^2 * 5^b
    auto offset = static_cast<uint64_t>(static_cast<__uint128_t>(index) * kCoprime % range);
    return std::to_string(pow10(digits - 1) + offset);
}

// Follower counts spread over magnitudes: 1-9 digits with equal weight and
// 10 digits rarely average 5.07 characters (Table 4: 5.06).
Bytes UserFollowersSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    uint64_t draw = rng.uniform(912);
    int digits = draw < 900 ? static_cast<int>(draw / 100) + 1 : 10;
    uint64_t low = digits == 1 ? 0 : pow10(digits - 1);
    return std::to_string(low + rng.uniform(pow10(digits) - low));
}

}  // namespace wr::bench
