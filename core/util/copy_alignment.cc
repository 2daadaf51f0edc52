#include "util/copy_alignment.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace wr {

namespace {

// Below glibc's `rep movsb` threshold (4 KiB with AVX2).
constexpr size_t kVectorCopyBytes = 2048;

}  // namespace

void copyBytes(void* dst, const void* src, size_t n) {
    if (!copyIsAliased(dst, src)) {
        std::memcpy(dst, src, n);
        return;
    }
    auto* out = static_cast<char*>(dst);
    const auto* in = static_cast<const char*>(src);
    for (size_t done = 0; done < n; done += kVectorCopyBytes) {
        std::memcpy(out + done, in + done, std::min(kVectorCopyBytes, n - done));
    }
}

IoBuffer::IoBuffer(size_t capacity)
    : base_(static_cast<char*>(::operator new (capacity + kAliasingBytes, std::align_val_t{kAliasingBytes}))),
      capacity_(capacity) {}

void IoBuffer::Free::operator()(char* p) const { ::operator delete (p, std::align_val_t{kAliasingBytes}); }

}  // namespace wr
