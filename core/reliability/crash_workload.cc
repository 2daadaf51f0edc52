#include "reliability/crash_workload.h"

#include <charconv>
#include <cstdio>
#include <cstring>
#include <set>

namespace wr::reliability {

namespace {

// "v:<key>:<serial>:" heads every value.
Bytes valueHead(uint32_t key, uint64_t serial) {
    return "v:" + std::to_string(key) + ":" + std::to_string(serial) + ":";
}

size_t valueSize(uint64_t serial, const WorkloadShape& shape) {
    Random rng(serial * 0x9E3779B97F4A7C15ull + 1);
    if (shape.largeValueBytes > 0 && rng.uniform(32) == 0) return shape.largeValueBytes;
    return static_cast<size_t>(rng.uniform(uint64_t{shape.maxValueBytes} + 1));
}

// One change in four is a removal.
Mutation drawMutation(Random& rng, uint32_t key, uint64_t& serial) {
    if (rng.uniform(4) == 0) return {key, std::nullopt};
    return {key, serial++};
}

}  // namespace

std::vector<Operation> drawOperations(Random& rng, const WorkloadShape& shape, uint32_t count, uint64_t firstSerial) {
    std::vector<Operation> ops;
    ops.reserve(count);
    uint64_t serial = firstSerial;
    for (uint32_t i = 0; i < count; ++i) {
        Operation op;
        uint64_t roll = rng.uniform(100);
        // Enough flushes, compactions and reopens that a round passes the
        // crash points in checkpoints, compactions and closes a few times.
        if (roll < 4 && shape.maintenance) {
            op.kind = Operation::Kind::kFlush;
        } else if (roll < 8 && shape.compaction && shape.maintenance) {
            op.kind = Operation::Kind::kCompact;
        } else if (roll < 10 && shape.maintenance) {
            op.kind = Operation::Kind::kReopen;
        } else if (roll < 25 && shape.batches) {
            op.kind = Operation::Kind::kBatch;
            std::set<uint32_t> keys;
            auto size = static_cast<size_t>(rng.range(2, 8));
            while (keys.size() < std::min<size_t>(size, shape.keys)) {
                keys.insert(static_cast<uint32_t>(rng.uniform(shape.keys)));
            }
            for (uint32_t key : keys) op.mutations.push_back(drawMutation(rng, key, serial));
        } else {
            op.mutations.push_back(drawMutation(rng, static_cast<uint32_t>(rng.uniform(shape.keys)), serial));
            op.kind = op.mutations.front().serial ? Operation::Kind::kPut : Operation::Kind::kRemove;
        }
        ops.push_back(std::move(op));
    }
    return ops;
}

Bytes keyName(uint32_t key) {
    char name[16];
    std::snprintf(name, sizeof name, "key-%05u", key);
    return name;
}

Bytes valueOf(uint32_t key, uint64_t serial, const WorkloadShape& shape) {
    Bytes value = valueHead(key, serial);
    size_t size = std::max(value.size(), valueSize(serial, shape));
    Random fill(serial);
    size_t at = value.size();
    value.resize(size);
    for (; at < size; at += 8) {
        uint64_t x = fill.next();
        std::memcpy(value.data() + at, &x, std::min<size_t>(8, size - at));
    }
    return value;
}

std::optional<uint64_t> serialOf(uint32_t key, BytesView value, const WorkloadShape& shape) {
    Bytes head = "v:" + std::to_string(key) + ":";
    if (value.substr(0, head.size()) != head) return std::nullopt;
    BytesView rest = value.substr(head.size());
    uint64_t serial = 0;
    auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), serial);
    if (error != std::errc() || end == rest.data() + rest.size() || *end != ':') return std::nullopt;
    if (value != valueOf(key, serial, shape)) return std::nullopt;
    return serial;
}

}  // namespace wr::reliability
