#include "stores/redis/local_redis_cluster.h"

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <set>
#include <thread>

#include "stores/redis/redis_node.h"
#include "stores/redis/redis_server_process.h"
#include "stores/redis/redis_slot.h"
#include "util/file.h"

namespace wr::kv::redis {

namespace {

namespace fs = std::filesystem;

constexpr int kBusPortOffset = 10000;  // Redis Cluster's node-to-node bus
constexpr int kHighestPort = 65535 - kBusPortOffset;
constexpr int kStopGraceMs = 5000;

fs::path nodeDirectory(const fs::path& dir, int port) { return dir / ("node-" + std::to_string(port)); }

// The ports of the servers under `dir`, from their directories' names.
std::vector<int> deployedPorts(const fs::path& dir) {
    std::vector<int> ports;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_directory() && name.rfind("node-", 0) == 0) {
            ports.push_back(std::atoi(name.c_str() + 5));
        }
    }
    std::sort(ports.begin(), ports.end());
    return ports;
}

bool portFree(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return false;
    const int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(static_cast<uint16_t>(port));
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0;
    ::close(fd);
    return bound;
}

bool usable(int port, bool cluster) { return portFree(port) && (!cluster || portFree(port + kBusPortOffset)); }

Result<std::vector<int>> choosePorts(int count, const LocalRedisOptions& options) {
    std::vector<int> ports;
    if (options.firstPort != 0) {
        for (int port = options.firstPort; port < options.firstPort + count; ++port) {
            if (port > kHighestPort || !usable(port, options.cluster)) {
                return Status::busy("port " + std::to_string(port) + (options.cluster ? " (or its bus port)" : "") +
                                    " is in use or out of range; choose another --port");
            }
            ports.push_back(port);
        }
        return ports;
    }
    // Start somewhere that depends on the process, so parallel test runs rarely meet.
    const int span = 20000;
    const int offset =
        static_cast<int>((::getpid() * 7919 + std::chrono::steady_clock::now().time_since_epoch().count()) % span);
    for (int tried = 0; tried < span && static_cast<int>(ports.size()) < count; ++tried) {
        const int port = 20000 + (offset + tried) % span;
        if (usable(port, options.cluster)) ports.push_back(port);
    }
    if (static_cast<int>(ports.size()) < count) return Status::busy("no free ports for redis-server found");
    return ports;
}

// A configuration value in double quotes, as redis.conf reads it.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string configuration(const fs::path& nodeDir, int port, const LocalRedisOptions& options) {
    std::string text;
    auto line = [&](const std::string& setting) { text += setting + "\n"; };
    line("bind 127.0.0.1");
    line("port " + std::to_string(port));
    line("daemonize yes");
    line("pidfile " + quoted((nodeDir / "redis.pid").string()));
    line("logfile " + quoted((nodeDir / "redis.log").string()));
    line("dir " + quoted(nodeDir.string()));
    line("save \"\"");
    switch (options.persistence) {
    case RedisPersistence::kMemoryOnly: line("appendonly no"); break;
    case RedisPersistence::kOsBuffered: line("appendonly yes\nappendfsync no"); break;
    case RedisPersistence::kPeriodicSync: line("appendonly yes\nappendfsync everysec"); break;
    case RedisPersistence::kSyncPerOp: line("appendonly yes\nappendfsync always"); break;
    }
    if (options.cluster) {
        line("cluster-enabled yes");
        line("cluster-config-file nodes.conf");
        line("cluster-node-timeout " + std::to_string(options.nodeTimeoutMs));
    }
    if (options.password) {
        line("requirepass " + quoted(*options.password));
        line("masterauth " + quoted(*options.password));
    }
    return text;
}

Status writeConfiguration(const fs::path& file, const std::string& text) {
    WR_RETURN_IF_ERROR(writeFileAtomically(file, text));
    // It may hold the password.
    if (::chmod(file.c_str(), 0600) != 0) return Status::fromErrno("chmod " + file.string(), errno);
    return Status::ok();
}

