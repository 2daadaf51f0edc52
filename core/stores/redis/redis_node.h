// One connection to one Redis server (a hiredis redisContext): connected with
// a timeout that also bounds every command, authenticated when a password is
// given, and sending commands pipelined: a whole batch is written before the
// first reply is read. Errors name the node: "redis 127.0.0.1:7001: timeout
// after 2000 ms". After an I/O error the connection is unusable (broken()) and
// its owner opens a new one. Not safe for concurrent use.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "stores/redis/redis_reply.h"
#include "util/result.h"

struct redisContext;

namespace wr::kv::redis {

struct RedisEndpoint {
    std::string host;
    int port = 0;

    std::string toString() const { return host + ":" + std::to_string(port); }
    // "127.0.0.1:7000"; the port is required.
    static Result<RedisEndpoint> parse(std::string_view text);
    bool operator==(const RedisEndpoint& other) const = default;
};

struct RedisConnectOptions {
    int timeoutMs = 2000;
    std::optional<std::string> password;
    int db = 0;  // SELECTed after connecting when not 0
};

// A Status of `code` with `message` ("redis 127.0.0.1:7001: ...").
Status redisError(StatusCode code, std::string message);

// True for the error of a node that did not answer within the timeout
// ("redis 127.0.0.1:7001: timeout after 2000 ms"), connecting or replying.
bool isTimeout(const Status& status);

class RedisNode {
public:
    ~RedisNode();
    RedisNode(const RedisNode&) = delete;
    RedisNode& operator=(const RedisNode&) = delete;

    static Result<std::unique_ptr<RedisNode>> connect(const RedisEndpoint& endpoint,
                                                      const RedisConnectOptions& options);

    const RedisEndpoint& endpoint() const { return endpoint_; }
    bool broken() const { return broken_; }

    // Sends every command, then reads their replies in order. Server errors
    // are replies; a failed connection is the Status.
    Result<std::vector<RedisReply>> pipeline(const std::vector<const RedisCommand*>& commands);
    // The steps of pipeline(), so that a client writes to several nodes
    // before it reads from any: append() queues a command, send() writes
    // every queued one, receive() reads the next reply.
    Status append(std::span<const BytesView> words);
    Status send();
    Result<RedisReply> receive();
    // Gives up on replies still owed: the connection cannot be used again.
    void abandon() { broken_ = true; }
    Result<RedisReply> command(const RedisCommand& command);
    // command() with a server error turned into a Status naming the node.
    Result<RedisReply> expectOk(const RedisCommand& command);

    // "redis 127.0.0.1:7001: <why>".
    Status error(StatusCode code, std::string_view why) const;

private:
    RedisNode(RedisEndpoint endpoint, redisContext* context, int timeoutMs);
    Status connectionError();

    RedisEndpoint endpoint_;
    redisContext* context_;
    int timeoutMs_;
    bool broken_ = false;
    std::string formatted_;  // the command append() is adding
    RedisReply reply_;       // the reply receive() is reading, built by hiredis's parser
};

}  // namespace wr::kv::redis
