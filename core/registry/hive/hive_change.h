// One change to a hive's tree, as the write-ahead log records it and as the
// tree applies it. A live change and its replay take the same path through
// HiveTree::apply, so replaying the log rebuilds exactly the tree the process
// had. Keys are named by their numeric id, not their path, which keeps
// records small; ids are stable for the life of a key and are stored in
// snapshots, so a snapshot and the log that follows it agree on them.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "util/bytes.h"
#include "util/result.h"

namespace wr::reg {

enum class ChangeOp : uint8_t {
    kClock = 1,       // sets the last-write time of the changes that follow
    kCreateKeys = 2,  // a chain of new keys, each a subkey of the one before
    kSetValue = 3,
    kDeleteValue = 4,
    kDeleteKey = 5,  // the key and everything below it
    kClearKey = 6,   // every subkey and value of the key, keeping the key
    kRenameKey = 7,
};

struct NewKey {
    uint32_t id = 0;
    std::string_view name;
};

struct Change {
    ChangeOp op = ChangeOp::kClock;
    uint32_t key = 0;             // the key changed; for kCreateKeys the parent of the first new key
    int64_t time = 0;             // kClock: FILETIME
    std::string_view name;        // kDeleteValue: the value's name; kRenameKey: the new key name
    std::string_view entry;       // kSetValue: the packed value entry (hive_values.h)
    std::vector<NewKey> newKeys;  // kCreateKeys
};

void encodeChangePayload(Bytes& out, const Change& change);
// Views in the result point into `payload`; names are checked against the
// registry's limits, as the tree relies on them. Corruption names the
// problem; the caller adds where the record was.
Result<Change> decodeChangePayload(ChangeOp op, BytesView payload);

}  // namespace wr::reg
