// ChunkMapModel: a ChunkMap as a two-level item model — a row per chunk
// (name, size, blocks, fragmentation) with a row per block below it (offset,
// length, state, key) — for the tree beside the chunk map view and for
// anything else that wants to list blocks.
#pragma once

#include <QAbstractItemModel>

#include "widgets/chunkmap/chunk_map.h"

namespace wr::gui {

class ChunkMapModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { NameColumn, LengthColumn, StateColumn, KeyColumn, ColumnCount };
    enum Role {
        StateRole = Qt::UserRole + 1,  // int: ChunkBlock::State (blocks only)
        KeyBytesRole,                  // QByteArray: the block's key
    };

    explicit ChunkMapModel(QObject* parent = nullptr);

    void setMap(const ChunkMap& map);
    void clear();
    const ChunkMap& map() const { return map_; }

    QModelIndex chunkIndex(int chunk) const;
    QModelIndex blockIndex(int chunk, int block) const;
    // The chunk and block of an index; block is -1 for a chunk's row.
    bool locate(const QModelIndex& index, int* chunk, int* block) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ChunkMap map_;
};

// The colour a block of `state` is drawn in, in the view and the tree alike.
QColor chunkBlockColor(ChunkBlock::State state);

}  // namespace wr::gui
