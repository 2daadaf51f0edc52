// Stands in for a full disk: caps the size any file of this process may grow
// to (RLIMIT_FSIZE) for the object's lifetime. Writes past the cap fail with
// EFBIG, and SIGXFSZ is ignored meanwhile so they fail instead of killing
// the test.
#pragma once

#include <signal.h>
#include <sys/resource.h>

#include <cstdint>

namespace wr::test {

class FileSizeCap {
public:
    explicit FileSizeCap(uint64_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &saved_);
        oldHandler_ = ::signal(SIGXFSZ, SIG_IGN);
        rlimit capped = saved_;
        capped.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &capped);
    }
    ~FileSizeCap() {
        ::setrlimit(RLIMIT_FSIZE, &saved_);
        ::signal(SIGXFSZ, oldHandler_);
    }
    FileSizeCap(const FileSizeCap&) = delete;
    FileSizeCap& operator=(const FileSizeCap&) = delete;

private:
    rlimit saved_{};
    sighandler_t oldHandler_;
};

}  // namespace wr::test
