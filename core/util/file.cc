#include "util/file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>

#include "util/crash_point.h"
#include "util/file_faults.h"
#include "util/power_loss.h"

namespace wr {

namespace {

std::string describe(const fs::path& path, std::string_view action) {
    std::string s(action);
    s += " ";
    s += path.string();
    return s;
}

// An injected write failure: a short one lets half the bytes reach the file
// first, as a disk filling mid-write does.
Status failedWrite(int fd, uint64_t offset, BytesView data, const FileFault& fault, const std::string& what) {
    if (fault.shortWrite) (void)!::pwrite(fd, data.data(), data.size() / 2, static_cast<off_t>(offset));
    return Status::fromErrno(what, fault.error);
}

std::string writeError(const fs::path& path, uint64_t offset) {
    return describe(path, "cannot write to") + " at offset " + std::to_string(offset);
}

}  // namespace

File::~File() { (void)close(); }

File::File(File&& other) noexcept
    : fd_(other.fd_), path_(std::move(other.path_)), syncFailed_(other.syncFailed_.load(std::memory_order_relaxed)) {
    other.fd_ = -1;
}

File& File::operator=(File&& other) noexcept {
    if (this != &other) {
        (void)close();
        fd_ = other.fd_;
        path_ = std::move(other.path_);
        syncFailed_.store(other.syncFailed_.load(std::memory_order_relaxed), std::memory_order_relaxed);
        other.fd_ = -1;
    }
    return *this;
}

Result<File> File::open(const fs::path& path, Mode mode) {
    int flags = O_CLOEXEC;
    switch (mode) {
    case Mode::kRead: flags |= O_RDONLY; break;
    case Mode::kReadWrite: flags |= O_RDWR; break;
    case Mode::kCreateReadWrite: flags |= O_RDWR | O_CREAT; break;
    case Mode::kTruncateReadWrite: flags |= O_RDWR | O_CREAT | O_TRUNC; break;
    case Mode::kAppend: flags |= O_WRONLY | O_CREAT | O_APPEND; break;
    }
    int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0) {
        int err = errno;
        if (err == ENOENT) return Status::notFound(describe(path, "no such file:"));
        return Status::fromErrno(describe(path, "cannot open"), err);
    }
    return File(fd, path);
}

Status File::refuseAfterFailedSync() const {
    return Status::ioError("an earlier fsync of " + path_.string() +
                           " failed, so writes the system had accepted may be lost; it takes no more writes or "
                           "syncs until it is opened again");
}

Status File::append(BytesView data) {
    if (syncFailed()) return refuseAfterFailedSync();
    if (FileFault fault = injectedFault(FileOp::kWrite, path_)) {
        auto at = size();
        return failedWrite(fd_, at ? *at : 0, data, fault, describe(path_, "cannot write to"));
    }
    const char* p = data.data();
    size_t left = data.size();
    while (left > 0) {
        ssize_t n = ::write(fd_, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            return Status::fromErrno(describe(path_, "cannot write to"), errno);
        }
        p += n;
        left -= static_cast<size_t>(n);
    }
    return Status::ok();
}

namespace {

Status writeAllAt(int fd, const fs::path& path, uint64_t offset, BytesView data) {
    if (FileFault fault = injectedFault(FileOp::kWrite, path)) {
        return failedWrite(fd, offset, data, fault, writeError(path, offset));
    }
    const char* p = data.data();
    size_t left = data.size();
    while (left > 0) {
        ssize_t n = ::pwrite(fd, p, left, static_cast<off_t>(offset));
        if (n < 0) {
            if (errno == EINTR) continue;
            return Status::fromErrno(writeError(path, offset), errno);
        }
        p += n;
        offset += static_cast<uint64_t>(n);
        left -= static_cast<size_t>(n);
    }
    return Status::ok();
}

}  // namespace

Status File::writeAt(uint64_t offset, BytesView data) {
    if (syncFailed()) return refuseAfterFailedSync();
    return writeAllAt(fd_, path_, offset, data);
}