// Waits until every node says cluster_state:ok and every master has `replicas` replicas online.
Status waitUntilReady(const std::vector<int>& ports, const LocalRedisOptions& options) {
    RedisConnectOptions connect;
    connect.password = options.password;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.startTimeoutMs);
    std::string waitingFor;
    while (std::chrono::steady_clock::now() < deadline) {
        waitingFor.clear();
        for (int port : ports) {
            Result<std::unique_ptr<RedisNode>> node = RedisNode::connect({"127.0.0.1", port}, connect);
            if (!node.isOk()) {
                waitingFor = node.status().message();
                break;
            }
            Result<RedisReply> info = (*node)->expectOk({"CLUSTER", "INFO"});
            if (!info.isOk() || info->text.find("cluster_state:ok") == std::string::npos) {
                waitingFor = "cluster_state:ok on port " + std::to_string(port);
                break;
            }
            Result<RedisReply> replication = (*node)->expectOk({"INFO", "replication"});
            if (!replication.isOk()) {
                waitingFor = replication.status().message();
                break;
            }
            if (replication->text.find("role:master") == std::string::npos) continue;
            size_t online = 0;
            for (size_t at = replication->text.find("state=online"); at != std::string::npos;
                 at = replication->text.find("state=online", at + 1)) {
                ++online;
            }
            if (online < static_cast<size_t>(options.replicas)) {
                waitingFor = "the replicas of port " + std::to_string(port);
                break;
            }
        }
        if (waitingFor.empty()) return Status::ok();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return Status::ioError("the local Redis cluster was not ready within " + std::to_string(options.startTimeoutMs) +
                           " ms: waiting for " + waitingFor);
}

// Stops what a failed start() started, unless start() succeeds.
class StopOnFailure {
public:
    explicit StopOnFailure(fs::path dir) : dir_(std::move(dir)) {}
    ~StopOnFailure() {
        if (!dir_.empty()) LocalRedisCluster::stop(dir_);
    }
    void succeeded() { dir_.clear(); }

private:
    fs::path dir_;
};

}  // namespace

const char* persistenceName(RedisPersistence persistence) {
    switch (persistence) {
    case RedisPersistence::kMemoryOnly: return "memory";
    case RedisPersistence::kOsBuffered: return "os";
    case RedisPersistence::kPeriodicSync: return "periodic";
    case RedisPersistence::kSyncPerOp: return "each";
    }
    return "os";
}

std::optional<RedisPersistence> persistenceFromName(std::string_view name) {
    for (auto p : {RedisPersistence::kMemoryOnly, RedisPersistence::kOsBuffered, RedisPersistence::kPeriodicSync,
                   RedisPersistence::kSyncPerOp}) {
        if (name == persistenceName(p)) return p;
    }
    return std::nullopt;
}

LocalRedisCluster::~LocalRedisCluster() {
    if (!dir_.empty()) stop(dir_);
}

