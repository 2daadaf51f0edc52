// How verification reads source keys back from a migration's target, a batch
// at a time: for a redis: target the GETs of each node go out together in
// one pipeline (RedisClient::execute, on a connection of its own), so a batch
// costs a round trip per node instead of one per key; any other store answers
// get() per key, as it always did.
#pragma once

#include <memory>
#include <vector>

#include "stores/kv_store.h"
#include "util/result.h"

namespace wr::migrate {

class TargetReader {
public:
    virtual ~TargetReader() = default;

    static Result<std::unique_ptr<TargetReader>> open(kv::KvStore& target);

    // Per key, in order: its value, NotFound, or the error its read met. The
    // whole call fails only when the target cannot be reached at all.
    virtual Result<std::vector<Result<Bytes>>> read(const std::vector<Bytes>& keys) = 0;
};

}  // namespace wr::migrate
