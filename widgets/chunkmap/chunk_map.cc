#include "widgets/chunkmap/chunk_map.h"

#include <QCoreApplication>
#include <QLocale>

namespace wr::gui {

void ChunkFile::add(ChunkBlock block) {
    (block.state == ChunkBlock::State::Live ? liveBytes : invalidatedBytes) += block.length;
    if (block.state == ChunkBlock::State::Tombstone) ++tombstones;
    if (blocks.size() < kMaxBlocksPerChunk) {
        blocks.append(std::move(block));
    } else {
        ++unlistedBlocks;
    }
}

QString chunkBlockStateName(ChunkBlock::State state) {
    switch (state) {
    case ChunkBlock::State::Live: return QCoreApplication::translate("wr::gui::ChunkMap", "live");
    case ChunkBlock::State::Invalidated: return QCoreApplication::translate("wr::gui::ChunkMap", "invalidated");
    case ChunkBlock::State::Tombstone: return QCoreApplication::translate("wr::gui::ChunkMap", "tombstone");
    case ChunkBlock::State::Damaged: return QCoreApplication::translate("wr::gui::ChunkMap", "damaged");
    }
    return {};
}

QString chunkUsageText(const ChunkFile& chunk) {
    if (chunk.index) {
        return QCoreApplication::translate("wr::gui::ChunkMap", "%Ln tombstone(s)", nullptr, int(chunk.tombstones));
    }
    return QCoreApplication::translate("wr::gui::ChunkMap", "%1% fragmented")
        .arg(QLocale().toString(chunk.fragmentation() * 100, 'f', 1));
}

}  // namespace wr::gui
