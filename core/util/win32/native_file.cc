#include "util/native_file.h"

#include <windows.h>
// windows.h first: winioctl.h needs its types.
#include <winioctl.h>

#include <algorithm>
#include <string>

namespace wr::native {

namespace {

HANDLE handleOf(NativeHandle handle) { return reinterpret_cast<HANDLE>(handle); }
NativeHandle nativeOf(HANDLE handle) { return reinterpret_cast<NativeHandle>(handle); }

ErrorCode lastError() { return static_cast<ErrorCode>(GetLastError()); }
ErrorCode checked(BOOL ok) { return ok ? 0 : lastError(); }

// ReadFile and WriteFile take a DWORD count: larger transfers go in slices,
// which the callers' loops continue.
DWORD sliceOf(size_t n) { return static_cast<DWORD>(std::min<size_t>(n, DWORD{1} << 30)); }

OVERLAPPED at(uint64_t offset) {
    OVERLAPPED overlapped{};
    overlapped.Offset = static_cast<DWORD>(offset);
    overlapped.OffsetHigh = static_cast<DWORD>(offset >> 32);
    return overlapped;
}

// Other openers may read, write, rename and delete the file while it is
// open, as on POSIX: engines rename over and remove files their readers hold.
constexpr DWORD kShareAll = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;

ErrorCode createFile(const fs::path& path, DWORD access, DWORD disposition, NativeHandle* out) {
    HANDLE h = CreateFileW(path.c_str(), access, kShareAll, nullptr, disposition, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) return lastError();
    *out = nativeOf(h);
    return 0;
}

std::string utf8Of(const wchar_t* text, int length) {
    int bytes = WideCharToMultiByte(CP_UTF8, 0, text, length, nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<size_t>(std::max(bytes, 0)), '\0');
    WideCharToMultiByte(CP_UTF8, 0, text, length, out.data(), bytes, nullptr, nullptr);
    return out;
}

uint64_t allocationGranularity() {
    static const uint64_t granularity = [] {
        SYSTEM_INFO info;
        GetSystemInfo(&info);
        return uint64_t{info.dwAllocationGranularity};
    }();
    return granularity;
}

}  // namespace

Status systemError(std::string_view what, ErrorCode code) {
    wchar_t* text = nullptr;
    DWORD length =
        FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                       nullptr, static_cast<DWORD>(code), 0, reinterpret_cast<LPWSTR>(&text), 0, nullptr);
    std::string reason = length > 0 ? utf8Of(text, static_cast<int>(length)) : "error " + std::to_string(code);
    LocalFree(text);
    while (!reason.empty() && (reason.back() == '\n' || reason.back() == '\r' || reason.back() == '.')) {
        reason.pop_back();
    }
    std::string message = std::string(what) + ": " + reason;
    // Held by someone else, not broken: another opener's share mode or
    // lock, or a mapping that stops a file from being cut shorter.
    if (code == ERROR_SHARING_VIOLATION || code == ERROR_LOCK_VIOLATION || code == ERROR_USER_MAPPED_FILE) {
        return Status::busy(std::move(message));
    }
    return Status::ioError(std::move(message));
}

bool isNotFound(ErrorCode code) { return code == ERROR_FILE_NOT_FOUND || code == ERROR_PATH_NOT_FOUND; }

ErrorCode openFile(const fs::path& path, File::Mode mode, NativeHandle* out) {
    constexpr DWORD kReadWrite = GENERIC_READ | GENERIC_WRITE;
    switch (mode) {
    case File::Mode::kRead: return createFile(path, GENERIC_READ, OPEN_EXISTING, out);
    case File::Mode::kReadWrite: return createFile(path, kReadWrite, OPEN_EXISTING, out);
    case File::Mode::kCreateReadWrite: return createFile(path, kReadWrite, OPEN_ALWAYS, out);
    case File::Mode::kTruncateReadWrite: return createFile(path, kReadWrite, CREATE_ALWAYS, out);
    case File::Mode::kAppend:
        // Append data access without write data: every write goes to the
        // end, as O_APPEND does.
        return createFile(path, FILE_APPEND_DATA | FILE_READ_ATTRIBUTES | FILE_WRITE_ATTRIBUTES | SYNCHRONIZE,
                          OPEN_ALWAYS, out);
    }
    return ERROR_INVALID_PARAMETER;
}

ErrorCode closeFile(NativeHandle handle) { return checked(CloseHandle(handleOf(handle))); }

ErrorCode writeSomeAt(NativeHandle handle, uint64_t offset, BytesView data, size_t* written) {
    OVERLAPPED overlapped = at(offset);
    DWORD n = 0;
    ErrorCode err = checked(WriteFile(handleOf(handle), data.data(), sliceOf(data.size()), &n, &overlapped));
    *written = err == 0 ? n : 0;
    return err;
}

