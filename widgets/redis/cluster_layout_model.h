// ClusterLayoutModel: a redis: store's nodes as a table for the cluster view —
// each node's address, its role (a replica names the master it follows), the
// slot ranges it serves, its key count and its state: "ok", the failure
// flags the cluster gives it, the slots it is moving in a resharding, or why
// it did not answer. One row can be marked: the node that holds the key
// selected in the explorer, shown in bold.
#pragma once

#include <QAbstractTableModel>

#include "stores/redis/redis_cluster_layout.h"

namespace wr::gui {

class ClusterLayoutModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NodeColumn, RoleColumn, SlotsColumn, KeysColumn, StateColumn, ColumnCount };

    explicit ClusterLayoutModel(QObject* parent = nullptr);

    void setLayout(wr::kv::redis::RedisClusterLayout layout);
    const wr::kv::redis::RedisClusterLayout& layout() const { return layout_; }
    // Marks the row of the node at `row` (-1: none).
    void setMarkedRow(int row);
    int markedRow() const { return marked_; }
    // The row of the node serving `slot`, or -1.
    int rowServing(int slot) const;

    // "master", "replica of 127.0.0.1:7000" or "server".
    QString roleText(int row) const;
    QString stateText(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString slotsText(int row) const;
    // The address of the node with `id`, or the id's first characters when it is not listed.
    QString addressOf(const std::string& id) const;

    wr::kv::redis::RedisClusterLayout layout_;
    int marked_ = -1;
};

}  // namespace wr::gui
