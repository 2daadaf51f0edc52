#include "widgets/migrate/throughput_chart.h"

#include <qcustomplot.h>
#include <QVBoxLayout>

#include <algorithm>

namespace wr::gui {

namespace {
constexpr qint64 kRedrawIntervalMs = 100;
}  // namespace

ThroughputChart::ThroughputChart(QWidget* parent)
    : QWidget(parent),
      plot_(new QCustomPlot(this)),
      pairs_(plot_->addGraph()),
      megabytes_(plot_->addGraph(plot_->xAxis, plot_->yAxis2)) {
    pairs_->setName(tr("pairs/s"));
    pairs_->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    megabytes_->setName(tr("MB/s"));
    // Dashed: where the two rates rise and fall together, both stay visible.
    megabytes_->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2, Qt::DashLine));
    // Dots on the lines: the first report of a run is a point before it is a line.
    pairs_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    megabytes_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    plot_->xAxis->setLabel(tr("seconds"));
    plot_->yAxis->setLabel(tr("pairs/s"));
    plot_->yAxis2->setLabel(tr("MB/s"));
    plot_->yAxis2->setVisible(true);
    plot_->legend->setVisible(true);
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    plot_->setMinimumHeight(180);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    clear();
}

void ThroughputChart::clear() {
    pairs_->data()->clear();
    megabytes_->data()->clear();
    maxPairs_ = 0;
    maxMegabytes_ = 0;
    plot_->xAxis->setRange(0, 10);
    plot_->yAxis->setRange(0, 1);
    plot_->yAxis2->setRange(0, 1);
    plot_->replot();
    sinceRedraw_.start();
}

void ThroughputChart::addSample(double seconds, double pairsPerSecond, double megabytesPerSecond) {
    pairs_->addData(seconds, pairsPerSecond);
    megabytes_->addData(seconds, megabytesPerSecond);
    maxPairs_ = std::max(maxPairs_, pairsPerSecond);
    maxMegabytes_ = std::max(maxMegabytes_, megabytesPerSecond);
    // Drawing is the expensive part: points are kept at every report, the
    // chart redrawn at most ten times a second.
    if (sinceRedraw_.elapsed() >= kRedrawIntervalMs) redraw();
}

void ThroughputChart::redraw() {
    sinceRedraw_.restart();
    const double seconds = pairs_->dataCount() > 0 ? (pairs_->data()->constEnd() - 1)->key : 0;
    plot_->xAxis->setRange(0, std::max(10.0, seconds * 1.1));
    plot_->yAxis->setRange(0, std::max(1.0, maxPairs_ * 1.15));
    plot_->yAxis2->setRange(0, std::max(1.0, maxMegabytes_ * 1.15));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

int ThroughputChart::sampleCount() const { return pairs_->dataCount(); }

}  // namespace wr::gui
