#include "util/file.h"

#include <algorithm>
#include <random>
#include <string>

#include "util/crash_point.h"
#include "util/file_faults.h"
#include "util/native_file.h"
#include "util/power_loss.h"
#include "util/process.h"

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
Status failedWrite(NativeHandle handle, uint64_t offset, BytesView data, const FileFault& fault,
                   const std::string& what) {
    size_t written = 0;
    if (fault.shortWrite) (void)native::writeSomeAt(handle, offset, data.substr(0, data.size() / 2), &written);
    return Status::fromErrno(what, fault.error);
}

std::string writeError(const fs::path& path, uint64_t offset) {
    return describe(path, "cannot write to") + " at offset " + std::to_string(offset);
}

}  // namespace

File::~File() { (void)close(); }

File::File(File&& other) noexcept
    : handle_(other.handle_),
      path_(std::move(other.path_)),
      syncFailed_(other.syncFailed_.load(std::memory_order_relaxed)) {
    other.handle_ = kNoNativeHandle;
}

File& File::operator=(File&& other) noexcept {
    if (this != &other) {
        (void)close();
        handle_ = other.handle_;
        path_ = std::move(other.path_);
        syncFailed_.store(other.syncFailed_.load(std::memory_order_relaxed), std::memory_order_relaxed);
        other.handle_ = kNoNativeHandle;
    }
    return *this;
}

Result<File> File::open(const fs::path& path, Mode mode) {
    NativeHandle handle = kNoNativeHandle;
    if (native::ErrorCode err = native::openFile(path, mode, &handle)) {
        if (native::isNotFound(err)) return Status::notFound(describe(path, "no such file:"));
        return native::systemError(describe(path, "cannot open"), err);
    }
    return File(handle, path);
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
        return failedWrite(handle_, at ? *at : 0, data, fault, describe(path_, "cannot write to"));
    }
    while (!data.empty()) {
        size_t n = 0;
        if (native::ErrorCode err = native::appendSome(handle_, data, &n)) {
            return native::systemError(describe(path_, "cannot write to"), err);
        }
        data.remove_prefix(n);
    }
    return Status::ok();
}

namespace {

Status writeAllAt(NativeHandle handle, const fs::path& path, uint64_t offset, BytesView data) {
    if (FileFault fault = injectedFault(FileOp::kWrite, path)) {
        return failedWrite(handle, offset, data, fault, writeError(path, offset));
    }
    while (!data.empty()) {
        size_t n = 0;
        if (native::ErrorCode err = native::writeSomeAt(handle, offset, data, &n)) {
            return native::systemError(writeError(path, offset), err);
        }
        data.remove_prefix(n);
        offset += n;
    }
    return Status::ok();
}

}  // namespace

Status File::writeAt(uint64_t offset, BytesView data) {
    if (syncFailed()) return refuseAfterFailedSync();
    return writeAllAt(handle_, path_, offset, data);
}

Status File::writeAt(uint64_t offset, std::initializer_list<BytesView> parts) {
    constexpr size_t kMaxParts = 8;
    if (parts.size() > kMaxParts) return Status::invalidArgument("at most 8 parts are written at once");
    if (syncFailed()) return refuseAfterFailedSync();
    if (FileFault fault = injectedFault(FileOp::kWrite, path_)) {
        return failedWrite(handle_, offset, *parts.begin(), fault, writeError(path_, offset));
    }
    size_t written = 0;
    if (native::ErrorCode err = native::writeSomePartsAt(handle_, offset, {parts.begin(), parts.size()}, &written)) {
        return native::systemError(writeError(path_, offset), err);
    }
    // A short write: the rest goes part by part.
    size_t done = written;
    for (BytesView part : parts) {
        size_t skip = std::min(done, part.size());
        done -= skip;
        offset += skip;
        if (skip == part.size()) continue;
        WR_RETURN_IF_ERROR(writeAllAt(handle_, path_, offset, part.substr(skip)));
        offset += part.size() - skip;
    }
    return Status::ok();
}

uint64_t pageBytes() {
    static const uint64_t page = native::pageBytes();
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
            (void)native::truncateFile(file.nativeHandle(), from);
            return written.withContext("cannot grow " + file.path().string() + " to " + std::to_string(to) + " bytes");
        }
        at = next;
    }
    return to;
}

