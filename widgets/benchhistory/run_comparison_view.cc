#include "widgets/benchhistory/run_comparison_view.h"

#include "widgets/charts/chart_export.h"

#include <qcustomplot.h>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "bench/results/results_files.h"

namespace wr::gui {

namespace {

const QColor kFaster(0x1b, 0x7f, 0x3a);
const QColor kSlower(0xb0, 0x20, 0x20);

Result<bench::RunComparison> readAndCompare(const QStringList& dirs) {
    std::vector<bench::Json> docs;
    for (const QString& dir : dirs) {
        WR_ASSIGN_OR_RETURN(bench::Json doc, bench::readResults(dir.toStdString()));
        docs.push_back(std::move(doc));
    }
    return bench::compareRuns(docs);
}

// Each row's point without the settings every row shares ("k=10 mode=cold"
// where all rows are of data_set=KVData3): what tells the rows' bars apart.
QStringList distinguishingPoints(const std::vector<bench::ComparisonRow>& rows) {
    std::vector<QStringList> settings;
    for (const auto& row : rows) {
        settings.push_back(QString::fromStdString(row.point).split(QLatin1Char(' '), Qt::SkipEmptyParts));
    }
    QStringList shared = settings.empty() ? QStringList() : settings.front();
    for (const auto& s : settings) {
        shared.removeIf([&s](const QString& setting) { return !s.contains(setting); });
    }
    QStringList out;
    for (auto& s : settings) {
        s.removeIf([&shared](const QString& setting) { return shared.contains(setting); });
        out << s.join(QLatin1Char(' '));
    }
    return out;
}

QString valueText(const std::optional<double>& value) {
    return value ? QLocale().toString(*value, 'f', 0) : RunComparisonView::tr("missing");
}

}  // namespace

RunComparisonView::RunComparisonView(QWidget* parent)
    : QWidget(parent), message_(new QLabel(this)), table_(new QTableWidget(this)), plot_(new QCustomPlot(this)) {
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->yAxis->setLabel(tr("ratio to the first run"));
    // Shown with the first comparison: an empty legend is a stray box.
    plot_->legend->setVisible(false);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(plot_);
    // Room for the bars above labels written upwards ("zdb read/get · mode=warm").
    plot_->setMinimumHeight(300);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setSizes({1000, 2000});  // a third for the table, two for the bars, however tall
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(message_);
    layout->addWidget(split);
    message_->setWordWrap(true);
    connect(&reading_, &QFutureWatcherBase::finished, this, [this] {
        auto comparison = reading_.result();
        if (comparison.isOk()) {
            QStringList names;
            for (const QString& dir : loading_) names << QFileInfo(dir).fileName();
            setComparison(*comparison, names);
        } else {
            showError(QString::fromStdString(comparison.status().message()));
        }
        emit loaded();
    });
    installChartContextMenu(this, *this);
}

void RunComparisonView::loadRuns(const QStringList& dirs) {
    loading_ = dirs;
    reading_.setFuture(QtConcurrent::run([dirs] { return readAndCompare(dirs); }));
}

void RunComparisonView::showError(const QString& text) {
    message_->setText(text);
    table_->clear();
    table_->setRowCount(0);
    table_->setColumnCount(0);
    plot_->clearPlottables();
    plot_->replot();
}

void RunComparisonView::setComparison(const bench::RunComparison& c, const QStringList& runNames) {
    message_->setText(tr("%1, %2: each later run over the first run")
                          .arg(QString::fromStdString(c.preset), QString::fromStdString(c.metric)));
    const int runs = static_cast<int>(c.runs.size());
    QStringList columns{tr("Store"), tr("Point"), tr("Step"), tr("Op")};
    for (int i = 0; i < runs; ++i) columns << (i < runNames.size() ? runNames[i] : tr("Run %1").arg(i + 1));
    for (int i = 1; i < runs; ++i) columns << tr("Ratio %1/1").arg(i + 1);
    table_->clear();
    table_->setColumnCount(static_cast<int>(columns.size()));
    table_->setHorizontalHeaderLabels(columns);
    table_->setRowCount(static_cast<int>(c.rows.size()));

    plot_->clearPlottables();
    plot_->clearItems();
    plot_->legend->setVisible(true);
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    std::vector<QCPBars*> bars;
    for (int i = 1; i < runs; ++i) {
        auto* b = new QCPBars(plot_->xAxis, plot_->yAxis);
        b->setName(columns[4 + runs + i - 1]);
        b->setWidth(0.8 / (runs - 1));
        b->setBrush(QColor::fromHsv((i - 1) * 360 / (runs - 1) % 360, 120, 200));
        bars.push_back(b);
    }
    const QStringList points = distinguishingPoints(c.rows);
    int tick = 0;
    for (int row = 0; row < static_cast<int>(c.rows.size()); ++row) {
        const bench::ComparisonRow& r = c.rows[static_cast<size_t>(row)];
        int col = 0;
        for (const std::string& key : {r.store, r.point, r.step, r.op}) {
            table_->setItem(row, col++, new QTableWidgetItem(QString::fromStdString(key)));
        }
        for (const auto& v : r.values) {
            auto* item = new QTableWidgetItem(valueText(v));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, col++, item);
        }
        bool charted = false;
        for (size_t i = 0; i < r.ratios.size(); ++i) {
            const auto& ratio = r.ratios[i];
            QString text = tr("missing");
            auto* item = new QTableWidgetItem;
            if (ratio) {
                const bool better = c.improved(*ratio), same = *ratio == 1;
                const QString arrow = same ? QStringLiteral("=") : better ? QStringLiteral("▲") : QStringLiteral("▼");
                text = QStringLiteral("%1 %2×").arg(arrow, QLocale().toString(*ratio, 'f', 3));
                if (!same) item->setForeground(better ? kFaster : kSlower);
                item->setToolTip(same     ? tr("unchanged")
                                 : better ? tr("better than the first run")
                                          : tr("worse than the first run"));
                const double offset = (static_cast<double>(i) - (r.ratios.size() - 1) / 2.0) * bars[i]->width();
                bars[i]->addData(tick + offset, *ratio);
                charted = true;
            }
            item->setText(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, col++, item);
        }
        if (charted) {
            QString label = QString::fromStdString(r.store + " " + r.step + (r.step == r.op ? "" : "/" + r.op));
            if (!points[row].isEmpty()) label += QStringLiteral(" · ") + points[row];
            ticks->addTick(tick++, label);
        }
    }
    table_->resizeColumnsToContents();
    // The line of no change: bars above it are the later run's gains.
    auto* unchanged = new QCPItemStraightLine(plot_);
    unchanged->point1->setCoords(0, 1);
    unchanged->point2->setCoords(1, 1);
    unchanged->setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
    plot_->xAxis->setTicker(ticks);
    // Many rows: labels written upwards, one per bar, still readable.
    plot_->xAxis->setTickLabelRotation(tick > 8 ? 90 : 0);
    plot_->xAxis->setRange(-0.6, std::max(tick, 1) - 0.4);
    plot_->yAxis->rescale();
    plot_->yAxis->setRangeLower(0);
    plot_->yAxis->setRangeUpper(std::max(plot_->yAxis->range().upper * 1.1, 1.1));
    plot_->replot();
}

ChartTable RunComparisonView::table() const {
    ChartTable t;
    for (int col = 0; col < table_->columnCount(); ++col) t.columns << table_->horizontalHeaderItem(col)->text();
    for (int row = 0; row < table_->rowCount(); ++row) {
        QStringList cells;
        for (int col = 0; col < table_->columnCount(); ++col) {
            cells << (table_->item(row, col) != nullptr ? table_->item(row, col)->text() : QString());
        }
        t.rows << cells;
    }
    return t;
}

QString RunComparisonView::message() const { return message_->text(); }

QString RunComparisonView::title() const { return tr("Runs compared"); }

}  // namespace wr::gui
