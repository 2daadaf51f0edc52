// ValueTableView: the table of a key's values (ValueTableModel), laid out as
// regedit's right pane. A key without values says so instead of showing an
// empty grid, and so does a key whose values could not be read.
#pragma once

#include <QTableView>

namespace wr::gui {

class ValueTableView : public QTableView {
    Q_OBJECT

public:
    explicit ValueTableView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace wr::gui
