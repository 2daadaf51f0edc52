// Starting and stopping one local redis-server process. The server runs
// daemonized from its configuration file (so that `wrctl cluster up` can
// return while it runs) and is known by the pid file its configuration names:
// stopping reads the pid file, checks that the process is still a
// redis-server (a stale file never gets another process killed), sends
// SIGTERM and, after a grace period, SIGKILL.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "util/result.h"

namespace wr::kv::redis {

// Runs `argv` (a program found on PATH) with stdout and stderr into
// `outputFile` and the extra environment variables, and waits for it to exit;
// the exit code, or 128 + signal.
Result<int> runProgram(const std::vector<std::string>& argv, const std::filesystem::path& outputFile,
                       const std::map<std::string, std::string>& environment = {});

// The last lines of a log file, for error messages ("" when unreadable).
std::string logTail(const std::filesystem::path& file, size_t lines = 5);

// Starts redis-server with `configFile`, which must set daemonize yes, and
// waits until it answers PING on 127.0.0.1:port (the password, if it has
// one, given) or `timeoutMs` passes. `logFile` is named in errors.
Status startRedisServer(const std::filesystem::path& configFile, int port, const std::optional<std::string>& password,
                        const std::filesystem::path& logFile, int timeoutMs);

// The live redis-server process the pid file names, if any.
std::optional<pid_t> runningRedisServer(const std::filesystem::path& pidFile);

// Stops the servers the pid files name, all at once: SIGTERM (with SIGCONT,
// so that a paused server ends too), then SIGKILL for any still running after
// `graceMs`. Returns how many were running.
int stopRedisServers(const std::vector<std::filesystem::path>& pidFiles, int graceMs);

}  // namespace wr::kv::redis
