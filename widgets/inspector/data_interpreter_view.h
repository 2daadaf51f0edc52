// DataInterpreterView: the data interpreter's table (DataInterpreterModel),
// each column as wide as the widest text it can show — the longest type name,
// a 17-digit double or a date with milliseconds — so that neither byte order
// is cut off whatever the cursor reads, and the columns do not jump as it
// moves. fullWidth() says how much room that takes, for the layout around it.
#pragma once

#include <QTableView>

namespace wr::gui {

class DataInterpreterModel;

class DataInterpreterView : public QTableView {
    Q_OBJECT

public:
    explicit DataInterpreterView(DataInterpreterModel* model, QWidget* parent = nullptr);

    // The width that shows every column whole, frame included.
    int fullWidth() const;
    // The width a column needs for the widest text it can show.
    int neededColumnWidth(int column) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void sizeColumns();
};

}  // namespace wr::gui
