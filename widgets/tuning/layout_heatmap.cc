#include "widgets/tuning/layout_heatmap.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "widgets/charts/chart_export.h"
#include "widgets/charts/deferred_replot.h"
#include "widgets/tuning/ops_rate_text.h"

namespace wr::gui {

namespace {

const QColor kEmptyCell(0xdd, 0xdd, 0xdd);
const QColor kBestOutline(0xd6, 0x27, 0x28);

// Light to dark (ColorBrewer's YlGnBu): the best cells are the darkest.
QCPColorGradient throughputGradient() {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0xff, 0xff, 0xcc));
    gradient.setColorStopAt(0.5, QColor(0x41, 0xb6, 0xc4));
    gradient.setColorStopAt(1.0, QColor(0x25, 0x34, 0x94));
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(kEmptyCell);
    return gradient;
}

int indexOf(const std::vector<int>& values, int value) {
    auto it = std::find(values.begin(), values.end(), value);
    return it == values.end() ? -1 : static_cast<int>(it - values.begin());
}

QString number(double value) { return QString::number(value, 'f', 0); }

}  // namespace

LayoutHeatmap::LayoutHeatmap(QWidget* parent)
    : QWidget(parent),
      plot_(new QCustomPlot(this)),
      map_(new QCPColorMap(plot_->xAxis, plot_->yAxis)),
      scale_(new QCPColorScale(plot_)),
      bestMark_(nullptr),
      metricBox_(new QComboBox(this)),
      summary_(new QLabel(this)) {
    metricBox_->addItem(tr("Mean of read, write and delete (Table 7)"), int(LayoutMetric::kMean));
    metricBox_->addItem(tr("Read throughput"), int(LayoutMetric::kRead));
    metricBox_->addItem(tr("Write throughput"), int(LayoutMetric::kWrite));
    metricBox_->addItem(tr("Delete throughput"), int(LayoutMetric::kDelete));
    connect(metricBox_, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMetric(LayoutMetric(metricBox_->itemData(index).toInt())); });

    plot_->xAxis->setLabel(tr("subkey length WR_L"));
    plot_->yAxis->setLabel(tr("index depth WR_D"));
    plot_->xAxis->grid()->setVisible(false);
    plot_->yAxis->grid()->setVisible(false);
    plot_->plotLayout()->addElement(0, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    // The scale's numbers as the user's locale writes them ("30,000").
    plot_->setLocale(QLocale());
    scale_->axis()->setNumberFormat(QStringLiteral("f"));
    scale_->axis()->setNumberPrecision(0);
    map_->setColorScale(scale_);
    map_->setGradient(throughputGradient());
    map_->setInterpolate(false);
    // The plot and the scale share their vertical margins, so they line up.
    auto* margins = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    plot_->setMinimumSize(360, 280);
    plot_->setMouseTracking(true);
    connect(plot_, &QCustomPlot::mouseMove, this, &LayoutHeatmap::showHover);
    connect(plot_, &QCustomPlot::mousePress, this, &LayoutHeatmap::choose);

    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(tr("&Map:"), metricBox_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(plot_, 1);
    layout->addWidget(summary_);
    setGrid({1, 2, 3, 4}, {1, 2, 3, 4}, 8);
    installChartContextMenu(this, *this);
}

void LayoutHeatmap::setGrid(const std::vector<int>& depths, const std::vector<int>& lengths, int maxPath) {
    depths_ = depths;
    lengths_ = lengths;
    maxPath_ = maxPath;
    scores_.clear();
    // Cells sit at integer indices; the ticks name the settings, which need
    // not be consecutive (1, 2, 4).
    auto tickerFor = [](const std::vector<int>& values) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (size_t i = 0; i < values.size(); ++i) ticker->addTick(double(i), QString::number(values[i]));
        return ticker;
    };
    plot_->xAxis->setTicker(tickerFor(lengths_));
    plot_->yAxis->setTicker(tickerFor(depths_));
    plot_->xAxis->setRange(-0.5, std::max<double>(1, lengths_.size()) - 0.5);
    plot_->yAxis->setRange(-0.5, std::max<double>(1, depths_.size()) - 0.5);
    map_->data()->setSize(std::max<int>(1, int(lengths_.size())), std::max<int>(1, int(depths_.size())));
    map_->data()->setRange(QCPRange(0, std::max<double>(0, lengths_.size() - 1.0)),
                           QCPRange(0, std::max<double>(0, depths_.size() - 1.0)));
    redraw();
}

void LayoutHeatmap::setLayoutScore(int depth, int length, double read, double write, double remove) {
    const LayoutCell cell{depth, length};
    if (!inGrid(cell)) return;
    scores_[cell] = wr::bench::LayoutScore{layoutName(cell), read, write, remove};
    redraw();
}

