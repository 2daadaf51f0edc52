// Copies and I/O buffers that stay out of a slow case of `rep movsb` on AMD
// Zen processors. glibc 2.36's memcpy uses `rep movsb` for copies of 4 KiB and
// more, and so does the kernel for pread and pwrite between user memory and
// the page cache; on Zen both run about ten times slower (2.8 GB/s instead of
// 35 GB/s in cache, measured on this project's machine) when the destination
// lies a few bytes past the source modulo 4 KiB (glibc bug 30994, worked
// around in memcpy from glibc 2.39 on). A malloc'd buffer of a megabyte
// starts 16 bytes into a page, so reading a file from offset 0 into one is
// exactly that case.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>

namespace wr {

// The aliasing period: addresses equal modulo this many bytes.
inline constexpr size_t kAliasingBytes = 4096;

// True when a copy from address (or file offset) `src` to `dst` falls in the
// slow case: the destination 1 to 63 bytes past the source, modulo 4 KiB.
inline bool copyIsAliased(uint64_t dst, uint64_t src) {
    uint64_t distance = (dst - src) % kAliasingBytes;
    return distance != 0 && distance < 64;
}
inline bool copyIsAliased(const void* dst, const void* src) {
    return copyIsAliased(reinterpret_cast<uintptr_t>(dst), reinterpret_cast<uintptr_t>(src));
}

// memcpy that takes the slow case in pieces small enough for glibc to copy
// with vector instructions instead.
void copyBytes(void* dst, const void* src, size_t n);

// An I/O buffer whose bytes can start anywhere within a 4 KiB period, so the
// kernel's copy to or from a file offset with the same position in its page
// is never aliased.
class IoBuffer {
public:
    IoBuffer() = default;
    explicit IoBuffer(size_t capacity);

    void swap(IoBuffer& other) noexcept {
        base_.swap(other.base_);
        std::swap(capacity_, other.capacity_);
    }
    size_t capacity() const { return capacity_; }
    // Room for capacity() bytes placed like `fileOffset` within a page.
    char* placedFor(uint64_t fileOffset) { return base_.get() + fileOffset % kAliasingBytes; }

private:
    struct Free {
        void operator()(char* p) const;
    };
    std::unique_ptr<char, Free> base_;
    size_t capacity_ = 0;
};

}  // namespace wr
