// The file layer's power-loss simulation: what a store's directories would
// hold if the machine lost power now, under the strict reading of POSIX an
// engine must be written for. Process kills keep the page cache, so they
// never show a missing fsync; this does. Only what a sync made durable
// survives:
//   - a file's bytes as its last fsync/fdatasync left them; an msync makes
//     the mapped range durable (and the file's size, as fdatasync would);
//   - a directory's entries (creations, renames, removals) as its last fsync
//     left them — a file renamed into place without that sync is back to the
//     old one, a new file never synced into its directory is gone;
//   - syncfs: everything on the file system.
// What the roots held when tracking began counts as durable.
//
// The durable image lives on disk in a shadow directory, updated at each sync
// of a file or directory under the tracked roots (by copying, so each sync
// costs a copy of the file: for tests and the crash test, not production).
// It survives the tracking process being killed: a parent forks a writer
// that inherits the tracking, kills it, and calls cutPower() to replace the
// roots' contents by the durable image. Files are matched across names by
// inode and birth time, so a reused inode number is not mistaken for the old
// file. While nothing is tracked the layer pays one relaxed atomic load per
// sync. It needs POSIX (statx, /proc): a Windows build has the hooks, but
// begin() there answers that the simulation is not available.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <vector>

#include "util/file.h"
#include "util/result.h"

namespace wr {

// Names a file by what it is, not where it is linked.
struct FileIdentity {
    uint64_t inode = 0;
    int64_t bornNanos = 0;  // birth time, where the file system keeps one
    bool known() const { return inode != 0; }
};
FileIdentity identityOf(NativeHandle handle);

class PowerLoss {
public:
    // Starts tracking `roots` (existing directories) into `shadow`, which is
    // emptied first; what the roots hold now counts as durable.
    static Status begin(const std::vector<std::filesystem::path>& roots, const std::filesystem::path& shadow);
    // Stops tracking in this process; a forked child keeps its own copy.
    static void stop();
    static bool active() { return active_.load(std::memory_order_relaxed); }
    // Replaces the contents of each root `shadow` tracked by what reached the
    // disk there. Stop tracking first (in this process).
    static Status cutPower(const std::filesystem::path& shadow);

    // The file layer's hooks, called after the sync returned successfully.
    static void fileSynced(NativeHandle handle, const std::filesystem::path& path);
    static void rangeSynced(const std::filesystem::path& path, FileIdentity identity, uint64_t offset, uint64_t length);
    static void directorySynced(const std::filesystem::path& dir);
    static void fileSystemSynced();

private:
    static std::atomic<bool> active_;
};

}  // namespace wr
