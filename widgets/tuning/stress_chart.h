// StressChart: seed 000 Fig. 13's shape for the stress test of Sec. 4.7 — the
// measured client's throughput (left axis) and the background clients'
// achieved and target rates (right axis) against the number of clients p on
// a logarithmic axis, a point added as each p finishes. Hovering near a p
// shows its numbers; table() is what a chart export works on.
#pragma once

#include <QWidget>

#include <map>

#include "widgets/charts/exportable_chart.h"

class QCPGraph;
class QCustomPlot;
class QMouseEvent;

namespace wr::gui {

class StressChart : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    explicit StressChart(QWidget* parent = nullptr);

    // Adds the point of p = clients, or replaces it when p is already there.
    void addStressPoint(int clients, double measuredOpsPerSecond, double achievedRate, double targetRate);
    void clear();

    int pointCount() const { return int(points_.size()); }
    // The hover text of the point nearest to p = clients; empty without points.
    QString pointToolTip(int clients) const;
    // The p of the point nearest to a pixel of plot(), or 0 without points.
    int clientsNear(const QPointF& pixel) const;

    QCustomPlot* plot() const override { return plot_; }
    QCPGraph* measuredGraph() const { return measured_; }
    QCPGraph* achievedGraph() const { return achieved_; }
    QCPGraph* targetGraph() const { return target_; }
    // clients, measured ops/s, achieved rate, target rate per p.
    ChartTable table() const override;
    QString title() const override;

private:
    struct Point {
        double measured = 0, achieved = 0, target = 0;
    };
    void redraw();
    void showHover(QMouseEvent* event);

    QCustomPlot* plot_;
    QCPGraph* measured_;
    QCPGraph* achieved_;
    QCPGraph* target_;
    std::map<int, Point> points_;
};

}  // namespace wr::gui
