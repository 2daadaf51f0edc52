#include "stores/redis/redis_scan_cursor.h"

namespace wr::kv::redis {

namespace {

// Keys a SCAN page asks for (its COUNT); the server returns about as many.
constexpr const char* kPageKeys = "1000";

}  // namespace

Result<std::unique_ptr<KvCursor>> RedisScanCursor::start(std::shared_ptr<RedisSession> session) {
    std::unique_ptr<RedisScanCursor> cursor(new RedisScanCursor(std::move(session)));
    {
        std::lock_guard lock(cursor->session_->mutex);
        WR_ASSIGN_OR_RETURN(RedisClient * client, cursor->session_->open("scan"));
        WR_ASSIGN_OR_RETURN(cursor->masters_, client->masters());
    }
    WR_RETURN_IF_ERROR(cursor->fillPage());
    return std::unique_ptr<KvCursor>(std::move(cursor));
}

void RedisScanCursor::next() {
    if (!valid()) return;
    ++position_;
    if (position_ == page_.size()) {
        page_.clear();
        position_ = 0;
        status_ = fillPage();
        if (!status_.isOk()) page_.clear();
    }
}

Status RedisScanCursor::fillPage() {
    std::lock_guard lock(session_->mutex);
    WR_ASSIGN_OR_RETURN(RedisClient * client, session_->open("scan"));
    while (page_.empty() && master_ < masters_.size()) WR_RETURN_IF_ERROR(readPage(*client));
    return Status::ok();
}

Status RedisScanCursor::readPage(RedisClient& client) {
    if (masterDone_ && pendingKeys_.empty()) {
        ++master_;
        scanCursor_ = "0";
        masterDone_ = false;
        seenOnMaster_.clear();
        return Status::ok();
    }
    WR_ASSIGN_OR_RETURN(RedisNode * node, client.node(masters_[master_]));
    std::vector<RedisCommand> commands;
    commands.reserve(pendingKeys_.size() + 1);
    for (Bytes& key : pendingKeys_) commands.push_back({"GET", std::move(key)});
    const size_t gets = commands.size();
    pendingKeys_.clear();
    const bool scanning = !masterDone_;
    if (scanning) commands.push_back({"SCAN", scanCursor_, "COUNT", kPageKeys});
    std::vector<const RedisCommand*> sent;
    sent.reserve(commands.size());
    for (const RedisCommand& command : commands) sent.push_back(&command);
    WR_ASSIGN_OR_RETURN(std::vector<RedisReply> replies, node->pipeline(sent));

    std::vector<KeyedCommand> redirected;
    for (size_t i = 0; i < gets; ++i) {
        if (replies[i].isErrorCode("MOVED") || replies[i].isErrorCode("ASK")) {
            redirected.emplace_back(commands[i][0], commands[i][1]);
        } else {
            WR_RETURN_IF_ERROR(take(masters_[master_], std::move(commands[i][1]), replies[i]));
        }
    }
    // The client may replace `node` while it follows the redirections.
    if (!redirected.empty()) {
        WR_ASSIGN_OR_RETURN(std::vector<RedisReply> values, client.execute(redirected));
        for (size_t i = 0; i < redirected.size(); ++i) {
            WR_RETURN_IF_ERROR(take(masters_[master_], Bytes(redirected[i].key()), values[i]));
        }
    }
    if (!scanning) return Status::ok();

    const RedisEndpoint& master = masters_[master_];
    RedisReply& reply = replies.back();
    if (reply.isError()) {
        return redisError(StatusCode::kIoError, "redis " + master.toString() + ": SCAN: " + reply.text);
    }
    if (reply.elements.size() != 2) {
        return redisError(StatusCode::kIoError, "redis " + master.toString() + ": SCAN returned a malformed reply");
    }
    for (RedisReply& key : reply.elements[1].elements) {
        if (seenOnMaster_.insert(key.text).second) pendingKeys_.push_back(std::move(key.text));
    }
    masterDone_ = reply.elements[0].text == "0";
    scanCursor_ = reply.elements[0].text;
    return Status::ok();
}

Status RedisScanCursor::take(const RedisEndpoint& master, Bytes key, RedisReply& reply) {
    if (reply.isNil()) return Status::ok();  // removed since SCAN named it
    if (reply.type != RedisReply::Type::kString) {
        return redisError(StatusCode::kIoError, "redis " + master.toString() + ": scan: GET: " + reply.text);
    }
    page_.emplace_back(std::move(key), std::move(reply.text));
    return Status::ok();
}

}  // namespace wr::kv::redis
