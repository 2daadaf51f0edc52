// File I/O with the durability steps spelled out: every write loops until all
// bytes are written, positional reads for concurrent readers, fsync of files
// and of directories (a rename is durable only once its directory is synced),
// and atomic replacement (temp file, fsync, rename, fsync of the directory).
// Every write, sync, rename and truncate passes the fault hook of
// util/file_faults.h, which tests arm to fail them.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>

#include "util/bytes.h"
#include "util/result.h"

namespace wr {

namespace fs = std::filesystem;

// The system's name for an open file: a file descriptor on POSIX, a HANDLE on
// Windows (whose INVALID_HANDLE_VALUE is -1 as well).
using NativeHandle = std::intptr_t;
inline constexpr NativeHandle kNoNativeHandle = -1;

// An owned open file, for reading, or reading and writing.
class File {
public:
    enum class Mode { kRead, kReadWrite, kCreateReadWrite, kTruncateReadWrite, kAppend };

    File() = default;
    ~File();
    File(File&& other) noexcept;
    File& operator=(File&& other) noexcept;
    File(const File&) = delete;
    File& operator=(const File&) = delete;

    static Result<File> open(const fs::path& path, Mode mode);

    bool isOpen() const { return handle_ != kNoNativeHandle; }
    NativeHandle nativeHandle() const { return handle_; }
    const fs::path& path() const { return path_; }
    // True once an fsync or fdatasync of this file failed. The kernel may
    // then have dropped writes it had accepted and marked their pages clean,
    // so a later sync could succeed without them: from then on every write
    // and sync of this File fails, until the file is opened again.
    bool syncFailed() const { return syncFailed_.load(std::memory_order_relaxed); }

    // Writes all of `data` at the current position (or the end, in kAppend).
    Status append(BytesView data);
    Status writeAt(uint64_t offset, BytesView data);
    // Writes `parts` one after another from `offset`, with one system call
    // when the kernel takes them whole.
    Status writeAt(uint64_t offset, std::initializer_list<BytesView> parts);
    // Reads exactly n bytes at offset; a short file is a Corruption error
    // naming the file and the offset.
    Status readAt(uint64_t offset, size_t n, char* out) const;
    // Reads up to n bytes at offset; returns how many were read (0 at the end).
    Result<size_t> readSomeAt(uint64_t offset, size_t n, char* out) const;
    Result<uint64_t> size() const;
    Status truncate(uint64_t size);
    Status sync();      // fsync: data and metadata
    Status dataSync();  // fdatasync: data and the size
    Status close();
    // Tells the system the file will be read from start to end; a hint only.
    void adviseSequential() const;

private:
    File(NativeHandle handle, fs::path path) : handle_(handle), path_(std::move(path)) {}
    Status syncWith(int (*call)(NativeHandle), std::string_view name);
    Status refuseAfterFailedSync() const;
    NativeHandle handle_ = kNoNativeHandle;
    fs::path path_;
    std::atomic<bool> syncFailed_{false};
};

// Grows `file` from its size `from` to the `step`
// boundary at or past `atLeast` by writing zeros, one write per step on step
// boundaries, and returns the new size; `step` is at most kMaxZeroStep.
// For a file appended to through
// a shared mapping this beats fallocate: written pages enter the page cache
// as large folios, already dirty, where the copies into a fallocated range
// fault every 4 KiB page in through readahead and page_mkwrite (docs/zdb.md
// has the numbers). The disk space is claimed by the write, so a full disk
// fails here, not in a copy. On error the file is cut back to `from`.
// The system's memory page size, read once.
uint64_t pageBytes();

inline constexpr uint64_t kMaxZeroStep = uint64_t{1} << 20;
Result<uint64_t> growWithZeros(File& file, uint64_t from, uint64_t atLeast, uint64_t step = kMaxZeroStep);

Result<Bytes> readWholeFile(const fs::path& path);
// temp file beside `path`, write, fsync, rename over `path`, fsync the directory.
Status writeFileAtomically(const fs::path& path, BytesView data);

// Crash points (util/crash_point.h) a caller of AtomicFileWriter::commit
// names for its own file; null skips one.
struct AtomicCommitCrashPoints {
    const char* beforeRename = nullptr;
    const char* afterRename = nullptr;
    const char* afterDirectorySync = nullptr;
};

// writeFileAtomically for contents too large to hold in memory at once: the
// bytes stream into "<path>.tmp"; commit() syncs it, renames it over `path`
// and syncs the directory. Destroyed uncommitted, it removes the temp file,
// leaving `path` as it was.
class AtomicFileWriter {
public:
    static Result<AtomicFileWriter> begin(const fs::path& path);
    AtomicFileWriter(AtomicFileWriter&& other) noexcept;
    AtomicFileWriter& operator=(AtomicFileWriter&&) = delete;
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    ~AtomicFileWriter();

    Status append(BytesView data);
    uint64_t bytesWritten() const { return written_; }
    Status commit(const AtomicCommitCrashPoints& crashPoints = {});

private:
    AtomicFileWriter(File file, fs::path path, fs::path tmp)
        : file_(std::move(file)), path_(std::move(path)), tmp_(std::move(tmp)) {}
    // Writeback of what append() wrote is started every this many bytes,
    // so commit()'s fsync waits for the last stretch only, not for the
    // whole file (a 120 MB hive snapshot: its fsync took 60 ms).
    static constexpr uint64_t kWritebackBytes = uint64_t{8} << 20;

    File file_;
    fs::path path_;
    fs::path tmp_;
    uint64_t written_ = 0;
    uint64_t writebackStarted_ = 0;  // bytes below this are already on their way to the disk
    bool committed_ = false;
};
Status syncDirectory(const fs::path& dir);
// syncfs: everything written to the file system holding `dir` reaches the
// disk, cheaper than syncing many files one by one.
Status syncFileSystem(const fs::path& dir);
// rename(2): atomic replacement of `to`, durable once the directory is synced.
Status renameFile(const fs::path& from, const fs::path& to);
Status createDirectories(const fs::path& dir);
// A new, empty directory "<prefix><six random characters>" in the system's
// temporary directory, which no other caller is given (as mkdtemp).
Result<fs::path> createTemporaryDirectory(std::string_view prefix);
// Bytes the file system has allocated for a file or a whole tree (st_blocks),
// which is what "disk use" means here, not the logical size.
uint64_t allocatedBytes(const fs::path& path);
// True when `candidate`, resolved lexically, stays inside `root`: no "..",
// no absolute path, no symlink component leaving it.
bool isInsideDirectory(const fs::path& root, const fs::path& candidate);

// An advisory lock on a file, held until destruction: exclusive for a writer,
// shared for readers. The holder's PID is written into the file so a second
// opener can be told who has it.
class FileLock {
public:
    FileLock() = default;
    ~FileLock();
    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&& other) noexcept;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    // Busy error "<what> is in use by PID n (lock file ...)" when held elsewhere,
    // including by another open in this same process.
    static Result<FileLock> acquire(const fs::path& lockPath, std::string_view what);
    // A shared lock: any number of shared holders, but no exclusive one. Busy
    // "<what> is in use by PID n" while an exclusive holder has it.
    static Result<FileLock> acquireShared(const fs::path& lockPath, std::string_view what);
    bool isHeld() const { return handle_ != kNoNativeHandle; }

private:
    explicit FileLock(NativeHandle handle) : handle_(handle) {}
    static Result<FileLock> lock(const fs::path& lockPath, std::string_view what, bool exclusive);
    void release();
    NativeHandle handle_ = kNoNativeHandle;
};

}  // namespace wr
