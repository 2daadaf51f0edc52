#include "widgets/charts/latency_chart.h"

#include <qcustomplot.h>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <limits>

#include "widgets/charts/chart_interaction.h"
#include "widgets/charts/chart_style.h"
#include "widgets/charts/deferred_replot.h"
#include "widgets/charts/store_palette.h"

namespace wr::gui {

namespace {

struct PercentileStyle {
    const char* name;
    Qt::PenStyle line;
    QCPScatterStyle::ScatterShape marker;
};
constexpr std::array<PercentileStyle, 3> kPercentiles = {{{"p50", Qt::SolidLine, QCPScatterStyle::ssDisc},
                                                          {"p99", Qt::DashLine, QCPScatterStyle::ssSquare},
                                                          {"p99.9", Qt::DotLine, QCPScatterStyle::ssTriangle}}};

double percentileNs(const auto& latency, size_t percentile) {
    return percentile == 0 ? latency.p50Ns : percentile == 1 ? latency.p99Ns : latency.p999Ns;
}

QCustomPlot* newPlot(QWidget* parent) {
    auto* plot = new QCustomPlot(parent);
    plot->setMinimumHeight(200);
    return plot;
}

QString micros(double nanos) { return QLocale().toString(nanos / 1000.0, 'g', 4); }

}  // namespace

LatencyChart::LatencyChart(QWidget* parent)
    : QWidget(parent), stack_(new QStackedWidget(this)), percentiles_(newPlot(stack_)), histogram_(newPlot(stack_)) {
    percentiles_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    percentiles_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    percentiles_->yAxis->setNumberFormat(QStringLiteral("gb"));
    percentiles_->yAxis->setLabel(tr("latency (µs)"));
    percentiles_->xAxis->setLabel(tr("step"));
    // Three entries per store: one row each, the percentiles in columns.
    placeLegendAbove(percentiles_, 3);

    histogram_->xAxis->setScaleType(QCPAxis::stLogarithmic);
    histogram_->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    histogram_->xAxis->setNumberFormat(QStringLiteral("gb"));
    histogram_->xAxis->setLabel(tr("latency (µs)"));
    histogram_->yAxis->setLabel(tr("operations"));
    showWholeNumbers(histogram_->yAxis);
    auto* bars = histogram_->addGraph();
    bars->setLineStyle(QCPGraph::lsStepLeft);
    bars->setPen(QPen(QColor(0x00, 0x72, 0xB2), 1.5));
    bars->setBrush(QColor(0x00, 0x72, 0xB2, 90));
    histogram_->plotLayout()->insertRow(0);
    histogram_->plotLayout()->addElement(0, 0, new QCPTextElement(histogram_, QString(), QFont(font().family(), 10)));

    stack_->addWidget(percentiles_);
    stack_->addWidget(histogram_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(stack_);
    installChartInteraction(this, *this, percentiles_);
    installChartInteraction(this, *this, histogram_);
    clear();
}

void LatencyChart::addStepLatency(const QString& store, const QString& stepLabel, const QString& op, double p50Ns,
                                  double p99Ns, double p999Ns) {
    const QString category = op.isEmpty() || op == stepLabel ? stepLabel : stepLabel + QLatin1Char('/') + op;
    qsizetype step = categories_.indexOf(category);
    if (step < 0) {
        categories_.append(category);
        step = categories_.size() - 1;
    }
    if (!storeOrder_.contains(store)) storeOrder_.append(store);
    auto same = [&](const StepLatency& l) { return l.store == store && l.step == step; };
    latencies_.erase(std::remove_if(latencies_.begin(), latencies_.end(), same), latencies_.end());
    latencies_.push_back({store, static_cast<int>(step), p50Ns, p99Ns, p999Ns});
    percentilesChanged();
}

void LatencyChart::setStoreFilter(const QString& store) {
    storeFilter_ = store;
    percentilesChanged();
}

void LatencyChart::setHistogram(const QString& title, const std::vector<HistogramBucket>& buckets) {
    histogramTitle_ = title;
    buckets_ = buckets;
    std::sort(buckets_.begin(), buckets_.end(),
              [](const HistogramBucket& a, const HistogramBucket& b) { return a.lowNs < b.lowNs; });
    // A step line over the buckets' edges draws the bars edge to edge; an
    // empty stretch between two buckets falls to zero.
    QVector<double> keys, values;
    for (size_t i = 0; i < buckets_.size(); ++i) {
        const HistogramBucket& bucket = buckets_[i];
        // The log axis has no zero: a bucket from 0 starts at 1 ns.
        keys.append(std::max(bucket.lowNs, 1.0) / 1000.0);
        values.append(static_cast<double>(bucket.count));
        const bool gapFollows = i + 1 == buckets_.size() || buckets_[i + 1].lowNs > bucket.highNs;
        if (gapFollows) {
            keys.append(bucket.highNs / 1000.0);
            values.append(0);
        }
    }
    histogram_->graph(0)->setData(keys, values, true);
    histogram_->graph(0)->setName(title);
    static_cast<QCPTextElement*>(histogram_->plotLayout()->element(0, 0))->setText(title);
    fitHistogram();
}

void LatencyChart::setView(LatencyView view) {
    view_ = view;
    stack_->setCurrentWidget(plot());
    replotWhenShown(plot());
}

void LatencyChart::clear() {
    latencies_.clear();
    categories_.clear();
    storeOrder_.clear();
    buckets_.clear();
    histogramTitle_.clear();
    histogram_->graph(0)->data()->clear();
    percentilesChanged();
    setView(LatencyView::Percentiles);
}

QCustomPlot* LatencyChart::plot() const { return view_ == LatencyView::Percentiles ? percentilePlot() : histogram_; }

QCustomPlot* LatencyChart::percentilePlot() const {
    if (percentilesStale_) rebuildPercentiles();
    return percentiles_;
}

void LatencyChart::percentilesChanged() {
    percentilesStale_ = true;
    if (isVisible()) rebuildPercentiles();
}

void LatencyChart::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (percentilesStale_) rebuildPercentiles();
}

ChartTable LatencyChart::table() const {
    if (view_ == LatencyView::Histogram) {
        ChartTable table{{tr("low (µs)"), tr("high (µs)"), tr("operations")}, {}};
        for (const auto& bucket : buckets_) {
            table.rows.append({QString::number(bucket.lowNs / 1000.0, 'g', 10),
                               QString::number(bucket.highNs / 1000.0, 'g', 10), QString::number(bucket.count)});
        }
        return table;
    }
    ChartTable table{{tr("store"), tr("step"), tr("p50 (µs)"), tr("p99 (µs)"), tr("p99.9 (µs)")}, {}};
    for (const auto& latency : latencies_) {
        if (!storeFilter_.isEmpty() && latency.store != storeFilter_) continue;
        QStringList row{latency.store, categories_[latency.step]};
        for (size_t p = 0; p < kPercentiles.size(); ++p)
            row.append(QString::number(percentileNs(latency, p) / 1000.0, 'g', 10));
        table.rows.append(row);
    }
    return table;
}

QString LatencyChart::title() const {
    return view_ == LatencyView::Histogram ? tr("Latency histogram: %1").arg(histogramTitle_)
                                           : tr("Latency percentiles");
}

void LatencyChart::fitToData() {
    if (view_ == LatencyView::Histogram) {
        fitHistogram();
    } else if (percentilesStale_) {
        rebuildPercentiles();  // fits them too
    } else {
        fitPercentiles();
    }
}

void LatencyChart::fitHistogram() {
    histogram_->rescaleAxes();
    histogram_->yAxis->setRange(0, std::max(1.0, histogram_->yAxis->range().upper * 1.1));
    const QCPRange keys = histogram_->xAxis->range();
    histogram_->xAxis->setRange(keys.lower / 1.5, keys.upper * 1.5);
    replotWhenShown(histogram_);
}

void LatencyChart::fitPercentiles() const {
    percentiles_->xAxis->setRange(-0.5, std::max(0.5, categories_.size() - 0.5));
    bool found = false;
    QCPRange values;
    for (int i = 0; i < percentiles_->graphCount(); ++i) {
        bool graphFound = false;
        const QCPRange range = percentiles_->graph(i)->getValueRange(graphFound, QCP::sdPositive);
        if (!graphFound) continue;
        values = found ? QCPRange(std::min(values.lower, range.lower), std::max(values.upper, range.upper)) : range;
        found = true;
    }
    percentiles_->yAxis->setRange(found ? QCPRange(values.lower / 2, values.upper * 3) : QCPRange(1, 1000));
    replotWhenShown(percentiles_);
}

QString LatencyChart::describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const {
    auto* data = const_cast<QCPAbstractPlottable&>(plottable).interface1D();
    if (data == nullptr || dataIndex < 0 || dataIndex >= data->dataCount()) return {};
    const double key = data->dataMainKey(dataIndex);
    if (plottable.parentPlot() == histogram_) {
        const HistogramBucket* bucket = bucketAt(key);
        if (bucket == nullptr) return {};
        // tr() counts in int: a count beyond it is still plural.
        const int count = static_cast<int>(std::min<quint64>(bucket->count, std::numeric_limits<int>::max()));
        return tr("%1 – %2 µs\n%Ln operation(s)", nullptr, count).arg(micros(bucket->lowNs), micros(bucket->highNs));
    }
    const int step = static_cast<int>(key);
    if (step < 0 || step >= categories_.size()) return {};
    return tr("%1\n%2: %3 µs")
        .arg(plottable.name(), categories_[step], micros(data->dataMainValue(dataIndex) * 1000.0));
}

void LatencyChart::rebuildPercentiles() const {
    percentilesStale_ = false;
    percentiles_->clearGraphs();
    for (const auto& store : storeOrder_) {
        if (!storeFilter_.isEmpty() && store != storeFilter_) continue;
        const StoreStyle style = storeStyle(store);
        for (size_t p = 0; p < kPercentiles.size(); ++p) {
            QCPGraph* graph = percentiles_->addGraph();
            graph->setName(store + QLatin1Char(' ') + QLatin1String(kPercentiles[p].name));
            graph->setPen(QPen(style.colour, 2, kPercentiles[p].line));
            graph->setScatterStyle(QCPScatterStyle(kPercentiles[p].marker, 7));
            QVector<double> keys, values;
            for (const auto& latency : latencies_) {
                const double nanos = percentileNs(latency, p);
                // A log axis has no place for zero: steps without a figure are left out.
                if (latency.store != store || nanos <= 0) continue;
                keys.append(latency.step);
                values.append(nanos / 1000.0);
            }
            graph->setData(keys, values);
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < categories_.size(); ++i) ticker->addTick(i, categories_[i]);
    percentiles_->xAxis->setTicker(ticker);
    fitPercentiles();
}

const HistogramBucket* LatencyChart::bucketAt(double micros) const {
    const double nanos = micros * 1000.0;
    for (const auto& bucket : buckets_) {
        if (nanos >= std::max(bucket.lowNs, 1.0) - 1e-6 && nanos < bucket.highNs) return &bucket;
    }
    return nullptr;
}

}  // namespace wr::gui
