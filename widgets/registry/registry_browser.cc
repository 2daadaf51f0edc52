#include "widgets/registry/registry_browser.h"

#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/pending_changes.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"

namespace wr::gui {

RegistryBrowser::RegistryBrowser(RegistrySession* session, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent),
      session_(session),
      keys_(new KeyTreeModel(session, this)),
      values_(new ValueTableModel(session, this)),
      keyView_(new KeyTreeView(this)),
      valueView_(new ValueTableView(this)) {
    keyView_->setModel(keys_);
    valueView_->setModel(values_);
    addWidget(keyView_);
    addWidget(valueView_);
    setStretchFactor(0, 1);
    setStretchFactor(1, 2);
    setChildrenCollapsible(false);

    connect(keys_, &QAbstractItemModel::modelReset, this, &RegistryBrowser::onModelReset);
    connect(keyView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current.siblingAtColumn(0)); });
    connect(keys_, &QAbstractItemModel::dataChanged, this, &RegistryBrowser::onKeysChanged);
    connect(keys_, &KeyTreeModel::fetchFinished, this, [this](const QModelIndex& fetched) {
        if (isWalking() && fetched == revealAt_) continueReveal();
    });
    connect(values_, &ValueTableModel::fetchFinished, this, &RegistryBrowser::selectPendingValues);
    connect(session_, &RegistrySession::infoQueried, this,
            [this](RequestId id, const QString&, const wr::reg::KeyInfo& info) {
                if (id == infoRequest_) emit currentKeyInfo(shownPath_, info);
            });
}

void RegistryBrowser::setPendingChanges(PendingChanges* pending) {
    keys_->setPendingChanges(pending);
    values_->setPendingChanges(pending);
}

QModelIndex RegistryBrowser::currentKeyIndex() const {
    const QModelIndex current = keyView_->currentIndex();
    return current.isValid() ? current.siblingAtColumn(0) : QModelIndex();
}

QString RegistryBrowser::currentKeyPath() const {
    const QModelIndex current = currentKeyIndex();
    return current.isValid() ? keys_->keyPath(current) : QString();
}

void RegistryBrowser::reload() {
    const QString path = currentKeyPath();
    values_->clear();
    // The reveal runs once the tree has been reset.
    if (!path.isNull()) revealPath_ = path;
    keys_->reload();
}

void RegistryBrowser::onKeysChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight) {
    const QModelIndex current = currentKeyIndex();
    if (!current.isValid() || current.parent() != topLeft.parent() || current.row() < topLeft.row() ||
        current.row() > bottomRight.row()) {
        return;
    }
    // A staged rename of the current key (or of its values' key) changes
    // only its name: the values pane follows without fetching again.
    const QString path = keys_->keyPath(current);
    if (path == shownPath_) return;
    shownPath_ = path;
    values_->setKey(keys_->sourcePath(current), path);
    emit currentKeyChanged(path);
}

void RegistryBrowser::onModelReset() {
    const QModelIndex root = keys_->rootIndex();
    if (!root.isValid()) {
        // A reveal in progress waits for the next registry to open.
        onCurrentChanged({});
        return;
    }
    keyView_->expand(root);
    keyView_->setCurrentIndex(root);
    if (nextPlace_) {
        const Place place = *std::exchange(nextPlace_, std::nullopt);
        expandQueue_ = place.expandedKeys;
        if (!place.currentKey.isNull()) revealPath_ = place.currentKey;
        pendingValuesKey_ = place.currentKey;
        pendingValues_ = place.selectedValues;
    }
    if (isWalking() || !expandQueue_.isEmpty()) startReveal();
}

void RegistryBrowser::onCurrentChanged(const QModelIndex& current) {
    if (infoRequest_ != 0 && session_ != nullptr) session_->cancel(infoRequest_);
    infoRequest_ = 0;
    if (!current.isValid() || session_ == nullptr) {
        values_->clear();
        shownPath_ = QString();
        emit currentKeyChanged(QString());
        return;
    }
    const QString path = keys_->keyPath(current);
    const QString source = keys_->sourcePath(current);
    values_->setKey(source, path);
    if (!source.isNull()) infoRequest_ = session_->queryInfo(source);
    shownPath_ = path;
    emit currentKeyChanged(path);
}

