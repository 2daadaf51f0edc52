#include "widgets/tuning/stress_chart.h"

#include <qcustomplot.h>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "widgets/charts/chart_export.h"
#include "widgets/charts/deferred_replot.h"
#include "widgets/tuning/ops_rate_text.h"

namespace wr::gui {

StressChart::StressChart(QWidget* parent)
    : QWidget(parent),
      plot_(new QCustomPlot(this)),
      measured_(plot_->addGraph()),
      achieved_(plot_->addGraph(plot_->xAxis, plot_->yAxis2)),
      target_(plot_->addGraph(plot_->xAxis, plot_->yAxis2)) {
    measured_->setName(tr("measured client, ops/s"));
    measured_->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    measured_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    achieved_->setName(tr("background clients achieved, ops/s"));
    achieved_->setPen(QPen(QColor(0xff, 0x7f, 0x0e), 2));
    achieved_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 7));
    target_->setName(tr("background clients target (p / 1.95 ms)"));
    // Dashed and grey: the target is the reference the achieved rate is read against.
    target_->setPen(QPen(Qt::gray, 1.5, Qt::DashLine));

    plot_->xAxis->setScaleType(QCPAxis::stLogarithmic);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    plot_->xAxis->setLabel(tr("concurrent clients p"));
    plot_->yAxis->setLabel(tr("measured client, ops/s"));
    plot_->yAxis2->setLabel(tr("background clients, ops/s"));
    plot_->yAxis2->setVisible(true);
    plot_->yAxis2->setScaleType(QCPAxis::stLogarithmic);
    plot_->yAxis2->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    // Numbers as the user's locale writes them ("125,000"), not QCustomPlot's C locale.
    plot_->setLocale(QLocale());
    for (QCPAxis* axis : {plot_->yAxis, plot_->yAxis2}) {
        axis->setNumberFormat(QStringLiteral("f"));
        axis->setNumberPrecision(0);
    }
    // The legend in a row of its own under the chart: the lines cross every
    // corner of the plot as p grows.
    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(1, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->setMinimumSize(420, 260);
    plot_->setMouseTracking(true);
    connect(plot_, &QCustomPlot::mouseMove, this, &StressChart::showHover);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    redraw();
    installChartContextMenu(this, *this);
}

void StressChart::addStressPoint(int clients, double measuredOpsPerSecond, double achievedRate, double targetRate) {
    if (clients <= 0) return;  // a logarithmic axis has no place for p = 0
    points_[clients] = Point{measuredOpsPerSecond, achievedRate, targetRate};
    redraw();
}

void StressChart::clear() {
    points_.clear();
    redraw();
}

void StressChart::redraw() {
    QVector<double> keys, measured, achieved, target;
    double most = 0, mostRate = 0, leastRate = 100;
    for (const auto& [clients, p] : points_) {
        keys.append(clients);
        measured.append(p.measured);
        achieved.append(p.achieved);
        target.append(p.target);
        most = std::max(most, p.measured);
        mostRate = std::max({mostRate, p.achieved, p.target});
        if (p.achieved > 0) leastRate = std::min(leastRate, p.achieved);
        if (p.target > 0) leastRate = std::min(leastRate, p.target);
    }
    measured_->setData(keys, measured, true);
    achieved_->setData(keys, achieved, true);
    target_->setData(keys, target, true);
    // p from 1 to 1000 as in Fig. 13, wider when a run goes further.
    const double lastClients = keys.isEmpty() ? 1000 : std::max(1000.0, keys.last());
    plot_->xAxis->setRange(0.7, lastClients * 1.5);
    plot_->yAxis->setRange(0, std::max(1.0, most * 1.15));
    // The clients' rates span p = 1 to 1000, three decades: a logarithmic axis.
    plot_->yAxis2->setRange(std::max(1.0, leastRate / 2), std::max(1000.0, mostRate * 2));
    replotWhenShown(plot_);
}

int StressChart::clientsNear(const QPointF& pixel) const {
    int nearest = 0;
    double distance = 0;
    for (const auto& [clients, p] : points_) {
        const double d = std::abs(plot_->xAxis->coordToPixel(clients) - pixel.x());
        if (nearest == 0 || d < distance) {
            nearest = clients;
            distance = d;
        }
    }
    return nearest;
}

QString StressChart::pointToolTip(int clients) const {
    auto it = points_.find(clients);
    if (it == points_.end()) return {};
    const Point& p = it->second;
    const double share = p.target > 0 ? 100 * p.achieved / p.target : 0;
    return tr("p = %L1\nmeasured client: %2\nbackground clients: %3 of %4 (%5%)")
        .arg(clients)
        .arg(formatOpsPerSecond(p.measured), formatOpsPerSecond(p.achieved), formatOpsPerSecond(p.target),
             QLocale().toString(share, 'f', 1));
}

ChartTable StressChart::table() const {
    ChartTable out;
    out.columns = QStringList{QStringLiteral("clients"), QStringLiteral("measured_ops_per_second"),
                              QStringLiteral("achieved_ops_per_second"), QStringLiteral("target_ops_per_second")};
    for (const auto& [clients, p] : points_) {
        out.rows.append(QStringList{QString::number(clients), QString::number(p.measured, 'f', 0),
                                    QString::number(p.achieved, 'f', 0), QString::number(p.target, 'f', 0)});
    }
    return out;
}

void StressChart::showHover(QMouseEvent* event) {
    const bool inside = plot_->axisRect()->rect().contains(event->position().toPoint());
    const QString text = inside ? pointToolTip(clientsNear(event->position())) : QString();
    plot_->setToolTip(text);
    if (text.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    }
}

QString StressChart::title() const { return tr("Registry stress: throughput as background clients grow"); }

}  // namespace wr::gui
