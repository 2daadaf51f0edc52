#include "widgets/chunkmap/chunk_map_model.h"

#include <QColor>
#include <QLocale>

#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

// Chunk rows carry this internal id; a block row carries its chunk's row + 1.
constexpr quintptr kChunkRow = 0;
// Keys in the list are cut here; the detail pane shows them whole.
constexpr qsizetype kKeyChars = 120;

}  // namespace

QColor chunkBlockColor(ChunkBlock::State state) {
    switch (state) {
    case ChunkBlock::State::Live: return QColor(0x3d, 0x9a, 0x4f);
    case ChunkBlock::State::Invalidated: return QColor(0xc9, 0xc2, 0xb4);
    case ChunkBlock::State::Tombstone: return QColor(0x5a, 0x5f, 0x6e);
    case ChunkBlock::State::Damaged: return QColor(0xc6, 0x28, 0x28);
    }
    return {};
}

ChunkMapModel::ChunkMapModel(QObject* parent) : QAbstractItemModel(parent) {}

void ChunkMapModel::setMap(const ChunkMap& map) {
    beginResetModel();
    map_ = map;
    endResetModel();
}

void ChunkMapModel::clear() { setMap({}); }

QModelIndex ChunkMapModel::chunkIndex(int chunk) const { return index(chunk, 0); }

QModelIndex ChunkMapModel::blockIndex(int chunk, int block) const { return index(block, 0, chunkIndex(chunk)); }

bool ChunkMapModel::locate(const QModelIndex& index, int* chunk, int* block) const {
    if (!index.isValid()) return false;
    if (index.internalId() == kChunkRow) {
        *chunk = index.row();
        *block = -1;
    } else {
        *chunk = int(index.internalId() - 1);
        *block = index.row();
    }
    return true;
}

QModelIndex ChunkMapModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : kChunkRow);
}

QModelIndex ChunkMapModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kChunkRow) return {};
    return createIndex(int(child.internalId() - 1), 0, kChunkRow);
}

int ChunkMapModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return int(map_.chunks.size());
    if (parent.internalId() != kChunkRow || parent.column() != 0) return 0;
    return int(map_.chunks[parent.row()].blocks.size());
}

int ChunkMapModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant ChunkMapModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const QLocale locale;
    if (index.internalId() == kChunkRow) {
        const ChunkFile& chunk = map_.chunks[index.row()];
        if (role != Qt::DisplayRole) return role == Qt::ToolTipRole ? QVariant(chunk.path) : QVariant();
        switch (index.column()) {
        case NameColumn: return chunk.name;
        case LengthColumn: return formatByteSize(chunk.bytes);
        case StateColumn: return chunkUsageText(chunk);
        case KeyColumn:
            return chunk.index
                       ? tr("%Ln item(s)", nullptr, int(chunk.blocks.size() + qsizetype(chunk.unlistedBlocks)))
                       : tr("%Ln block(s)", nullptr, int(chunk.blocks.size() + qsizetype(chunk.unlistedBlocks)));
        default: return {};
        }
    }
    const ChunkBlock& block = map_.chunks[int(index.internalId() - 1)].blocks[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return locale.toString(block.offset);
        case LengthColumn: return locale.toString(block.length);
        case StateColumn: return chunkBlockStateName(block.state);
        case KeyColumn: return block.key.isEmpty() ? block.detail : escapeBytes(block.key, kKeyChars);
        default: return {};
        }
    case Qt::DecorationRole: return index.column() == StateColumn ? QVariant(chunkBlockColor(block.state)) : QVariant();
    case Qt::ToolTipRole: return block.detail.isEmpty() ? QVariant() : QVariant(block.detail);
    case StateRole: return int(block.state);
    case KeyBytesRole: return block.key;
    default: return {};
    }
}

QVariant ChunkMapModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn: return tr("Chunk / offset");
    case LengthColumn: return tr("Length");
    case StateColumn: return tr("State");
    case KeyColumn: return tr("Key");
    default: return {};
    }
}

}  // namespace wr::gui
