// A chart's data as text, for exporting it as CSV or JSON: column names and
// one row of strings per entry, numbers written plainly ("412345").
#pragma once

#include <QList>
#include <QStringList>

namespace wr::gui {

struct ChartTable {
    QStringList columns;
    QList<QStringList> rows;
};

}  // namespace wr::gui
