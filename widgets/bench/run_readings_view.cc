#include "widgets/bench/run_readings_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

QTableWidget* readOnlyTable(const QStringList& headers, QWidget* parent) {
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void addRow(QTableWidget* table, const QStringList& cells) {
    const int row = table->rowCount();
    table->insertRow(row);
    for (int c = 0; c < cells.size(); ++c) table->setItem(row, c, new QTableWidgetItem(cells[c]));
}

QString ratio(double value) { return QLocale().toString(value, 'f', 2) + QStringLiteral("x"); }

// "read", or "run/update" where the step's operation has another name.
QString operationOf(const std::string& step, const std::string& op) {
    return step == op ? fromUtf8(op) : fromUtf8(step) + QLatin1Char('/') + fromUtf8(op);
}

}  // namespace

RunReadingsView::RunReadingsView(QWidget* parent) : QWidget(parent) {
    leadsTitle_ = new QLabel(tr("Our engines against the fastest peer at this point"), this);
    leads_ = readOnlyTable(
        {tr("Store"), tr("Operation"), tr("Fastest peer"), tr("Ratio of medians"), tr("Lowest single run")}, this);
    leads_->setToolTip(
        tr("The lowest single run divides ours in one repetition by the fastest peer in that "
           "repetition: below 1.00x, the noise can turn the lead over"));
    scalingTitle_ = new QLabel(tr("Throughput by client threads (speed-up over the fewest)"), this);
    scaling_ = readOnlyTable({tr("Store"), tr("Point"), tr("Operation"), tr("Operations per second by threads")}, this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(leadsTitle_);
    layout->addWidget(leads_);
    layout->addWidget(scalingTitle_);
    layout->addWidget(scaling_);
    showPoint({}, {});
}

void RunReadingsView::setRun(const wr::bench::Json& results) {
    allLeads_ = wr::bench::peerLeads(results);
    allScaling_ = wr::bench::threadScaling(results);
}

void RunReadingsView::showPoint(const QString& presetId, const QString& point) {
    const std::string preset = presetId.toStdString();
    leads_->setRowCount(0);
    for (const auto& l : allLeads_) {
        if (l.preset != preset || fromUtf8(l.point) != point) continue;
        addRow(leads_, {fromUtf8(l.store), operationOf(l.step, l.op), fromUtf8(l.bestPeer), ratio(l.ratio),
                        l.repetitions > 0 ? ratio(l.lowestRunRatio) : QStringLiteral("-")});
    }
    scaling_->setRowCount(0);
    for (const auto& s : allScaling_) {
        if (s.preset != preset || s.opsPerSecond.size() < 2) continue;
        QStringList cells;
        for (const auto& [threads, ops] : s.opsPerSecond) {
            cells << tr("%1: %2 (%3)").arg(threads).arg(QLocale().toString(ops, 'f', 0), ratio(s.speedup(threads)));
        }
        addRow(scaling_,
               {fromUtf8(s.store), fromUtf8(s.point), operationOf(s.step, s.op), cells.join(QStringLiteral("; "))});
    }
    leadsTitle_->setVisible(leads_->rowCount() > 0);
    leads_->setVisible(leads_->rowCount() > 0);
    scalingTitle_->setVisible(scaling_->rowCount() > 0);
    scaling_->setVisible(scaling_->rowCount() > 0);
}

}  // namespace wr::gui
