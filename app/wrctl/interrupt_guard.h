// InterruptGuard: Ctrl-C during a long wrctl command (compact, check, export,
// import) cancels its CancellationToken instead of killing the process, so
// the work stops cleanly: a store stays consistent and a file being written
// is removed rather than left half-written. A SIGINT handler on POSIX, a
// console control handler on Windows (posix/, win32/).
#pragma once

#include "util/cancellation.h"

namespace wr::cli {

// Routes Ctrl-C to `token` while alive.
class InterruptGuard {
public:
    explicit InterruptGuard(CancellationToken& token);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
};

}  // namespace wr::cli
