#include "migrate/pair_digest.h"

#include <cstdio>

#include "util/hasher.h"

namespace wr::migrate {

// The hasher, hidden so the header needs no crypto library's.
struct PairHasher::Context {
    Hasher md{Hasher::Algorithm::kMd5};
};

namespace {

// The lengths go first, so ("ab", "c") and ("a", "bc") hash apart.
void updateLength(Hasher& md, uint64_t length) {
    char bytes[8];
    for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>(length >> (8 * i));
    md.update(std::string_view(bytes, sizeof bytes));
}

}  // namespace

void PairDigest::addHash(const std::array<uint8_t, 16>& hash, uint64_t pairBytes) {
    uint64_t low = 0;
    uint64_t high = 0;
    for (int i = 0; i < 8; ++i) {
        low |= uint64_t{hash[i]} << (8 * i);
        high |= uint64_t{hash[8 + i]} << (8 * i);
    }
    const uint64_t before = sum[0];
    sum[0] += low;
    sum[1] += high + (sum[0] < before ? 1 : 0);
    pairs += 1;
    bytes += pairBytes;
}

PairHasher::PairHasher(BytesView key, uint64_t valueSize) : context_(new Context), bytes_(key.size() + valueSize) {
    updateLength(context_->md, key.size());
    context_->md.update(key);
    updateLength(context_->md, valueSize);
}

PairHasher::~PairHasher() { delete context_; }

void PairHasher::update(BytesView piece) { context_->md.update(piece); }

std::array<uint8_t, 16> PairHasher::finish() {
    std::array<uint8_t, 16> hash{};
    context_->md.finish(hash);
    return hash;
}

void PairDigest::add(BytesView key, BytesView value) {
    PairHasher hasher(key, value.size());
    hasher.update(value);
    addHash(hasher.finish(), hasher.bytes());
}

void PairDigest::merge(const PairDigest& other) {
    const uint64_t before = sum[0];
    sum[0] += other.sum[0];
    sum[1] += other.sum[1] + (sum[0] < before ? 1 : 0);
    pairs += other.pairs;
    bytes += other.bytes;
}

std::string PairDigest::hex() const {
    char text[33];
    std::snprintf(text, sizeof text, "%016llx%016llx", static_cast<unsigned long long>(sum[1]),
                  static_cast<unsigned long long>(sum[0]));
    return text;
}

}  // namespace wr::migrate
