#include "bench/datasets/data_set.h"

namespace wr::bench {

Random DataSet::recordRandom(uint64_t stream, uint64_t index, uint32_t version) const {
    uint64_t h = mixBits(seed_ ^ 0x5EED5EED5EED5EEDull);
    h = mixBits(h ^ (stream * 0x9E3779B97F4A7C15ull));
    h = mixBits(h ^ index);
    h = mixBits(h ^ version);
    return Random(h);
}

uint64_t mixBits(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void appendRandomAlnum(Bytes& out, Random& rng, size_t n) {
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    for (size_t i = 0; i < n; ++i) out.push_back(kAlphabet[rng.uniform(sizeof(kAlphabet) - 1)]);
}

void appendRandomBytes(Bytes& out, Random& rng, size_t n) {
    size_t start = out.size();
    out.resize(start + n);
    char* p = out.data() + start;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) encodeFixed64(p + i, rng.next());
    if (i < n) {
        uint64_t last = rng.next();
        for (; i < n; ++i, last >>= 8) p[i] = static_cast<char>(last);
    }
}

}  // namespace wr::bench
