#include "widgets/charts/results_chart.h"

#include <qcustomplot.h>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

#include "bench/results/paper_numbers.h"
#include "bench/results/peer_comparison.h"
#include "bench/results/report.h"
#include "widgets/charts/chart_interaction.h"
#include "widgets/charts/chart_style.h"
#include "widgets/charts/deferred_replot.h"
#include "widgets/charts/store_palette.h"

namespace wr::gui {

namespace {

constexpr double kGroupWidth = 0.8;  // of the unit between two groups' centres
constexpr double kMebibyte = 1024.0 * 1024.0;

// Every bar is set against the best peer of its group, as `wrctl report`
// sets our engines: another of our engines or the raw-disk reference is no peer.
bool isPeer(const wr::bench::AggregateRow& row) {
    return wr::bench::isPeerStore(row.storeUri.empty() ? row.store : row.storeUri);
}

QString groupOf(const wr::bench::AggregateRow& row) {
    return row.op.empty() || row.op == row.step ? QString::fromStdString(row.step)
                                                : QString::fromStdString(row.step + "/" + row.op);
}

}  // namespace

ResultsChart::ResultsChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    plot_->setMinimumHeight(240);
    placeLegendAbove(plot_, 6);
    plot_->xAxis->setTickLength(0, 4);
    plot_->xAxis->grid()->setVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    installChartInteraction(this, *this);
    rebuild();
}

void ResultsChart::setResults(const std::vector<wr::bench::AggregateRow>& rows, const QString& presetId,
                              const QString& point) {
    rows_.clear();
    for (const auto& row : rows) {
        if (row.measured && QString::fromStdString(row.preset) == presetId &&
            QString::fromStdString(row.point) == point)
            rows_.push_back(row);
    }
    presetId_ = presetId;
    point_ = point;
    rebuild();
}

void ResultsChart::setMetric(ResultsMetric metric) {
    metric_ = metric;
    rebuild();
}

void ResultsChart::setLogScale(bool on) {
    logScale_ = on;
    rebuild();
}

QStringList ResultsChart::pointsOf(const std::vector<wr::bench::AggregateRow>& rows, const QString& presetId) {
    QStringList points;
    for (const auto& row : rows) {
        const QString point = QString::fromStdString(row.point);
        if (QString::fromStdString(row.preset) == presetId && !points.contains(point)) points.append(point);
    }
    return points;
}

QString ResultsChart::ratioLabel(double ratio) {
    if (ratio <= 0) return {};
    // Two decimals, or two significant digits for a store far behind ("0.0043x").
    return tr("%1x best peer").arg(ratio >= 0.1 ? QString::number(ratio, 'f', 2) : QString::number(ratio, 'g', 2));
}

ChartTable ResultsChart::table() const {
    ChartTable table{{tr("group"), tr("store"), tr("source"), metricLabel(), tr("ratio to best peer")}, {}};
    for (const auto& bar : bars_) {
        table.rows.append({bar.group, bar.store, bar.paper ? tr("paper") : tr("measured"),
                           QString::number(bar.value, 'g', 10),
                           bar.ratioToBestPeer > 0 ? QString::number(bar.ratioToBestPeer, 'f', 4) : QString()});
    }
    return table;
}

QString ResultsChart::title() const {
    return point_.isEmpty() ? tr("Results: %1").arg(presetId_) : tr("Results: %1, %2").arg(presetId_, point_);
}

void ResultsChart::fitToData() {
    double highest = 0, lowest = 0;
    for (const auto& bar : bars_) {
        highest = std::max(highest, bar.value);
        if (bar.value > 0) lowest = lowest > 0 ? std::min(lowest, bar.value) : bar.value;
    }
    plot_->xAxis->setRange(-0.6, std::max(0.6, groups_.size() - 0.4));
    // Headroom for the labels written up above the bars: on a log axis a
    // share of the decades shown, as 45 % of the height on a linear one.
    if (logScale_) {
        const double decades = highest > 0 ? std::max(1.0, std::log10(highest / lowest)) : 1;
        plot_->yAxis->setRange(highest > 0 ? QCPRange(lowest / 2, highest * std::pow(10.0, 0.45 * decades))
                                           : QCPRange(1, 10));
    } else {
        plot_->yAxis->setRange(0, highest > 0 ? highest * 1.45 : 1);
    }
    replotWhenShown(plot_);
}

QString ResultsChart::describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const {
    auto* data = const_cast<QCPAbstractPlottable&>(plottable).interface1D();
    if (data == nullptr || dataIndex < 0 || dataIndex >= data->dataCount()) return {};
    const double key = data->dataMainKey(dataIndex);
    for (const auto& bar : bars_) {
        if (bar.bars != &plottable || !qFuzzyCompare(bar.key + 1, key + 1)) continue;
        QString text = QStringLiteral("%1 · %2%3\n%4: %5")
                           .arg(bar.store, bar.group, bar.paper ? tr(" (paper)") : QString(), metricLabel(),
                                QLocale().toString(bar.value, 'f', bar.value < 100 ? 2 : 0));
        if (bar.ratioToBestPeer > 0) text += QLatin1Char('\n') + ratioLabel(bar.ratioToBestPeer);
        return text;
    }
    return {};
}

