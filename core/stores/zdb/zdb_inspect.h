// Read-only inspection of a ZDB store's files, for `wrctl zdb info` and the
// GUI's views of the data files and the flat index (tombstones visible).
// Nothing here writes. Each table is described against its own index: an
// entry is live when its key's item points at it. While a compaction runs
// there are two tables (TableRole); a key live in both is served from the
// current one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "stores/zdb/zdb_format.h"
#include "stores/zdb/zdb_options.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::zdb {

class ZdbStore;

enum class TableRole { kCurrent, kPrevious };

enum class EntryState {
    kLive,       // a put the index points at: the key's value
    kDead,       // a put or removal some later entry of its key superseded
    kTombstone,  // a removal the index points at: the key is gone
    kDamaged,    // fails its checks (problem says how)
};
const char* entryStateName(EntryState state);

struct InspectedEntry {
    uint64_t offset = 0;
    uint64_t key = 0;  // the integer key; the bucket number in string mode
    uint32_t valueBytes = 0;
    uint64_t entryBytes = 0;  // entry information + value + key
    int64_t timestamp = 0;    // microseconds since 1970
    EntryKind kind = EntryKind::kPut;
    EntryState state = EntryState::kDead;
    std::vector<Bytes> bucketKeys;  // string mode: the keys the bucket holds
    std::string problem;            // kDamaged only
};

struct DataFilePage {
    uint32_t file = 0;
    std::string path;
    uint64_t fileBytes = 0;
    std::vector<InspectedEntry> entries;
    uint64_t nextOffset = 0;  // where the next page starts; 0 after the last
};

struct InspectedItem {
    uint64_t key = 0;
    uint32_t file = 0;  // the data file the key lives in
    Item item;          // empty, a put's position, or a removal's (tombstone)
};

struct DataFileSummary {
    uint32_t file = 0;
    std::string path;
    uint64_t bytes = 0;  // the file's size: header + every entry
    uint64_t headerBytes = kDataHeaderBytes;
    uint64_t entries = 0;
    uint64_t liveEntries = 0;
    uint64_t liveBytes = 0;
    uint64_t deadEntries = 0;
    uint64_t deadBytes = 0;
    uint64_t tombstones = 0;
    uint64_t tombstoneBytes = 0;
    uint64_t damagedEntries = 0;
    uint64_t damagedBytes = 0;
};

struct TableSummary {
    TableRole role = TableRole::kCurrent;
    std::string dir;
    std::vector<DataFileSummary> files;
    std::string indexPath;
    uint64_t indexBytes = 0;           // logical size: headers + items
    uint64_t indexAllocatedBytes = 0;  // disk blocks (the index file is sparse)
    uint64_t liveKeys = 0;
};

struct StoreSummary {
    StoreLayout layout;
    bool compacting = false;
    std::vector<TableSummary> tables;  // current first
    // Totals over every data file of every table.
    uint64_t dataBytes = 0;
    uint64_t headerBytes = 0;
    uint64_t liveBytes = 0;
    uint64_t deadBytes = 0;
    uint64_t tombstoneBytes = 0;
    uint64_t damagedBytes = 0;
    uint64_t tombstones = 0;
};

// Reads every data file (one sequential pass) and counts its entries by state.
Result<StoreSummary> summarize(const ZdbStore& store, ProgressSink* progress, CancellationToken* cancel);

// Up to `maxEntries` entries of one data file from `fromOffset` (an entry
// position; 0 means the first entry).
Result<DataFilePage> inspectDataFile(const ZdbStore& store, TableRole role, uint32_t file, uint64_t fromOffset,
                                     size_t maxEntries);

// Up to `maxItems` index items from `firstKey` on, leaving out never-written
// keys when `skipEmpty`.
Result<std::vector<InspectedItem>> inspectIndex(const ZdbStore& store, TableRole role, uint64_t firstKey,
                                                size_t maxItems, bool skipEmpty);

}  // namespace wr::zdb