ErrorCode appendSome(NativeHandle handle, BytesView data, size_t* written) {
    DWORD n = 0;
    ErrorCode err = checked(WriteFile(handleOf(handle), data.data(), sliceOf(data.size()), &n, nullptr));
    *written = err == 0 ? n : 0;
    return err;
}

ErrorCode writeSomePartsAt(NativeHandle handle, uint64_t offset, std::span<const BytesView> parts, size_t* written) {
    // Windows has no positional gather write for ordinary (buffered) files:
    // the parts go one after another, stopping at the first short one.
    *written = 0;
    for (BytesView part : parts) {
        size_t n = 0;
        if (ErrorCode err = writeSomeAt(handle, offset + *written, part, &n)) return *written > 0 ? 0 : err;
        *written += n;
        if (n < part.size()) break;
    }
    return 0;
}

ErrorCode readSomeAt(NativeHandle handle, uint64_t offset, char* out, size_t n, size_t* got) {
    OVERLAPPED overlapped = at(offset);
    DWORD r = 0;
    *got = 0;
    if (!ReadFile(handleOf(handle), out, sliceOf(n), &r, &overlapped)) {
        ErrorCode err = lastError();
        return err == ERROR_HANDLE_EOF ? 0 : err;  // at or past the end: nothing read
    }
    *got = r;
    return 0;
}

ErrorCode fileSize(NativeHandle handle, uint64_t* size) {
    LARGE_INTEGER bytes{};
    if (!GetFileSizeEx(handleOf(handle), &bytes)) return lastError();
    *size = static_cast<uint64_t>(bytes.QuadPart);
    return 0;
}

ErrorCode truncateFile(NativeHandle handle, uint64_t size) {
    FILE_END_OF_FILE_INFO end{};
    end.EndOfFile.QuadPart = static_cast<LONGLONG>(size);
    return checked(SetFileInformationByHandle(handleOf(handle), FileEndOfFileInfo, &end, sizeof end));
}

// Windows has one flush for data and metadata alike.
ErrorCode syncFile(NativeHandle handle) { return checked(FlushFileBuffers(handleOf(handle))); }

ErrorCode syncFileData(NativeHandle handle) { return syncFile(handle); }

// Nothing to do: NTFS journals its metadata, so a directory's entries are
// durable once the change that made them returned, and renames are made
// with MOVEFILE_WRITE_THROUGH. Windows cannot even open a directory for a
// flush without backup privileges.
ErrorCode syncDirectory(const fs::path&) { return 0; }

// Windows flushes a whole volume only for administrators, so each file
// under `dir` is flushed instead: what the callers (a directory of value
// files) need durable is there.
ErrorCode syncFileSystem(const fs::path& dir) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        NativeHandle handle = kNoNativeHandle;
        if (ErrorCode err = createFile(it->path(), GENERIC_READ | GENERIC_WRITE, OPEN_EXISTING, &handle)) return err;
        ErrorCode err = syncFile(handle);
        (void)closeFile(handle);
        if (err != 0) return err;
    }
    return ec ? static_cast<ErrorCode>(ERROR_PATH_NOT_FOUND) : 0;
}

ErrorCode renameFile(const fs::path& from, const fs::path& to) {
    return checked(MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH));
}

// Windows takes neither hint after the file is open (its counterpart,
// FILE_FLAG_SEQUENTIAL_SCAN, is an open flag): both are left out.
void startWriteback(NativeHandle, uint64_t, uint64_t) {}

void adviseSequential(NativeHandle) {}

uint64_t pageBytes() {
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return info.dwPageSize;
}

uint64_t allocatedBytes(const fs::path& path) {
    std::error_code ec;
    if (fs::is_directory(fs::symlink_status(path, ec))) {
        uint64_t total = 0;
        for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
            total += allocatedBytes(it->path());
        }
        return total;
    }
    // The bytes on disk: a compressed or sparse file's, not its size.
    DWORD high = 0;
    DWORD low = GetCompressedFileSizeW(path.c_str(), &high);
    if (low == INVALID_FILE_SIZE && GetLastError() != NO_ERROR) return 0;
    return (uint64_t{high} << 32) | low;
}

ErrorCode openLockFile(const fs::path& path, bool exclusive, NativeHandle* out) {
    ErrorCode err = createFile(path, GENERIC_READ | GENERIC_WRITE, OPEN_ALWAYS, out);
    if (err == ERROR_ACCESS_DENIED && !exclusive) {
        // A reader of a directory it cannot write still locks an existing file.
        err = createFile(path, GENERIC_READ, OPEN_EXISTING, out);
    }
    return err;
}

