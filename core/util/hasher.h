// An incremental message digest (MD5 or SHA-1) through the system's crypto
// library: OpenSSL's EVP on POSIX (util/posix/hasher_openssl.cc), Windows CNG
// on Windows (util/win32/hasher_bcrypt.cc). finish() leaves the hasher ready
// for the next message, so a hot path keeps one per thread and allocates
// nothing per digest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

namespace wr {

class Hasher {
public:
    enum class Algorithm { kMd5, kSha1 };

    explicit Hasher(Algorithm algorithm);
    ~Hasher();
    Hasher(const Hasher&) = delete;
    Hasher& operator=(const Hasher&) = delete;

    // 16 for MD5, 20 for SHA-1.
    size_t digestSize() const { return digestSize_; }
    void update(std::string_view data);
    // Writes the digest of everything fed since the last finish() into `out`
    // (digestSize() bytes) and starts the next message.
    void finish(std::span<uint8_t> out);

private:
    struct State;  // the library's context, kept out of this header
    std::unique_ptr<State> state_;
    size_t digestSize_;
};

}  // namespace wr
