#include "widgets/charts/exportable_chart.h"

#include <qcustomplot.h>

namespace wr::gui {

void ExportableChart::fitToData() {
    plot()->rescaleAxes();
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

QString ExportableChart::describePoint(const QCPAbstractPlottable& plottable, int dataIndex) const {
    auto* data = const_cast<QCPAbstractPlottable&>(plottable).interface1D();
    if (data == nullptr || dataIndex < 0 || dataIndex >= data->dataCount()) return {};
    const QLocale locale;
    return QStringLiteral("%1\n%2: %3\n%4: %5")
        .arg(plottable.name(), plottable.keyAxis()->label(), locale.toString(data->dataMainKey(dataIndex), 'g', 6),
             plottable.valueAxis()->label(), locale.toString(data->dataMainValue(dataIndex), 'g', 6));
}

}  // namespace wr::gui
