#include "stores/redis/redis_client.h"

#include <algorithm>
#include <charconv>

#include "stores/redis/redis_retry.h"
#include "stores/redis/redis_slot.h"

namespace wr::kv::redis {

namespace {

// Rounds of redirections before a single server gives up and a cluster's
// command starts backing off (redis_retry.h).
constexpr int kMaxRounds = 8;

// "MOVED 3999 127.0.0.1:6381" or "ASK 3999 127.0.0.1:6381": the slot and the node.
Result<std::pair<int, RedisEndpoint>> parseRedirection(const std::string& error) {
    const size_t first = error.find(' ');
    const size_t second = first == std::string::npos ? first : error.find(' ', first + 1);
    if (second == std::string::npos) return Status::ioError("malformed redirection '" + error + "'");
    int slot = -1;
    auto [end, ec] = std::from_chars(error.data() + first + 1, error.data() + second, slot);
    if (ec != std::errc() || slot < 0 || slot >= kClusterSlots) {
        return Status::ioError("malformed redirection '" + error + "'");
    }
    WR_ASSIGN_OR_RETURN(RedisEndpoint target, RedisEndpoint::parse(std::string_view(error).substr(second + 1)));
    return std::pair{slot, target};
}

}  // namespace

Result<std::unique_ptr<RedisClient>> RedisClient::single(const RedisEndpoint& server, RedisConnectOptions options) {
    std::unique_ptr<RedisClient> client(new RedisClient({server}, std::move(options)));
    WR_RETURN_IF_ERROR(client->node(server).status());
    return client;
}

Result<std::unique_ptr<RedisClient>> RedisClient::cluster(const std::vector<RedisEndpoint>& seeds,
                                                          RedisConnectOptions options) {
    if (seeds.empty()) return Status::invalidArgument("redis: a cluster needs at least one seed node");
    options.db = 0;  // a cluster has only database 0
    std::unique_ptr<RedisClient> client(new RedisClient(seeds, std::move(options)));
    WR_RETURN_IF_ERROR(client->refreshSlotMap());
    return client;
}

Result<RedisNode*> RedisClient::node(const RedisEndpoint& endpoint) {
    const std::string address = endpoint.toString();
    auto found = nodes_.find(address);
    if (found != nodes_.end() && !found->second->broken()) return found->second.get();
    WR_ASSIGN_OR_RETURN(std::unique_ptr<RedisNode> connected, RedisNode::connect(endpoint, options_));
    RedisNode* raw = connected.get();
    nodes_[address] = std::move(connected);
    return raw;
}

Result<RedisNode*> RedisClient::node(const std::string& address) {
    WR_ASSIGN_OR_RETURN(RedisEndpoint endpoint, RedisEndpoint::parse(address));
    return node(endpoint);
}

Status RedisClient::refreshSlotMap() {
    // The nodes the map knows first, then the seeds: any of them can answer.
    std::vector<RedisEndpoint> candidates;
    if (slotMap_) candidates = slotMap_->masters();
    candidates.insert(candidates.end(), seeds_.begin(), seeds_.end());
    Status last = Status::ioError("redis: no cluster node to ask for the slot map");
    for (const RedisEndpoint& candidate : candidates) {
        Result<RedisNode*> connected = node(candidate);
        if (!connected.isOk()) {
            last = connected.status();
            continue;
        }
        Result<RedisReply> slots = (*connected)->command({"CLUSTER", "SLOTS"});
        if (!slots.isOk()) {
            last = slots.status();
            continue;
        }
        if (slots->isError()) {
            last = (*connected)->error(StatusCode::kInvalidArgument, "CLUSTER SLOTS: " + slots->text);
            continue;
        }
        Result<SlotMap> map = SlotMap::fromClusterSlots(*slots);
        if (!map.isOk()) {
            last = (*connected)->error(StatusCode::kIoError, map.status().message());
            continue;
        }
        slotMap_ = std::move(*map);
        return Status::ok();
    }
    return last;
}

Result<std::vector<RedisEndpoint>> RedisClient::masters() {
    if (!isCluster()) return seeds_;
    WR_RETURN_IF_ERROR(refreshSlotMap());
    return slotMap_->masters();
}

Result<std::vector<RedisReply>> RedisClient::execute(const std::vector<KeyedCommand>& commands,
                                                     std::set<std::string>* written) {
    static const BytesView kAsking[] = {"ASKING"};
    std::vector<RedisReply> replies(commands.size());
    std::vector<std::optional<RedisEndpoint>> askTargets(commands.size());
    std::vector<size_t> pending(commands.size());
    for (size_t i = 0; i < pending.size(); ++i) pending[i] = i;
    RetryWindow retryWindow(failoverWindow_);
    int redirectedRounds = 0;

    // The commands of a round that go to one node, in their order.
    struct NodeBatch {
        const RedisEndpoint* target;
        RedisNode* connection = nullptr;
        std::vector<size_t> commands;
        std::vector<RedisReply> replies;
        Status failed;  // the node could not be reached, written to or read from
    };
    std::vector<NodeBatch> batches;
    while (!pending.empty()) {
        if (redirectedRounds == kMaxRounds && !isCluster()) {
            return Status::ioError("redis: still redirected after " + std::to_string(kMaxRounds) +
                                   " attempts (a single server that is a cluster node needs cluster=)");
        }
        batches.clear();
        for (size_t i : pending) {
            const RedisEndpoint& target = askTargets[i] ? *askTargets[i]
                                          : isCluster() ? slotMap_->owner(keySlot(commands[i].key()))
                                                        : seeds_.front();
            auto batch = std::find_if(batches.begin(), batches.end(), [&](const NodeBatch& b) {
                return b.target->port == target.port && b.target->host == target.host;
            });
            if (batch == batches.end()) batch = batches.insert(batches.end(), NodeBatch{&target, nullptr, {}, {}, {}});
            batch->commands.push_back(i);
        }
        // Every node gets its whole batch before any reply is read, so the
        // nodes work at once. A connection that failed part way owes replies
        // it will never give: it is abandoned, and the next call reconnects.
        for (NodeBatch& batch : batches) {
            Result<RedisNode*> connection = node(*batch.target);
            batch.failed = connection.status();
            if (!batch.failed.isOk()) continue;
            batch.connection = *connection;
            for (size_t i : batch.commands) {
                if (askTargets[i] && batch.failed.isOk()) batch.failed = batch.connection->append(kAsking);
                if (batch.failed.isOk()) batch.failed = batch.connection->append(commands[i].argv());
            }
            if (batch.failed.isOk()) batch.failed = batch.connection->send();
            if (!batch.failed.isOk()) batch.connection->abandon();
        }
        for (NodeBatch& batch : batches) {
            if (!batch.failed.isOk()) continue;
            batch.replies.reserve(batch.commands.size());
            for (size_t i : batch.commands) {
                Result<RedisReply> reply = batch.connection->receive();
                if (reply.isOk() && askTargets[i]) reply = batch.connection->receive();  // ASKING's own OK came first
                if (!reply.isOk()) {
                    batch.failed = reply.status();
                    batch.connection->abandon();
                    break;
                }
                batch.replies.push_back(std::move(*reply));
            }
        }

        std::vector<size_t> retry;
        bool moved = false;
        Status setback;  // the latest failure or reply worth retrying
        std::string lastRedirection;
        for (NodeBatch& batch : batches) {
            const std::string address = batch.target->toString();
            if (!batch.failed.isOk()) {
                // Every command the store sends is safe to repeat (redis_retry.h).
                if (!isTransientFailure(batch.failed)) return batch.failed;
                setback = isCluster() ? batch.failed.withConsequence(
                                            "slot " + std::to_string(keySlot(commands[batch.commands.front()].key())) +
                                            " has no reachable master")
                                      : batch.failed;
                for (size_t i : batch.commands) askTargets[i].reset();
                retry.insert(retry.end(), batch.commands.begin(), batch.commands.end());
                continue;
            }
            bool ranHere = false;
            for (size_t at = 0; at < batch.commands.size(); ++at) {
                const size_t i = batch.commands[at];
                RedisReply& reply = batch.replies[at];
                if (reply.isErrorCode("MOVED") || reply.isErrorCode("ASK")) {
                    WR_ASSIGN_OR_RETURN(auto redirection, parseRedirection(reply.text));
                    if (reply.isErrorCode("ASK")) {
                        askTargets[i] = redirection.second;
                    } else {
                        askTargets[i].reset();
                        moved = true;
                        if (isCluster()) slotMap_->assign(redirection.first, redirection.second);
                    }
                    lastRedirection = "redis " + address + ": " + reply.text;
                    retry.push_back(i);
                } else if (isTransientReply(reply)) {
                    setback = redisError(StatusCode::kIoError, "redis " + address + ": " + reply.text);
                    retry.push_back(i);
                } else {
                    askTargets[i].reset();
                    replies[i] = std::move(reply);
                    ranHere = true;
                }
            }
            if (written != nullptr && ranHere) written->insert(address);
        }
        // A failed reload keeps the slots the MOVED replies named: the retry still goes right.
        if ((moved || !setback.isOk()) && isCluster()) (void)refreshSlotMap();
        // Redirections that go on (a slot's move told to some nodes and not
        // yet to others) wait like the setbacks, within the same window.
        if (!lastRedirection.empty()) ++redirectedRounds;
        if (setback.isOk() && redirectedRounds >= kMaxRounds && isCluster()) {
            setback = redisError(StatusCode::kIoError, lastRedirection + " (still redirected after " +
                                                           std::to_string(redirectedRounds) + " attempts)");
        }
        if (!setback.isOk() && !retryWindow.backOff()) return retryWindow.givenUp(setback);
        std::sort(retry.begin(), retry.end());
        pending = std::move(retry);
    }
    return replies;
}

}  // namespace wr::kv::redis
