#include "util/power_loss.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <mutex>
#include <optional>
#include <string>

namespace wr {

namespace fs = std::filesystem;

std::atomic<bool> PowerLoss::active_{false};

// The shadow directory:
//   roots              one tracked root per line; its line number is its index
//   images/<identity>  a file's durable bytes
//   dirs/<index>:<rel> a directory's durable entries, "f <identity> <name>" or
//                      "d <name>" per line (<rel> with '/' written as %2F)
//   failed             why the image is incomplete, when an update failed
// Every file in it is replaced by rename, so a kill never leaves one torn.
namespace {

std::mutex trackingMutex;
fs::path trackedShadow;
std::vector<fs::path> trackedRoots;

std::string identityName(FileIdentity identity) {
    return std::to_string(identity.inode) + "-" + std::to_string(identity.bornNanos);
}

FileIdentity identityOfStat(const struct statx& st) {
    FileIdentity identity;
    identity.inode = st.stx_ino;
    if (st.stx_mask & STATX_BTIME) {
        identity.bornNanos = int64_t{st.stx_btime.tv_sec} * 1000000000 + st.stx_btime.tv_nsec;
    }
    return identity;
}

std::optional<FileIdentity> identityAt(const fs::path& path) {
    struct statx st {};
    if (::statx(AT_FDCWD, path.c_str(), AT_SYMLINK_NOFOLLOW, STATX_INO | STATX_BTIME, &st) != 0) return std::nullopt;
    return identityOfStat(st);
}

std::string escaped(const std::string& relative) {
    std::string out;
    for (char c : relative) {
        if (c == '%') {
            out += "%25";
        } else if (c == '/') {
            out += "%2F";
        } else {
            out += c;
        }
    }
    return out;
}

fs::path listingPath(const fs::path& shadow, size_t root, const fs::path& relative) {
    return shadow / "dirs" / (std::to_string(root) + ":" + escaped(relative.generic_string()));
}

Status writeShadowFile(const fs::path& path, const std::string& bytes) {
    fs::path tmp = path;
    tmp += ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (!out) return Status::ioError("power-loss simulation: cannot write " + tmp.string());
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) return Status::ioError("power-loss simulation: cannot rename " + tmp.string() + ": " + ec.message());
    return Status::ok();
}

Result<std::string> readAll(int fd, const fs::path& what) {
    std::string bytes;
    char buffer[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return Status::fromErrno("power-loss simulation: cannot read " + what.string(), errno);
        if (n == 0) return bytes;
        bytes.append(buffer, static_cast<size_t>(n));
    }
}

Result<std::string> readPath(const fs::path& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Status::fromErrno("power-loss simulation: cannot open " + path.string(), errno);
    auto bytes = readAll(fd, path);
    ::close(fd);
    return bytes;
}

// The tracked root holding `path`, and `path` relative to it.
std::optional<std::pair<size_t, fs::path>> locate(const fs::path& path) {
    fs::path absolute = fs::absolute(path).lexically_normal();
    for (size_t i = 0; i < trackedRoots.size(); ++i) {
        fs::path relative = absolute.lexically_relative(trackedRoots[i]);
        if (!relative.empty() && *relative.begin() != "..") {
            return std::make_pair(i, relative == "." ? fs::path() : relative);
        }
    }
    return std::nullopt;
}

// Notes the first failure: the image can no longer be trusted.
void noteFailure(const Status& status) {
    if (status.isOk() || fs::exists(trackedShadow / "failed")) return;
    (void)writeShadowFile(trackedShadow / "failed", status.toString());
}

Status recordFile(int fd, const fs::path& path) {
    FileIdentity identity = identityOf(fd);
    if (!identity.known()) return Status::ioError("power-loss simulation: cannot stat " + path.string());
    // Through /proc, so a descriptor opened for writing only can be read.
    fs::path self = "/proc/self/fd/" + std::to_string(fd);
    WR_ASSIGN_OR_RETURN(std::string bytes, readPath(self));
    return writeShadowFile(trackedShadow / "images" / identityName(identity), bytes);
}

Status recordDirectory(size_t root, const fs::path& relative) {
    const fs::path dir = relative.empty() ? trackedRoots[root] : trackedRoots[root] / relative;
    std::error_code ec;
    std::vector<std::string> lines;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        fs::file_status status = entry.symlink_status(ec);
        if (fs::is_directory(status)) {
            lines.push_back("d " + name);
        } else if (fs::is_regular_file(status)) {
            std::optional<FileIdentity> identity = identityAt(entry.path());
            if (identity) lines.push_back("f " + identityName(*identity) + " " + name);
        }
    }
    if (ec) return Status::ioError("power-loss simulation: cannot list " + dir.string() + ": " + ec.message());
    std::sort(lines.begin(), lines.end());
    std::string listing;
    for (const std::string& line : lines) listing += line + "\n";
    return writeShadowFile(listingPath(trackedShadow, root, relative), listing);
}

