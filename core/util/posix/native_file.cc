#include "util/native_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace wr::native {

namespace {

int fdOf(NativeHandle handle) { return static_cast<int>(handle); }

// Runs a call that reports -1 and errno until it is not interrupted; *result
// gets what it returned.
template <typename Call>
ErrorCode retryOnInterrupt(Call call, ssize_t* result) {
    do {
        *result = call();
    } while (*result < 0 && errno == EINTR);
    return *result < 0 ? errno : 0;
}

ErrorCode transferred(ErrorCode err, ssize_t n, size_t* out) {
    *out = err == 0 ? static_cast<size_t>(n) : 0;
    return err;
}

ErrorCode checked(int rc) { return rc == 0 ? 0 : errno; }

}  // namespace

Status systemError(std::string_view what, ErrorCode code) { return Status::fromErrno(what, code); }

bool isNotFound(ErrorCode code) { return code == ENOENT; }

ErrorCode openFile(const fs::path& path, File::Mode mode, NativeHandle* out) {
    int flags = O_CLOEXEC;
    switch (mode) {
    case File::Mode::kRead: flags |= O_RDONLY; break;
    case File::Mode::kReadWrite: flags |= O_RDWR; break;
    case File::Mode::kCreateReadWrite: flags |= O_RDWR | O_CREAT; break;
    case File::Mode::kTruncateReadWrite: flags |= O_RDWR | O_CREAT | O_TRUNC; break;
    case File::Mode::kAppend: flags |= O_WRONLY | O_CREAT | O_APPEND; break;
    }
    int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0) return errno;
    *out = fd;
    return 0;
}

ErrorCode closeFile(NativeHandle handle) {
    // After EINTR the descriptor is gone all the same (Linux): not an error.
    if (::close(fdOf(handle)) != 0 && errno != EINTR) return errno;
    return 0;
}

ErrorCode writeSomeAt(NativeHandle handle, uint64_t offset, BytesView data, size_t* written) {
    ssize_t n = 0;
    ErrorCode err = retryOnInterrupt(
        [&] { return ::pwrite(fdOf(handle), data.data(), data.size(), static_cast<off_t>(offset)); }, &n);
    return transferred(err, n, written);
}

ErrorCode appendSome(NativeHandle handle, BytesView data, size_t* written) {
    ssize_t n = 0;
    ErrorCode err = retryOnInterrupt([&] { return ::write(fdOf(handle), data.data(), data.size()); }, &n);
    return transferred(err, n, written);
}

ErrorCode writeSomePartsAt(NativeHandle handle, uint64_t offset, std::span<const BytesView> parts, size_t* written) {
    constexpr size_t kMaxParts = 8;  // File::writeAt's limit
    iovec vectors[kMaxParts];
    size_t count = 0;
    for (BytesView part : parts.first(std::min(parts.size(), kMaxParts))) {
        vectors[count++] = {const_cast<char*>(part.data()), part.size()};
    }
    ssize_t n = 0;
    ErrorCode err = retryOnInterrupt(
        [&] { return ::pwritev(fdOf(handle), vectors, static_cast<int>(count), static_cast<off_t>(offset)); }, &n);
    return transferred(err, n, written);
}

ErrorCode readSomeAt(NativeHandle handle, uint64_t offset, char* out, size_t n, size_t* got) {
    ssize_t r = 0;
    ErrorCode err = retryOnInterrupt([&] { return ::pread(fdOf(handle), out, n, static_cast<off_t>(offset)); }, &r);
    return transferred(err, r, got);
}

ErrorCode fileSize(NativeHandle handle, uint64_t* size) {
    struct stat st {};
    if (::fstat(fdOf(handle), &st) != 0) return errno;
    *size = static_cast<uint64_t>(st.st_size);
    return 0;
}

ErrorCode truncateFile(NativeHandle handle, uint64_t size) {
    return checked(::ftruncate(fdOf(handle), static_cast<off_t>(size)));
}