Status File::writeAt(uint64_t offset, std::initializer_list<BytesView> parts) {
    constexpr size_t kMaxParts = 8;
    if (parts.size() > kMaxParts) return Status::invalidArgument("at most 8 parts are written at once");
    if (syncFailed()) return refuseAfterFailedSync();
    if (FileFault fault = injectedFault(FileOp::kWrite, path_)) {
        return failedWrite(fd_, offset, *parts.begin(), fault, writeError(path_, offset));
    }
    iovec vectors[kMaxParts];
    size_t count = 0;
    for (BytesView part : parts) vectors[count++] = {const_cast<char*>(part.data()), part.size()};
    ssize_t written;
    do {
        written = ::pwritev(fd_, vectors, static_cast<int>(count), static_cast<off_t>(offset));
    } while (written < 0 && errno == EINTR);
    if (written < 0) {
        return Status::fromErrno(writeError(path_, offset), errno);
    }
    // A short write: the rest goes part by part.
    auto done = static_cast<size_t>(written);
    for (BytesView part : parts) {
        size_t skip = std::min(done, part.size());
        done -= skip;
        offset += skip;
        if (skip == part.size()) continue;
        WR_RETURN_IF_ERROR(writeAllAt(fd_, path_, offset, part.substr(skip)));
        offset += part.size() - skip;
    }
    return Status::ok();
}

uint64_t pageBytes() {
    static const auto page = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
    return page;
}

Result<uint64_t> growWithZeros(File& file, uint64_t from, uint64_t atLeast, uint64_t step) {
    static const Bytes zeros(kMaxZeroStep, '\0');
    const uint64_t to = (atLeast + step - 1) / step * step;
    for (uint64_t at = from; at < to;) {
        uint64_t next = (at / step + 1) * step;  // `to` is a boundary too
        Status written = file.writeAt(at, BytesView(zeros.data(), next - at));
        if (!written.isOk()) {
            // Leave no half-grown file behind (a full disk, say).
            (void)::ftruncate(file.fd(), static_cast<off_t>(from));
            return written.withContext("cannot grow " + file.path().string() + " to " + std::to_string(to) + " bytes");
        }
        at = next;
    }
    return to;
}

Result<size_t> File::readSomeAt(uint64_t offset, size_t n, char* out) const {
    size_t done = 0;
    while (done < n) {
        ssize_t r = ::pread(fd_, out + done, n - done, static_cast<off_t>(offset + done));
        if (r < 0) {
            if (errno == EINTR) continue;
            return Status::fromErrno(describe(path_, "cannot read") + " at offset " + std::to_string(offset), errno);
        }
        if (r == 0) break;
        done += static_cast<size_t>(r);
    }
    return done;
}

Status File::readAt(uint64_t offset, size_t n, char* out) const {
    auto got = readSomeAt(offset, n, out);
    if (!got) return got.status();
    if (*got != n) {
        return Status::corruption(path_.string() + " ends at offset " + std::to_string(offset + *got) + " but " +
                                  std::to_string(n) + " bytes were expected at offset " + std::to_string(offset));
    }
    return Status::ok();
}

Result<uint64_t> File::size() const {
    struct stat st {};
    if (::fstat(fd_, &st) != 0) return Status::fromErrno(describe(path_, "cannot stat"), errno);
    return static_cast<uint64_t>(st.st_size);
}

Status File::truncate(uint64_t size) {
    if (syncFailed()) return refuseAfterFailedSync();
    if (FileFault fault = injectedFault(FileOp::kTruncate, path_)) {
        return Status::fromErrno(describe(path_, "cannot resize"), fault.error);
    }
    if (::ftruncate(fd_, static_cast<off_t>(size)) != 0) {
        return Status::fromErrno(describe(path_, "cannot resize"), errno);
    }
    return Status::ok();
}

Status File::syncWith(int (*call)(int), std::string_view name) {
    if (syncFailed()) return refuseAfterFailedSync();
    FileFault fault = injectedFault(FileOp::kSync, path_);
    int err = fault.error;
    if (err == 0 && call(fd_) != 0) err = errno;
    if (err == 0) {
        if (PowerLoss::active()) PowerLoss::fileSynced(fd_, path_);
        return Status::ok();
    }
    // Never retried: see syncFailed().
    syncFailed_.store(true, std::memory_order_relaxed);
    return Status::fromErrno(describe(path_, std::string(name) + " failed for"), err);
}

Status File::sync() { return syncWith(::fsync, "fsync"); }

Status File::dataSync() { return syncWith(::fdatasync, "fdatasync"); }

