// The crash test's workload: operations drawn from a seed, so the parent
// knows every operation its child writer will try and only needs to hear how
// many returned. Each value carries its key and a serial number and is
// filled with bytes that follow from the serial alone, so any value read back
// is either exactly one the workload wrote (and which one) or wrong bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "util/bytes.h"
#include "util/random.h"

namespace wr::reliability {

struct WorkloadShape {
    uint32_t keys = 128;  // the key space: key-00000 .. key-(keys-1)
    uint32_t maxValueBytes = 2048;
    uint32_t largeValueBytes = 0;  // when non-zero, one value in 32 is this large
    bool batches = true;           // write batches of distinct keys
    bool compaction = true;        // compact() (a hive: checkpoint) now and then
    bool maintenance = true;       // flushes, compactions and reopens between the changes
};

// One change of one key: a put of the value with `serial`, or a removal.
struct Mutation {
    uint32_t key = 0;
    std::optional<uint64_t> serial;  // nullopt: remove
};

struct Operation {
    enum class Kind { kPut, kRemove, kBatch, kFlush, kCompact, kReopen };
    Kind kind = Kind::kPut;
    std::vector<Mutation> mutations;  // empty for flush, compact and reopen
};

// The operations of one child's run, drawn from `rng`; serials start at
// `firstSerial` and stay unique as long as runs use disjoint ranges.
std::vector<Operation> drawOperations(Random& rng, const WorkloadShape& shape, uint32_t count, uint64_t firstSerial);

Bytes keyName(uint32_t key);
Bytes valueOf(uint32_t key, uint64_t serial, const WorkloadShape& shape);
// The serial of `value` when it is exactly a value the workload writes for
// `key`; nullopt for anything else.
std::optional<uint64_t> serialOf(uint32_t key, BytesView value, const WorkloadShape& shape);

}  // namespace wr::reliability