void ResultsChart::rebuild() {
    plot_->clearPlottables();
    plot_->clearItems();
    groups_.clear();
    bars_.clear();
    QStringList stores;
    for (const auto& row : rows_) {
        if (!groups_.contains(groupOf(row))) groups_.append(groupOf(row));
        if (!stores.contains(QString::fromStdString(row.store))) stores.append(QString::fromStdString(row.store));
    }
    // One QCPBars per store and source keeps one legend entry for each.
    std::map<std::pair<QString, bool>, QCPBars*> barsOf;
    auto barsFor = [&](const QString& store, bool paper) {
        QCPBars*& bars = barsOf[{store, paper}];
        if (bars != nullptr) return bars;
        bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        const QColor colour = storeStyle(store).colour;
        bars->setName(paper ? tr("%1 (paper)").arg(store) : store);
        bars->setWidthType(QCPBars::wtPlotCoords);
        // The paper's bar outlined over a pale fill rather than hatched: pattern
        // brushes come out black in many SVG viewers.
        QColor pale = colour;
        pale.setAlpha(45);
        bars->setPen(paper ? QPen(colour, 2, Qt::DashLine) : QPen(colour.darker(130), 1));
        bars->setBrush(paper ? QBrush(pale) : QBrush(colour));
        return bars;
    };

    // Every bar of every group, ours and the paper's, before any is placed:
    // all bars get the width the fullest group allows.
    for (int g = 0; g < groups_.size(); ++g) {
        std::vector<const wr::bench::AggregateRow*> members;
        for (const auto& row : rows_)
            if (groupOf(row) == groups_[g]) members.push_back(&row);
        for (const auto* row : members) {
            const double value = valueOf(*row);
            double bestPeer = 0;
            for (const auto* peer : members) {
                const double peerValue = valueOf(*peer);
                if (peer == row || peerValue <= 0 || !isPeer(*peer)) continue;
                if (bestPeer == 0 || (higherIsBetter() ? peerValue > bestPeer : peerValue < bestPeer))
                    bestPeer = peerValue;
            }
            const QString store = QString::fromStdString(row->store);
            bars_.append({groups_[g], store, value, false, bestPeer > 0 ? value / bestPeer : 0, double(g), nullptr});
            const double paper = paperValue(*row);
            if (paper > 0) bars_.append({groups_[g], store, paper, true, 0, double(g), nullptr});
        }
    }
    int widest = 1;
    for (int g = 0; g < groups_.size(); ++g) {
        widest = std::max(widest, static_cast<int>(std::count_if(bars_.begin(), bars_.end(),
                                                                 [&](const Bar& b) { return b.group == groups_[g]; })));
    }
    const double width = kGroupWidth / widest;
    for (int g = 0; g < groups_.size(); ++g) {
        QVector<Bar*> members;
        for (auto& bar : bars_)
            if (bar.group == groups_[g]) members.append(&bar);
        for (int i = 0; i < members.size(); ++i) {
            Bar& bar = *members[i];
            bar.key = g + (i - (members.size() - 1) / 2.0) * width;
            bar.bars = barsFor(bar.store, bar.paper);
            bar.bars->setWidth(width * 0.92);
            bar.bars->addData(bar.key, bar.value);
            const QString label = bar.paper ? tr("paper") : ratioLabel(bar.ratioToBestPeer);
            if (label.isEmpty()) continue;
            // Written up from the bar's top: narrow bars side by side keep their labels apart.
            auto* text = new QCPItemText(plot_);
            text->position->setCoords(bar.key, bar.value);
            text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            text->setRotation(-90);
            text->setPadding(QMargins(4, 0, 0, 0));
            text->setText(label);
            text->setSelectable(false);
        }
    }

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int g = 0; g < groups_.size(); ++g) ticker->addTick(g, groups_[g]);
    plot_->xAxis->setTicker(ticker);
    plot_->yAxis->setLabel(metricLabel());
    if (logScale_) {
        plot_->yAxis->setScaleType(QCPAxis::stLogarithmic);
        plot_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        plot_->yAxis->setNumberFormat(QStringLiteral("gb"));
        plot_->yAxis->setNumberPrecision(0);
    } else {
        plot_->yAxis->setScaleType(QCPAxis::stLinear);
        plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        if (metric_ == ResultsMetric::OperationsPerSecond) {
            showWholeNumbers(plot_->yAxis);
        } else {
            plot_->yAxis->setNumberFormat(QStringLiteral("g"));
            plot_->yAxis->setNumberPrecision(4);
        }
    }
    fitToData();
}

double ResultsChart::valueOf(const wr::bench::AggregateRow& row) const {
    switch (metric_) {
    case ResultsMetric::OperationsPerSecond: return row.opsPerSecond;
    case ResultsMetric::MebibytesPerSecond: return row.bytesPerMs * 1000.0 / kMebibyte;
    case ResultsMetric::P99Latency: return row.p99Ns / 1000.0;
    }
    return 0;
}

// The papers publish throughput in operations per second only; their other
// figures (mean µs, seconds) are not this chart's.
double ResultsChart::paperValue(const wr::bench::AggregateRow& row) const {
    if (metric_ != ResultsMetric::OperationsPerSecond) return 0;
    for (const auto& number : wr::bench::paperNumbers()) {
        if (number.kind == wr::bench::PaperKind::kValue && number.unit == "ops/s" && number.presetId == row.preset &&
            number.store == row.store && number.op == row.op && (number.step.empty() || number.step == row.step) &&
            wr::bench::pointHas(row.point, number.point))
            return number.value;
    }
    return 0;
}

QString ResultsChart::metricLabel() const {
    switch (metric_) {
    case ResultsMetric::OperationsPerSecond: return tr("operations per second");
    case ResultsMetric::MebibytesPerSecond: return tr("MiB per second");
    case ResultsMetric::P99Latency: return tr("p99 latency (µs)");
    }
    return {};
}

}  // namespace wr::gui