Status File::close() {
    if (fd_ < 0) return Status::ok();
    int rc = ::close(fd_);
    fd_ = -1;
    if (rc != 0 && errno != EINTR) return Status::fromErrno(describe(path_, "cannot close"), errno);
    return Status::ok();
}

Result<Bytes> readWholeFile(const fs::path& path) {
    WR_ASSIGN_OR_RETURN(File f, File::open(path, File::Mode::kRead));
    WR_ASSIGN_OR_RETURN(uint64_t size, f.size());
    Bytes data;
    data.resize(size);
    WR_RETURN_IF_ERROR(f.readAt(0, size, data.data()));
    return data;
}

namespace {

Status syncDirectoryWith(const fs::path& dir, int (*call)(int), std::string_view failure) {
    if (FileFault fault = injectedFault(FileOp::kSync, dir))
        return Status::fromErrno(describe(dir, failure), fault.error);
    int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return Status::fromErrno(describe(dir, "cannot open directory"), errno);
    int rc = call(fd);
    int err = errno;
    ::close(fd);
    if (rc != 0) return Status::fromErrno(describe(dir, failure), err);
    return Status::ok();
}

#if !defined(__linux__)
int syncAll(int) {
    ::sync();
    return 0;
}
#endif

}  // namespace

Status syncDirectory(const fs::path& dir) {
    Status synced = syncDirectoryWith(dir, ::fsync, "fsync failed for directory");
    if (synced.isOk() && PowerLoss::active()) PowerLoss::directorySynced(dir);
    return synced;
}

Status syncFileSystem(const fs::path& dir) {
#if defined(__linux__)
    Status synced = syncDirectoryWith(dir, ::syncfs, "cannot sync the file system of");
#else
    Status synced = syncDirectoryWith(dir, syncAll, "cannot sync the file system of");
#endif
    if (synced.isOk() && PowerLoss::active()) PowerLoss::fileSystemSynced();
    return synced;
}

Status renameFile(const fs::path& from, const fs::path& to) {
    int err = injectedFault(FileOp::kRename, to).error;
    if (err == 0 && ::rename(from.c_str(), to.c_str()) != 0) err = errno;
    if (err != 0) return Status::fromErrno("cannot rename " + from.string() + " to " + to.string(), err);
    return Status::ok();
}

Status writeFileAtomically(const fs::path& path, BytesView data) {
    WR_ASSIGN_OR_RETURN(AtomicFileWriter writer, AtomicFileWriter::begin(path));
    WR_RETURN_IF_ERROR(writer.append(data));
    return writer.commit();
}

Result<AtomicFileWriter> AtomicFileWriter::begin(const fs::path& path) {
    fs::path tmp = path;
    tmp += ".tmp";
    WR_ASSIGN_OR_RETURN(File f, File::open(tmp, File::Mode::kTruncateReadWrite));
    return AtomicFileWriter(std::move(f), path, std::move(tmp));
}

AtomicFileWriter::AtomicFileWriter(AtomicFileWriter&& other) noexcept
    : file_(std::move(other.file_)),
      path_(std::move(other.path_)),
      tmp_(std::move(other.tmp_)),
      written_(other.written_),
      writebackStarted_(other.writebackStarted_),
      committed_(other.committed_) {
    other.committed_ = true;  // the moved-from writer owns no temp file
}

AtomicFileWriter::~AtomicFileWriter() {
    if (committed_) return;
    (void)file_.close();
    std::error_code ec;
    fs::remove(tmp_, ec);
}

Status AtomicFileWriter::append(BytesView data) {
    WR_RETURN_IF_ERROR(file_.append(data));
    written_ += data.size();
#if defined(__linux__)
    if (written_ - writebackStarted_ >= kWritebackBytes) {
        // Only a head start for commit(): failures show up in its fsync.
        (void)::sync_file_range(file_.fd(), static_cast<off_t>(writebackStarted_),
                                static_cast<off_t>(written_ - writebackStarted_), SYNC_FILE_RANGE_WRITE);
        writebackStarted_ = written_;
    }
#endif
    return Status::ok();
}

