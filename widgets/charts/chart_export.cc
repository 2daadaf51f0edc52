#include "widgets/charts/chart_export.h"

#include <qcustomplot.h>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSvgGenerator>

#include "widgets/charts/exportable_chart.h"

namespace wr::gui {

namespace {

// A plot never shown (a page not yet opened, a test) has no useful size of
// its own; pictures of it get a 16:9 one.
QSize pictureSize(const QCustomPlot& plot) {
    if (plot.width() >= 200 && plot.height() >= 150) return plot.size();
    return {960, 540};
}

QString csvCell(const QString& cell) {
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) && !cell.contains(QLatin1Char('\n')))
        return cell;
    QString quoted = cell;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray toCsv(const ChartTable& table) {
    QStringList lines;
    auto line = [](const QStringList& cells) {
        QStringList escaped;
        for (const auto& c : cells) escaped << csvCell(c);
        return escaped.join(QLatin1Char(','));
    };
    lines << line(table.columns);
    for (const auto& row : table.rows) lines << line(row);
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

// Cells that are numbers become JSON numbers, so the data reads back as data.
QJsonValue jsonCell(const QString& cell) {
    bool isNumber = false;
    const double number = cell.toDouble(&isNumber);
    return isNumber ? QJsonValue(number) : QJsonValue(cell);
}

QByteArray toJson(const ExportableChart& chart, const ChartTable& table) {
    QJsonArray rows;
    for (const auto& row : table.rows) {
        QJsonObject object;
        for (int i = 0; i < table.columns.size() && i < row.size(); ++i)
            object.insert(table.columns[i], jsonCell(row[i]));
        rows.append(object);
    }
    QJsonObject document{{QStringLiteral("title"), chart.title()},
                         {QStringLiteral("columns"), QJsonArray::fromStringList(table.columns)},
                         {QStringLiteral("rows"), rows}};
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

QString writeFile(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QObject::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

QString writeSvg(const ExportableChart& chart, const QString& path) {
    const QSize size = pictureSize(*chart.plot());
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(chart.title());
    QCPPainter painter;
    if (!painter.begin(&generator)) return QObject::tr("Could not write %1").arg(QDir::toNativeSeparators(path));
    chart.plot()->toPainter(&painter, size.width(), size.height());
    painter.end();
    return QFileInfo(path).size() > 0 ? QString()
                                      : QObject::tr("Could not write %1").arg(QDir::toNativeSeparators(path));
}

// Adds the suffix of the filter the user chose when the name has none.
QString withSuffix(QString path, const QString& selectedFilter) {
    if (!QFileInfo(path).suffix().isEmpty()) return path;
    const qsizetype star = selectedFilter.indexOf(QLatin1String("*."));
    if (star < 0) return path;
    return path + selectedFilter.mid(star + 1, selectedFilter.indexOf(QLatin1Char(')'), star) - star - 1);
}

void exportWithDialog(const ExportableChart& chart, QWidget* parent, const QString& caption, const QString& filters) {
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(parent, caption, chart.title(), filters, &selectedFilter);
    if (path.isEmpty()) return;
    const QString error = exportChart(chart, withSuffix(path, selectedFilter));
    if (!error.isEmpty()) QMessageBox::warning(parent, caption, error);
}

}  // namespace

QString exportChart(const ExportableChart& chart, const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    QCustomPlot* plot = chart.plot();
    const QSize size = pictureSize(*plot);
    const QString failed = QObject::tr("Could not write %1").arg(QDir::toNativeSeparators(path));
    if (suffix == QLatin1String("png")) return plot->savePng(path, size.width(), size.height()) ? QString() : failed;
    if (suffix == QLatin1String("pdf"))
        return plot->savePdf(path, size.width(), size.height(), QCP::epAllowCosmetic, QString(), chart.title())
                   ? QString()
                   : failed;
    if (suffix == QLatin1String("svg")) return writeSvg(chart, path);
    if (suffix == QLatin1String("csv")) return writeFile(path, toCsv(chart.table()));
    if (suffix == QLatin1String("json")) return writeFile(path, toJson(chart, chart.table()));
    return QObject::tr("Cannot export to \"%1\": choose a .png, .pdf, .svg, .csv or .json file.")
        .arg(QFileInfo(path).fileName());
}

QMenu* createChartMenu(ExportableChart& chart, QWidget* parent) {
    auto* menu = new QMenu(parent);
    menu->addAction(QObject::tr("Fit"), [&chart] { chart.fitToData(); });
    menu->addSeparator();
    menu->addAction(QObject::tr("Export chart as PNG / PDF / SVG..."), [&chart, parent] {
        exportWithDialog(chart, parent, QObject::tr("Export Chart"),
                         QObject::tr("PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)"));
    });
    menu->addAction(QObject::tr("Export data as CSV / JSON..."), [&chart, parent] {
        exportWithDialog(chart, parent, QObject::tr("Export Chart Data"),
                         QObject::tr("CSV table (*.csv);;JSON document (*.json)"));
    });
    return menu;
}

void installChartContextMenu(QWidget* chartWidget, ExportableChart& chart, QCustomPlot* plot) {
    if (plot == nullptr) plot = chart.plot();
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, chartWidget, [&chart, chartWidget, plot](QPoint pos) {
        QMenu* menu = createChartMenu(chart, chartWidget);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(plot->mapToGlobal(pos));
    });
}

}  // namespace wr::gui
