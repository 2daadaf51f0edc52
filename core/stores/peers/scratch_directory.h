// A bulk loader's scratch space: a directory of its own, made with a unique
// name inside the work directory the caller chose, and removed with
// everything in it when the loader is done with it or destroyed. A work
// directory that did not exist is created for it and removed again when it is
// left empty.
#pragma once

#include <filesystem>
#include <string>

#include "util/result.h"

namespace wr::kv {

class ScratchDirectory {
public:
    // "<parent>/<prefix>-XXXXXX".
    static Result<ScratchDirectory> create(const std::filesystem::path& parent, const std::string& prefix);

    ScratchDirectory(ScratchDirectory&& other) noexcept;
    ScratchDirectory& operator=(ScratchDirectory&&) = delete;
    ScratchDirectory(const ScratchDirectory&) = delete;
    ~ScratchDirectory() { remove(); }

    const std::filesystem::path& path() const { return path_; }
    // Removes the directory now; later calls do nothing.
    void remove();

private:
    ScratchDirectory(std::filesystem::path path, std::filesystem::path createdParent)
        : path_(std::move(path)), createdParent_(std::move(createdParent)) {}

    std::filesystem::path path_;
    std::filesystem::path createdParent_;  // empty unless it was created here
};

}  // namespace wr::kv