ErrorCode syncFile(NativeHandle handle) { return checked(::fsync(fdOf(handle))); }

ErrorCode syncFileData(NativeHandle handle) { return checked(::fdatasync(fdOf(handle))); }

namespace {

ErrorCode onDirectory(const fs::path& dir, int (*call)(int)) {
    int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return errno;
    ErrorCode err = checked(call(fd));
    ::close(fd);
    return err;
}

}  // namespace

ErrorCode syncDirectory(const fs::path& dir) { return onDirectory(dir, ::fsync); }

ErrorCode syncFileSystem(const fs::path& dir) { return onDirectory(dir, ::syncfs); }

ErrorCode renameFile(const fs::path& from, const fs::path& to) { return checked(::rename(from.c_str(), to.c_str())); }

void startWriteback(NativeHandle handle, uint64_t offset, uint64_t n) {
    (void)::sync_file_range(fdOf(handle), static_cast<off_t>(offset), static_cast<off_t>(n), SYNC_FILE_RANGE_WRITE);
}

void adviseSequential(NativeHandle handle) { (void)::posix_fadvise(fdOf(handle), 0, 0, POSIX_FADV_SEQUENTIAL); }

uint64_t pageBytes() { return static_cast<uint64_t>(::sysconf(_SC_PAGESIZE)); }

uint64_t allocatedBytes(const fs::path& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return 0;
    uint64_t total = static_cast<uint64_t>(st.st_blocks) * 512;
    if (S_ISDIR(st.st_mode)) {
        std::error_code ec;
        for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
            total += allocatedBytes(it->path());
        }
    }
    return total;
}

ErrorCode openLockFile(const fs::path& path, bool exclusive, NativeHandle* out) {
    int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0 && !exclusive && (errno == EACCES || errno == EROFS)) {
        // A reader of a directory it cannot write still locks an existing file.
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    }
    if (fd < 0) return errno;
    *out = fd;
    return 0;
}

ErrorCode lockFile(NativeHandle handle, bool exclusive, bool* busy) {
    // Open-file-description locks conflict even between two opens in one
    // process, unlike classic POSIX record locks.
    struct flock fl {};
    fl.l_type = exclusive ? F_WRLCK : F_RDLCK;
    fl.l_whence = SEEK_SET;
    if (::fcntl(fdOf(handle), F_OFD_SETLK, &fl) == 0) return 0;
    ErrorCode err = errno;
    *busy = err == EAGAIN || err == EACCES;
    return err;
}

ErrorCode mapView(NativeHandle file, uint64_t offset, uint64_t length, MappedFile::Access access, View* out) {
    int prot = access == MappedFile::Access::kRead ? PROT_READ : PROT_READ | PROT_WRITE;
    int flags = 0;
    switch (access) {
    case MappedFile::Access::kRead:
    case MappedFile::Access::kShared: flags = MAP_SHARED; break;
    case MappedFile::Access::kPrivate: flags = MAP_PRIVATE; break;
    case MappedFile::Access::kAnonymousRw: flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE; break;
    }
    void* p = ::mmap(nullptr, length, prot, flags, fdOf(file), static_cast<off_t>(offset));
    if (p == MAP_FAILED) return errno;
    out->data = static_cast<char*>(p);
    return 0;
}

ErrorCode flushView(const View& view, uint64_t length) { return checked(::msync(view.data, length, MS_SYNC)); }

void unmapView(const View& view, uint64_t length) { ::munmap(view.data, length); }

void prefaultWritable(char* data, uint64_t n) {
#if defined(MADV_POPULATE_WRITE)
    // A kernel without it (before 5.14) only loses the head start.
    (void)::madvise(data, n, MADV_POPULATE_WRITE);
#else
    (void)data;
    (void)n;
#endif
}

void releasePages(char* data, uint64_t n) { (void)::madvise(data, n, MADV_DONTNEED); }

}  // namespace wr::native
