#include "widgets/charts/chart_style.h"

#include <qcustomplot.h>

namespace wr::gui {

void placeLegendAbove(QCustomPlot* plot, int entriesPerRow) {
    QCPLegend* legend = plot->legend;
    legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(legend);
    // The legend at its own width on the left, an empty element taking the rest.
    auto* row = new QCPLayoutGrid;
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, row);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    row->addElement(0, 0, legend);
    row->addElement(0, 1, new QCPLayoutElement(plot));
    row->setColumnStretchFactor(0, 0.001);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(entriesPerRow);
    legend->setBorderPen(Qt::NoPen);
    legend->setMargins(QMargins(4, 2, 4, 0));
}

void showWholeNumbers(QCPAxis* axis) {
    QLocale locale;
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    axis->parentPlot()->setLocale(locale);
    axis->setNumberFormat(QStringLiteral("f"));
    axis->setNumberPrecision(0);
}

}  // namespace wr::gui
