#include <openssl/evp.h>

#include <cstdlib>

#include "util/hasher.h"

namespace wr {

namespace {

// EVP_MD_fetch resolves the provider once; the returned objects are shared
// and live until exit.
const EVP_MD* algorithmOf(Hasher::Algorithm algorithm) {
    static EVP_MD* const md5 = EVP_MD_fetch(nullptr, "MD5", nullptr);
    static EVP_MD* const sha1 = EVP_MD_fetch(nullptr, "SHA1", nullptr);
    const EVP_MD* md = algorithm == Hasher::Algorithm::kMd5 ? md5 : sha1;
    if (md == nullptr) std::abort();  // an OpenSSL without them cannot run the stores
    return md;
}

}  // namespace

struct Hasher::State {
    const EVP_MD* md = nullptr;
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
    ~State() { EVP_MD_CTX_free(ctx); }
};

Hasher::Hasher(Algorithm algorithm) : state_(std::make_unique<State>()) {
    state_->md = algorithmOf(algorithm);
    digestSize_ = static_cast<size_t>(EVP_MD_get_size(state_->md));
    if (state_->ctx == nullptr || EVP_DigestInit_ex(state_->ctx, state_->md, nullptr) != 1) std::abort();
}

Hasher::~Hasher() = default;

void Hasher::update(std::string_view data) {
    if (EVP_DigestUpdate(state_->ctx, data.data(), data.size()) != 1) std::abort();
}

void Hasher::finish(std::span<uint8_t> out) {
    unsigned int length = 0;
    if (out.size() != digestSize_ || EVP_DigestFinal_ex(state_->ctx, out.data(), &length) != 1 ||
        length != digestSize_ || EVP_DigestInit_ex(state_->ctx, state_->md, nullptr) != 1) {
        std::abort();
    }
}

}  // namespace wr
