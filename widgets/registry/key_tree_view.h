// KeyTreeView: a tree view for KeyTreeModel that pages long keys in as the
// user scrolls: when the last loaded subkey of a key comes into sight, it
// asks for the key's next page (KeyTreeModel::fetchNextPage), as
// QAbstractItemView does for the top level of a flat list.
#pragma once

#include <QTimer>
#include <QTreeView>

namespace wr::gui {

class KeyTreeView : public QTreeView {
    Q_OBJECT

public:
    explicit KeyTreeView(QWidget* parent = nullptr);

    // Pages in only with a KeyTreeModel; any other model is shown as it is.
    void setModel(QAbstractItemModel* model) override;

protected:
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent* event) override;
    void rowsInserted(const QModelIndex& parent, int start, int end) override;

private:
    // Fetches the next page of every key whose last loaded subkey is the
    // bottom row in sight, or an ancestor of it.
    void fetchVisibleTails();
    QModelIndex lastVisibleIndex() const;

    QTimer fetchTimer_;  // coalesces the checks of one burst of scrolling
};

}  // namespace wr::gui
