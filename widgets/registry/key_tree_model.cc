#include "widgets/registry/key_tree_model.h"

#include <algorithm>

#include "widgets/common/icons.h"
#include "widgets/registry/pending_changes.h"

namespace wr::gui {

struct KeyTreeModel::Node {
    Node* parent = nullptr;
    int row = 0;
    QString name;        // as shown, with the staged changes
    QString sourceName;  // the registry's name; empty for a staged new key
    quint64 serial = 0;  // the CreateKey of a staged new key
    ChangeState state = ChangeState::Unchanged;
    wr::reg::KeyInfo info;
    // The registry's subkeys as loaded, then the staged new keys.
    std::vector<std::unique_ptr<Node>> children;
    size_t loaded = 0;  // the registry's subkeys among children
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
    connect(session_, &RegistrySession::infoQueried, this,
            [this](RequestId id, const QString&, const wr::reg::KeyInfo& info) { onInfoQueried(id, info); });
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

void KeyTreeModel::setCountColumns(bool shown) {
    if (shown == countColumns_) return;
    beginResetModel();
    countColumns_ = shown;
    endResetModel();
}

void KeyTreeModel::setPendingChanges(PendingChanges* pending) {
    if (pending_ != nullptr) disconnect(pending_, nullptr, this, nullptr);
    pending_ = pending;
    if (pending_ != nullptr) {
        connect(pending_, &PendingChanges::changed, this, [this] {
            if (!top_->children.empty())
                syncNode(top_->children.front().get(), overlayOf(top_->children.front().get()));
        });
    }
    if (!top_->children.empty()) syncNode(top_->children.front().get(), overlayOf(top_->children.front().get()));
}

KeyTreeModel::Node* KeyTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : top_.get();
}

QModelIndex KeyTreeModel::indexOf(const Node* node, int column) const {
    if (node == nullptr || node == top_.get()) return {};
    return createIndex(node->row, column, const_cast<Node*>(node));
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

QString KeyTreeModel::sourcePath(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    QString path = QLatin1String("");
    for (const Node* node = nodeOf(index); node->parent != top_.get(); node = node->parent) {
        if (node->serial != 0) return {};
        path = path.isEmpty() ? node->sourceName : node->sourceName + QLatin1Char('\\') + path;
    }
    return path;
}

ChangeState KeyTreeModel::changeState(const QModelIndex& index) const {
    if (!index.isValid()) return ChangeState::Unchanged;
    return isDeleted(index) ? ChangeState::Deleted : nodeOf(index)->state;
}

bool KeyTreeModel::isDeleted(const QModelIndex& index) const {
    if (!index.isValid()) return false;
    for (const Node* node = nodeOf(index); node != top_.get(); node = node->parent) {
        if (node->state == ChangeState::Deleted) return true;
    }
    return false;
}

bool KeyTreeModel::isFetching(const QModelIndex& parent) const { return nodeOf(parent)->fetching; }

void KeyTreeModel::reset(const SessionInfo* info) {
    beginResetModel();
    cancelFetches();
    reloadRequest_ = 0;
    top_ = std::make_unique<Node>();
    if (info != nullptr) {
        auto root = std::make_unique<Node>();
        root->parent = top_.get();
        root->name = info->rootLabel;
        root->sourceName = info->rootLabel;
        root->info = info->rootInfo;
        top_->children.push_back(std::move(root));
    }
    endResetModel();
    if (info != nullptr) syncNode(top_->children.front().get(), overlayOf(top_->children.front().get()));
}

void KeyTreeModel::reload() {
    if (session_ == nullptr || !session_->isOpen()) return;
    reloadRequest_ = session_->queryInfo(QString(QLatin1String("")));
}

void KeyTreeModel::onInfoQueried(RequestId id, const wr::reg::KeyInfo& info) {
    if (id != reloadRequest_ || session_ == nullptr) return;
    SessionInfo fresh = session_->info();
    fresh.rootInfo = info;
    reset(&fresh);
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

int KeyTreeModel::columnCount(const QModelIndex&) const { return countColumns_ ? 3 : 1; }

bool KeyTreeModel::hasChildren(const QModelIndex& parent) const {
    if (parent.column() > 0) return false;
    const Node* node = nodeOf(parent);
    return !node->children.empty() || (node != top_.get() && node->serial == 0 && node->info.subkeyCount > 0);
}

Qt::ItemFlags KeyTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    // A key may gain staged subkeys while changes can be staged.
    if (pending_ == nullptr && !hasChildren(index)) flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant KeyTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Node* node = nodeOf(index);
    const bool staged = node->serial != 0;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == SubkeysColumn) return staged ? QVariant() : QVariant(node->info.subkeyCount);
        if (index.column() == ValuesColumn) return staged ? QVariant() : QVariant(node->info.valueCount);
        return node->name;
    case Qt::DecorationRole: return index.column() == NameColumn ? QVariant(icons::key()) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: return changeFont(changeState(index));
    case Qt::ForegroundRole: return changeForeground(changeState(index));
    case Qt::ToolTipRole: {
        const QString counts = staged ? QString() : countsText(node->info);
        const QString note = changeNote(changeState(index), node->sourceName);
        return note.isEmpty() ? counts : counts.isEmpty() ? note : counts + QLatin1Char('\n') + note;
    }
    case KeyPathRole: return keyPath(index);
    case SubkeyCountRole: return node->info.subkeyCount;
    case ValueCountRole: return node->info.valueCount;
    case LastWriteTimeRole: return qint64(node->info.lastWriteTime);
    case ChangeStateRole: return int(changeState(index));
    case SourcePathRole: return sourcePath(index);
    default: return {};
    }
}

