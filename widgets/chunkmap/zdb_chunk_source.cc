// The ChunkMapSource of ZDB: the data files of its tables (the current one,
// and the previous one while a compaction runs) as ZDB's read-only inspection
// API describes them entry by entry (zdb_inspect.h), tombstones included,
// each table followed by its flat index.
#include <QCoreApplication>
#include <QHash>

#include <filesystem>

#include "stores/zdb/zdb_inspect.h"
#include "stores/zdb/zdb_store.h"
#include "widgets/chunkmap/chunk_map_source.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

// Entries asked for per call of the inspection API.
constexpr size_t kPage = 4096;

ChunkBlock::State stateOf(wr::zdb::EntryState state) {
    switch (state) {
    case wr::zdb::EntryState::kLive: return ChunkBlock::State::Live;
    case wr::zdb::EntryState::kDead: return ChunkBlock::State::Invalidated;
    case wr::zdb::EntryState::kTombstone: return ChunkBlock::State::Tombstone;
    case wr::zdb::EntryState::kDamaged: return ChunkBlock::State::Damaged;
    }
    return ChunkBlock::State::Damaged;
}

class ZdbChunkSource : public ChunkMapSource {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::ChunkMapSource)

public:
    wr::Result<ChunkMap> read(wr::kv::KvStore& store, wr::ProgressSink& progress,
                              wr::CancellationToken& cancel) override {
        auto* zdb = dynamic_cast<wr::zdb::ZdbStore*>(&store);
        if (zdb == nullptr) return wr::Status::invalidArgument("not a ZDB store: " + store.uri().toString());
        WR_ASSIGN_OR_RETURN(wr::zdb::StoreSummary summary, wr::zdb::summarize(*zdb, &progress, &cancel));
        ChunkMap map;
        map.engine = tr("ZDB data files");
        if (summary.compacting) {
            map.note = tr("A compaction is under way: the previous table's files follow the current ones.");
        }
        const bool stringKeys = summary.layout.keys == wr::zdb::KeyMode::kString;
        for (const wr::zdb::TableSummary& table : summary.tables) {
            for (const wr::zdb::DataFileSummary& file : table.files) {
                ChunkFile chunk;
                chunk.path = fromUtf8(file.path);
                chunk.name = fromUtf8(std::filesystem::path(file.path).filename().string());
                if (table.role == wr::zdb::TableRole::kPrevious) chunk.name += tr(" (previous table)");
                chunk.bytes = file.bytes;
                uint64_t from = 0;
                do {
                    if (cancel.isCancelled()) return wr::Status::cancelled("reading the data files was cancelled");
                    WR_ASSIGN_OR_RETURN(wr::zdb::DataFilePage page,
                                        wr::zdb::inspectDataFile(*zdb, table.role, file.file, from, kPage));
                    for (const wr::zdb::InspectedEntry& entry : page.entries) addEntry(chunk, entry, stringKeys);
                    from = page.nextOffset;
                } while (from != 0);
                map.chunks.append(std::move(chunk));
            }
            WR_ASSIGN_OR_RETURN(ChunkFile index, readIndex(*zdb, summary.layout, table, cancel));
            map.chunks.append(std::move(index));
        }
        return map;
    }

private:
    // The index file as a chunk: a block per written item where the item
    // lies in the file, live when it names a put, a tombstone when it names
    // a removal; the never-written items are the gaps between.
    static wr::Result<ChunkFile> readIndex(const wr::zdb::ZdbStore& zdb, const wr::zdb::StoreLayout& layout,
                                           const wr::zdb::TableSummary& table, wr::CancellationToken& cancel) {
        ChunkFile chunk;
        chunk.path = fromUtf8(table.indexPath);
        chunk.name = QStringLiteral("index");
        chunk.index = true;
        if (table.role == wr::zdb::TableRole::kPrevious) chunk.name += tr(" (previous table)");
        chunk.bytes = table.indexBytes;
        const bool buckets = layout.keys == wr::zdb::KeyMode::kString;
        QHash<uint32_t, QString> fileNames;
        for (const wr::zdb::DataFileSummary& file : table.files) {
            fileNames.insert(file.file, fromUtf8(std::filesystem::path(file.path).filename().string()));
        }
        uint64_t from = layout.kmin;
        while (from < layout.kmax) {
            if (cancel.isCancelled()) return wr::Status::cancelled("reading the index was cancelled");
            WR_ASSIGN_OR_RETURN(std::vector<wr::zdb::InspectedItem> items,
                                wr::zdb::inspectIndex(zdb, table.role, from, kPage, true));
            if (items.empty()) break;
            for (const wr::zdb::InspectedItem& item : items) {
                ChunkBlock block;
                block.offset = wr::zdb::kIndexItemsOffset + (item.key - layout.kmin) * layout.itemBytes;
                block.length = layout.itemBytes;
                block.state = item.item.removed ? ChunkBlock::State::Tombstone : ChunkBlock::State::Live;
                block.key = buckets ? tr("bucket %1").arg(item.key).toUtf8() : QByteArray::number(item.key);
                block.detail = tr("points at offset %1 of %2").arg(item.item.position).arg(fileNames.value(item.file));
                chunk.add(std::move(block));
            }
            from = items.back().key + 1;
        }
        return chunk;
    }

    static void addEntry(ChunkFile& chunk, const wr::zdb::InspectedEntry& entry, bool stringKeys) {
        ChunkBlock block;
        block.offset = entry.offset;
        block.length = entry.entryBytes;
        block.state = stateOf(entry.state);
        block.valueOffset = entry.offset + wr::zdb::kEntryInfoBytes;
        block.valueBytes = entry.valueBytes;
        block.detail = fromUtf8(entry.problem);
        if (stringKeys) {
            // A bucket: the keys it holds, one per line.
            for (const wr::Bytes& key : entry.bucketKeys) {
                if (!block.key.isEmpty()) block.key += '\n';
                block.key += QByteArray(key.data(), qsizetype(key.size()));
            }
            // A removal names no keys: its bucket is all there is to show.
            if (block.key.isEmpty()) block.key = tr("bucket %1").arg(entry.key).toUtf8();
        } else {
            block.key = QByteArray::number(entry.key);
        }
        chunk.add(std::move(block));
    }
};

}  // namespace

std::unique_ptr<ChunkMapSource> makeZdbChunkSource() { return std::make_unique<ZdbChunkSource>(); }

}  // namespace wr::gui
