#include "stores/zdb/zdb_inspect.h"

#include "stores/zdb/zdb_entry_scan.h"
#include "stores/zdb/zdb_store.h"
#include "stores/zdb/zdb_string_keys.h"

namespace wr::zdb {

namespace {

Result<std::shared_ptr<FlatTable>> tableFor(const ZdbStore& store, TableRole role) {
    TableSet::Tables t = store.tables();
    if (role == TableRole::kCurrent) return t.current;
    if (!t.previous) {
        return Status::notFound("the ZDB store " + store.options().dir.string() +
                                " has no previous table: no compaction is under way");
    }
    return t.previous;
}

EntryState stateOf(const FlatTable& table, uint32_t file, const EntryReader::Entry& e) {
    if (!table.inRange(e.key) || table.fileOf(e.key) != file) return EntryState::kDamaged;
    bool removal = e.info.kind == EntryKind::kRemoval;
    if (table.item(e.key) != Item{e.position, removal}) return EntryState::kDead;
    return removal ? EntryState::kTombstone : EntryState::kLive;
}

InspectedEntry describe(const FlatTable& table, uint32_t file, const EntryReader::Entry& e, KeyMode keys) {
    InspectedEntry out;
    out.offset = e.position;
    out.key = e.key;
    out.valueBytes = e.info.valueSize;
    out.entryBytes = e.bytes();
    out.timestamp = e.info.timestamp;
    out.kind = e.info.kind;
    out.state = stateOf(table, file, e);
    if (out.state == EntryState::kDamaged) out.problem = "its key does not belong in this data file";
    if (keys == KeyMode::kString && e.info.kind == EntryKind::kPut) {
        BucketReader reader(e.value, e.key);
        BytesView k;
        BytesView v;
        for (;;) {
            auto more = reader.next(&k, &v);
            if (!more.isOk()) {
                out.problem = more.status().message();
                break;
            }
            if (!*more) break;
            out.bucketKeys.emplace_back(k);
        }
    }
    return out;
}

void count(DataFileSummary& s, EntryState state, uint64_t bytes) {
    ++s.entries;
    switch (state) {
    case EntryState::kLive:
        ++s.liveEntries;
        s.liveBytes += bytes;
        break;
    case EntryState::kDead:
        ++s.deadEntries;
        s.deadBytes += bytes;
        break;
    case EntryState::kTombstone:
        ++s.tombstones;
        s.tombstoneBytes += bytes;
        break;
    case EntryState::kDamaged:
        ++s.damagedEntries;
        s.damagedBytes += bytes;
        break;
    }
}

}  // namespace

const char* entryStateName(EntryState state) {
    switch (state) {
    case EntryState::kLive: return "live";
    case EntryState::kDead: return "dead";
    case EntryState::kTombstone: return "tombstone";
    case EntryState::kDamaged: return "damaged";
    }
    return "damaged";
}

Result<StoreSummary> summarize(const ZdbStore& store, ProgressSink* progress, CancellationToken* cancel) {
    TableSet::Tables t = store.tables();
    StoreSummary out;
    out.layout = store.options().layout;
    out.compacting = t.previous != nullptr;
    ProgressThrottle throttle(progress);
    Progress p;
    for (FlatTable* table : {t.current.get(), t.previous.get()}) {
        if (table != nullptr) p.total += table->dataBytes();
    }
    for (auto [table, role] :
         {std::pair{t.current.get(), TableRole::kCurrent}, std::pair{t.previous.get(), TableRole::kPrevious}}) {
        if (table == nullptr) continue;
        TableSummary ts;
        ts.role = role;
        ts.dir = table->dir().string();
        ts.indexPath = table->index().path().string();
        ts.indexBytes = table->index().shape().fileBytes();
        ts.indexAllocatedBytes = allocatedBytes(table->index().path());
        ts.liveKeys = table->liveCount();
        // Clang before 16 cannot capture a structured binding in a lambda.
        const FlatTable& scanned = *table;
        for (uint32_t f = 0; f < table->fileCount(); ++f) {
            const DataFile& file = table->dataFile(f);
            DataFileSummary s;
            s.file = f;
            s.path = file.path().string();
            s.bytes = file.end();
            p.phase = "reading " + s.path;
            EntryReader reader(file, kDataHeaderBytes, file.end());
            WR_RETURN_IF_ERROR(scanEntries(
                reader,
                [&] {
                    if (cancel != nullptr && cancel->isCancelled()) {
                        return Status::cancelled("the summary of " + store.options().dir.string() + " was cancelled");
                    }
                    return Status::ok();
                },
                [&](const EntryReader::Entry& e) {
                    count(s, stateOf(scanned, f, e), e.bytes());
                    p.done += e.bytes();
                    throttle.report(p);
                    return Status::ok();
                },
                [&](const EntryReader& damaged) -> Result<bool> {
                    uint64_t end = damaged.damagedEnd() != 0 ? damaged.damagedEnd() : file.end();
                    count(s, EntryState::kDamaged, end - damaged.offset());
                    p.done += end - damaged.offset();
                    return true;
                }));
            out.dataBytes += s.bytes;
            out.headerBytes += s.headerBytes;
            out.liveBytes += s.liveBytes;
            out.deadBytes += s.deadBytes;
            out.tombstoneBytes += s.tombstoneBytes;
            out.damagedBytes += s.damagedBytes;
            out.tombstones += s.tombstones;
            ts.files.push_back(std::move(s));
        }
        out.tables.push_back(std::move(ts));
    }
    p.phase = "done";
    throttle.report(p, true);
    return out;
}

Result<DataFilePage> inspectDataFile(const ZdbStore& store, TableRole role, uint32_t file, uint64_t fromOffset,
                                     size_t maxEntries) {
    WR_ASSIGN_OR_RETURN(std::shared_ptr<FlatTable> table, tableFor(store, role));
    if (file >= table->fileCount()) {
        return Status::invalidArgument("the ZDB store " + store.options().dir.string() + " has data files 0.." +
                                       std::to_string(table->fileCount() - 1) + ", not " + std::to_string(file));
    }
    const DataFile& data = table->dataFile(file);
    DataFilePage page;
    page.file = file;
    page.path = data.path().string();
    page.fileBytes = data.end();
    EntryReader reader(data, std::max(fromOffset, kDataHeaderBytes), data.end());
    while (page.entries.size() < maxEntries) {
        WR_ASSIGN_OR_RETURN(EntryReader::State state, reader.next());
        if (state == EntryReader::State::kEnd) return page;
        if (state == EntryReader::State::kDamaged) {
            InspectedEntry e;
            e.offset = reader.offset();
            e.state = EntryState::kDamaged;
            e.problem = reader.problem();
            uint64_t end = reader.damagedEnd() != 0 ? reader.damagedEnd() : data.end();
            e.entryBytes = end - reader.offset();
            page.entries.push_back(std::move(e));
            if (reader.damagedEnd() == 0) return page;
            reader.seek(end);
            continue;
        }
        page.entries.push_back(describe(*table, file, reader.entry(), store.options().layout.keys));
    }
    page.nextOffset = reader.offset() < data.end() ? reader.offset() : 0;
    return page;
}

Result<std::vector<InspectedItem>> inspectIndex(const ZdbStore& store, TableRole role, uint64_t firstKey,
                                                size_t maxItems, bool skipEmpty) {
    WR_ASSIGN_OR_RETURN(std::shared_ptr<FlatTable> table, tableFor(store, role));
    const IndexShape& shape = table->shape();
    if (firstKey < shape.kmin || firstKey >= shape.kmax) {
        return Status::invalidArgument("key " + std::to_string(firstKey) + " is outside the index's key range [" +
                                       std::to_string(shape.kmin) + ", " + std::to_string(shape.kmax) + ")");
    }
    std::vector<InspectedItem> out;
    for (uint64_t key = firstKey; key < shape.kmax && out.size() < maxItems; ++key) {
        Item item = table->item(key);
        if (skipEmpty && item.empty()) continue;
        out.push_back({key, table->fileOf(key), item});
    }
    return out;
}

}  // namespace wr::zdb
