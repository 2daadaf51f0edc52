#include "util/lock_holder.h"

#include <fcntl.h>
#include <unistd.h>

namespace wr {

std::optional<long> posixLockHolder(const fs::path& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct flock query {};
    query.l_type = F_WRLCK;
    query.l_whence = SEEK_SET;
    int rc = ::fcntl(fd, F_GETLK, &query);
    ::close(fd);
    if (rc != 0 || query.l_type == F_UNLCK || query.l_pid <= 0) return std::nullopt;
    return static_cast<long>(query.l_pid);
}

}  // namespace wr