void LayoutHeatmap::clearScores() {
    scores_.clear();
    redraw();
}

void LayoutHeatmap::setMetric(LayoutMetric metric) {
    metric_ = metric;
    const int index = metricBox_->findData(int(metric));
    if (metricBox_->currentIndex() != index) metricBox_->setCurrentIndex(index);
    redraw();
}

bool LayoutHeatmap::inGrid(const LayoutCell& cell) const {
    return indexOf(depths_, cell.depth) >= 0 && indexOf(lengths_, cell.length) >= 0 &&
           cell.depth * cell.length <= maxPath_;
}

double LayoutHeatmap::valueOf(const wr::bench::LayoutScore& score, LayoutMetric metric) const {
    switch (metric) {
    case LayoutMetric::kRead: return score.read;
    case LayoutMetric::kWrite: return score.write;
    case LayoutMetric::kDelete: return score.remove;
    case LayoutMetric::kMean: return score.average();
    }
    return score.average();
}

std::optional<double> LayoutHeatmap::cellValue(const LayoutCell& cell) const {
    auto it = scores_.find(cell);
    if (it == scores_.end()) return std::nullopt;
    return valueOf(it->second, metric_);
}

std::optional<LayoutCell> LayoutHeatmap::bestBy(LayoutMetric metric) const {
    std::optional<LayoutCell> best;
    double bestValue = 0;
    for (int depth : depths_) {
        for (int length : lengths_) {
            auto it = scores_.find({depth, length});
            if (it == scores_.end()) continue;
            const double value = valueOf(it->second, metric);
            if (!best || value > bestValue) {
                best = it->first;
                bestValue = value;
            }
        }
    }
    return best;
}

std::optional<LayoutCell> LayoutHeatmap::bestLayout() const { return bestBy(metric_); }

QString LayoutHeatmap::metricName(LayoutMetric metric) const {
    switch (metric) {
    case LayoutMetric::kRead: return tr("read throughput");
    case LayoutMetric::kWrite: return tr("write throughput");
    case LayoutMetric::kDelete: return tr("delete throughput");
    case LayoutMetric::kMean: return tr("mean of read, write and delete throughput");
    }
    return {};
}

QString LayoutHeatmap::summary() const {
    const auto best = bestLayout();
    if (!best) return tr("No layout measured yet.");
    const QString name = QString::fromStdString(layoutName(*best));
    const double bestValue = *cellValue(*best);
    // The runner-up: the best of the others, in the same order.
    std::optional<LayoutCell> second;
    double secondValue = 0;
    for (int depth : depths_) {
        for (int length : lengths_) {
            auto value = cellValue({depth, length});
            if (!value || LayoutCell{depth, length} == *best) continue;
            if (!second || *value > secondValue) {
                second = LayoutCell{depth, length};
                secondValue = *value;
            }
        }
    }
    QString text = tr("%1 has the highest %2: %3").arg(name, metricName(metric_), formatOpsPerSecond(bestValue));
    if (second) {
        const double above = secondValue > 0 ? 100.0 * (bestValue / secondValue - 1) : 0;
        text +=
            tr(", %1% above %2").arg(QLocale().toString(above, 'f', 0), QString::fromStdString(layoutName(*second)));
    } else {
        text += tr(", the only layout measured so far");
    }
    if (metric_ == LayoutMetric::kMean) return text + tr("; Table 7's rule.");
    const auto overall = bestBy(LayoutMetric::kMean);
    return text + tr(". By Table 7's rule (the mean of the three) the best layout is %1.")
                      .arg(QString::fromStdString(layoutName(*overall)));
}

QString LayoutHeatmap::cellToolTip(const LayoutCell& cell) const {
    const QString name = QString::fromStdString(layoutName(cell));
    if (!inGrid(cell)) {
        return tr("%1: outside the grid (WR_D x WR_L = %2, above the longest path %3)")
            .arg(name)
            .arg(cell.depth * cell.length)
            .arg(maxPath_);
    }
    auto it = scores_.find(cell);
    if (it == scores_.end()) return tr("%1: not measured yet").arg(name);
    const auto& s = it->second;
    QString text = tr("%1\nread %2\nwrite %3\ndelete %4\nmean %5")
                       .arg(name, formatOpsPerSecond(s.read), formatOpsPerSecond(s.write), formatOpsPerSecond(s.remove),
                            formatOpsPerSecond(s.average()));
    return text + tr("\nClick to create a WR-Store with this layout.");
}

