// KeyViewportModel: the few rows of a KeyListModel that a view shows, from
// offset() on. A table view over ten million rows spends hundreds of
// milliseconds in QHeaderView whenever the row count changes (a section per
// row is created and laid out); over this model it only ever has the rows
// that fit on screen, and KeyListView's own scroll bar moves the offset
// through the store. Every role is the source row's; changes of the source's
// rows in view are passed on as changes of the viewport's.
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace wr::gui {

class KeyListModel;

class KeyViewportModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit KeyViewportModel(KeyListModel* source, QObject* parent = nullptr);

    KeyListModel* source() const { return source_; }
    // The source row of viewport row 0.
    int offset() const { return offset_; }
    void setOffset(int offset);
    // How many rows the view shows (at most; fewer at the end of the source).
    int span() const { return span_; }
    void setSpan(int rows);

    int sourceRow(int row) const { return offset_ + row; }
    // The viewport's row of a source row, -1 when it is not in view.
    int viewportRow(int sourceRow) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // The rows in view now stand for other source rows (scrolled, or the source reset).
    void moved();

private:
    int shownRows() const;
    void relayout(int offset, int span);
    void onSourceChanged(const QModelIndex& first, const QModelIndex& last, const QList<int>& roles);

    QPointer<KeyListModel> source_;
    int offset_ = 0;
    int span_ = 0;
    int shown_ = 0;  // rowCount() as the view knows it
};

}  // namespace wr::gui