// Everything under the roots, as it is now: the baseline, and syncfs.
Status recordEverything() {
    for (size_t root = 0; root < trackedRoots.size(); ++root) {
        std::error_code ec;
        WR_RETURN_IF_ERROR(recordDirectory(root, {}));
        for (auto it = fs::recursive_directory_iterator(trackedRoots[root], ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            fs::file_status status = it->symlink_status(ec);
            fs::path relative = it->path().lexically_relative(trackedRoots[root]);
            if (fs::is_directory(status)) {
                WR_RETURN_IF_ERROR(recordDirectory(root, relative));
            } else if (fs::is_regular_file(status)) {
                int fd = ::open(it->path().c_str(), O_RDONLY | O_CLOEXEC);
                if (fd < 0)
                    return Status::fromErrno("power-loss simulation: cannot open " + it->path().string(), errno);
                Status recorded = recordFile(fd, it->path());
                ::close(fd);
                WR_RETURN_IF_ERROR(recorded);
            }
        }
        if (ec) return Status::ioError("power-loss simulation: cannot walk " + trackedRoots[root].string());
    }
    return Status::ok();
}

// Rebuilds one directory of a root from its durable listing; a directory
// without one was never synced: it comes back empty.
Status rebuild(const fs::path& shadow, size_t root, const fs::path& target, const fs::path& relative) {
    std::ifstream listing(listingPath(shadow, root, relative));
    std::string line;
    while (std::getline(listing, line)) {
        if (line.size() > 2 && line[0] == 'd') {
            const std::string name = line.substr(2);
            std::error_code ec;
            fs::create_directory(target / name, ec);
            if (ec) return Status::ioError("power-loss simulation: cannot create " + (target / name).string());
            WR_RETURN_IF_ERROR(rebuild(shadow, root, target / name, relative / name));
        } else if (line.size() > 2 && line[0] == 'f') {
            size_t space = line.find(' ', 2);
            if (space == std::string::npos) return Status::corruption("power-loss simulation: bad listing line");
            const fs::path image = shadow / "images" / line.substr(2, space - 2);
            const fs::path file = target / line.substr(space + 1);
            // A file whose data was never synced comes back empty.
            std::string bytes;
            if (fs::exists(image)) {
                WR_ASSIGN_OR_RETURN(bytes, readPath(image));
            }
            std::ofstream out(file, std::ios::binary | std::ios::trunc);
            out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
            if (!out) return Status::ioError("power-loss simulation: cannot write " + file.string());
        }
    }
    return Status::ok();
}

}  // namespace

FileIdentity identityOf(NativeHandle handle) {
    struct statx st {};
    if (::statx(static_cast<int>(handle), "", AT_EMPTY_PATH, STATX_INO | STATX_BTIME, &st) != 0) return {};
    return identityOfStat(st);
}

Status PowerLoss::begin(const std::vector<fs::path>& roots, const fs::path& shadow) {
    std::lock_guard lock(trackingMutex);
    std::error_code ec;
    fs::remove_all(shadow, ec);
    fs::create_directories(shadow / "images", ec);
    fs::create_directories(shadow / "dirs", ec);
    if (ec) return Status::ioError("power-loss simulation: cannot create " + shadow.string() + ": " + ec.message());
    trackedShadow = fs::absolute(shadow);
    trackedRoots.clear();
    std::string rootsFile;
    for (const fs::path& root : roots) {
        if (!fs::is_directory(root)) return Status::notFound("power-loss simulation: no directory " + root.string());
        trackedRoots.push_back(fs::absolute(root).lexically_normal());
        rootsFile += trackedRoots.back().string() + "\n";
    }
    WR_RETURN_IF_ERROR(writeShadowFile(trackedShadow / "roots", rootsFile));
    WR_RETURN_IF_ERROR(recordEverything());
    active_.store(true, std::memory_order_relaxed);
    return Status::ok();
}