std::optional<LayoutCell> LayoutHeatmap::cellAt(const QPointF& pixel) const {
    if (!plot_->axisRect()->rect().contains(pixel.toPoint())) return std::nullopt;
    const long x = std::lround(plot_->xAxis->pixelToCoord(pixel.x()));
    const long y = std::lround(plot_->yAxis->pixelToCoord(pixel.y()));
    if (x < 0 || y < 0 || x >= long(lengths_.size()) || y >= long(depths_.size())) return std::nullopt;
    return LayoutCell{depths_[size_t(y)], lengths_[size_t(x)]};
}

QPointF LayoutHeatmap::cellCenter(const LayoutCell& cell) const {
    return {plot_->xAxis->coordToPixel(indexOf(lengths_, cell.length)),
            plot_->yAxis->coordToPixel(indexOf(depths_, cell.depth))};
}

ChartTable LayoutHeatmap::table() const {
    ChartTable out;
    out.columns = QStringList{QStringLiteral("depth"), QStringLiteral("length"), QStringLiteral("read"),
                              QStringLiteral("write"), QStringLiteral("delete"), QStringLiteral("mean")};
    for (int depth : depths_) {
        for (int length : lengths_) {
            auto it = scores_.find({depth, length});
            if (it == scores_.end()) continue;
            const auto& s = it->second;
            out.rows.append(QStringList{QString::number(depth), QString::number(length), number(s.read),
                                        number(s.write), number(s.remove), number(s.average())});
        }
    }
    return out;
}

void LayoutHeatmap::redraw() {
    plot_->clearItems();  // the cells' labels; the best mark is made again below
    bestMark_ = new QCPItemRect(plot_);
    bestMark_->setPen(QPen(kBestOutline, 3));
    bestMark_->setBrush(Qt::NoBrush);
    double low = 0, high = 0;
    bool any = false;
    for (size_t y = 0; y < depths_.size(); ++y) {
        for (size_t x = 0; x < lengths_.size(); ++x) {
            const LayoutCell cell{depths_[y], lengths_[x]};
            const auto value = cellValue(cell);
            map_->data()->setCell(int(x), int(y), value ? *value : std::nan(""));
            if (value) {
                low = any ? std::min(low, *value) : *value;
                high = any ? std::max(high, *value) : *value;
                any = true;
            }
        }
    }
    // One measured cell still needs a range to colour it by.
    map_->setDataRange(QCPRange(any && high > low ? low : 0, any && high > 0 ? high : 1));
    const auto best = bestLayout();
    for (size_t y = 0; y < depths_.size(); ++y) {
        for (size_t x = 0; x < lengths_.size(); ++x) {
            const LayoutCell cell{depths_[y], lengths_[x]};
            auto* label = new QCPItemText(plot_);
            label->position->setCoords(double(x), double(y));
            const auto value = cellValue(cell);
            if (!inGrid(cell)) {
                label->setText(tr("off grid"));
                label->setColor(Qt::gray);
            } else if (!value) {
                label->setText(QStringLiteral("–"));
                label->setColor(Qt::gray);
            } else {
                label->setText(best && *best == cell ? tr("best\n%1").arg(formatOpsShort(*value))
                                                     : formatOpsShort(*value));
                // Dark cells take white text.
                const double share = high > low ? (*value - low) / (high - low) : 1;
                label->setColor(share > 0.55 ? Qt::white : Qt::black);
                if (best && *best == cell) {
                    QFont bold = label->font();
                    bold.setBold(true);
                    label->setFont(bold);
                }
            }
        }
    }
    bestMark_->setVisible(best.has_value());
    if (best) {
        const double x = indexOf(lengths_, best->length), y = indexOf(depths_, best->depth);
        bestMark_->topLeft->setCoords(x - 0.48, y + 0.48);
        bestMark_->bottomRight->setCoords(x + 0.48, y - 0.48);
    }
    scale_->axis()->setLabel(tr("%1, ops/s").arg(metricName(metric_)));
    summary_->setText(summary());
    replotWhenShown(plot_);
}

void LayoutHeatmap::showHover(QMouseEvent* event) {
    const auto cell = cellAt(event->position());
    const QString text = cell ? cellToolTip(*cell) : QString();
    plot_->setToolTip(text);
    if (text.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    }
}

void LayoutHeatmap::choose(QMouseEvent* event) {
    const auto cell = cellAt(event->position());
    if (event->button() == Qt::LeftButton && cell && isMeasured(*cell)) emit layoutChosen(cell->depth, cell->length);
}

QString LayoutHeatmap::title() const { return tr("WR-Store layouts, %1").arg(metricName(metric_)); }

}  // namespace wr::gui