QVariant KeyTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn: return tr("Key");
    case SubkeysColumn: return tr("Subkeys");
    case ValuesColumn: return tr("Values");
    default: return {};
    }
}

bool KeyTreeModel::hasMoreSubkeys(const QModelIndex& parent) const {
    if (!parent.isValid() || session_ == nullptr) return false;
    const Node* node = nodeOf(parent);
    return !node->failed && node->serial == 0 && node->loaded < node->info.subkeyCount;
}

bool KeyTreeModel::canFetchMore(const QModelIndex& parent) const {
    if (!hasMoreSubkeys(parent)) return false;
    const Node* node = nodeOf(parent);
    return !node->fetching && node->loaded < qMax(node->wanted, size_t(pageSize_));
}

void KeyTreeModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    const QString path = sourcePath(parent);
    if (path.isNull()) return;
    Node* node = nodeOf(parent);
    node->fetching = true;
    const auto count = quint32(pageSize_);
    fetches_.insert(session_->listSubkeys(path, quint32(node->loaded), count), {node, count});
}

void KeyTreeModel::fetchNextPage(const QModelIndex& parent) {
    if (!hasMoreSubkeys(parent) || isFetching(parent)) return;
    Node* node = nodeOf(parent);
    node->wanted = node->loaded + size_t(pageSize_);
    fetchMore(parent);
}

void KeyTreeModel::renumber(Node* node, size_t from) {
    for (size_t row = from; row < node->children.size(); ++row) node->children[row]->row = int(row);
}

void KeyTreeModel::onSubkeysListed(RequestId id, quint32 start, const QList<SubkeyEntry>& entries) {
    const auto fetch = fetches_.find(id);
    if (fetch == fetches_.end()) return;
    const Fetch page = *fetch;
    fetches_.erase(fetch);
    Node* node = page.node;
    const QModelIndex parent = indexOf(node);
    // Pages only ever append, and one page per key is in flight at a time.
    Q_ASSERT(start == node->loaded);
    // The node stays marked as fetching until the rows are in: views and
    // testers ask canFetchMore() from inside the insertion signals.
    if (!entries.isEmpty()) {
        const int first = int(node->loaded);
        beginInsertRows(parent, first, first + int(entries.size()) - 1);
        std::vector<std::unique_ptr<Node>> added;
        added.reserve(size_t(entries.size()));
        for (const SubkeyEntry& entry : entries) {
            auto child = std::make_unique<Node>();
            child->parent = node;
            child->name = entry.name;
            child->sourceName = entry.name;
            child->info = entry.info;
            added.push_back(std::move(child));
        }
        node->children.insert(node->children.begin() + first, std::make_move_iterator(added.begin()),
                              std::make_move_iterator(added.end()));
        node->loaded += added.size();
        renumber(node, size_t(first));
        endInsertRows();
        if (const ChangeOverlay::Node* overlay = overlayOf(node)) {
            for (size_t row = size_t(first); row < node->loaded; ++row) {
                Node* child = node->children[row].get();
                syncNode(child, ChangeOverlay::sourceChild(overlay, child->sourceName));
            }
        }
    }
    node->fetching = false;
    // The count came with the listing of the key's parent; the key may have
    // changed since. A short page means it ends here, and more subkeys than
    // counted means it grew: either way the loaded ones are the count now.
    const auto loaded = quint32(node->loaded);
    const bool ended = quint32(entries.size()) < page.count;
    if ((ended && loaded < node->info.subkeyCount) || loaded > node->info.subkeyCount) {
        node->info.subkeyCount = loaded;
        emit dataChanged(parent, indexOf(node, columnCount() - 1));
    }
    emit fetchFinished(parent);
}

