// The scan of a redis: store: every master in turn (the single server, or the
// cluster's masters as CLUSTER SLOTS names them when the scan starts), each
// walked with SCAN and its cursor, a page of about 1,000 keys at a time. Each
// round trip to the master carries the GETs of one page's values and the SCAN
// of the next page, pipelined, so a page costs one round trip; a GET that is
// redirected (a slot moving during the scan) is sent again through the
// client, which follows MOVED and ASK. SCAN may return a key more than once
// (when the server resizes its table during the walk), so the keys seen on
// the current master are remembered and repeats dropped: each pair is
// returned exactly once while the cluster is stable. A key removed between
// SCAN and GET is skipped. The order is the servers' hash order.
#pragma once

#include <memory>
#include <unordered_set>
#include <utility>
#include <vector>

#include "stores/kv_store.h"
#include "stores/redis/redis_session.h"

namespace wr::kv::redis {

class RedisScanCursor : public KvCursor {
public:
    static Result<std::unique_ptr<KvCursor>> start(std::shared_ptr<RedisSession> session);

    bool valid() const override { return position_ < page_.size(); }
    BytesView key() const override { return page_[position_].first; }
    Result<Bytes> value() override { return page_[position_].second; }
    void next() override;
    Status status() const override { return status_; }

private:
    explicit RedisScanCursor(std::shared_ptr<RedisSession> session) : session_(std::move(session)) {}
    // Reads pages until one holds a pair or every master is done.
    Status fillPage();
    // One round trip: the values of the keys the last SCAN named, and the next SCAN.
    Status readPage(RedisClient& client);
    // Adds a key's GET reply to the page: skipped when nil, an error when not a string.
    Status take(const RedisEndpoint& master, Bytes key, RedisReply& reply);

    std::shared_ptr<RedisSession> session_;
    std::vector<RedisEndpoint> masters_;
    size_t master_ = 0;
    std::string scanCursor_ = "0";
    bool masterDone_ = false;         // SCAN on the current master returned cursor 0
    std::vector<Bytes> pendingKeys_;  // named by the last SCAN, values not read yet
    std::unordered_set<Bytes> seenOnMaster_;
    std::vector<std::pair<Bytes, Bytes>> page_;
    size_t position_ = 0;
    Status status_;
};

}  // namespace wr::kv::redis
