#include "standard_input.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace wr::cli {

std::optional<uint64_t> standardInputFileBytes() {
    struct stat st {};
    if (::fstat(STDIN_FILENO, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
    off_t at = ::lseek(STDIN_FILENO, 0, SEEK_CUR);
    return static_cast<uint64_t>(st.st_size - std::max<off_t>(at, 0));
}

Result<size_t> readStandardInput(char* out, size_t n) {
    while (true) {
        ssize_t got = ::read(STDIN_FILENO, out, n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return Status::fromErrno("cannot read standard input", errno);
        return static_cast<size_t>(got);
    }
}

}  // namespace wr::cli