Result<std::unique_ptr<LocalRedisCluster>> LocalRedisCluster::start(const fs::path& dir,
                                                                    const LocalRedisOptions& options) {
    if (options.cluster && options.masters < 3) {
        return Status::invalidArgument("a Redis Cluster needs at least 3 masters, not " +
                                       std::to_string(options.masters));
    }
    if (options.replicas < 0 || (!options.cluster && (options.replicas != 0 || options.masters != 1))) {
        return Status::invalidArgument("a standalone Redis server is one master without replicas");
    }
    for (int port : deployedPorts(dir)) {
        if (runningRedisServer(nodeDirectory(dir, port) / "redis.pid")) {
            return Status::alreadyExists(dir.string() + " holds a running Redis server (port " + std::to_string(port) +
                                         "); stop it first with 'wrctl cluster down'");
        }
    }
    // A stopped deployment's nodes keep their cluster state and data: new
    // servers there would not form a new cluster.
    if (!deployedPorts(dir).empty()) {
        return Status::alreadyExists(dir.string() +
                                     " holds the data of a stopped Redis deployment; remove it or choose another "
                                     "directory");
    }
    const int count = options.masters * (1 + options.replicas);
    WR_ASSIGN_OR_RETURN(std::vector<int> ports, choosePorts(count, options));
    WR_RETURN_IF_ERROR(createDirectories(dir));
    StopOnFailure cleanup(dir);
    for (int port : ports) {
        const fs::path nodeDir = nodeDirectory(dir, port);
        WR_RETURN_IF_ERROR(createDirectories(nodeDir));
        WR_RETURN_IF_ERROR(writeConfiguration(nodeDir / "redis.conf", configuration(nodeDir, port, options)));
        WR_RETURN_IF_ERROR(startRedisServer(nodeDir / "redis.conf", port, options.password, nodeDir / "redis.log",
                                            options.startTimeoutMs));
    }
    if (options.cluster) {
        std::vector<std::string> argv{"redis-cli", "--cluster", "create"};
        for (int port : ports) argv.push_back("127.0.0.1:" + std::to_string(port));
        argv.insert(argv.end(), {"--cluster-replicas", std::to_string(options.replicas), "--cluster-yes"});
        std::map<std::string, std::string> environment;
        if (options.password) environment["REDISCLI_AUTH"] = *options.password;
        const fs::path log = dir / "cluster-create.log";
        WR_ASSIGN_OR_RETURN(int exitCode, runProgram(argv, log, environment));
        if (exitCode != 0) {
            return Status::ioError("redis-cli --cluster create exited with " + std::to_string(exitCode) + ": " +
                                   logTail(log));
        }
        WR_RETURN_IF_ERROR(waitUntilReady(ports, options));
    }
    cleanup.succeeded();
    return std::unique_ptr<LocalRedisCluster>(
        new LocalRedisCluster(dir, options.cluster, std::move(ports), options.password));
}

int LocalRedisCluster::stop(const fs::path& dir) {
    std::vector<fs::path> pidFiles;
    for (int port : deployedPorts(dir)) pidFiles.push_back(nodeDirectory(dir, port) / "redis.pid");
    return stopRedisServers(pidFiles, kStopGraceMs);
}

Status LocalRedisCluster::signal(int port, int signal) {
    std::optional<pid_t> pid = runningRedisServer(nodeDirectory(dir_, port) / "redis.pid");
    if (!pid) return Status::notFound("no redis-server runs on port " + std::to_string(port));
    if (::kill(*pid, signal) != 0) return Status::fromErrno("signalling redis-server " + std::to_string(*pid), errno);
    return Status::ok();
}

