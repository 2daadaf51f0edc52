#include "stores/redis/redis_node.h"

#include <hiredis/hiredis.h>

#include <algorithm>
#include <cerrno>
#include <charconv>

namespace wr::kv::redis {

namespace {

// hiredis's parser builds each reply through these: straight into the node's
// RedisReply (an array's elements in place), rather than into reply objects of
// its own that would be copied and freed. The reader's privdata is that reply.
RedisReply& replySlot(const redisReadTask* task) {
    if (task->parent == nullptr) {
        auto& top = *static_cast<RedisReply*>(task->privdata);
        top = RedisReply{};
        return top;
    }
    return static_cast<RedisReply*>(task->parent->obj)->elements[static_cast<size_t>(task->idx)];
}

void* createString(const redisReadTask* task, char* text, size_t length) {
    RedisReply& reply = replySlot(task);
    reply.type = task->type == REDIS_REPLY_ERROR    ? RedisReply::Type::kError
                 : task->type == REDIS_REPLY_STATUS ? RedisReply::Type::kStatus
                                                    : RedisReply::Type::kString;
    reply.text.assign(text, length);
    return &reply;
}

void* createArray(const redisReadTask* task, int elements) {
    RedisReply& reply = replySlot(task);
    reply.type = RedisReply::Type::kArray;
    reply.elements.resize(static_cast<size_t>(std::max(0, elements)));
    return &reply;
}

void* createInteger(const redisReadTask* task, long long value) {
    RedisReply& reply = replySlot(task);
    reply.type = RedisReply::Type::kInteger;
    reply.integer = value;
    return &reply;
}

void* createNil(const redisReadTask* task) {
    RedisReply& reply = replySlot(task);
    reply.type = RedisReply::Type::kNil;
    return &reply;
}

void freeNothing(void*) {}  // every reply belongs to its node

redisReplyObjectFunctions kReplyBuilders = {createString, createArray, createInteger, createNil, freeNothing};

timeval toTimeval(int ms) { return {ms / 1000, (ms % 1000) * 1000}; }

constexpr std::string_view kTimeoutWords = "timeout after ";

std::string timeoutText(int ms) { return std::string(kTimeoutWords) + std::to_string(ms) + " ms"; }

}  // namespace

Result<RedisEndpoint> RedisEndpoint::parse(std::string_view text) {
    const size_t colon = text.rfind(':');
    int port = 0;
    if (colon == std::string_view::npos || colon == 0) {
        return Status::invalidArgument("redis node '" + std::string(text) + "' must be written host:port");
    }
    const char* first = text.data() + colon + 1;
    const char* last = text.data() + text.size();
    auto [end, ec] = std::from_chars(first, last, port);
    if (ec != std::errc() || end != last || port < 1 || port > 65535) {
        return Status::invalidArgument("redis node '" + std::string(text) + "' has no valid port");
    }
    return RedisEndpoint{std::string(text.substr(0, colon)), port};
}

RedisNode::RedisNode(RedisEndpoint endpoint, redisContext* context, int timeoutMs)
    : endpoint_(std::move(endpoint)), context_(context), timeoutMs_(timeoutMs) {}

RedisNode::~RedisNode() { redisFree(context_); }

Status redisError(StatusCode code, std::string message) {
    switch (code) {
    case StatusCode::kNotFound: return Status::notFound(message);
    case StatusCode::kInvalidArgument: return Status::invalidArgument(message);
    case StatusCode::kBusy: return Status::busy(message);
    case StatusCode::kReadOnly: return Status::readOnly(message);
    case StatusCode::kLimitExceeded: return Status::limitExceeded(message);
    default: return Status::ioError(message);
    }
}

bool isTimeout(const Status& status) {
    return status.is(StatusCode::kIoError) &&
           status.message().find(": " + std::string(kTimeoutWords)) != std::string::npos;
}

Status RedisNode::error(StatusCode code, std::string_view why) const {
    return redisError(code, "redis " + endpoint_.toString() + ": " + std::string(why));
}

Status RedisNode::connectionError() {
    broken_ = true;
    const bool timedOut =
        context_->err == REDIS_ERR_IO && (errno == EAGAIN || errno == EWOULDBLOCK || errno == ETIMEDOUT);
    if (timedOut) return error(StatusCode::kIoError, timeoutText(timeoutMs_));
    if (context_->err == REDIS_ERR_EOF) {
        return error(StatusCode::kIoError, "connection lost: the server closed the connection");
    }
    return error(StatusCode::kIoError, std::string("connection lost: ") + context_->errstr);
}

Result<std::unique_ptr<RedisNode>> RedisNode::connect(const RedisEndpoint& endpoint,
                                                      const RedisConnectOptions& options) {
    redisContext* context = redisConnectWithTimeout(endpoint.host.c_str(), endpoint.port, toTimeval(options.timeoutMs));
    if (context == nullptr) return Status::ioError("redis " + endpoint.toString() + ": out of memory connecting");
    std::unique_ptr<RedisNode> node(new RedisNode(endpoint, context, options.timeoutMs));
    if (context->err != 0) {
        const bool timedOut = errno == EAGAIN || errno == ETIMEDOUT || errno == EINPROGRESS;
        if (timedOut) {
            return node->error(StatusCode::kIoError, "cannot connect: " + timeoutText(options.timeoutMs));
        }
        return node->error(StatusCode::kIoError, std::string("cannot connect: ") + context->errstr);
    }
    if (redisSetTimeout(context, toTimeval(options.timeoutMs)) != REDIS_OK) return node->connectionError();
    context->reader->fn = &kReplyBuilders;
    context->reader->privdata = &node->reply_;

    if (options.password) {
        WR_ASSIGN_OR_RETURN(RedisReply auth, node->command({"AUTH", *options.password}));
        if (auth.isError()) return node->error(StatusCode::kInvalidArgument, "authentication refused: " + auth.text);
    }
    WR_ASSIGN_OR_RETURN(RedisReply ping, node->command({"PING"}));
    if (ping.isErrorCode("NOAUTH")) {
        return node->error(StatusCode::kInvalidArgument,
                           "the server requires a password; give it with password_file= or password_env=");
    }
    if (ping.isError()) return node->error(StatusCode::kIoError, ping.text);
    if (options.db != 0) WR_RETURN_IF_ERROR(node->expectOk({"SELECT", std::to_string(options.db)}).status());
    return node;
}

Status RedisNode::append(std::span<const BytesView> words) {
    if (broken_) return error(StatusCode::kIoError, "the connection failed earlier");
    // The protocol's text made here, into a buffer kept between calls:
    // hiredis's own formatting allocates and prints every length.
    formatted_.clear();
    const auto appendLine = [this](char kind, size_t number) {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        formatted_.push_back(kind);
        formatted_.append(digits, end);
        formatted_.append("\r\n", 2);
    };
    appendLine('*', words.size());
    for (BytesView word : words) {
        appendLine('$', word.size());
        formatted_.append(word);
        formatted_.append("\r\n", 2);
    }
    if (redisAppendFormattedCommand(context_, formatted_.data(), formatted_.size()) != REDIS_OK) {
        return connectionError();
    }
    return Status::ok();
}

Status RedisNode::send() {
    int done = 0;
    while (done == 0) {
        if (redisBufferWrite(context_, &done) != REDIS_OK) return connectionError();
    }
    return Status::ok();
}

Result<RedisReply> RedisNode::receive() {
    void* built = nullptr;
    if (redisGetReply(context_, &built) != REDIS_OK || built == nullptr) return connectionError();
    return std::move(reply_);
}

Result<std::vector<RedisReply>> RedisNode::pipeline(const std::vector<const RedisCommand*>& commands) {
    std::vector<BytesView> words;
    for (const RedisCommand* command : commands) {
        words.assign(command->begin(), command->end());
        WR_RETURN_IF_ERROR(append(words));
    }
    WR_RETURN_IF_ERROR(send());
    std::vector<RedisReply> replies;
    replies.reserve(commands.size());
    for (size_t i = 0; i < commands.size(); ++i) {
        WR_ASSIGN_OR_RETURN(RedisReply reply, receive());
        replies.push_back(std::move(reply));
    }
    return replies;
}

Result<RedisReply> RedisNode::command(const RedisCommand& command) {
    WR_ASSIGN_OR_RETURN(std::vector<RedisReply> replies, pipeline({&command}));
    return std::move(replies.front());
}

Result<RedisReply> RedisNode::expectOk(const RedisCommand& command) {
    WR_ASSIGN_OR_RETURN(RedisReply reply, this->command(command));
    if (reply.isError()) return error(StatusCode::kIoError, command.front() + ": " + reply.text);
    return reply;
}

}  // namespace wr::kv::redis
