// ThroughputChart: the run page's live chart of a migration's speed — pairs
// per second on the left axis and MB/s on the right, over the seconds since
// the run began — appended as progress reports arrive and redrawn at most
// ten times a second, as in QCustomPlot's real-time data demo.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QCustomPlot;
class QCPGraph;

namespace wr::gui {

class ThroughputChart : public QWidget {
    Q_OBJECT

public:
    explicit ThroughputChart(QWidget* parent = nullptr);

    // Forgets every point: a new run starts at zero seconds.
    void clear();
    // One point of each graph at `seconds` since the run began.
    void addSample(double seconds, double pairsPerSecond, double megabytesPerSecond);
    int sampleCount() const;
    // Fits the axes to the points and draws them now (the last points of a run).
    void redraw();
    QCustomPlot* plot() const { return plot_; }

private:
    QCustomPlot* plot_;
    QCPGraph* pairs_;
    QCPGraph* megabytes_;
    double maxPairs_ = 0;
    double maxMegabytes_ = 0;
    QElapsedTimer sinceRedraw_;
};

}  // namespace wr::gui
