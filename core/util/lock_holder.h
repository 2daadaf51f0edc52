// Who holds a lock another program took on a file. RocksDB and LevelDB lock
// their LOCK file with a classic POSIX record lock (fcntl F_SETLK) and write
// nothing into it, so a second opener learns only "Resource temporarily
// unavailable"; the kernel still knows the holder, and F_GETLK asks it.
#pragma once

#include <optional>

#include "util/file.h"

namespace wr {

// The PID of the process holding a POSIX record lock on `path` that would
// stop an exclusive lock by this process; nothing when the file is unlocked,
// missing, locked only by this process, or locked by an open file description
// lock (which the kernel does not tie to a PID).
std::optional<long> posixLockHolder(const fs::path& path);

}  // namespace wr
