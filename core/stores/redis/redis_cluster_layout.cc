#include "stores/redis/redis_cluster_layout.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <tuple>

#include "stores/redis/redis_slot.h"

namespace wr::kv::redis {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find(separator, start);
        if (end == std::string_view::npos) end = text.size();
        if (end > start) parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

std::optional<int> parseSlot(std::string_view text) {
    int slot = -1;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), slot);
    if (ec != std::errc() || end != text.data() + text.size() || slot < 0 || slot >= kClusterSlots) {
        return std::nullopt;
    }
    return slot;
}

Status malformed(std::string_view line, std::string_view why) {
    return Status::ioError("CLUSTER NODES: " + std::string(why) + " in '" + std::string(line) + "'");
}

// "127.0.0.1:7000@17000[,hostname]": the client address; an empty host is
// the answering node's own.
Result<RedisEndpoint> parseAddress(std::string_view field, const RedisEndpoint& answeredBy) {
    field = field.substr(0, field.find('@'));
    const size_t colon = field.rfind(':');
    if (colon == std::string_view::npos) return Status::ioError("no port");
    if (colon == 0) {
        WR_ASSIGN_OR_RETURN(RedisEndpoint endpoint, RedisEndpoint::parse("host" + std::string(field)));
        endpoint.host = answeredBy.host;
        return endpoint;
    }
    return RedisEndpoint::parse(field);
}

// "[1234->-ID]" (migrating to ID) or "[1234-<-ID]" (importing from ID).
std::optional<RedisSlotMove> parseMove(std::string_view field) {
    if (field.size() < 2 || field.back() != ']') return std::nullopt;
    field = field.substr(1, field.size() - 2);
    for (auto [arrow, importing] : {std::pair{"->-", false}, std::pair{"-<-", true}}) {
        const size_t at = field.find(arrow);
        if (at == std::string_view::npos) continue;
        const auto slot = parseSlot(field.substr(0, at));
        if (!slot) return std::nullopt;
        return RedisSlotMove{*slot, importing, std::string(field.substr(at + 3))};
    }
    return std::nullopt;
}

Result<RedisNodeLayout> parseLine(std::string_view line, const RedisEndpoint& answeredBy) {
    // <id> <address> <flags> <master> <ping-sent> <pong-recv> <epoch> <link-state> <slot>...
    const std::vector<std::string_view> fields = split(line, ' ');
    if (fields.size() < 8) return malformed(line, "fewer than 8 fields");
    RedisNodeLayout node;
    node.id = std::string(fields[0]);
    Result<RedisEndpoint> address = parseAddress(fields[1], answeredBy);
    if (!address.isOk()) return malformed(line, "a bad address");
    node.endpoint = std::move(*address);
    for (std::string_view flag : split(fields[2], ',')) {
        if (flag == "slave") {
            node.master = false;
        } else if (flag == "fail" || flag == "fail?" || flag == "handshake" || flag == "noaddr") {
            node.flags.emplace_back(flag);
        }
    }
    if (fields[3] != "-") node.masterId = std::string(fields[3]);
    node.linkConnected = fields[7] == "connected";
    for (size_t i = 8; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        if (field.front() == '[') {
            if (auto move = parseMove(field)) node.moves.push_back(std::move(*move));
            continue;
        }
        const size_t dash = field.find('-');
        const auto first = parseSlot(field.substr(0, dash));
        const auto last = dash == std::string_view::npos ? first : parseSlot(field.substr(dash + 1));
        if (!first || !last || *first > *last) return malformed(line, "a bad slot range");
        node.slotRanges.push_back({*first, *last});
    }
    return node;
}

int firstSlot(const RedisNodeLayout& node) {
    return node.slotRanges.empty() ? std::numeric_limits<int>::max() : node.slotRanges.front().first;
}

// Masters by first slot, each followed by its replicas (by address).
std::vector<RedisNodeLayout> ordered(std::vector<RedisNodeLayout> nodes) {
    auto byAddress = [](const RedisNodeLayout& a, const RedisNodeLayout& b) {
        return std::tie(a.endpoint.host, a.endpoint.port) < std::tie(b.endpoint.host, b.endpoint.port);
    };
    std::sort(nodes.begin(), nodes.end(), [&](const RedisNodeLayout& a, const RedisNodeLayout& b) {
        if (firstSlot(a) != firstSlot(b)) return firstSlot(a) < firstSlot(b);
        return byAddress(a, b);
    });
    std::vector<RedisNodeLayout> out;
    std::vector<bool> placed(nodes.size(), false);
    for (size_t m = 0; m < nodes.size(); ++m) {
        if (!nodes[m].master) continue;
        out.push_back(nodes[m]);
        placed[m] = true;
        for (size_t r = 0; r < nodes.size(); ++r) {
            if (!nodes[r].master && nodes[r].masterId == nodes[m].id) {
                out.push_back(nodes[r]);
                placed[r] = true;
            }
        }
    }
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (!placed[i]) out.push_back(nodes[i]);
    }
    return out;
}

