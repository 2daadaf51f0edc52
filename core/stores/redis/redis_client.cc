#include "stores/redis/redis_client.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <thread>

#include "stores/redis/redis_slot.h"

namespace wr::kv::redis {

namespace {

// Rounds of redirections and TRYAGAIN retries before a command gives up.
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

    // The commands of a round that go to one node, in their order.
    struct NodeBatch {
        const RedisEndpoint* target;
        RedisNode* connection = nullptr;
        std::vector<size_t> commands;
        std::vector<RedisReply> replies;
    };
    std::vector<NodeBatch> batches;
    for (int round = 0; !pending.empty(); ++round) {
        if (round == kMaxRounds) {
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
            if (batch == batches.end()) batch = batches.insert(batches.end(), NodeBatch{&target, nullptr, {}, {}});
            batch->commands.push_back(i);
        }
        // Every node gets its whole batch before any reply is read, so the
        // nodes work at once; replies owed on a connection left unread make
        // it unusable.
        const auto abandonFrom = [&](size_t first) {
            for (size_t b = first; b < batches.size(); ++b) {
                if (batches[b].connection != nullptr) batches[b].connection->abandon();
            }
        };
        for (NodeBatch& batch : batches) {
            Result<RedisNode*> connection = node(*batch.target);
            Status sent = connection.status();
            if (sent.isOk()) {
                batch.connection = *connection;
                for (size_t i : batch.commands) {
                    if (askTargets[i] && sent.isOk()) sent = batch.connection->append(kAsking);
                    if (sent.isOk()) sent = batch.connection->append(commands[i].argv());
                }
                if (sent.isOk()) sent = batch.connection->send();
            }
            if (!sent.isOk()) {
                abandonFrom(0);
                return sent;
            }
        }
        for (size_t b = 0; b < batches.size(); ++b) {
            NodeBatch& batch = batches[b];
            batch.replies.reserve(batch.commands.size());
            for (size_t i : batch.commands) {
                Result<RedisReply> reply = batch.connection->receive();
                if (reply.isOk() && askTargets[i]) reply = batch.connection->receive();  // ASKING's own OK came first
                if (!reply.isOk()) {
                    abandonFrom(b + 1);
                    return reply.status();
                }
                batch.replies.push_back(std::move(*reply));
            }
        }
        std::vector<size_t> retry;
        bool moved = false;
        bool tryAgain = false;
        for (NodeBatch& batch : batches) {
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
                    retry.push_back(i);
                } else if (reply.isErrorCode("TRYAGAIN")) {
                    tryAgain = true;
                    retry.push_back(i);
                } else {
                    askTargets[i].reset();
                    replies[i] = std::move(reply);
                    ranHere = true;
                }
            }
            if (written != nullptr && ranHere) written->insert(batch.connection->endpoint().toString());
        }
        // A failed reload keeps the slots the MOVED replies named: the retry still goes right.
        if (moved && isCluster()) (void)refreshSlotMap();
        if (tryAgain) std::this_thread::sleep_for(std::chrono::milliseconds(10 * (round + 1)));
        std::sort(retry.begin(), retry.end());
        pending = std::move(retry);
    }
    return replies;
}

}  // namespace wr::kv::redis
