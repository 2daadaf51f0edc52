// A memory mapping of a file (or of anonymous memory) owned like a file
// descriptor: mapped by map(), unmapped on destruction, flushed by sync()
// (msync). Engines that copy records into a shared mapping and read them
// back in place use it, so the system calls and their fault injection
// (util/file_faults.h) stay inside core/util.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "util/file.h"
#include "util/power_loss.h"
#include "util/result.h"

namespace wr {

class MappedFile {
public:
    enum class Access {
        kRead,         // read-only, shared
        kShared,       // read-write; stores reach the file
        kPrivate,      // read-write; stores stay in this process
        kAnonymousRw,  // no file: zero-filled memory, reserved lazily
    };

    MappedFile() = default;
    ~MappedFile();
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    // Maps [offset, offset + length) of `file`; the mapping may reach past
    // the end of the file, whose pages must not be touched until it grows.
    static Result<MappedFile> map(const File& file, uint64_t offset, uint64_t length, Access access);
    // Zero-filled memory standing in for a file at `path` (named in errors).
    static Result<MappedFile> anonymous(const std::filesystem::path& path, uint64_t length);

    char* data() const { return data_; }
    uint64_t length() const { return length_; }
    bool isMapped() const { return data_ != nullptr; }

    // msync(MS_SYNC) of the whole mapping (FlushViewOfFile and
    // FlushFileBuffers on Windows): its stores reach the disk. Once
    // one failed, every later one fails too, as File::sync does: the kernel
    // may have dropped the stores and marked their pages clean.
    Status sync();
    // Faults [offset, offset + n) in writable ahead of the stores that will
    // fill it (MADV_POPULATE_WRITE where the kernel has it); a hint only.
    void prefaultWritable(uint64_t offset, uint64_t n) const;
    // Drops the pages of [offset, offset + n) from this mapping; a shared
    // mapping's stores stay in the page cache.
    void release(uint64_t offset, uint64_t n) const;
    // Asks for the mapping to be made of huge pages where the system can
    // (page_memory.h adviseHugePages): a file's pages then come into the page
    // cache 2 MiB at a time as they are first touched through it, and are
    // mapped that way, so random reads miss the TLB far less; a hint only.
    void adviseHugePages() const;
    void unmap();

private:
    MappedFile(char* data, NativeHandle syncHandle, uint64_t length, std::filesystem::path path, uint64_t offset = 0,
               FileIdentity identity = {})
        : data_(data),
          syncHandle_(syncHandle),
          length_(length),
          path_(std::move(path)),
          offset_(offset),
          identity_(identity) {}
    char* data_ = nullptr;
    NativeHandle syncHandle_ = kNoNativeHandle;  // what a sync needs besides the memory (Windows: the file)
    uint64_t length_ = 0;
    std::filesystem::path path_;
    uint64_t offset_ = 0;    // where the mapping starts in the file
    FileIdentity identity_;  // the file mapped, for the power-loss simulation
    bool syncFailed_ = false;
};

}  // namespace wr