// Asks the node for its key count; a node that does not answer keeps why.
void countKeys(RedisNodeLayout& node, const RedisConnectOptions& options) {
    Result<std::unique_ptr<RedisNode>> connection = RedisNode::connect(node.endpoint, options);
    if (!connection.isOk()) {
        node.problem = connection.status().message();
        return;
    }
    Result<RedisReply> size = (*connection)->expectOk({"DBSIZE"});
    if (!size.isOk()) {
        node.problem = size.status().message();
        return;
    }
    node.keys = static_cast<uint64_t>(size->integer);
}

Result<RedisClusterLayout> readCluster(const RedisStoreOptions& options) {
    RedisConnectOptions connect = options.connect;
    connect.db = 0;  // a cluster has only database 0
    Status last = Status::ioError("redis: no seed node to ask for the cluster's nodes");
    for (const RedisEndpoint& seed : options.nodes) {
        Result<std::unique_ptr<RedisNode>> connection = RedisNode::connect(seed, connect);
        if (!connection.isOk()) {
            last = connection.status();
            continue;
        }
        Result<RedisReply> reply = (*connection)->expectOk({"CLUSTER", "NODES"});
        if (!reply.isOk()) {
            last = reply.status();
            continue;
        }
        Result<std::vector<RedisNodeLayout>> nodes = parseClusterNodes(reply->text, seed);
        if (!nodes.isOk()) return (*connection)->error(StatusCode::kIoError, nodes.status().message());
        RedisClusterLayout layout;
        layout.cluster = true;
        layout.answeredBy = seed;
        layout.nodes = std::move(*nodes);
        for (RedisNodeLayout& node : layout.nodes) countKeys(node, connect);
        return layout;
    }
    return Status::ioError("no seed node of the cluster answered: " + last.message());
}

}  // namespace

int RedisNodeLayout::slotCount() const {
    int count = 0;
    for (const RedisSlotRange& range : slotRanges) count += range.last - range.first + 1;
    return count;
}

bool RedisNodeLayout::serves(int slot) const {
    return std::any_of(slotRanges.begin(), slotRanges.end(),
                       [slot](const RedisSlotRange& range) { return range.first <= slot && slot <= range.last; });
}

const RedisNodeLayout* RedisClusterLayout::servingNode(int slot) const {
    if (!cluster) return nodes.empty() ? nullptr : &nodes.front();
    for (const RedisNodeLayout& node : nodes) {
        if (node.master && node.serves(slot)) return &node;
    }
    return nullptr;
}

const RedisNodeLayout* RedisClusterLayout::nodeWithId(std::string_view id) const {
    for (const RedisNodeLayout& node : nodes) {
        if (node.id == id) return &node;
    }
    return nullptr;
}

int RedisClusterLayout::masterCount() const {
    return static_cast<int>(std::count_if(nodes.begin(), nodes.end(), [](const auto& node) { return node.master; }));
}

int RedisClusterLayout::replicaCount() const { return static_cast<int>(nodes.size()) - masterCount(); }

std::optional<uint64_t> RedisClusterLayout::masterKeys() const {
    uint64_t keys = 0;
    for (const RedisNodeLayout& node : nodes) {
        if (!node.master) continue;
        if (!node.keys) return std::nullopt;
        keys += *node.keys;
    }
    return keys;
}

Result<std::vector<RedisNodeLayout>> parseClusterNodes(std::string_view text, const RedisEndpoint& answeredBy) {
    std::vector<RedisNodeLayout> nodes;
    for (std::string_view line : split(text, '\n')) {
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty()) continue;
        WR_ASSIGN_OR_RETURN(RedisNodeLayout node, parseLine(line, answeredBy));
        nodes.push_back(std::move(node));
    }
    if (nodes.empty()) return Status::ioError("CLUSTER NODES listed no node");
    return ordered(std::move(nodes));
}

std::string slotRangesText(const std::vector<RedisSlotRange>& ranges) {
    std::string text;
    for (const RedisSlotRange& range : ranges) {
        if (!text.empty()) text += ' ';
        text += std::to_string(range.first);
        if (range.last != range.first) text += "-" + std::to_string(range.last);
    }
    return text;
}

Result<RedisClusterLayout> readClusterLayout(const RedisStoreOptions& options) {
    if (options.cluster) return readCluster(options);
    RedisClusterLayout layout;
    layout.answeredBy = options.nodes.front();
    RedisNodeLayout server;
    server.endpoint = options.nodes.front();
    countKeys(server, options.connect);
    layout.nodes.push_back(std::move(server));
    return layout;
}

Result<RedisClusterLayout> readClusterLayout(const StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(RedisStoreOptions options, parseRedisOptions(uri));
    return readClusterLayout(options);
}

}  // namespace wr::kv::redis
