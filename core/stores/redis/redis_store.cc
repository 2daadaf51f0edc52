#include "stores/redis/redis_store.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <thread>

#include "stores/redis/redis_scan_cursor.h"
#include "stores/redis/redis_session.h"

namespace wr::kv {

namespace {

using namespace redis;

// The longest flush() waits for an append-only file rewrite on one master.
constexpr auto kRewriteWait = std::chrono::seconds(120);

// "field:value" lines of an INFO reply.
std::map<std::string, std::string> parseInfo(const std::string& text) {
    std::map<std::string, std::string> fields;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find("\r\n", start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        const size_t colon = line.find(':');
        if (!line.empty() && line[0] != '#' && colon != std::string::npos) {
            fields[line.substr(0, colon)] = line.substr(colon + 1);
        }
        start = end + 2;
    }
    return fields;
}

uint64_t infoNumber(const std::map<std::string, std::string>& info, const std::string& name) {
    auto found = info.find(name);
    return found == info.end() ? 0 : std::strtoull(found->second.c_str(), nullptr, 10);
}

Result<std::map<std::string, std::string>> readInfo(RedisNode& node, const std::string& section) {
    WR_ASSIGN_OR_RETURN(RedisReply reply, node.expectOk({"INFO", section}));
    return parseInfo(reply.text);
}

// The server's appendfsync setting, or "unknown" where CONFIG is disabled.
std::string appendFsync(RedisNode& node) {
    Result<RedisReply> reply = node.command({"CONFIG", "GET", "appendfsync"});
    if (!reply.isOk() || reply->elements.size() != 2) return "unknown";
    return reply->elements[1].text;
}

// Puts what `node` acknowledged on stable storage (see redis_store.h).
Status flushNode(RedisNode& node) {
    WR_ASSIGN_OR_RETURN(auto persistence, readInfo(node, "persistence"));
    if (infoNumber(persistence, "aof_enabled") == 0) return node.expectOk({"SAVE"}).status();
    if (appendFsync(node) == "always") return Status::ok();
    const auto deadline = std::chrono::steady_clock::now() + kRewriteWait;
    bool started = false;
    while (std::chrono::steady_clock::now() < deadline) {
        if (!started) {
            WR_ASSIGN_OR_RETURN(RedisReply reply, node.command({"BGREWRITEAOF"}));
            // A rewrite already running began before some acknowledged changes: wait, then start ours.
            started = !reply.isError();
            if (reply.isError() && reply.text.find("already in progress") == std::string::npos) {
                return node.error(StatusCode::kIoError, "flush: BGREWRITEAOF: " + reply.text);
            }
        }
        WR_ASSIGN_OR_RETURN(persistence, readInfo(node, "persistence"));
        const bool busy = infoNumber(persistence, "aof_rewrite_in_progress") != 0 ||
                          infoNumber(persistence, "aof_rewrite_scheduled") != 0;
        if (started && !busy) {
            if (persistence["aof_last_bgrewrite_status"] != "ok") {
                return node.error(StatusCode::kIoError,
                                  "flush: the append-only file rewrite failed (see the server log)");
            }
            return Status::ok();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return node.error(StatusCode::kIoError, "flush: the append-only file rewrite did not end within 120 s");
}

class RedisStore : public KvStore {
public:
    RedisStore(StoreUri uri, bool readOnly, std::shared_ptr<RedisSession> session)
        : uri_(std::move(uri)), readOnly_(readOnly), session_(std::move(session)) {}
    ~RedisStore() override { (void)close(); }

    const StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override { return readOnly_; }

    Result<Bytes> get(BytesView key) override {
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("get"));
        WR_ASSIGN_OR_RETURN(std::vector<RedisReply> replies, client->execute({KeyedCommand("GET", key)}));
        RedisReply& reply = replies.front();
        if (reply.isNil()) return keyError(StatusCode::kNotFound, "get", key, "no such key");
        if (reply.type != RedisReply::Type::kString) return keyError(StatusCode::kIoError, "get", key, reply.text);
        return std::move(reply.text);
    }

    Result<std::vector<std::optional<Bytes>>> getMany(std::span<const BytesView> keys) override {
        std::vector<std::optional<Bytes>> values(keys.size());
        if (keys.empty()) return values;
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("get"));
        std::vector<KeyedCommand> commands;
        commands.reserve(keys.size());
        for (BytesView key : keys) commands.emplace_back("GET", key);
        WR_ASSIGN_OR_RETURN(std::vector<RedisReply> replies, client->execute(commands));
        for (size_t i = 0; i < replies.size(); ++i) {
            if (replies[i].isNil()) continue;
            if (replies[i].type != RedisReply::Type::kString) {
                return keyError(StatusCode::kIoError, "get", keys[i], replies[i].text);
            }
            values[i] = std::move(replies[i].text);
        }
        return values;
    }

    Status put(BytesView key, BytesView value) override {
        WriteBatch batch;
        batch.put(key, value);
        return apply(batch, "put");
    }

    Status remove(BytesView key) override {
        WriteBatch batch;
        batch.remove(key);
        return apply(batch, "remove");
    }

    Status write(const WriteBatch& batch) override { return apply(batch, "write batch"); }

    Result<std::unique_ptr<KvCursor>> scan() override { return RedisScanCursor::start(session_); }

    Result<uint64_t> approximateCount() override {
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("count"));
        return countLocked(*client);
    }