Status AtomicFileWriter::commit(const AtomicCommitCrashPoints& crashPoints) {
    WR_RETURN_IF_ERROR(file_.sync());
    WR_RETURN_IF_ERROR(file_.close());
    if (crashPoints.beforeRename != nullptr) crashPoint(crashPoints.beforeRename);
    WR_RETURN_IF_ERROR(renameFile(tmp_, path_));
    committed_ = true;
    if (crashPoints.afterRename != nullptr) crashPoint(crashPoints.afterRename);
    fs::path dir = path_.parent_path();
    WR_RETURN_IF_ERROR(syncDirectory(dir.empty() ? fs::path(".") : dir));
    if (crashPoints.afterDirectorySync != nullptr) crashPoint(crashPoints.afterDirectorySync);
    return Status::ok();
}

Status createDirectories(const fs::path& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return Status::ioError("cannot create directory " + dir.string() + ": " + ec.message());
    return Status::ok();
}

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

bool isInsideDirectory(const fs::path& root, const fs::path& candidate) {
    if (candidate.is_absolute() || candidate.has_root_name() || candidate.has_root_directory()) return false;
    int depth = 0;
    for (const auto& part : candidate) {
        const auto& s = part.native();
        if (s == "..") {
            if (--depth < 0) return false;
        } else if (s != "." && !s.empty()) {
            ++depth;
        }
    }
    // Follow symlinks of what exists already: a link inside the directory may
    // point outside it.
    std::error_code ec;
    fs::path realRoot = fs::weakly_canonical(root, ec);
    if (ec) return false;
    fs::path realCandidate = fs::weakly_canonical(root / candidate, ec);
    if (ec) return false;
    auto r = realRoot.begin();
    auto c = realCandidate.begin();
    for (; r != realRoot.end(); ++r, ++c) {
        if (r->empty()) continue;  // trailing separator
        if (c == realCandidate.end() || *r != *c) return false;
    }
    return true;
}

FileLock::~FileLock() { release(); }

FileLock::FileLock(FileLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        release();
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

void FileLock::release() {
    if (fd_ >= 0) {
        ::close(fd_);  // closing the descriptor drops its open-file-description lock
        fd_ = -1;
    }
}

Result<FileLock> FileLock::acquire(const fs::path& lockPath, std::string_view what) {
    return lock(lockPath, what, true);
}

Result<FileLock> FileLock::acquireShared(const fs::path& lockPath, std::string_view what) {
    return lock(lockPath, what, false);
}

Result<FileLock> FileLock::lock(const fs::path& lockPath, std::string_view what, bool exclusive) {
    int fd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0 && !exclusive && (errno == EACCES || errno == EROFS)) {
        // A reader of a directory it cannot write still locks an existing file.
        fd = ::open(lockPath.c_str(), O_RDONLY | O_CLOEXEC);
    }
    if (fd < 0) return Status::fromErrno(describe(lockPath, "cannot open lock file"), errno);
    // Open-file-description locks conflict even between two opens in one
    // process, unlike classic POSIX record locks.
    struct flock fl {};
    fl.l_type = exclusive ? F_WRLCK : F_RDLCK;
    fl.l_whence = SEEK_SET;
    if (::fcntl(fd, F_OFD_SETLK, &fl) != 0) {
        int err = errno;
        char buf[32] = {};
        ssize_t n = ::pread(fd, buf, sizeof(buf) - 1, 0);
        ::close(fd);
        if (err == EAGAIN || err == EACCES) {
            std::string holder = n > 0 ? std::string(buf, static_cast<size_t>(n)) : std::string("unknown");
            while (!holder.empty() && (holder.back() == '\n' || holder.back() == '\0')) holder.pop_back();
            return Status::busy(std::string(what) + " is in use by PID " + holder + " (lock file " + lockPath.string() +
                                ")");
        }
        return Status::fromErrno(describe(lockPath, "cannot lock"), err);
    }
    std::string pid = std::to_string(::getpid()) + "\n";
    if (exclusive) {
        if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
            int err = errno;
            ::close(fd);
            return Status::fromErrno(describe(lockPath, "cannot record the owner in"), err);
        }
    } else {
        // Shared holders may write at once, so none truncates: each writes its
        // PID NUL-padded over a fixed width, and the file names one of them.
        // Recording is best effort; a read-only file keeps the last writer's PID.
        char record[16] = {};
        pid.copy(record, sizeof(record) - 1);
        (void)!::pwrite(fd, record, sizeof(record), 0);
    }
    return FileLock(fd);
}

}  // namespace wr
