// InterruptGuard: Ctrl-C (or SIGTERM, as `kill` and timeouts send) during a
// long wrctl command (compact, check, export, import, crashtest) cancels its
// CancellationToken instead of killing the process, so
// the work stops cleanly: a store stays consistent and a file being written
// is removed rather than left half-written. SIGINT and SIGTERM handlers on
// POSIX, a console control handler on Windows (posix/, win32/).
#pragma once

#include "util/cancellation.h"

namespace wr::cli {

// Routes Ctrl-C (and SIGTERM) to `token` while alive.
class InterruptGuard {
public:
    explicit InterruptGuard(CancellationToken& token);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
};

}  // namespace wr::cli
