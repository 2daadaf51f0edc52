// ExportableChart: what every chart of the workbench offers the shared
// interaction and export code — its QCustomPlot, the numbers it shows as a
// table, a title, how to fit its axes to its data, and how to describe the
// data point under the mouse. The live, latency and results charts implement
// it, and so can any other page that draws with QCustomPlot.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

class QCustomPlot;
class QCPAbstractPlottable;

namespace wr::gui {

// The numbers a chart shows, one row per data point, cells as displayed.
struct ChartTable {
    QStringList columns;
    QVector<QStringList> rows;
};

class ExportableChart {
public:
    virtual ~ExportableChart() = default;

    virtual QCustomPlot* plot() const = 0;
    virtual ChartTable table() const = 0;
    virtual QString title() const = 0;

    // Axes back around all the data, after the user zoomed or panned.
    virtual void fitToData();
    // The hover text of one data point: the plottable's name, then its key
    // and value labelled by their axes.
    virtual QString describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const;
};

}  // namespace wr::gui
