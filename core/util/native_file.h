// The operating system's file calls under util's file layer (file.h,
// mapped_file.h): one implementation per platform, util/posix/native_file.cc
// and util/win32/native_file.cc, chosen by CMake. Each call does one thing,
// without fault injection or policy (file.cc and mapped_file.cc add those);
// it returns the platform's error code (errno, GetLastError()), 0 on success,
// which systemError() puts into words.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string_view>

#include "util/bytes.h"
#include "util/file.h"
#include "util/mapped_file.h"
#include "util/status.h"

namespace wr::native {

namespace fs = std::filesystem;

using ErrorCode = int;

// "what: <the system's text for code>": an I/O error, or Busy where the
// system says another holder is in the way.
Status systemError(std::string_view what, ErrorCode code);
bool isNotFound(ErrorCode code);

ErrorCode openFile(const fs::path& path, File::Mode mode, NativeHandle* out);
ErrorCode closeFile(NativeHandle handle);
// One write or read; may move fewer bytes than asked.
ErrorCode writeSomeAt(NativeHandle handle, uint64_t offset, BytesView data, size_t* written);
ErrorCode appendSome(NativeHandle handle, BytesView data, size_t* written);
ErrorCode writeSomePartsAt(NativeHandle handle, uint64_t offset, std::span<const BytesView> parts, size_t* written);
ErrorCode readSomeAt(NativeHandle handle, uint64_t offset, char* out, size_t n, size_t* got);
ErrorCode fileSize(NativeHandle handle, uint64_t* size);
ErrorCode truncateFile(NativeHandle handle, uint64_t size);
ErrorCode syncFile(NativeHandle handle);      // data and metadata
ErrorCode syncFileData(NativeHandle handle);  // data and the size
ErrorCode syncDirectory(const fs::path& dir);
ErrorCode syncFileSystem(const fs::path& dir);
ErrorCode renameFile(const fs::path& from, const fs::path& to);
// Hints, whose failure changes nothing but speed.
void startWriteback(NativeHandle handle, uint64_t offset, uint64_t n);
void adviseSequential(NativeHandle handle);
uint64_t pageBytes();
// What the file system allocated for `path` (a file, or the files of a tree).
uint64_t allocatedBytes(const fs::path& path);

// Locks: fails with *busy set when another holder (another open in this
// process too) has a conflicting lock.
ErrorCode openLockFile(const fs::path& path, bool exclusive, NativeHandle* out);
ErrorCode lockFile(NativeHandle handle, bool exclusive, bool* busy);

// Mappings. `file` is kNoNativeHandle for zero-filled memory. The view's
// syncHandle is what flushView needs besides the memory (a file handle of
// its own on Windows), closed by unmapView.
struct View {
    char* data = nullptr;
    NativeHandle syncHandle = kNoNativeHandle;
};
ErrorCode mapView(NativeHandle file, uint64_t offset, uint64_t length, MappedFile::Access access, View* out);
ErrorCode flushView(const View& view, uint64_t length);
void unmapView(const View& view, uint64_t length);
void prefaultWritable(char* data, uint64_t n);
void releasePages(char* data, uint64_t n);

}  // namespace wr::native
