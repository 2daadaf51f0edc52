// LatencyChart: the latencies of a benchmark's finished steps, in two views.
// Percentiles: the p50, p99 and p99.9 lines of each store (or of the one
// store chosen) over the steps in the order they finished, on a log scale in
// µs; each store in its colour, the percentiles told apart by dash and
// marker. Histogram: one step's latency distribution as bars over a log
// axis of µs, from the coarse buckets the harness records per operation.
// A run of hundreds of steps feeds it while it may not be shown: the lines
// are rebuilt when it is shown, or when its plot is asked for.
#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

#include "widgets/charts/exportable_chart.h"
#include "widgets/charts/histogram_bucket.h"

class QStackedWidget;

namespace wr::gui {

enum class LatencyView { Percentiles, Histogram };

class LatencyChart : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    explicit LatencyChart(QWidget* parent = nullptr);

    // One finished step of `store`; the step's x position is its first
    // report's ("load", "read", or "run/update" where a step has several
    // operations). A later report of the same store and step replaces it.
    void addStepLatency(const QString& store, const QString& stepLabel, const QString& op, double p50Ns, double p99Ns,
                        double p999Ns);
    // Only `store`'s lines; empty: every store's.
    void setStoreFilter(const QString& store);
    // The histogram view's `buckets`, under `title`; the view shown stays.
    void setHistogram(const QString& title, const std::vector<HistogramBucket>& buckets);
    void setView(LatencyView view);
    LatencyView view() const { return view_; }
    void clear();

    QStringList steps() const { return categories_; }
    QCustomPlot* percentilePlot() const;
    QCustomPlot* histogramPlot() const { return histogram_; }

    QCustomPlot* plot() const override;
    ChartTable table() const override;
    QString title() const override;
    void fitToData() override;
    QString describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const override;

private:
    struct StepLatency {
        QString store;
        int step = 0;
        double p50Ns = 0, p99Ns = 0, p999Ns = 0;
    };

    // Rebuilds now when shown, else marks the lines stale.
    void percentilesChanged();
    void rebuildPercentiles() const;
    void showEvent(QShowEvent* event) override;
    void fitPercentiles() const;
    void fitHistogram();
    const HistogramBucket* bucketAt(double micros) const;

    QStackedWidget* stack_;
    QCustomPlot* percentiles_;
    QCustomPlot* histogram_;
    std::vector<StepLatency> latencies_;
    QStringList categories_;
    QStringList storeOrder_;
    QString storeFilter_;
    QString histogramTitle_;
    std::vector<HistogramBucket> buckets_;
    LatencyView view_ = LatencyView::Percentiles;
    mutable bool percentilesStale_ = false;
};

}  // namespace wr::gui
