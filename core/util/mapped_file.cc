#include "util/mapped_file.h"

#include <sys/mman.h>

#include <cerrno>

#include "util/file_faults.h"

namespace wr {

namespace {

Result<char*> mapRange(int fd, uint64_t offset, uint64_t length, int prot, int flags,
                       const std::filesystem::path& path) {
    if (FileFault fault = injectedFault(FileOp::kMap, path)) {
        return Status::fromErrno("cannot map " + path.string(), fault.error);
    }
    void* p = ::mmap(nullptr, length, prot, flags, fd, static_cast<off_t>(offset));
    if (p == MAP_FAILED) return Status::fromErrno("cannot map " + path.string(), errno);
    return static_cast<char*>(p);
}

}  // namespace

MappedFile::~MappedFile() { unmap(); }

MappedFile::MappedFile(MappedFile&& other) noexcept
    : data_(other.data_),
      length_(other.length_),
      path_(std::move(other.path_)),
      offset_(other.offset_),
      identity_(other.identity_),
      syncFailed_(other.syncFailed_) {
    other.data_ = nullptr;
    other.length_ = 0;
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        unmap();
        data_ = other.data_;
        length_ = other.length_;
        path_ = std::move(other.path_);
        offset_ = other.offset_;
        identity_ = other.identity_;
        syncFailed_ = other.syncFailed_;
        other.data_ = nullptr;
        other.length_ = 0;
    }
    return *this;
}

Result<MappedFile> MappedFile::map(const File& file, uint64_t offset, uint64_t length, Access access) {
    int prot = access == Access::kRead ? PROT_READ : PROT_READ | PROT_WRITE;
    int flags = access == Access::kPrivate ? MAP_PRIVATE : MAP_SHARED;
    WR_ASSIGN_OR_RETURN(char* data, mapRange(file.fd(), offset, length, prot, flags, file.path()));
    return MappedFile(data, length, file.path(), offset, identityOf(file.fd()));
}

Result<MappedFile> MappedFile::anonymous(const std::filesystem::path& path, uint64_t length) {
    WR_ASSIGN_OR_RETURN(
        char* data, mapRange(-1, 0, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, path));
    return MappedFile(data, length, path);
}

Status MappedFile::sync() {
    if (syncFailed_) {
        return Status::ioError("an earlier msync of " + path_.string() +
                               " failed, so stores the system had accepted may be lost; it takes no more syncs "
                               "until it is mapped again");
    }
    int err = injectedFault(FileOp::kMapSync, path_).error;
    if (err == 0 && ::msync(data_, length_, MS_SYNC) != 0) err = errno;
    if (err == 0) {
        if (PowerLoss::active()) PowerLoss::rangeSynced(path_, identity_, offset_, length_);
        return Status::ok();
    }
    syncFailed_ = true;
    return Status::fromErrno("msync failed for " + path_.string(), err);
}

void MappedFile::prefaultWritable(uint64_t offset, uint64_t n) const {
#if defined(MADV_POPULATE_WRITE)
    // A kernel without it (before 5.14) only loses the head start.
    (void)::madvise(data_ + offset, n, MADV_POPULATE_WRITE);
#else
    (void)offset;
    (void)n;
#endif
}

void MappedFile::release(uint64_t offset, uint64_t n) const { (void)::madvise(data_ + offset, n, MADV_DONTNEED); }

void MappedFile::unmap() {
    if (data_ != nullptr) ::munmap(data_, length_);
    data_ = nullptr;
    length_ = 0;
}

}  // namespace wr