ErrorCode lockFile(NativeHandle handle, bool exclusive, bool* busy) {
    // Windows' byte-range locks are mandatory: a lock on the PID the file
    // holds would stop a second opener from reading who has it. So the lock
    // covers one byte far past any content. Locks belong to the handle, so
    // two opens in this process conflict, as POSIX open-file-description
    // locks do.
    OVERLAPPED overlapped = at(uint64_t{1} << 62);
    DWORD flags = LOCKFILE_FAIL_IMMEDIATELY | (exclusive ? LOCKFILE_EXCLUSIVE_LOCK : 0);
    if (LockFileEx(handleOf(handle), flags, 0, 1, 0, &overlapped)) return 0;
    ErrorCode err = lastError();
    *busy = err == ERROR_LOCK_VIOLATION || err == ERROR_IO_PENDING;
    return err;
}

ErrorCode mapView(NativeHandle file, uint64_t offset, uint64_t length, MappedFile::Access access, View* out) {
    if (file == kNoNativeHandle) {
        // Zero-filled memory: reserved and committed, touched lazily.
        void* p = VirtualAlloc(nullptr, length, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
        if (p == nullptr) return lastError();
        out->data = static_cast<char*>(p);
        return 0;
    }
    DWORD protect = PAGE_READWRITE;
    DWORD viewAccess = FILE_MAP_WRITE;
    uint64_t mappingBytes = offset + length;
    if (access != MappedFile::Access::kShared) {
        protect = access == MappedFile::Access::kRead ? PAGE_READONLY : PAGE_WRITECOPY;
        viewAccess = access == MappedFile::Access::kRead ? FILE_MAP_READ : FILE_MAP_COPY;
        // A mapping that cannot write cannot grow the file: it ends with it
        // (its pages past the end are not to be touched anyway).
        uint64_t size = 0;
        if (ErrorCode err = fileSize(file, &size)) return err;
        if (size <= offset) return ERROR_HANDLE_EOF;
        mappingBytes = std::min(mappingBytes, size);
    }
    // A read-write mapping longer than the file grows the file to its end
    // here, where POSIX leaves the size alone until the stores reach it. The
    // file is made sparse first, so the zeros take no disk space (file
    // systems without sparse files refuse, and then they do).
    if (access == MappedFile::Access::kShared) {
        DWORD returned = 0;
        (void)DeviceIoControl(handleOf(file), FSCTL_SET_SPARSE, nullptr, 0, nullptr, 0, &returned, nullptr);
    }
    HANDLE mapping = CreateFileMappingW(handleOf(file), nullptr, protect, static_cast<DWORD>(mappingBytes >> 32),
                                        static_cast<DWORD>(mappingBytes), nullptr);
    if (mapping == nullptr) return lastError();
    // Views start on the allocation granularity (64 KiB), not on a page.
    const uint64_t start = offset / allocationGranularity() * allocationGranularity();
    void* view = MapViewOfFile(mapping, viewAccess, static_cast<DWORD>(start >> 32), static_cast<DWORD>(start),
                               static_cast<SIZE_T>(mappingBytes - start));
    ErrorCode err = view == nullptr ? lastError() : 0;
    CloseHandle(mapping);  // the view keeps the mapping alive
    if (err != 0) return err;
    // The view's own handle of the file, for flushView's FlushFileBuffers.
    HANDLE syncHandle = nullptr;
    if (!DuplicateHandle(GetCurrentProcess(), handleOf(file), GetCurrentProcess(), &syncHandle, 0, FALSE,
                         DUPLICATE_SAME_ACCESS)) {
        err = lastError();
        UnmapViewOfFile(view);
        return err;
    }
    out->data = static_cast<char*>(view) + (offset - start);
    out->syncHandle = nativeOf(syncHandle);
    return 0;
}

ErrorCode flushView(const View& view, uint64_t length) {
    if (view.syncHandle == kNoNativeHandle) return 0;  // memory only
    if (!FlushViewOfFile(view.data, length)) return lastError();
    return syncFile(view.syncHandle);
}

void unmapView(const View& view, uint64_t) {
    if (view.syncHandle == kNoNativeHandle) {
        VirtualFree(view.data, 0, MEM_RELEASE);
        return;
    }
    // The view began at the granularity boundary below the data.
    auto address = reinterpret_cast<uintptr_t>(view.data);
    UnmapViewOfFile(reinterpret_cast<void*>(address / allocationGranularity() * allocationGranularity()));
    CloseHandle(handleOf(view.syncHandle));
}

// Both are hints Windows has no cheap counterpart of: pages fault in on
// first touch, and the memory manager trims what is not used.
void prefaultWritable(char*, uint64_t) {}

void releasePages(char*, uint64_t) {}

}  // namespace wr::native
