// ChunkMap: what a store's data files hold, as chunks of blocks — WR-Store++'s
// chunk files of value blocks (seed 001 Sec. 4.3, Figs. 3-4) and ZDB's
// append-only data files of entries (seed 004 Secs. 2.2-2.5). A block is live
// while the index names it; overwriting or deleting its key invalidates it
// (a ZDB removal leaves a tombstone), and reallocation or compaction gives
// the space of invalidated blocks back. ZDB's flat index is drawn the same
// way: a chunk whose blocks are its written items, a removal's a tombstone.
// ChunkMapSource reads one from a store.
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

namespace wr::gui {

struct ChunkBlock {
    enum class State { Live, Invalidated, Tombstone, Damaged };

    quint64 offset = 0;
    quint64 length = 0;  // the whole block: header, key and value
    State state = State::Live;
    QByteArray key;           // the exact key (a ZDB string-mode bucket: its keys, one per line)
    quint64 valueOffset = 0;  // where the value's bytes start in the file
    quint64 valueBytes = 0;
    QString detail;  // a damaged block's problem; what an index item points at
};

// Past this many blocks a chunk's blocks are counted, not listed.
inline constexpr int kMaxBlocksPerChunk = 200000;

struct ChunkFile {
    QString name;  // "chunk-00000007.wrc", "data-003.zdb", "index"
    QString path;
    quint64 bytes = 0;
    QList<ChunkBlock> blocks;
    quint64 unlistedBlocks = 0;
    quint64 liveBytes = 0;
    quint64 invalidatedBytes = 0;  // invalidated, tombstones and damaged blocks
    quint64 tombstones = 0;
    bool index = false;  // an index file, its blocks the items written

    // Counts a block, and lists it up to kMaxBlocksPerChunk.
    void add(ChunkBlock block);

    // The share of the file's blocks that reallocation would give back.
    double fragmentation() const {
        const quint64 used = liveBytes + invalidatedBytes;
        return used == 0 ? 0.0 : double(invalidatedBytes) / double(used);
    }
};

struct ChunkMap {
    QString engine;  // "WR-Store++ chunk files", "ZDB data files"
    QList<ChunkFile> chunks;
    QString note;  // what the map leaves out or why it is empty
};

QString chunkBlockStateName(ChunkBlock::State state);
// How much of a chunk is waste: "47.6% fragmented", or for an index "3 tombstones".
QString chunkUsageText(const ChunkFile& chunk);

}  // namespace wr::gui

Q_DECLARE_METATYPE(wr::gui::ChunkMap)
