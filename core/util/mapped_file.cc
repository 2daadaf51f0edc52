#include "util/mapped_file.h"

#include "util/file_faults.h"
#include "util/native_file.h"
#include "util/page_memory.h"

namespace wr {

namespace {

Result<native::View> mapRange(NativeHandle file, uint64_t offset, uint64_t length, MappedFile::Access access,
                              const std::filesystem::path& path) {
    if (FileFault fault = injectedFault(FileOp::kMap, path)) {
        return Status::fromErrno("cannot map " + path.string(), fault.error);
    }
    native::View view;
    if (native::ErrorCode err = native::mapView(file, offset, length, access, &view)) {
        return native::systemError("cannot map " + path.string(), err);
    }
    return view;
}

}  // namespace

MappedFile::~MappedFile() { unmap(); }

MappedFile::MappedFile(MappedFile&& other) noexcept
    : data_(other.data_),
      syncHandle_(other.syncHandle_),
      length_(other.length_),
      path_(std::move(other.path_)),
      offset_(other.offset_),
      identity_(other.identity_),
      syncFailed_(other.syncFailed_) {
    other.data_ = nullptr;
    other.syncHandle_ = kNoNativeHandle;
    other.length_ = 0;
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        unmap();
        data_ = other.data_;
        syncHandle_ = other.syncHandle_;
        length_ = other.length_;
        path_ = std::move(other.path_);
        offset_ = other.offset_;
        identity_ = other.identity_;
        syncFailed_ = other.syncFailed_;
        other.data_ = nullptr;
        other.syncHandle_ = kNoNativeHandle;
        other.length_ = 0;
    }
    return *this;
}

Result<MappedFile> MappedFile::map(const File& file, uint64_t offset, uint64_t length, Access access) {
    WR_ASSIGN_OR_RETURN(native::View view, mapRange(file.nativeHandle(), offset, length, access, file.path()));
    return MappedFile(view.data, view.syncHandle, length, file.path(), offset, identityOf(file.nativeHandle()));
}

Result<MappedFile> MappedFile::anonymous(const std::filesystem::path& path, uint64_t length) {
    WR_ASSIGN_OR_RETURN(native::View view, mapRange(kNoNativeHandle, 0, length, Access::kAnonymousRw, path));
    return MappedFile(view.data, view.syncHandle, length, path);
}

Status MappedFile::sync() {
    if (syncFailed_) {
        return Status::ioError("an earlier msync of " + path_.string() +
                               " failed, so stores the system had accepted may be lost; it takes no more syncs "
                               "until it is mapped again");
    }
    const std::string what = "msync failed for " + path_.string();
    Status failed;
    if (int err = injectedFault(FileOp::kMapSync, path_).error) {
        failed = Status::fromErrno(what, err);
    } else if (native::ErrorCode flushErr = native::flushView({data_, syncHandle_}, length_)) {
        failed = native::systemError(what, flushErr);
    } else {
        if (PowerLoss::active()) PowerLoss::rangeSynced(path_, identity_, offset_, length_);
        return Status::ok();
    }
    syncFailed_ = true;
    return failed;
}

void MappedFile::prefaultWritable(uint64_t offset, uint64_t n) const { native::prefaultWritable(data_ + offset, n); }

void MappedFile::release(uint64_t offset, uint64_t n) const { native::releasePages(data_ + offset, n); }

void MappedFile::adviseHugePages() const { wr::adviseHugePages(data_, length_); }

void MappedFile::unmap() {
    if (data_ != nullptr) native::unmapView({data_, syncHandle_}, length_);
    data_ = nullptr;
    syncHandle_ = kNoNativeHandle;
    length_ = 0;
}

}  // namespace wr
