// A redis: store's nodes for `wrctl kv stats`: address, role, slots, key
// count, or why the node did not answer; empty for other stores. Built from
// the Redis adapter where it is (redis_node_rows.cc), and empty in builds
// without it (win32/).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "stores/store_uri.h"

namespace wr::cli {

std::vector<std::pair<std::string, std::string>> redisNodeRows(const kv::StoreUri& uri);

}  // namespace wr::cli
