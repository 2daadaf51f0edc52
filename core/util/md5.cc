#include "util/md5.h"

#include <openssl/evp.h>

#include <cstdlib>
#include <memory>

#include "util/bytes.h"

namespace wr {

namespace {

const EVP_MD* md5Algorithm() {
    // EVP_MD_fetch resolves the provider once; the returned object is shared
    // and lives until exit.
    static EVP_MD* algorithm = EVP_MD_fetch(nullptr, "MD5", nullptr);
    if (algorithm == nullptr) std::abort();  // OpenSSL without MD5 cannot run WR-Store
    return algorithm;
}

struct ContextDeleter {
    void operator()(EVP_MD_CTX* ctx) const { EVP_MD_CTX_free(ctx); }
};

EVP_MD_CTX* threadContext() {
    thread_local std::unique_ptr<EVP_MD_CTX, ContextDeleter> ctx(EVP_MD_CTX_new());
    return ctx.get();
}

}  // namespace

Md5Digest md5(std::string_view data) {
    Md5Digest out{};
    EVP_MD_CTX* ctx = threadContext();
    unsigned int len = 0;
    if (EVP_DigestInit_ex(ctx, md5Algorithm(), nullptr) != 1 || EVP_DigestUpdate(ctx, data.data(), data.size()) != 1 ||
        EVP_DigestFinal_ex(ctx, out.data(), &len) != 1 || len != out.size()) {
        std::abort();
    }
    return out;
}

std::string md5Hex(std::string_view data) {
    Md5Digest d = md5(data);
    return toHex(std::string_view(reinterpret_cast<const char*>(d.data()), d.size()));
}

}  // namespace wr
