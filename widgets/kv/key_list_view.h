// KeyListView: the key list as a user scrolls it: a table of the rows that
// fit (over a KeyViewportModel) beside a scroll bar whose range is the whole
// store, so dragging it anywhere, the wheel, the arrow and page keys, Home and
// End move through ten million keys without the table ever holding more than
// a screenful of rows. Rows are of one fixed height and have no vertical
// header. The current row is kept as a row of the store: it stays current
// while it scrolls out of view and back.
#pragma once

#include <QByteArray>
#include <QWidget>

class QScrollBar;
class QTableView;

namespace wr::gui {

class KeyListModel;
class KeyViewportModel;

class KeyListView : public QWidget {
    Q_OBJECT

public:
    KeyListView(KeyListModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }
    QScrollBar* scrollBar() const { return bar_; }
    KeyViewportModel* viewport() const { return viewport_; }

    // The store rows on screen (lastVisibleRow() -1 when the list is empty).
    int firstVisibleRow() const;
    int lastVisibleRow() const;
    // Scrolls so that `row` is on screen (in the middle when it was not).
    void scrollToRow(int row);
    void scrollToBottom();
    // Makes the store's `row` current (and scrolls to it).
    void setCurrentRow(int row);
    // The current store row, -1 for none.
    int currentRow() const { return current_; }

signals:
    // The rows on screen changed.
    void scrolled();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateRange();
    void fitSpan();
    // Marks current_ in the table when it is on screen.
    void showCurrent(bool announce);
    // Arrow, page, Home and End keys move current_ through the whole store.
    bool navigate(int key);

    KeyListModel* model_;
    KeyViewportModel* viewport_;
    QTableView* table_;
    QScrollBar* bar_;
    int current_ = -1;
    QByteArray currentKey_;
    bool mapping_ = false;  // the view's current index is being set from current_
};

}  // namespace wr::gui