    Result<KeyCount> countKeys() override {
        WR_ASSIGN_OR_RETURN(uint64_t keys, approximateCount());
        return KeyCount{keys, true, {}};
    }

    Status flush() override {
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("flush"));
        WR_ASSIGN_OR_RETURN(std::vector<RedisEndpoint> masters, client->masters());
        for (const RedisEndpoint& master : masters) {
            WR_ASSIGN_OR_RETURN(RedisNode * node, client->node(master));
            WR_RETURN_IF_ERROR(flushNode(*node));
        }
        return Status::ok();
    }

    Result<StoreStatistics> statistics() override {
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("statistics"));
        WR_ASSIGN_OR_RETURN(std::vector<RedisEndpoint> masters, client->masters());
        StoreStatistics stats;
        WR_ASSIGN_OR_RETURN(stats.approximateCount, countLocked(*client));
        uint64_t commands = 0, hits = 0, misses = 0, aofBytes = 0;
        std::map<std::string, std::string> first;
        std::string fsync;
        for (const RedisEndpoint& master : masters) {
            WR_ASSIGN_OR_RETURN(RedisNode * node, client->node(master));
            WR_ASSIGN_OR_RETURN(auto info, readInfo(*node, "all"));
            stats.memoryBytes += infoNumber(info, "used_memory");
            aofBytes += infoNumber(info, "aof_current_size");
            commands += infoNumber(info, "total_commands_processed");
            hits += infoNumber(info, "keyspace_hits");
            misses += infoNumber(info, "keyspace_misses");
            if (first.empty()) {
                first = std::move(info);
                fsync = appendFsync(*node);
            }
        }
        stats.diskBytes = aofBytes;
        auto add = [&](const char* name, std::string value) { stats.details.emplace_back(name, std::move(value)); };
        add("mode", client->isCluster() ? "cluster" : "single");
        add("masters", std::to_string(masters.size()));
        add("redis_version", first["redis_version"]);
        add("aof_enabled", first["aof_enabled"]);
        add("appendfsync", fsync);
        add("wait_replicas", std::to_string(session_->options.waitReplicas));
        add("timeout_ms", std::to_string(session_->options.connect.timeoutMs));
        add("failover_ms", std::to_string(session_->options.failoverMs));
        add("used_memory_bytes", std::to_string(stats.memoryBytes));
        add("total_commands_processed", std::to_string(commands));
        add("keyspace_hits", std::to_string(hits));
        add("keyspace_misses", std::to_string(misses));
        return stats;
    }

    Status close() override {
        std::lock_guard lock(session_->mutex);
        session_->client.reset();
        return Status::ok();
    }

