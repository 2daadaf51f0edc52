#include "util/contained_tree.h"

namespace wr {

namespace {

Status checkLevel(const fs::path& root, const fs::path& canonicalRoot, const fs::path& dir, int depth,
                  std::string_view what) {
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path& entry = it->path();
        std::error_code typeEc;
        if (it->is_symlink(typeEc)) {
            std::error_code resolveEc;
            fs::path target = fs::canonical(entry, resolveEc);
            fs::path relative = resolveEc ? fs::path() : target.lexically_relative(canonicalRoot);
            if (resolveEc || relative.empty() || *relative.begin() == "..") {
                std::string shown = resolveEc ? fs::read_symlink(entry, typeEc).string() : target.string();
                return Status::invalidArgument(std::string(what) + ": " + entry.string() + " is a symbolic link to " +
                                               shown + ", outside " + root.string() +
                                               "; a store uses only files inside its own directory, so it "
                                               "refuses to open");
            }
        } else if (depth > 1 && it->is_directory(typeEc)) {
            WR_RETURN_IF_ERROR(checkLevel(root, canonicalRoot, entry, depth - 1, what));
        }
    }
    if (ec && ec != std::errc::no_such_file_or_directory) {
        return Status::ioError(std::string(what) + ": cannot list " + dir.string() + ": " + ec.message());
    }
    return Status::ok();
}

}  // namespace

Status checkNoLinkLeaves(const fs::path& root, int depth, std::string_view what) {
    std::error_code ec;
    fs::path canonicalRoot = fs::canonical(root, ec);
    if (ec) return Status::ok();
    return checkLevel(root, canonicalRoot, root, depth, what);
}

}  // namespace wr
