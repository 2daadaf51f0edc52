#include "widgets/redis/cluster_layout_model.h"

#include <QFont>
#include <QLocale>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

using wr::kv::redis::RedisNodeLayout;

ClusterLayoutModel::ClusterLayoutModel(QObject* parent) : QAbstractTableModel(parent) {}

void ClusterLayoutModel::setLayout(wr::kv::redis::RedisClusterLayout layout) {
    beginResetModel();
    layout_ = std::move(layout);
    marked_ = -1;
    endResetModel();
}

void ClusterLayoutModel::setMarkedRow(int row) {
    if (row == marked_) return;
    const int before = marked_;
    marked_ = row;
    for (int changed : {before, row}) {
        if (changed >= 0 && changed < rowCount()) emit dataChanged(index(changed, 0), index(changed, ColumnCount - 1));
    }
}

int ClusterLayoutModel::rowServing(int slot) const {
    const RedisNodeLayout* node = layout_.servingNode(slot);
    return node == nullptr ? -1 : int(node - layout_.nodes.data());
}

QString ClusterLayoutModel::addressOf(const std::string& id) const {
    const RedisNodeLayout* node = layout_.nodeWithId(id);
    return node != nullptr ? fromUtf8(node->endpoint.toString()) : fromUtf8(id.substr(0, 8));
}

QString ClusterLayoutModel::roleText(int row) const {
    const RedisNodeLayout& node = layout_.nodes[size_t(row)];
    if (!layout_.cluster) return tr("server");
    if (node.master) return tr("master");
    return node.masterId.empty() ? tr("replica") : tr("replica of %1").arg(addressOf(node.masterId));
}

QString ClusterLayoutModel::slotsText(int row) const {
    const RedisNodeLayout& node = layout_.nodes[size_t(row)];
    if (!layout_.cluster) return tr("all keys");
    if (node.slotRanges.empty()) return node.master ? tr("none") : QString();
    return tr("%1 (%Ln slot(s))", nullptr, node.slotCount())
        .arg(fromUtf8(wr::kv::redis::slotRangesText(node.slotRanges)));
}

QString ClusterLayoutModel::stateText(int row) const {
    const RedisNodeLayout& node = layout_.nodes[size_t(row)];
    QStringList parts;
    if (!node.problem.empty()) parts.append(tr("no answer: %1").arg(fromUtf8(node.problem)));
    for (const std::string& flag : node.flags) parts.append(fromUtf8(flag));
    if (!node.linkConnected) parts.append(tr("link down"));
    for (const wr::kv::redis::RedisSlotMove& move : node.moves) {
        parts.append(move.importing ? tr("importing slot %1 from %2").arg(move.slot).arg(addressOf(move.peerId))
                                    : tr("migrating slot %1 to %2").arg(move.slot).arg(addressOf(move.peerId)));
    }
    return parts.isEmpty() ? tr("ok") : parts.join(QStringLiteral("; "));
}

int ClusterLayoutModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(layout_.nodes.size());
}

int ClusterLayoutModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ClusterLayoutModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const RedisNodeLayout& node = layout_.nodes[size_t(index.row())];
    if (role == Qt::FontRole && index.row() == marked_) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() == KeysColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == NodeColumn && !node.id.empty())
        return tr("Node id %1").arg(fromUtf8(node.id));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (Column(index.column())) {
    case NodeColumn: return fromUtf8(node.endpoint.toString());
    case RoleColumn: return roleText(index.row());
    case SlotsColumn: return slotsText(index.row());
    case KeysColumn: return node.keys ? QLocale().toString(qulonglong(*node.keys)) : QStringLiteral("-");
    case StateColumn: return stateText(index.row());
    case ColumnCount: break;
    }
    return {};
}

QVariant ClusterLayoutModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (Column(section)) {
    case NodeColumn: return tr("Node");
    case RoleColumn: return tr("Role");
    case SlotsColumn: return tr("Hash slots");
    case KeysColumn: return tr("Keys");
    case StateColumn: return tr("State");
    case ColumnCount: break;
    }
    return {};
}

}  // namespace wr::gui
