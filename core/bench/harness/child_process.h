// A child process with its stdout on a pipe (read line by line, with a
// timeout, so the parent can poll for cancellation) and its stderr in a file
// (so a failing worker's last words reach the error message).
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "util/result.h"

namespace wr::bench {

class ChildProcess {
public:
    ChildProcess() = default;
    ~ChildProcess();
    ChildProcess(ChildProcess&& other) noexcept;
    ChildProcess& operator=(ChildProcess&& other) noexcept;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    static Result<ChildProcess> spawn(const std::vector<std::string>& argv, const std::filesystem::path& stderrFile);

    // Complete lines the child wrote, waiting up to timeoutMs for the first;
    // empty when none arrived. `ended` turns true once stdout is closed.
    std::vector<std::string> readLines(int timeoutMs, bool& ended);
    // SIGTERM now; SIGKILL if it has not exited after graceMs.
    void stop(int graceMs);
    // Waits for the exit; the exit code, or 128 + signal for a killed child.
    Result<int> wait();

private:
    void closePipe();
    void release();

    pid_t pid_ = -1;
    int fd_ = -1;
    std::string pending_;
};

}  // namespace wr::bench
