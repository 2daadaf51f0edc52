// Chart interaction: what every chart of the workbench does with the mouse —
// drag to pan, wheel to zoom, double-click to fit the axes to the data, a
// tooltip naming the data point under the cursor, and the right-click menu
// of chart_export.h.
#pragma once

#include <QPointF>
#include <QString>

class QCustomPlot;
class QWidget;

namespace wr::gui {

class ExportableChart;

// The tooltip text at `pixel` (plot widget coordinates): the nearest data
// point within the plot's selection tolerance, described by the chart; empty
// when none is that close.
QString chartHoverText(const ExportableChart& chart, const QPointF& pixel);

// Pan, zoom, double-click fit, hover tooltips and the context menu on
// `plot` (the chart's plot when null); `chartWidget` owns the chart.
void installChartInteraction(QWidget* chartWidget, ExportableChart& chart, QCustomPlot* plot = nullptr);

}  // namespace wr::gui
