#include "widgets/inspector/data_interpreter_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QStringList>
#include <QStyle>

#include <algorithm>

#include "widgets/inspector/data_interpreter_model.h"

namespace wr::gui {

namespace {

// The widest values the columns show: a negative double at full precision,
// a date with milliseconds (dates of other years are no wider), the largest
// 64-bit numbers.
const char* const kWidestValues[] = {"-2.2250738585072014e-308", "2001-09-09T01:46:40.000Z", "-9223372036854775808",
                                     "18446744073709551615"};

}  // namespace

DataInterpreterView::DataInterpreterView(DataInterpreterModel* model, QWidget* parent) : QTableView(parent) {
    setModel(model);
    verticalHeader()->hide();
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(false);
    horizontalHeader()->setStretchLastSection(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sizeColumns();
}

int DataInterpreterView::neededColumnWidth(int column) const {
    QStringList texts{model()->headerData(column, Qt::Horizontal).toString()};
    if (column == DataInterpreterModel::TypeColumn) {
        for (int row = 0; row < DataInterpreterModel::RowCount; ++row)
            texts.append(model()->index(row, column).data().toString());
    } else {
        for (const char* value : kWidestValues) texts.append(QString::fromLatin1(value));
        texts.append(DataInterpreterModel::tr("(out of range)"));
    }
    int widest = 0;
    for (const QString& text : texts) widest = std::max(widest, fontMetrics().horizontalAdvance(text));
    // The cell's margins on both sides as the style draws an item view's
    // text, the grid line, and a little air.
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    const int cell = widest + 2 * margin + (showGrid() ? 1 : 0) + 2;
    return std::max(cell, horizontalHeader()->sectionSizeHint(column));
}

int DataInterpreterView::fullWidth() const {
    int width = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < DataInterpreterModel::ColumnCount; ++column) width += neededColumnWidth(column);
    return width;
}

void DataInterpreterView::changeEvent(QEvent* event) {
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) sizeColumns();
}

void DataInterpreterView::sizeColumns() {
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    for (int column = 0; column < DataInterpreterModel::ColumnCount; ++column)
        setColumnWidth(column, neededColumnWidth(column));
}

}  // namespace wr::gui