private:
    Status keyError(StatusCode code, std::string_view op, BytesView key, std::string_view why) const {
        return redisError(code, session_->options.describe() + ": " + std::string(op) + " of key '" + printable(key) +
                                    "': " + std::string(why));
    }

    Result<uint64_t> countLocked(RedisClient& client) {
        WR_ASSIGN_OR_RETURN(std::vector<RedisEndpoint> masters, client.masters());
        uint64_t keys = 0;
        for (const RedisEndpoint& master : masters) {
            WR_ASSIGN_OR_RETURN(RedisNode * node, client.node(master));
            WR_ASSIGN_OR_RETURN(RedisReply size, node->expectOk({"DBSIZE"}));
            keys += static_cast<uint64_t>(size.integer);
        }
        return keys;
    }

    Status apply(const WriteBatch& batch, std::string_view op) {
        if (batch.empty()) return Status::ok();
        if (readOnly_) {
            return keyError(StatusCode::kReadOnly, op, batch.ops().front().key, "the store was opened read-only");
        }
        std::lock_guard lock(session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open(op));
        std::vector<KeyedCommand> commands;
        commands.reserve(batch.size());
        for (const WriteBatch::Op& change : batch.ops()) {
            if (change.type == WriteBatch::OpType::kPut) {
                commands.emplace_back("SET", change.key, change.value);
            } else {
                commands.emplace_back("DEL", change.key);
            }
        }
        std::set<std::string> written;  // only wait=N needs the nodes written to
        WR_ASSIGN_OR_RETURN(std::vector<RedisReply> replies,
                            client->execute(commands, session_->options.waitReplicas > 0 ? &written : nullptr));
        for (size_t i = 0; i < replies.size(); ++i) {
            if (replies[i].isError()) {
                return keyError(StatusCode::kIoError, op, batch.ops()[i].key, replies[i].text);
            }
        }
        return waitForReplicas(*client, written);
    }

    // wait=N: every node written to waits until N replicas have its changes,
    // for half the connection's timeout so that WAIT answers before it.
    Status waitForReplicas(RedisClient& client, const std::set<std::string>& written) {
        const int wanted = session_->options.waitReplicas;
        if (wanted == 0) return Status::ok();
        const int timeoutMs = std::max(1, session_->options.connect.timeoutMs / 2);
        for (const std::string& address : written) {
            WR_ASSIGN_OR_RETURN(RedisNode * node, client.node(address));
            WR_ASSIGN_OR_RETURN(RedisReply acknowledged,
                                node->expectOk({"WAIT", std::to_string(wanted), std::to_string(timeoutMs)}));
            if (acknowledged.integer < wanted) {
                return node->error(StatusCode::kIoError, "only " + std::to_string(acknowledged.integer) + " of " +
                                                             std::to_string(wanted) + " replicas acknowledged within " +
                                                             std::to_string(timeoutMs) + " ms");
            }
        }
        return Status::ok();
    }

    StoreUri uri_;
    bool readOnly_;
    std::shared_ptr<RedisSession> session_;
};

}  // namespace

Result<std::unique_ptr<KvStore>> openRedisStore(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(RedisStoreOptions parsed, parseRedisOptions(uri));
    auto session = std::make_shared<RedisSession>();
    session->options = parsed;
    if (parsed.cluster) {
        WR_ASSIGN_OR_RETURN(session->client, RedisClient::cluster(parsed.nodes, parsed.connect));
    } else {
        WR_ASSIGN_OR_RETURN(session->client, RedisClient::single(parsed.nodes.front(), parsed.connect));
    }
    session->client->setFailoverWindow(std::chrono::milliseconds(parsed.failoverMs));
    return std::unique_ptr<KvStore>(std::make_unique<RedisStore>(uri, options.readOnly, std::move(session)));
}

}  // namespace wr::kv
