#include "bench/harness/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <thread>

extern char** environ;

namespace wr::bench {

ChildProcess::~ChildProcess() { release(); }

void ChildProcess::release() {
    if (pid_ > 0) {
        stop(1000);
        (void)wait();
    }
    closePipe();
    pending_.clear();
}

ChildProcess::ChildProcess(ChildProcess&& other) noexcept
    : pid_(other.pid_), fd_(other.fd_), pending_(std::move(other.pending_)) {
    other.pid_ = -1;
    other.fd_ = -1;
}

ChildProcess& ChildProcess::operator=(ChildProcess&& other) noexcept {
    if (this != &other) {
        release();
        pid_ = other.pid_;
        fd_ = other.fd_;
        pending_ = std::move(other.pending_);
        other.pid_ = -1;
        other.fd_ = -1;
    }
    return *this;
}

void ChildProcess::closePipe() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

Result<ChildProcess> ChildProcess::spawn(const std::vector<std::string>& argv,
                                         const std::filesystem::path& stderrFile) {
    if (argv.empty()) return Status::invalidArgument("no program to run");
    int pipeFds[2];
    if (::pipe2(pipeFds, O_CLOEXEC) != 0) return Status::fromErrno("pipe for " + argv[0], errno);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeFds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderrFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);

    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    int rc = ::posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(pipeFds[1]);
    if (rc != 0) {
        ::close(pipeFds[0]);
        return Status::fromErrno("starting " + argv[0], rc);
    }
    ChildProcess child;
    child.pid_ = pid;
    child.fd_ = pipeFds[0];
    return child;
}

std::vector<std::string> ChildProcess::readLines(int timeoutMs, bool& ended) {
    std::vector<std::string> lines;
    ended = fd_ < 0;
    if (ended) return lines;
    pollfd p{fd_, POLLIN, 0};
    int ready = ::poll(&p, 1, timeoutMs);
    if (ready <= 0) return lines;
    char buf[8192];
    ssize_t n = ::read(fd_, buf, sizeof(buf));
    if (n <= 0) {
        if (n == 0 || errno != EINTR) {
            ended = true;
            closePipe();
            if (!pending_.empty()) lines.push_back(std::move(pending_));
            pending_.clear();
        }
        return lines;
    }
    pending_.append(buf, static_cast<size_t>(n));
    size_t start = 0;
    for (size_t nl = pending_.find('\n'); nl != std::string::npos; nl = pending_.find('\n', start)) {
        lines.push_back(pending_.substr(start, nl - start));
        start = nl + 1;
    }
    pending_.erase(0, start);
    return lines;
}

void ChildProcess::stop(int graceMs) {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGTERM);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(graceMs);
    while (std::chrono::steady_clock::now() < deadline) {
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_) {
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ::kill(pid_, SIGKILL);
}

Result<int> ChildProcess::wait() {
    if (pid_ <= 0) return Status::invalidArgument("no child process to wait for");
    int status = 0;
    pid_t got;
    do {
        got = ::waitpid(pid_, &status, 0);
    } while (got < 0 && errno == EINTR);
    pid_t pid = pid_;
    pid_ = -1;
    if (got < 0) return Status::fromErrno("waiting for process " + std::to_string(pid), errno);
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return 255;
}

}  // namespace wr::bench