Result<size_t> File::readSomeAt(uint64_t offset, size_t n, char* out) const {
    size_t done = 0;
    while (done < n) {
        size_t got = 0;
        if (native::ErrorCode err = native::readSomeAt(handle_, offset + done, out + done, n - done, &got)) {
            return native::systemError(describe(path_, "cannot read") + " at offset " + std::to_string(offset), err);
        }
        if (got == 0) break;
        done += got;
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
    uint64_t bytes = 0;
    if (native::ErrorCode err = native::fileSize(handle_, &bytes)) {
        return native::systemError(describe(path_, "cannot stat"), err);
    }
    return bytes;
}

Status File::truncate(uint64_t size) {
    if (syncFailed()) return refuseAfterFailedSync();
    if (FileFault fault = injectedFault(FileOp::kTruncate, path_)) {
        return Status::fromErrno(describe(path_, "cannot resize"), fault.error);
    }
    if (native::ErrorCode err = native::truncateFile(handle_, size)) {
        return native::systemError(describe(path_, "cannot resize"), err);
    }
    return Status::ok();
}

Status File::syncWith(int (*call)(NativeHandle), std::string_view name) {
    if (syncFailed()) return refuseAfterFailedSync();
    const std::string what = describe(path_, std::string(name) + " failed for");
    Status failed;
    if (FileFault fault = injectedFault(FileOp::kSync, path_)) {
        failed = Status::fromErrno(what, fault.error);
    } else if (native::ErrorCode err = call(handle_)) {
        failed = native::systemError(what, err);
    } else {
        if (PowerLoss::active()) PowerLoss::fileSynced(handle_, path_);
        return Status::ok();
    }
    // Never retried: see syncFailed().
    syncFailed_.store(true, std::memory_order_relaxed);
    return failed;
}

Status File::sync() { return syncWith(native::syncFile, "fsync"); }

Status File::dataSync() { return syncWith(native::syncFileData, "fdatasync"); }

Status File::close() {
    if (handle_ == kNoNativeHandle) return Status::ok();
    native::ErrorCode err = native::closeFile(handle_);
    handle_ = kNoNativeHandle;
    if (err != 0) return native::systemError(describe(path_, "cannot close"), err);
    return Status::ok();
}

void File::adviseSequential() const { native::adviseSequential(handle_); }

Result<Bytes> readWholeFile(const fs::path& path) {
    WR_ASSIGN_OR_RETURN(File f, File::open(path, File::Mode::kRead));
    WR_ASSIGN_OR_RETURN(uint64_t size, f.size());
    Bytes data;
    data.resize(size);
    WR_RETURN_IF_ERROR(f.readAt(0, size, data.data()));
    return data;
}

namespace {

Status syncDirectoryWith(const fs::path& dir, int (*call)(const fs::path&), std::string_view failure) {
    if (FileFault fault = injectedFault(FileOp::kSync, dir))
        return Status::fromErrno(describe(dir, failure), fault.error);
    if (native::ErrorCode err = call(dir)) return native::systemError(describe(dir, failure), err);
    return Status::ok();
}

}  // namespace

Status syncDirectory(const fs::path& dir) {
    Status synced = syncDirectoryWith(dir, native::syncDirectory, "fsync failed for directory");
    if (synced.isOk() && PowerLoss::active()) PowerLoss::directorySynced(dir);
    return synced;
}

Status syncFileSystem(const fs::path& dir) {
    Status synced = syncDirectoryWith(dir, native::syncFileSystem, "cannot sync the file system of");
    if (synced.isOk() && PowerLoss::active()) PowerLoss::fileSystemSynced();
    return synced;
}

Status renameFile(const fs::path& from, const fs::path& to) {
    const std::string what = "cannot rename " + from.string() + " to " + to.string();
    if (int err = injectedFault(FileOp::kRename, to).error) return Status::fromErrno(what, err);
    if (native::ErrorCode err = native::renameFile(from, to)) return native::systemError(what, err);
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
    if (written_ - writebackStarted_ >= kWritebackBytes) {
        // Only a head start for commit(): failures show up in its fsync.
        native::startWriteback(file_.nativeHandle(), writebackStarted_, written_ - writebackStarted_);
        writebackStarted_ = written_;
    }
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

Result<fs::path> createTemporaryDirectory(std::string_view prefix) {
    static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::error_code ec;
    const fs::path parent = fs::temp_directory_path(ec);
    if (ec) return Status::ioError("cannot find the temporary directory: " + ec.message());
    std::random_device seed;
    std::mt19937_64 random(seed());
    // create_directory fails on an existing name, so a name is claimed by
    // whoever creates it first; a clash only costs another draw.
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name(prefix);
        for (int i = 0; i < 6; ++i) name += kLetters[random() % kLetters.size()];
        if (fs::create_directory(parent / name, ec)) return parent / name;
        if (ec) return Status::ioError("cannot create a directory in " + parent.string() + ": " + ec.message());
    }
    return Status::ioError("cannot find a free directory name in " + parent.string());
}

uint64_t allocatedBytes(const fs::path& path) { return native::allocatedBytes(path); }

bool isInsideDirectory(const fs::path& root, const fs::path& candidate) {
    if (candidate.is_absolute() || candidate.has_root_name() || candidate.has_root_directory()) return false;
    int depth = 0;
    for (const fs::path& part : candidate) {
        if (part == "..") {
            if (--depth < 0) return false;
        } else if (part != "." && !part.empty()) {
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

FileLock::FileLock(FileLock&& other) noexcept : handle_(other.handle_) { other.handle_ = kNoNativeHandle; }

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        release();
        handle_ = other.handle_;
        other.handle_ = kNoNativeHandle;
    }
    return *this;
}

void FileLock::release() {
    if (handle_ != kNoNativeHandle) {
        (void)native::closeFile(handle_);  // closing the file drops its lock
        handle_ = kNoNativeHandle;
    }
}

Result<FileLock> FileLock::acquire(const fs::path& lockPath, std::string_view what) {
    return lock(lockPath, what, true);
}

Result<FileLock> FileLock::acquireShared(const fs::path& lockPath, std::string_view what) {
    return lock(lockPath, what, false);
}

Result<FileLock> FileLock::lock(const fs::path& lockPath, std::string_view what, bool exclusive) {
    NativeHandle handle = kNoNativeHandle;
    if (native::ErrorCode err = native::openLockFile(lockPath, exclusive, &handle)) {
        return native::systemError(describe(lockPath, "cannot open lock file"), err);
    }
    bool busy = false;
    if (native::ErrorCode err = native::lockFile(handle, exclusive, &busy)) {
        char buf[32] = {};
        size_t n = 0;
        (void)native::readSomeAt(handle, 0, buf, sizeof(buf) - 1, &n);
        (void)native::closeFile(handle);
        if (busy) {
            std::string holder = n > 0 ? std::string(buf, n) : std::string("unknown");
            while (!holder.empty() && (holder.back() == '\n' || holder.back() == '\0')) holder.pop_back();
            return Status::busy(std::string(what) + " is in use by PID " + holder + " (lock file " + lockPath.string() +
                                ")");
        }
        return native::systemError(describe(lockPath, "cannot lock"), err);
    }
    std::string pid = std::to_string(currentProcessId()) + "\n";
    if (exclusive) {
        size_t written = 0;
        native::ErrorCode err = native::truncateFile(handle, 0);
        if (err == 0) err = native::writeSomeAt(handle, 0, pid, &written);
        if (err != 0 || written != pid.size()) {
            (void)native::closeFile(handle);
            return native::systemError(describe(lockPath, "cannot record the owner in"), err);
        }
    } else {
        // Shared holders may write at once, so none truncates: each writes its
        // PID NUL-padded over a fixed width, and the file names one of them.
        // Recording is best effort; a read-only file keeps the last writer's PID.
        char record[16] = {};
        pid.copy(record, sizeof(record) - 1);
        size_t written = 0;
        (void)native::writeSomeAt(handle, 0, BytesView(record, sizeof(record)), &written);
    }
    return FileLock(handle);
}

}  // namespace wr
