#include "stores/redis/redis_server_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "stores/redis/redis_node.h"

extern char** environ;

namespace wr::kv::redis {

namespace {

namespace fs = std::filesystem;

// How long a killed server gets to disappear before stopping gives up on it.
constexpr int kKilledExitMs = 5000;

// True while the process exists and is not a zombie.
bool processAlive(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(stat, text)) return false;
    const size_t close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() && text[close + 2] != 'Z';
}

}  // namespace

Result<int> runProgram(const std::vector<std::string>& argv, const fs::path& outputFile,
                       const std::map<std::string, std::string>& environment) {
    std::vector<std::string> envText;
    for (char** entry = environ; *entry != nullptr; ++entry) {
        const std::string text = *entry;
        if (!environment.contains(text.substr(0, text.find('=')))) envText.push_back(text);
    }
    for (const auto& [name, value] : environment) envText.push_back(name + "=" + value);
    std::vector<char*> envp;
    for (std::string& text : envText) envp.push_back(text.data());
    envp.push_back(nullptr);
    std::vector<char*> args;
    for (const std::string& word : argv) args.push_back(const_cast<char*>(word.c_str()));
    args.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid = -1;
    const int rc = ::posix_spawnp(&pid, argv[0].c_str(), &actions, nullptr, args.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) return Status::fromErrno("starting " + argv[0], rc);
    int status = 0;
    pid_t got;
    do {
        got = ::waitpid(pid, &status, 0);
    } while (got < 0 && errno == EINTR);
    if (got < 0) return Status::fromErrno("waiting for " + argv[0], errno);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}

std::string logTail(const fs::path& file, size_t lines) {
    std::ifstream in(file);
    std::vector<std::string> all;
    for (std::string line; std::getline(in, line);) all.push_back(line);
    std::string tail;
    for (size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i) tail += all[i] + "\n";
    while (!tail.empty() && tail.back() == '\n') tail.pop_back();
    return tail;
}

Status startRedisServer(const fs::path& configFile, int port, const std::optional<std::string>& password,
                        const fs::path& logFile, int timeoutMs) {
    const fs::path startupLog = configFile.parent_path() / "startup.log";
    WR_ASSIGN_OR_RETURN(int exitCode, runProgram({"redis-server", configFile.string()}, startupLog));
    if (exitCode != 0) {
        return Status::ioError("redis-server " + configFile.string() + " exited with " + std::to_string(exitCode) +
                               ": " + logTail(startupLog));
    }
    RedisConnectOptions options;
    options.timeoutMs = 500;
    options.password = password;
    const RedisEndpoint endpoint{"127.0.0.1", port};
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    Status last;
    while (std::chrono::steady_clock::now() < deadline) {
        Result<std::unique_ptr<RedisNode>> node = RedisNode::connect(endpoint, options);
        if (node.isOk()) return Status::ok();
        last = node.status();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return Status::ioError("redis-server on port " + std::to_string(port) + " did not answer within " +
                           std::to_string(timeoutMs) + " ms (" + last.message() + "); its log " + logFile.string() +
                           " ends: " + logTail(logFile));
}

std::optional<pid_t> runningRedisServer(const fs::path& pidFile) {
    std::ifstream in(pidFile);
    long pid = 0;
    if (!(in >> pid) || pid <= 1) return std::nullopt;
    std::ifstream cmdline("/proc/" + std::to_string(pid) + "/cmdline");
    std::stringstream text;
    text << cmdline.rdbuf();
    if (text.str().find("redis-server") == std::string::npos || !processAlive(static_cast<pid_t>(pid))) {
        return std::nullopt;
    }
    return static_cast<pid_t>(pid);
}

int stopRedisServers(const std::vector<fs::path>& pidFiles, int graceMs) {
    std::vector<pid_t> running;
    for (const fs::path& pidFile : pidFiles) {
        if (std::optional<pid_t> pid = runningRedisServer(pidFile)) {
            ::kill(*pid, SIGTERM);
            ::kill(*pid, SIGCONT);  // a paused server then ends as promptly as the others
            running.push_back(*pid);
        }
    }
    auto waitForExit = [&](int ms) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        for (pid_t pid : running) {
            while (processAlive(pid) && std::chrono::steady_clock::now() < deadline) {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        }
    };
    waitForExit(graceMs);
    for (pid_t pid : running) {
        if (processAlive(pid)) ::kill(pid, SIGKILL);
    }
    waitForExit(kKilledExitMs);
    for (const fs::path& pidFile : pidFiles) {
        std::error_code ignored;
        fs::remove(pidFile, ignored);
    }
    return static_cast<int>(running.size());
}

}  // namespace wr::kv::redis
