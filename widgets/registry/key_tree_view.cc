#include "widgets/registry/key_tree_view.h"

#include <QHeaderView>

#include "widgets/registry/key_tree_model.h"

namespace wr::gui {

KeyTreeView::KeyTreeView(QWidget* parent) : QTreeView(parent) {
    // Every row is one line of text; uniform heights keep a key with 100,000
    // loaded subkeys cheap to lay out.
    setUniformRowHeights(true);
    setHeaderHidden(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setStretchLastSection(true);
    fetchTimer_.setSingleShot(true);
    fetchTimer_.setInterval(0);
    connect(&fetchTimer_, &QTimer::timeout, this, &KeyTreeView::fetchVisibleTails);
    // Expanding fetches a key's first page (QTreeView calls fetchMore()); the
    // key's last row may be in sight once it arrives.
    connect(this, &QTreeView::expanded, &fetchTimer_, qOverload<>(&QTimer::start));
}

void KeyTreeView::setModel(QAbstractItemModel* model) {
    QTreeView::setModel(model);
    fetchTimer_.start();
}

void KeyTreeView::scrollContentsBy(int dx, int dy) {
    QTreeView::scrollContentsBy(dx, dy);
    if (dy != 0) fetchTimer_.start();
}

void KeyTreeView::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    fetchTimer_.start();
}

void KeyTreeView::rowsInserted(const QModelIndex& parent, int start, int end) {
    QTreeView::rowsInserted(parent, start, end);
    // A short page may leave the viewport unfilled.
    fetchTimer_.start();
}

QModelIndex KeyTreeView::lastVisibleIndex() const {
    QModelIndex last;
    QModelIndex parent = rootIndex();
    while (model() != nullptr && model()->rowCount(parent) > 0 && (parent == rootIndex() || isExpanded(parent))) {
        last = model()->index(model()->rowCount(parent) - 1, 0, parent);
        parent = last;
    }
    return last;
}

void KeyTreeView::fetchVisibleTails() {
    auto* keys = qobject_cast<KeyTreeModel*>(model());
    if (keys == nullptr) return;
    // Rows inserted a moment ago are laid out lazily; indexAt() needs them.
    executeDelayedItemsLayout();
    QModelIndex bottom = indexAt(QPoint(1, viewport()->height() - 1));
    // Nothing at the bottom edge: the tree is shorter than the viewport.
    if (!bottom.isValid()) bottom = lastVisibleIndex();
    for (QModelIndex index = bottom; index.isValid(); index = index.parent()) {
        const QModelIndex parent = index.parent();
        if (index.row() == keys->rowCount(parent) - 1) keys->fetchNextPage(parent);
    }
}

}  // namespace wr::gui
