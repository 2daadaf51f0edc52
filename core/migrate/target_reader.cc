#include "migrate/target_reader.h"

#include "stores/redis/redis_client.h"
#include "stores/redis/redis_options.h"

namespace wr::migrate {

namespace {

class StoreGetReader : public TargetReader {
public:
    explicit StoreGetReader(kv::KvStore& target) : target_(target) {}

    Result<std::vector<Result<Bytes>>> read(const std::vector<Bytes>& keys) override {
        std::vector<Result<Bytes>> values;
        values.reserve(keys.size());
        for (const Bytes& key : keys) values.push_back(target_.get(key));
        return values;
    }

private:
    kv::KvStore& target_;
};

class RedisPipelineReader : public TargetReader {
public:
    RedisPipelineReader(kv::redis::RedisStoreOptions options, std::unique_ptr<kv::redis::RedisClient> client)
        : options_(std::move(options)), client_(std::move(client)) {}

    Result<std::vector<Result<Bytes>>> read(const std::vector<Bytes>& keys) override {
        std::vector<kv::redis::KeyedCommand> gets;
        gets.reserve(keys.size());
        for (const Bytes& key : keys) gets.push_back({{"GET", key}});
        WR_ASSIGN_OR_RETURN(std::vector<kv::redis::RedisReply> replies, client_->execute(gets));
        std::vector<Result<Bytes>> values;
        values.reserve(replies.size());
        for (kv::redis::RedisReply& reply : replies) {
            if (reply.isNil()) {
                values.push_back(Status::notFound("no such key"));
            } else if (reply.type != kv::redis::RedisReply::Type::kString) {
                values.push_back(kv::redis::redisError(StatusCode::kIoError, options_.describe() + ": " + reply.text));
            } else {
                values.push_back(std::move(reply.text));
            }
        }
        return values;
    }

private:
    kv::redis::RedisStoreOptions options_;
    std::unique_ptr<kv::redis::RedisClient> client_;
};

}  // namespace

Result<std::unique_ptr<TargetReader>> TargetReader::open(kv::KvStore& target) {
    if (target.uri().scheme() != "redis") return std::unique_ptr<TargetReader>(new StoreGetReader(target));
    WR_ASSIGN_OR_RETURN(kv::redis::RedisStoreOptions options, kv::redis::parseRedisOptions(target.uri()));
    std::unique_ptr<kv::redis::RedisClient> client;
    if (options.cluster) {
        WR_ASSIGN_OR_RETURN(client, kv::redis::RedisClient::cluster(options.nodes, options.connect));
    } else {
        WR_ASSIGN_OR_RETURN(client, kv::redis::RedisClient::single(options.nodes.front(), options.connect));
    }
    return std::unique_ptr<TargetReader>(new RedisPipelineReader(std::move(options), std::move(client)));
}

}  // namespace wr::migrate
