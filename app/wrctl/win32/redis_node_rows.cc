#include "redis_node_rows.h"

namespace wr::cli {

// Windows builds have no Redis adapter, so no redis: store opens there.
std::vector<std::pair<std::string, std::string>> redisNodeRows(const kv::StoreUri&) { return {}; }

}  // namespace wr::cli
