#include "redis_node_rows.h"

#include "stores/redis/redis_cluster_layout.h"

namespace wr::cli {

std::vector<std::pair<std::string, std::string>> redisNodeRows(const kv::StoreUri& uri) {
    if (uri.scheme() != "redis") return {};
    auto layout = kv::redis::readClusterLayout(uri);
    if (!layout) return {{"nodes", layout.status().message()}};
    std::vector<std::pair<std::string, std::string>> rows;
    for (const kv::redis::RedisNodeLayout& node : layout->nodes) {
        std::string text = !layout->cluster ? "server" : node.master ? "master" : "replica";
        if (const auto* master = layout->nodeWithId(node.masterId); !node.master && master != nullptr) {
            text += " of " + master->endpoint.toString();
        }
        if (!node.slotRanges.empty()) text += ", slots " + kv::redis::slotRangesText(node.slotRanges);
        for (const std::string& flag : node.flags) text += ", " + flag;
        text += node.keys ? ", " + std::to_string(*node.keys) + " keys" : ", " + node.problem;
        rows.emplace_back("node " + node.endpoint.toString(), std::move(text));
    }
    return rows;
}

}  // namespace wr::cli