void KeyTreeModel::onRequestFailed(RequestId id) {
    if (id == reloadRequest_) reloadRequest_ = 0;
    Node* node = fetches_.take(id).node;
    if (node == nullptr) return;
    node->fetching = false;
    node->failed = true;
    emit fetchFinished(indexOf(node));
}

const ChangeOverlay::Node* KeyTreeModel::overlayOf(const Node* node) const {
    if (pending_ == nullptr || node == nullptr || node == top_.get()) return nullptr;
    if (node->parent == top_.get()) return pending_->overlay().root();
    const ChangeOverlay::Node* parent = overlayOf(node->parent);
    return node->serial != 0 ? ChangeOverlay::createdChild(parent, node->serial)
                             : ChangeOverlay::sourceChild(parent, node->sourceName);
}

void KeyTreeModel::syncNode(Node* node, const ChangeOverlay::Node* overlay) {
    QString name = node->sourceName;
    ChangeState state = ChangeState::Unchanged;
    if (node->serial != 0) {
        state = ChangeState::Added;
        name = overlay != nullptr ? overlay->name : node->name;
    } else if (overlay != nullptr && overlay->deleted) {
        state = ChangeState::Deleted;
    } else if (overlay != nullptr && overlay->isRenamed()) {
        state = ChangeState::Renamed;
        name = overlay->name;
    } else if (overlay != nullptr && !overlay->valueChanges.isEmpty()) {
        state = ChangeState::Modified;
    }
    if (node->parent == top_.get()) name = node->name;  // the root keeps its label
    if (name != node->name || state != node->state) {
        const bool deletion = (state == ChangeState::Deleted) != (node->state == ChangeState::Deleted);
        node->name = name;
        node->state = state;
        emit dataChanged(indexOf(node), indexOf(node, columnCount() - 1));
        // The loaded subtree of a key deleted or restored is drawn differently too.
        if (deletion) emitSubtreeChanged(node);
    }
    syncChildren(node, overlay);
}

void KeyTreeModel::emitSubtreeChanged(Node* node) {
    if (node->children.empty()) return;
    emit dataChanged(index(0, 0, indexOf(node)),
                     index(int(node->children.size()) - 1, columnCount() - 1, indexOf(node)));
    for (const auto& child : node->children) emitSubtreeChanged(child.get());
}

void KeyTreeModel::syncChildren(Node* node, const ChangeOverlay::Node* overlay) {
    for (size_t row = 0; row < node->loaded; ++row) {
        Node* child = node->children[row].get();
        syncNode(child, ChangeOverlay::sourceChild(overlay, child->sourceName));
    }
    // Staged new keys: drop those no longer staged, then add the new ones.
    std::vector<const ChangeOverlay::Node*> staged;
    if (overlay != nullptr) {
        for (const auto& child : overlay->children) {
            if (child->isCreated()) staged.push_back(child.get());
        }
    }
    const QModelIndex parent = indexOf(node);
    for (size_t row = node->children.size(); row-- > node->loaded;) {
        const quint64 serial = node->children[row]->serial;
        if (std::any_of(staged.begin(), staged.end(), [serial](const auto* s) { return s->createdBy == serial; })) {
            continue;
        }
        beginRemoveRows(parent, int(row), int(row));
        node->children.erase(node->children.begin() + qsizetype(row));
        renumber(node, row);
        endRemoveRows();
    }
    for (const ChangeOverlay::Node* wanted : staged) {
        Node* existing = nullptr;
        for (size_t row = node->loaded; row < node->children.size() && existing == nullptr; ++row) {
            if (node->children[row]->serial == wanted->createdBy) existing = node->children[row].get();
        }
        if (existing == nullptr) {
            const int row = int(node->children.size());
            beginInsertRows(parent, row, row);
            auto child = std::make_unique<Node>();
            child->parent = node;
            child->row = row;
            child->name = wanted->name;
            child->serial = wanted->createdBy;
            child->state = ChangeState::Added;
            existing = child.get();
            node->children.push_back(std::move(child));
            endInsertRows();
        }
        syncNode(existing, wanted);
    }
}

}  // namespace wr::gui
