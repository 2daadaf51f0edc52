// LayoutHeatmap: seed 000's WR_D x WR_L tuning sweep as a colour map
// (QCustomPlot's QCPColorMap), one cell per layout of the grid (x = WR_L,
// y = WR_D), filled as each layout's read, write and delete throughput
// arrives. A switch shows one map each for read, write, delete and their mean
// (Table 7's rule), with a colour scale in ops/s; the best layout of the map
// shown is outlined and named in a sentence under it. Layouts outside the grid
// (WR_D x WR_L above the longest path) and layouts not measured yet stay grey.
// Hovering a cell shows its numbers; clicking a measured one emits
// layoutChosen(). plot() and table() are what a chart export works on.
#pragma once

#include <QWidget>

#include <map>
#include <optional>
#include <vector>

#include "bench/results/tuning.h"
#include "widgets/charts/exportable_chart.h"
#include "widgets/tuning/layout_cell.h"

class QComboBox;
class QCPColorMap;
class QCPColorScale;
class QCPItemRect;
class QCustomPlot;
class QLabel;
class QMouseEvent;

namespace wr::gui {

enum class LayoutMetric { kRead, kWrite, kDelete, kMean };

class LayoutHeatmap : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    explicit LayoutHeatmap(QWidget* parent = nullptr);

    // The sweep's grid: every depth x length whose product is at most
    // maxPath is a layout (harness/layout_grid.h). Clears the scores.
    void setGrid(const std::vector<int>& depths, const std::vector<int>& lengths, int maxPath);
    void setLayoutScore(int depth, int length, double read, double write, double remove);
    void clearScores();

    void setMetric(LayoutMetric metric);
    LayoutMetric metric() const { return metric_; }

    bool inGrid(const LayoutCell& cell) const;
    bool isMeasured(const LayoutCell& cell) const { return scores_.count(cell) > 0; }
    // The shown metric of a measured cell; nullopt for a grey one.
    std::optional<double> cellValue(const LayoutCell& cell) const;
    // The measured layout with the highest value of the shown metric; ties go
    // to the layout first in the grid's order (depths, then lengths), as
    // rankLayouts() keeps the sweep's order among equals.
    std::optional<LayoutCell> bestLayout() const;
    QString summary() const;
    QString cellToolTip(const LayoutCell& cell) const;
    // The cell under a point of plot(), in its pixels; nullopt off the map.
    std::optional<LayoutCell> cellAt(const QPointF& pixel) const;
    QPointF cellCenter(const LayoutCell& cell) const;

    QCustomPlot* plot() const override { return plot_; }
    QCPColorMap* colorMap() const { return map_; }
    QComboBox* metricBox() const { return metricBox_; }
    QLabel* summaryLabel() const { return summary_; }
    // depth, length, read, write, delete, mean of every measured layout.
    ChartTable table() const override;
    QString title() const override;

signals:
    void layoutChosen(int depth, int length);

private:
    double valueOf(const wr::bench::LayoutScore& score, LayoutMetric metric) const;
    std::optional<LayoutCell> bestBy(LayoutMetric metric) const;
    QString metricName(LayoutMetric metric) const;
    void redraw();
    void showHover(QMouseEvent* event);
    void choose(QMouseEvent* event);

    QCustomPlot* plot_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    QCPItemRect* bestMark_;
    QComboBox* metricBox_;
    QLabel* summary_;
    std::vector<int> depths_, lengths_;
    int maxPath_ = 0;
    std::map<LayoutCell, wr::bench::LayoutScore> scores_;
    LayoutMetric metric_ = LayoutMetric::kMean;
};

}  // namespace wr::gui
