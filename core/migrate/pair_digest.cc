#include "migrate/pair_digest.h"

#include <openssl/evp.h>

#include <cstdio>

namespace wr::migrate {

// The EVP context, hidden so the header needs no OpenSSL.
struct PairHasher::Context {
    EVP_MD_CTX* md = EVP_MD_CTX_new();
    ~Context() { EVP_MD_CTX_free(md); }
};

namespace {

// The lengths go first, so ("ab", "c") and ("a", "bc") hash apart.
void updateLength(EVP_MD_CTX* md, uint64_t length) {
    unsigned char bytes[8];
    for (int i = 0; i < 8; ++i) bytes[i] = static_cast<unsigned char>(length >> (8 * i));
    EVP_DigestUpdate(md, bytes, sizeof bytes);
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
    EVP_DigestInit_ex(context_->md, EVP_md5(), nullptr);
    updateLength(context_->md, key.size());
    EVP_DigestUpdate(context_->md, key.data(), key.size());
    updateLength(context_->md, valueSize);
}

PairHasher::~PairHasher() { delete context_; }

void PairHasher::update(BytesView piece) { EVP_DigestUpdate(context_->md, piece.data(), piece.size()); }

std::array<uint8_t, 16> PairHasher::finish() {
    std::array<uint8_t, 16> hash{};
    unsigned int length = 0;
    EVP_DigestFinal_ex(context_->md, hash.data(), &length);
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