Status LocalRedisCluster::kill(int port) {
    const fs::path pidFile = nodeDirectory(dir_, port) / "redis.pid";
    WR_RETURN_IF_ERROR(signal(port, SIGKILL));
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kStopGraceMs);
    while (runningRedisServer(pidFile)) {
        if (std::chrono::steady_clock::now() > deadline) {
            return Status::ioError("redis-server on port " + std::to_string(port) + " still runs after SIGKILL");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return Status::ok();
}

Status LocalRedisCluster::pause(int port) { return signal(port, SIGSTOP); }

Status LocalRedisCluster::resume(int port) { return signal(port, SIGCONT); }

Status LocalRedisCluster::waitUntilOk(int timeoutMs) {
    RedisConnectOptions connect;
    connect.timeoutMs = 500;
    connect.password = password_;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    std::string waitingFor;
    auto healthy = [&]() -> bool {
        std::set<int> running;
        for (int port : ports_) {
            if (runningRedisServer(nodeDirectory(dir_, port) / "redis.pid")) running.insert(port);
        }
        for (int port : running) {
            Result<std::unique_ptr<RedisNode>> node = RedisNode::connect({"127.0.0.1", port}, connect);
            Result<RedisReply> info = node.isOk() ? (*node)->expectOk({"CLUSTER", "INFO"}) : node.status();
            if (!info.isOk() || info->text.find("cluster_state:ok") == std::string::npos) {
                waitingFor = "cluster_state:ok on port " + std::to_string(port);
                return false;
            }
            Result<RedisReply> ranges = (*node)->expectOk({"CLUSTER", "SLOTS"});
            if (!ranges.isOk()) {
                waitingFor = ranges.status().message();
                return false;
            }
            int64_t served = 0;
            for (const RedisReply& range : ranges->elements) {
                if (range.elements.size() < 3 || range.elements[2].elements.size() < 2) continue;
                if (!running.contains(static_cast<int>(range.elements[2].elements[1].integer))) {
                    waitingFor = "a running master for slot " + std::to_string(range.elements[0].integer) + " (port " +
                                 std::to_string(port) + "'s view)";
                    return false;
                }
                served += range.elements[1].integer - range.elements[0].integer + 1;
            }
            if (served != kClusterSlots) {
                waitingFor = "every slot served (port " + std::to_string(port) + "'s view)";
                return false;
            }
        }
        return true;
    };
    while (!healthy()) {
        if (std::chrono::steady_clock::now() > deadline) {
            return Status::ioError("the local Redis cluster was not ok within " + std::to_string(timeoutMs) +
                                   " ms: waiting for " + waitingFor);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return Status::ok();
}

std::string LocalRedisCluster::uri() const {
    if (!cluster_) return "redis:host=127.0.0.1;port=" + std::to_string(ports_.front());
    std::string list;
    for (int port : ports_) list += (list.empty() ? "" : ",") + ("127.0.0.1:" + std::to_string(port));
    return "redis:cluster=" + list;
}

Result<std::vector<LocalRedisNodeStatus>> LocalRedisCluster::status(const fs::path& dir,
                                                                    const std::optional<std::string>& password) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Status::notFound(dir.string() + " is not a directory");
    RedisConnectOptions connect;
    connect.timeoutMs = 1000;
    connect.password = password;
    std::vector<LocalRedisNodeStatus> nodes;
    for (int port : deployedPorts(dir)) {
        LocalRedisNodeStatus status;
        status.port = port;
        status.pid = runningRedisServer(nodeDirectory(dir, port) / "redis.pid");
        nodes.push_back(status);
        if (!status.pid) continue;
        LocalRedisNodeStatus& node = nodes.back();
        auto fill = [&]() -> Status {
            WR_ASSIGN_OR_RETURN(std::unique_ptr<RedisNode> connection,
                                RedisNode::connect({"127.0.0.1", port}, connect));
            WR_ASSIGN_OR_RETURN(RedisReply replication, connection->expectOk({"INFO", "replication"}));
            node.role = replication.text.find("role:master") != std::string::npos ? "master" : "slave";
            WR_ASSIGN_OR_RETURN(RedisReply keys, connection->expectOk({"DBSIZE"}));
            node.keys = static_cast<uint64_t>(keys.integer);
            WR_ASSIGN_OR_RETURN(RedisReply ranges, connection->command({"CLUSTER", "SLOTS"}));
            if (ranges.isError()) return Status::ok();  // a standalone server
            node.slotCount = 0;
            for (const RedisReply& range : ranges.elements) {
                if (range.elements.size() >= 3 && range.elements[2].elements.size() >= 2 &&
                    range.elements[2].elements[1].integer == port) {
                    node.slotCount += static_cast<int>(range.elements[1].integer - range.elements[0].integer + 1);
                }
            }
            return Status::ok();
        };
        if (Status filled = fill(); !filled.isOk()) node.problem = filled.message();
    }
    return nodes;
}

}  // namespace wr::kv::redis