void PowerLoss::stop() {
    std::lock_guard lock(trackingMutex);
    active_.store(false, std::memory_order_relaxed);
    trackedRoots.clear();
}

Status PowerLoss::cutPower(const fs::path& shadow) {
    if (fs::exists(shadow / "failed")) {
        WR_ASSIGN_OR_RETURN(std::string why, readPath(shadow / "failed"));
        return Status::ioError("the power-loss image is incomplete: " + why);
    }
    std::ifstream rootsFile(shadow / "roots");
    if (!rootsFile) return Status::notFound("power-loss simulation: no image in " + shadow.string());
    std::string line;
    for (size_t root = 0; std::getline(rootsFile, line); ++root) {
        const fs::path dir = line;
        std::error_code ec;
        for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) fs::remove_all(entry.path(), ec);
        if (ec) return Status::ioError("power-loss simulation: cannot empty " + dir.string() + ": " + ec.message());
        WR_RETURN_IF_ERROR(rebuild(shadow, root, dir, {}));
    }
    return Status::ok();
}

void PowerLoss::fileSynced(NativeHandle handle, const fs::path& path) {
    const int fd = static_cast<int>(handle);
    std::lock_guard lock(trackingMutex);
    if (!active()) return;
    auto place = locate(path);
    if (!place) return;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        noteFailure(recordDirectory(place->first, place->second));
    } else {
        noteFailure(recordFile(fd, path));
    }
}

void PowerLoss::rangeSynced(const fs::path& path, FileIdentity identity, uint64_t offset, uint64_t length) {
    std::lock_guard lock(trackingMutex);
    if (!active() || !locate(path)) return;
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return noteFailure(Status::fromErrno("power-loss simulation: cannot open " + path.string(), errno));
    // Only the synced range is read from the file: a mapping may span a
    // large file of which one page changed.
    struct stat st {};
    const bool sized = ::fstat(fd, &st) == 0;
    const uint64_t size = sized ? static_cast<uint64_t>(st.st_size) : 0;
    const uint64_t end = std::min<uint64_t>(offset + length, size);
    std::string range(offset < end ? end - offset : 0, '\0');
    ssize_t got = range.empty() ? 0 : ::pread(fd, range.data(), range.size(), static_cast<off_t>(offset));
    FileIdentity current = identityOf(fd);
    ::close(fd);
    if (!sized || got != static_cast<ssize_t>(range.size())) {
        return noteFailure(Status::ioError("power-loss simulation: cannot read " + path.string()));
    }
    if (identity.known() && (current.inode != identity.inode || current.bornNanos != identity.bornNanos)) {
        return noteFailure(Status::ioError("power-loss simulation: " + path.string() +
                                           " was replaced while mapped; its msync cannot be followed"));
    }
    // The synced range takes the file's bytes; the rest keeps its durable
    // bytes, over the file's current size (msync syncs it, as fdatasync does).
    const fs::path image = trackedShadow / "images" / identityName(current);
    std::string bytes;
    if (fs::exists(image)) {
        auto durable = readPath(image);
        if (!durable) return noteFailure(durable.status());
        bytes = std::move(*durable);
    }
    bytes.resize(size);
    std::copy(range.begin(), range.end(), bytes.begin() + static_cast<std::ptrdiff_t>(offset));
    noteFailure(writeShadowFile(image, bytes));
}

void PowerLoss::directorySynced(const fs::path& dir) {
    std::lock_guard lock(trackingMutex);
    if (!active()) return;
    if (auto place = locate(dir)) noteFailure(recordDirectory(place->first, place->second));
}

void PowerLoss::fileSystemSynced() {
    std::lock_guard lock(trackingMutex);
    if (active()) noteFailure(recordEverything());
}

}  // namespace wr
