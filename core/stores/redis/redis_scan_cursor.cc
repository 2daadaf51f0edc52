#include "stores/redis/redis_scan_cursor.h"

namespace wr::kv::redis {

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
    WR_ASSIGN_OR_RETURN(RedisNode * node, client.node(masters_[master_]));
    WR_ASSIGN_OR_RETURN(RedisReply reply, node->expectOk({"SCAN", scanCursor_, "COUNT", "256"}));
    if (reply.elements.size() != 2) return node->error(StatusCode::kIoError, "SCAN returned a malformed reply");
    std::vector<Bytes> keys;
    for (RedisReply& key : reply.elements[1].elements) {
        if (seenOnMaster_.insert(key.text).second) keys.push_back(std::move(key.text));
    }
    std::vector<KeyedCommand> gets;
    gets.reserve(keys.size());
    for (const Bytes& key : keys) gets.emplace_back("GET", key);
    if (reply.elements[0].text == "0") {
        ++master_;
        scanCursor_ = "0";
        seenOnMaster_.clear();
    } else {
        scanCursor_ = reply.elements[0].text;
    }
    WR_ASSIGN_OR_RETURN(std::vector<RedisReply> values, client.execute(gets));
    for (size_t i = 0; i < gets.size(); ++i) {
        if (values[i].isNil()) continue;  // removed since SCAN named it
        if (values[i].isError()) return node->error(StatusCode::kIoError, "scan: GET: " + values[i].text);
        page_.emplace_back(std::move(keys[i]), std::move(values[i].text));
    }
    return Status::ok();
}

}  // namespace wr::kv::redis