void RegistryBrowser::revealKey(const QString& path) {
    revealPath_ = path.isNull() ? QLatin1String("") : path;
    revealAt_ = QPersistentModelIndex();
    expandQueue_.clear();
    expandingWalk_ = false;
    pendingValues_.clear();
    if (keys_->rootIndex().isValid()) startReveal();
}

RegistryBrowser::Place RegistryBrowser::place() const {
    Place place;
    place.currentKey = currentKeyPath();
    collectExpanded(keys_->rootIndex(), place.expandedKeys);
    for (const QModelIndex& row : valueView_->selectionModel()->selectedRows())
        place.selectedValues.append(values_->rowAt(row.row()).value.name);
    return place;
}

void RegistryBrowser::collectExpanded(const QModelIndex& parent, QStringList& paths) const {
    if (!parent.isValid() || !keyView_->isExpanded(parent)) return;
    paths.append(keys_->keyPath(parent));
    for (int row = 0; row < keys_->rowCount(parent); ++row) collectExpanded(keys_->index(row, 0, parent), paths);
}

void RegistryBrowser::restorePlaceOnNextOpen(const Place& place) { nextPlace_ = place; }

void RegistryBrowser::startReveal() {
    expandingWalk_ = !expandQueue_.isEmpty();
    const QString target = expandingWalk_ ? expandQueue_.takeFirst() : revealPath_;
    revealAt_ = keys_->rootIndex();
    revealRest_ = target.split(QLatin1Char('\\'), Qt::SkipEmptyParts);
    continueReveal();
}

void RegistryBrowser::continueReveal() {
    while (!revealRest_.isEmpty()) {
        const QModelIndex at = revealAt_;
        keyView_->expand(at);
        QModelIndex next;
        for (int row = 0; row < keys_->rowCount(at) && !next.isValid(); ++row) {
            const QModelIndex child = keys_->index(row, 0, at);
            if (child.data().toString().compare(revealRest_.first(), Qt::CaseInsensitive) == 0) next = child;
        }
        if (!next.isValid()) {
            // Not among the loaded subkeys: wait for the next page, if any.
            if (keys_->isFetching(at)) return;
            if (keys_->hasMoreSubkeys(at)) {
                keys_->fetchNextPage(at);
                return;
            }
            finishWalk(false);
            return;
        }
        revealAt_ = next;
        revealRest_.removeFirst();
    }
    finishWalk(true);
}

void RegistryBrowser::finishWalk(bool found) {
    if (!expandingWalk_) {
        finishReveal(found);
        return;
    }
    if (found) keyView_->expand(revealAt_);
    revealAt_ = QPersistentModelIndex();
    revealRest_.clear();
    expandingWalk_ = false;
    if (isWalking() || !expandQueue_.isEmpty()) startReveal();
}

void RegistryBrowser::finishReveal(bool found) {
    const QString path = std::exchange(revealPath_, QString());
    const QModelIndex reached = revealAt_;
    revealAt_ = QPersistentModelIndex();
    revealRest_.clear();
    if (reached.isValid()) {
        keyView_->setCurrentIndex(reached);
        keyView_->scrollTo(reached, QAbstractItemView::PositionAtCenter);
    }
    emit revealFinished(path, found);
    selectPendingValues();
}

void RegistryBrowser::selectPendingValues() {
    // Only once the restored key is selected and its values are listed.
    if (pendingValues_.isEmpty() || isWalking() || values_->isFetching() || values_->keyPath() != pendingValuesKey_)
        return;
    QItemSelection selection;
    for (const QString& name : std::exchange(pendingValues_, {})) {
        const int row = values_->rowOf(name);
        if (row >= 0) selection.select(values_->index(row, 0), values_->index(row, values_->columnCount() - 1));
    }
    if (selection.isEmpty()) return;
    valueView_->selectionModel()->setCurrentIndex(selection.first().topLeft(), QItemSelectionModel::NoUpdate);
    valueView_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

}  // namespace wr::gui
