#include "stores/peers/scratch_directory.h"

#include <stdlib.h>

#include <cerrno>
#include <utility>

#include "util/file.h"

namespace wr::kv {

Result<ScratchDirectory> ScratchDirectory::create(const fs::path& parent, const std::string& prefix) {
    std::error_code ec;
    const bool parentExisted = fs::exists(parent, ec);
    if (!parentExisted) WR_RETURN_IF_ERROR(createDirectories(parent));
    std::string name = (parent / (prefix + "-XXXXXX")).string();
    if (::mkdtemp(name.data()) == nullptr) {
        return Status::fromErrno("cannot create a scratch directory in " + parent.string(), errno);
    }
    return ScratchDirectory(name, parentExisted ? fs::path() : parent);
}

ScratchDirectory::ScratchDirectory(ScratchDirectory&& other) noexcept
    : path_(std::exchange(other.path_, {})), createdParent_(std::exchange(other.createdParent_, {})) {}

void ScratchDirectory::remove() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
    if (!createdParent_.empty()) fs::remove(createdParent_, ec);
    path_.clear();
    createdParent_.clear();
}

}  // namespace wr::kv
