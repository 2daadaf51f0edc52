// LiveThroughputChart: the throughput of each store over a running benchmark,
// fed with the harness's 10 Hz samples (wr::bench::ThroughputSample). The x
// axis is the run's clock: steps run one after another, so each step's
// samples are shifted by where the run stood when the step began, and that
// moment is marked with a line labelled "step rep N". Each store is one line
// in its own colour with one legend entry. Samples are buffered and drawn by
// a 50 ms timer: each 10 Hz sample within 50 ms of its arrival, never one
// redraw per sample when they come faster. The axes move in steps, so most
// redraws repaint only the lines' layer, not the axes, grid and legend.
// Each store keeps a bounded number of points, older ones merged pairwise,
// so a run of hours draws in flat memory.
#pragma once

#include <QPointF>
#include <QTimer>
#include <QVector>
#include <QWidget>

#include <deque>
#include <map>
#include <vector>

#include "bench/workloads/throughput_sampler.h"
#include "widgets/charts/exportable_chart.h"

class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayer;

namespace wr::gui {

enum class ThroughputUnit { OperationsPerSecond, MebibytesPerSecond };

class LiveThroughputChart : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    static constexpr int kDefaultMaxPointsPerStore = 20000;
    static constexpr int kMaxStepMarkers = 400;

    explicit LiveThroughputChart(QWidget* parent = nullptr);

    // `store` starts a step at the run's current end; `bytesPerOperation`
    // (0 when unknown) lets the step be shown in MiB/s.
    void beginStep(const QString& store, const QString& step, int repetition, const QString& point,
                   double bytesPerOperation = 0);
    void addSample(const QString& store, const wr::bench::ThroughputSample& sample);
    // The step's line ends here: the store's next step starts a new one.
    void endStep(const QString& store);
    void clear();

    void setUnit(ThroughputUnit unit);
    ThroughputUnit unit() const { return unit_; }
    void setMaxPointsPerStore(int points);

    // The store's points as drawn: x in seconds of the run, y in the unit;
    // points of steps without a known size are left out in MiB/s.
    QVector<QPointF> points(const QString& store) const;
    QStringList stores() const;
    int graphCount() const;
    int stepMarkerCount() const { return static_cast<int>(markers_.size()); }
    // The step marks' labels, oldest first.
    QStringList stepLabels() const;
    double runSeconds() const { return runSeconds_; }
    // Redraws done since construction (of the whole plot, or of its lines
    // alone): the chart's update rate for tests and the workbench's
    // self-measurement.
    qint64 replotCount() const { return replotCount_; }

    QCustomPlot* plot() const override { return plot_; }
    ChartTable table() const override;
    QString title() const override;
    void fitToData() override;

private:
    struct Point {
        double seconds = 0;
        double opsPerSecond = 0;
        double bytesPerSecond = -1;  // negative: the step's size is unknown
        int weight = 1;              // samples merged into this point
        bool startsSegment = false;  // the first point of a step's line
    };
    struct Series {
        QCPGraph* graph = nullptr;
        std::vector<Point> points;
        size_t drawnPoints = 0;  // points already handed to the graph
        bool needsRebuild = false;
        bool inStep = false;
        bool segmentStarted = false;
        double stepStart = 0;
        double bytesPerOperation = 0;
        QString lastPoint;  // the sweep point of the store's latest step
    };
    struct StepMarker {
        QCPItemStraightLine* line = nullptr;
        QCPItemText* label = nullptr;
    };

    Series& seriesOf(const QString& store);
    void addMarker(const QString& store, double seconds, const QString& text);
    void addSpareMarkers();
    // Whether the series got shorter.
    bool compact(Series& series);
    double valueOf(const Point& point) const;
    void scheduleRedraw();
    void redraw();
    void syncGraph(Series& series);
    // Whether the axes moved.
    bool followData();
    void thinMarks();
    QString unitLabel() const;
    void showUnitNumbers();

    QCustomPlot* plot_;
    QCPLayer* lines_;  // the graphs, buffered apart from the axes, legend and step marks
    QCPLayer* marks_;  // the step marks, buffered apart too
    QTimer redrawTimer_;
    std::map<QString, Series> series_;
    QStringList storeOrder_;
    std::deque<StepMarker> markers_;        // shown, oldest first
    std::vector<StepMarker> spareMarkers_;  // made, hidden, not in use
    ThroughputUnit unit_ = ThroughputUnit::OperationsPerSecond;
    int maxPoints_ = kDefaultMaxPointsPerStore;
    double runSeconds_ = 0;
    double maxValue_ = 0;
    bool dirty_ = false;
    // Something besides the lines and marks changed (the axes, a store, the
    // unit): the next redraw is of the whole plot.
    bool wholePlotChanged_ = true;
    bool marksChanged_ = false;  // a step began: the marks' layer is redrawn too
    bool following_ = true;      // the axes track the data until the user zooms or pans
    qint64 replotCount_ = 0;
};

}  // namespace wr::gui
