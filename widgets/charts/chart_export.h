// Chart export: writes what a chart shows to a file chosen by its suffix —
// the picture as PNG or PDF (QCustomPlot's own writers) or SVG (Qt SVG's
// QSvgGenerator, painted by the plot), or the numbers as CSV or JSON — and
// the context menu every chart carries: Fit, and the two export dialogs.
#pragma once

#include <QString>

class QCustomPlot;
class QMenu;
class QWidget;

namespace wr::gui {

class ExportableChart;

// Writes `chart` to `path` as .png, .pdf, .svg, .csv or .json (by suffix,
// any case). Returns why it failed, empty on success.
QString exportChart(const ExportableChart& chart, const QString& path);

// The chart's menu: "Fit", "Export chart as PNG / PDF / SVG...", "Export data
// as CSV / JSON...". The dialogs open over `parent`.
QMenu* createChartMenu(ExportableChart& chart, QWidget* parent);

// Shows createChartMenu's menu on a right click into `plot` (the chart's
// plot when null).
void installChartContextMenu(QWidget* chartWidget, ExportableChart& chart, QCustomPlot* plot = nullptr);

}  // namespace wr::gui
