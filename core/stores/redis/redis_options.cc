#include "stores/redis/redis_options.h"

#include <cstdlib>

#include "util/file.h"

namespace wr::kv::redis {

namespace {

Result<std::string> readPassword(const StoreUri& uri) {
    if (uri.has("password_file")) {
        WR_ASSIGN_OR_RETURN(std::string path, uri.getString("password_file"));
        Result<Bytes> text = readWholeFile(path);
        if (!text.isOk()) return text.status().withContext("redis password_file");
        std::string password = std::move(*text);
        while (!password.empty() && (password.back() == '\n' || password.back() == '\r')) password.pop_back();
        if (password.empty()) return Status::invalidArgument("redis password_file '" + path + "' is empty");
        return password;
    }
    WR_ASSIGN_OR_RETURN(std::string variable, uri.getString("password_env"));
    const char* value = std::getenv(variable.c_str());
    if (value == nullptr || *value == '\0') {
        return Status::invalidArgument("redis password_env: the environment variable '" + variable + "' is not set");
    }
    return std::string(value);
}

Result<std::vector<RedisEndpoint>> parseNodeList(const std::string& list) {
    std::vector<RedisEndpoint> nodes;
    size_t start = 0;
    while (start <= list.size()) {
        size_t comma = list.find(',', start);
        if (comma == std::string::npos) comma = list.size();
        if (comma > start) {
            WR_ASSIGN_OR_RETURN(RedisEndpoint node, RedisEndpoint::parse(list.substr(start, comma - start)));
            nodes.push_back(std::move(node));
        }
        start = comma + 1;
    }
    if (nodes.empty()) return Status::invalidArgument("store URI parameter 'cluster' names no node (host:port,...)");
    return nodes;
}

}  // namespace

std::string RedisStoreOptions::describe() const {
    if (!cluster) return "redis " + nodes.front().toString() + " db " + std::to_string(connect.db);
    std::string list;
    for (const RedisEndpoint& node : nodes) list += (list.empty() ? "" : ",") + node.toString();
    return "redis cluster " + list;
}

Result<RedisStoreOptions> parseRedisOptions(const StoreUri& uri) {
    if (uri.has("password")) {
        return Status::invalidArgument(
            "store URI parameter 'password' is refused: store URIs are printed, saved and remembered; give "
            "password_file=PATH or password_env=VARIABLE instead");
    }
    WR_RETURN_IF_ERROR(uri.checkKnown(
        {"host", "port", "db", "cluster", "password_file", "password_env", "timeout_ms", "wait", "failover_ms"}));
    RedisStoreOptions options;
    options.cluster = uri.has("cluster");
    if (options.cluster) {
        for (const char* single : {"host", "port", "db"}) {
            if (uri.has(single)) {
                return Status::invalidArgument(std::string("store URI parameter '") + single +
                                               "' is for a single server; a cluster is named by cluster= alone");
            }
        }
        WR_ASSIGN_OR_RETURN(std::string list, uri.getString("cluster"));
        WR_ASSIGN_OR_RETURN(options.nodes, parseNodeList(list));
    } else {
        WR_ASSIGN_OR_RETURN(std::string host, uri.getString("host", "127.0.0.1"));
        WR_ASSIGN_OR_RETURN(int64_t port, uri.getInt("port", 1, 65535, 6379));
        WR_ASSIGN_OR_RETURN(int64_t db, uri.getInt("db", 0, 1000000, 0));
        options.nodes.push_back({host, static_cast<int>(port)});
        options.connect.db = static_cast<int>(db);
    }
    if (uri.has("password_file") && uri.has("password_env")) {
        return Status::invalidArgument("store URI parameters 'password_file' and 'password_env': give only one");
    }
    if (uri.has("password_file") || uri.has("password_env")) {
        WR_ASSIGN_OR_RETURN(options.connect.password, readPassword(uri));
    }
    WR_ASSIGN_OR_RETURN(int64_t timeoutMs, uri.getInt("timeout_ms", 1, 3600000, 2000));
    WR_ASSIGN_OR_RETURN(int64_t wait, uri.getInt("wait", 0, 64, 0));
    options.connect.timeoutMs = static_cast<int>(timeoutMs);
    options.waitReplicas = static_cast<int>(wait);
    WR_ASSIGN_OR_RETURN(int64_t failoverMs, uri.getInt("failover_ms", 0, 3600000, timeoutMs));
    options.failoverMs = static_cast<int>(failoverMs);
    return options;
}

}  // namespace wr::kv::redis
