#include <windows.h>
// windows.h first: bcrypt.h needs its types.
#include <bcrypt.h>

#include <algorithm>
#include <cstdlib>

#include "util/hasher.h"

namespace wr {

namespace {

// The algorithm providers are opened once per process and shared by every
// hash object; CNG allows that from any thread.
BCRYPT_ALG_HANDLE providerOf(Hasher::Algorithm algorithm) {
    static const auto open = [](LPCWSTR id) {
        BCRYPT_ALG_HANDLE handle = nullptr;
        if (!BCRYPT_SUCCESS(BCryptOpenAlgorithmProvider(&handle, id, nullptr, BCRYPT_HASH_REUSABLE_FLAG))) {
            std::abort();  // a Windows without MD5 or SHA-1 cannot run the stores
        }
        return handle;
    };
    static const BCRYPT_ALG_HANDLE md5 = open(BCRYPT_MD5_ALGORITHM);
    static const BCRYPT_ALG_HANDLE sha1 = open(BCRYPT_SHA1_ALGORITHM);
    return algorithm == Hasher::Algorithm::kMd5 ? md5 : sha1;
}

}  // namespace

struct Hasher::State {
    BCRYPT_HASH_HANDLE hash = nullptr;
    ~State() {
        if (hash != nullptr) BCryptDestroyHash(hash);
    }
};

Hasher::Hasher(Algorithm algorithm)
    : state_(std::make_unique<State>()), digestSize_(algorithm == Algorithm::kMd5 ? 16 : 20) {
    // A reusable hash object (Windows 8 and later): BCryptFinishHash resets it.
    if (!BCRYPT_SUCCESS(BCryptCreateHash(providerOf(algorithm), &state_->hash, nullptr, 0, nullptr, 0,
                                         BCRYPT_HASH_REUSABLE_FLAG))) {
        std::abort();
    }
}

Hasher::~Hasher() = default;

void Hasher::update(std::string_view data) {
    // BCryptHashData takes a ULONG length: long inputs go in slices.
    constexpr size_t kMaxSlice = size_t{1} << 30;
    while (!data.empty()) {
        const size_t n = std::min(data.size(), kMaxSlice);
        auto* bytes = reinterpret_cast<PUCHAR>(const_cast<char*>(data.data()));
        if (!BCRYPT_SUCCESS(BCryptHashData(state_->hash, bytes, static_cast<ULONG>(n), 0))) std::abort();
        data.remove_prefix(n);
    }
}

void Hasher::finish(std::span<uint8_t> out) {
    if (out.size() != digestSize_ ||
        !BCRYPT_SUCCESS(BCryptFinishHash(state_->hash, out.data(), static_cast<ULONG>(out.size()), 0))) {
        std::abort();
    }
}

}  // namespace wr
