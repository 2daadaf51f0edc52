#include "widgets/charts/chart_interaction.h"

#include <qcustomplot.h>
#include <QToolTip>

#include <cmath>

#include "widgets/charts/chart_export.h"
#include "widgets/charts/exportable_chart.h"

namespace wr::gui {

QString chartHoverText(const ExportableChart& chart, const QPointF& pixel) {
    QCustomPlot* plot = chart.plot();
    const QCPAbstractPlottable* nearest = nullptr;
    int nearestIndex = -1;
    double nearestDistance = plot->selectionTolerance();
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        if (!plottable->visible() || plottable->interface1D() == nullptr) continue;
        QVariant details;
        const double distance = plottable->selectTest(pixel, false, &details);
        if (distance < 0 || distance > nearestDistance) continue;
        const QCPDataSelection selection = details.value<QCPDataSelection>();
        if (selection.isEmpty()) continue;
        const int index = selection.dataRange().begin();
        if (std::isnan(plottable->interface1D()->dataMainValue(index))) continue;
        nearest = plottable;
        nearestIndex = index;
        nearestDistance = distance;
    }
    return nearest == nullptr ? QString() : chart.describePoint(*nearest, nearestIndex);
}

void installChartInteraction(QWidget* chartWidget, ExportableChart& chart, QCustomPlot* plot) {
    if (plot == nullptr) plot = chart.plot();
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot->setMouseTracking(true);
    QObject::connect(plot, &QCustomPlot::mouseDoubleClick, chartWidget, [&chart](QMouseEvent*) { chart.fitToData(); });
    QObject::connect(plot, &QCustomPlot::mouseMove, chartWidget, [&chart, plot](QMouseEvent* event) {
        const QString text = chartHoverText(chart, event->position());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, plot);
    });
    installChartContextMenu(chartWidget, chart, plot);
}

}  // namespace wr::gui
