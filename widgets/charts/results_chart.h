// ResultsChart: a finished run's figures for one preset and point as grouped
// bars — one group per step and operation (read, write, delete, ...), one
// bar per store in its colour — with the paper's published number as a
// outlined bar beside ours where the harness knows it (paper_numbers.h), and
// above each of our bars its ratio to the best other store of the group
// ("1.31x best peer"). The figure shown is selectable: operations per
// second, MiB per second or p99 latency.
#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <vector>

#include "bench/results/aggregate.h"
#include "widgets/charts/exportable_chart.h"

class QCPBars;

namespace wr::gui {

enum class ResultsMetric { OperationsPerSecond, MebibytesPerSecond, P99Latency };

class ResultsChart : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    struct Bar {
        QString group;  // "read", or "run/update" where a step has several operations
        QString store;
        double value = 0;            // in the metric's unit
        bool paper = false;          // the paper's number, not ours
        double ratioToBestPeer = 0;  // over the best peer (not ours, not this store) of the group; 0 without one
        double key = 0;              // the bar's centre on the x axis
        QCPBars* bars = nullptr;
    };

    explicit ResultsChart(QWidget* parent = nullptr);

    // The rows of `presetId` at `point` (measured operations only).
    void setResults(const std::vector<wr::bench::AggregateRow>& rows, const QString& presetId, const QString& point);
    void setMetric(ResultsMetric metric);
    ResultsMetric metric() const { return metric_; }
    // A logarithmic value axis: stores thousands of times apart (a cold
    // registry read beside a warm one) all keep a visible bar.
    void setLogScale(bool on);
    bool logScale() const { return logScale_; }

    // The points `rows` hold for `presetId`, in the order they first appear.
    static QStringList pointsOf(const std::vector<wr::bench::AggregateRow>& rows, const QString& presetId);

    QStringList groups() const { return groups_; }
    const QVector<Bar>& bars() const { return bars_; }
    // "1.31x best peer"; empty when the group has no other store.
    static QString ratioLabel(double ratio);

    QCustomPlot* plot() const override { return plot_; }
    ChartTable table() const override;
    QString title() const override;
    void fitToData() override;
    QString describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const override;

private:
    void rebuild();
    double valueOf(const wr::bench::AggregateRow& row) const;
    double paperValue(const wr::bench::AggregateRow& row) const;
    QString metricLabel() const;
    bool higherIsBetter() const { return metric_ != ResultsMetric::P99Latency; }

    QCustomPlot* plot_;
    std::vector<wr::bench::AggregateRow> rows_;
    QString presetId_;
    QString point_;
    ResultsMetric metric_ = ResultsMetric::OperationsPerSecond;
    bool logScale_ = false;
    QStringList groups_;
    QVector<Bar> bars_;
};

}  // namespace wr::gui
