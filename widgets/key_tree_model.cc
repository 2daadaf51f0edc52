#include "widgets/key_tree_model.h"

#include "widgets/icons.h"

namespace wr::gui {

struct KeyTreeModel::Node {
    Node* parent = nullptr;
    int row = 0;
    QString name;
    wr::reg::KeyInfo info;
    std::vector<std::unique_ptr<Node>> children;
    size_t wanted = 0;  // subkeys asked for with fetchNextPage()
    bool fetching = false;
    // A failed page is not asked for again, so a broken key cannot make a
    // view retry forever; reopening the registry starts over.
    bool failed = false;
};

KeyTreeModel::KeyTreeModel(RegistrySession* session, QObject* parent)
    : QAbstractItemModel(parent), session_(session), top_(std::make_unique<Node>()) {
    connect(session_, &RegistrySession::opened, this, [this](RequestId, const SessionInfo& info) { reset(&info); });
    connect(session_, &RegistrySession::closed, this, [this] { reset(nullptr); });
    connect(session_, &RegistrySession::subkeysListed, this,
            [this](RequestId id, const QString&, quint32 start, const QList<SubkeyEntry>& entries) {
                onSubkeysListed(id, start, entries);
            });
    connect(session_, &RegistrySession::requestFailed, this,
            [this](RequestId id, const RequestError&) { onRequestFailed(id); });
    if (session_->isOpen()) reset(&session_->info());
}

KeyTreeModel::~KeyTreeModel() { cancelFetches(); }

void KeyTreeModel::cancelFetches() {
    if (session_ != nullptr) {
        for (auto it = fetches_.cbegin(); it != fetches_.cend(); ++it) session_->cancel(it.key());
    }
    fetches_.clear();
}

QString KeyTreeModel::countsText(const wr::reg::KeyInfo& info) {
    return tr("%Ln subkey(s)", nullptr, int(info.subkeyCount)) + QLatin1String(", ") +
           tr("%Ln value(s)", nullptr, int(info.valueCount));
}

void KeyTreeModel::setPageSize(int subkeys) { pageSize_ = qMax(1, subkeys); }

KeyTreeModel::Node* KeyTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : top_.get();
}

QModelIndex KeyTreeModel::indexOf(const Node* node) const {
    if (node == nullptr || node == top_.get()) return {};
    return createIndex(node->row, 0, const_cast<Node*>(node));
}

QModelIndex KeyTreeModel::rootIndex() const { return top_->children.empty() ? QModelIndex() : index(0, 0); }

QString KeyTreeModel::keyPath(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    // Not null even for the root, whose path is empty.
    QString path = QLatin1String("");
    for (const Node* node = nodeOf(index); node->parent != top_.get(); node = node->parent) {
        path = path.isEmpty() ? node->name : node->name + QLatin1Char('\\') + path;
    }
    return path;
}

bool KeyTreeModel::isFetching(const QModelIndex& parent) const { return nodeOf(parent)->fetching; }

void KeyTreeModel::reset(const SessionInfo* info) {
    beginResetModel();
    cancelFetches();
    top_ = std::make_unique<Node>();
    if (info != nullptr) {
        auto root = std::make_unique<Node>();
        root->parent = top_.get();
        root->name = info->rootLabel;
        root->info = info->rootInfo;
        top_->children.push_back(std::move(root));
    }
    endResetModel();
}

QModelIndex KeyTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    return createIndex(row, column, nodeOf(parent)->children[size_t(row)].get());
}

QModelIndex KeyTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    return indexOf(nodeOf(child)->parent);
}

int KeyTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.column() > 0) return 0;
    return int(nodeOf(parent)->children.size());
}

int KeyTreeModel::columnCount(const QModelIndex&) const { return 1; }

bool KeyTreeModel::hasChildren(const QModelIndex& parent) const {
    if (parent.column() > 0) return false;
    const Node* node = nodeOf(parent);
    return !node->children.empty() || (node != top_.get() && node->info.subkeyCount > 0);
}

Qt::ItemFlags KeyTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!hasChildren(index)) flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant KeyTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Node* node = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        return node->name;
    case Qt::DecorationRole:
        return icons::key();
    case Qt::ToolTipRole:
        return countsText(node->info);
    case KeyPathRole:
        return keyPath(index);
    case SubkeyCountRole:
        return node->info.subkeyCount;
    case ValueCountRole:
        return node->info.valueCount;
    case LastWriteTimeRole:
        return qint64(node->info.lastWriteTime);
    default:
        return {};
    }
}

bool KeyTreeModel::hasMoreSubkeys(const QModelIndex& parent) const {
    if (!parent.isValid() || session_ == nullptr) return false;
    const Node* node = nodeOf(parent);
    return !node->failed && node->children.size() < node->info.subkeyCount;
}

bool KeyTreeModel::canFetchMore(const QModelIndex& parent) const {
    if (!hasMoreSubkeys(parent)) return false;
    const Node* node = nodeOf(parent);
    return !node->fetching && node->children.size() < qMax(node->wanted, size_t(pageSize_));
}

void KeyTreeModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    Node* node = nodeOf(parent);
    node->fetching = true;
    const auto count = quint32(pageSize_);
    fetches_.insert(session_->listSubkeys(keyPath(parent), quint32(node->children.size()), count), {node, count});
}

void KeyTreeModel::fetchNextPage(const QModelIndex& parent) {
    if (!hasMoreSubkeys(parent) || isFetching(parent)) return;
    Node* node = nodeOf(parent);
    node->wanted = node->children.size() + size_t(pageSize_);
    fetchMore(parent);
}

void KeyTreeModel::onSubkeysListed(RequestId id, quint32 start, const QList<SubkeyEntry>& entries) {
    const auto fetch = fetches_.find(id);
    if (fetch == fetches_.end()) return;
    const Fetch page = *fetch;
    fetches_.erase(fetch);
    Node* node = page.node;
    const QModelIndex parent = indexOf(node);
    // Pages only ever append, and one page per key is in flight at a time.
    Q_ASSERT(start == node->children.size());
    // The node stays marked as fetching until the rows are in: views and
    // testers ask canFetchMore() from inside the insertion signals.
    if (!entries.isEmpty()) {
        const int first = int(node->children.size());
        beginInsertRows(parent, first, first + int(entries.size()) - 1);
        for (const SubkeyEntry& entry : entries) {
            auto child = std::make_unique<Node>();
            child->parent = node;
            child->row = int(node->children.size());
            child->name = entry.name;
            child->info = entry.info;
            node->children.push_back(std::move(child));
        }
        endInsertRows();
    }
    node->fetching = false;
    // The count came with the listing of the key's parent; the key may have
    // changed since. A short page means it ends here, and more subkeys than
    // counted means it grew: either way the loaded ones are the count now.
    const auto loaded = quint32(node->children.size());
    const bool ended = quint32(entries.size()) < page.count;
    if ((ended && loaded < node->info.subkeyCount) || loaded > node->info.subkeyCount) {
        node->info.subkeyCount = loaded;
        emit dataChanged(parent, parent);
    }
    emit fetchFinished(parent);
}

void KeyTreeModel::onRequestFailed(RequestId id) {
    Node* node = fetches_.take(id).node;
    if (node == nullptr) return;
    node->fetching = false;
    node->failed = true;
    emit fetchFinished(indexOf(node));
}

}  // namespace wr::gui
