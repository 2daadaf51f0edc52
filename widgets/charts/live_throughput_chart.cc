#include "widgets/charts/live_throughput_chart.h"

#include <qcustomplot.h>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

#include "widgets/charts/chart_interaction.h"
#include "widgets/charts/chart_style.h"
#include "widgets/charts/store_palette.h"

namespace wr::gui {

namespace {
// Half the samples' interval: two samples never share a redraw, and none
// waits more than this to be drawn.
constexpr int kRedrawIntervalMs = 50;
constexpr double kMebibyte = 1024.0 * 1024.0;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Where the data reach an axis's end, it grows to this much more than they
// need: the axes move a few times a minute, not with every sample.
constexpr double kAxisSlack = 1.25;

// Whether `range` starts at zero and fits `needed` without too much room.
bool fits(const QCPRange& range, double needed) {
    return range.lower == 0 && range.upper >= needed && range.upper <= needed * kAxisSlack * 1.0001;
}
}  // namespace

LiveThroughputChart::LiveThroughputChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    // The lines and the step marks on buffered layers of their own: a new
    // sample or step that leaves the axes where they are redraws only its
    // layer, not the axes, grid and legend. Steps can be shorter than a
    // tenth of a second, so marks change as often as lines do.
    plot_->addLayer(QStringLiteral("lines"), plot_->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    plot_->addLayer(QStringLiteral("marks"), plot_->layer(QStringLiteral("lines")), QCustomPlot::limAbove);
    lines_ = plot_->layer(QStringLiteral("lines"));
    marks_ = plot_->layer(QStringLiteral("marks"));
    lines_->setMode(QCPLayer::lmBuffered);
    marks_->setMode(QCPLayer::lmBuffered);
    // Lines of thousands of points, 2 px wide, redrawn ten times a second:
    // the faster polyline (plainer joins) is what keeps that cheap.
    plot_->setPlottingHint(QCP::phFastPolylines, true);
    plot_->xAxis->setLabel(tr("seconds since the run began"));
    placeLegendAbove(plot_, 8);
    showUnitNumbers();
    plot_->setMinimumHeight(200);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);

    // A precise timer: a coarse one may fire up to 5 % late.
    redrawTimer_.setTimerType(Qt::PreciseTimer);
    redrawTimer_.setInterval(kRedrawIntervalMs);
    connect(&redrawTimer_, &QTimer::timeout, this, [this] {
        if (dirty_)
            redraw();
        else
            redrawTimer_.stop();
    });
    connect(plot_, &QCustomPlot::afterReplot, this, [this] { ++replotCount_; });
    // Once the user moves the view, new samples no longer pull it back.
    connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() == Qt::LeftButton) following_ = false;
    });
    connect(plot_, &QCustomPlot::mouseWheel, this, [this] { following_ = false; });
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { thinMarks(); });
    installChartInteraction(this, *this);
    clear();
}

void LiveThroughputChart::beginStep(const QString& store, const QString& step, int repetition, const QString& point,
                                    double bytesPerOperation) {
    Series& series = seriesOf(store);
    series.inStep = true;
    series.segmentStarted = false;
    series.stepStart = runSeconds_;
    series.bytesPerOperation = bytesPerOperation;
    // The point only where it changes: every step repeating it hides the plot.
    QString label = tr("%1 rep %2").arg(step).arg(repetition);
    if (!point.isEmpty() && point != series.lastPoint) label += QStringLiteral(" · ") + point;
    series.lastPoint = point;
    addMarker(store, runSeconds_, label);
    marksChanged_ = true;
    scheduleRedraw();
}

void LiveThroughputChart::addSample(const QString& store, const wr::bench::ThroughputSample& sample) {
    Series& series = seriesOf(store);
    if (!series.inStep) {
        // A sample outside any step: its step began where the run stands now.
        series.inStep = true;
        series.segmentStarted = false;
        series.stepStart = runSeconds_;
        series.bytesPerOperation = 0;
    }
    Point point;
    point.seconds = series.stepStart + sample.seconds;
    point.opsPerSecond = sample.rate;
    point.bytesPerSecond = series.bytesPerOperation > 0 ? sample.rate * series.bytesPerOperation : -1;
    point.startsSegment = !series.segmentStarted;
    series.segmentStarted = true;
    series.points.push_back(point);
    runSeconds_ = std::max(runSeconds_, point.seconds);
    if (static_cast<int>(series.points.size()) > maxPoints_) compact(series);
    scheduleRedraw();
}

void LiveThroughputChart::endStep(const QString& store) {
    Series& series = seriesOf(store);
    series.inStep = false;
    series.segmentStarted = false;
    scheduleRedraw();
}

void LiveThroughputChart::clear() {
    redrawTimer_.stop();
    for (const auto& marker : markers_) {
        marker.line->setVisible(false);
        marker.label->setVisible(false);
        spareMarkers_.push_back(marker);
    }
    markers_.clear();
    for (auto& [store, series] : series_) plot_->removeGraph(series.graph);
    series_.clear();
    storeOrder_.clear();
    runSeconds_ = 0;
    maxValue_ = 0;
    dirty_ = false;
    following_ = true;
    plot_->yAxis->setLabel(unitLabel());
    followData();
    wholePlotChanged_ = true;
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void LiveThroughputChart::setUnit(ThroughputUnit unit) {
    if (unit == unit_) return;
    unit_ = unit;
    plot_->yAxis->setLabel(unitLabel());
    showUnitNumbers();
    for (auto& [store, series] : series_) series.needsRebuild = true;
    maxValue_ = 0;
    following_ = true;
    wholePlotChanged_ = true;
    redraw();
}

void LiveThroughputChart::setMaxPointsPerStore(int points) {
    // Fewer points than this cannot be halved and still show a line.
    maxPoints_ = std::max(16, points);
    for (auto& [store, series] : series_) {
        while (static_cast<int>(series.points.size()) > maxPoints_ && compact(series)) {
        }
    }
    scheduleRedraw();
}

QVector<QPointF> LiveThroughputChart::points(const QString& store) const {
    QVector<QPointF> out;
    auto it = series_.find(store);
    if (it == series_.end()) return out;
    out.reserve(static_cast<qsizetype>(it->second.points.size()));
    for (const auto& point : it->second.points) {
        const double value = valueOf(point);
        if (!std::isnan(value)) out.append(QPointF(point.seconds, value));
    }
    return out;
}

QStringList LiveThroughputChart::stores() const { return storeOrder_; }

QStringList LiveThroughputChart::stepLabels() const {
    QStringList labels;
    for (const auto& marker : markers_) labels.append(marker.label->text());
    return labels;
}

int LiveThroughputChart::graphCount() const { return plot_->graphCount(); }

ChartTable LiveThroughputChart::table() const {
    ChartTable table{{tr("store"), tr("seconds"), unitLabel()}, {}};
    for (const auto& store : storeOrder_) {
        for (const auto& point : points(store))
            table.rows.append({store, QString::number(point.x(), 'f', 3), QString::number(point.y(), 'g', 10)});
    }
    return table;
}

QString LiveThroughputChart::title() const { return tr("Throughput"); }

void LiveThroughputChart::fitToData() {
    following_ = true;
    wholePlotChanged_ = true;
    redraw();
}

LiveThroughputChart::Series& LiveThroughputChart::seriesOf(const QString& store) {
    auto it = series_.find(store);
    if (it != series_.end()) return it->second;
    Series& series = series_[store];
    series.graph = plot_->addGraph();
    series.graph->setLayer(lines_);
    series.graph->setName(store);
    wholePlotChanged_ = true;  // a new legend entry
    const StoreStyle style = storeStyle(store);
    series.graph->setPen(QPen(style.colour, 2, style.lineStyle));
    storeOrder_.append(store);
    return series;
}

void LiveThroughputChart::addMarker(const QString& store, double seconds, const QString& text) {
    StepMarker marker;
    if (static_cast<int>(markers_.size()) >= kMaxStepMarkers) {
        // A run of hours has thousands of steps: the oldest mark is reused.
        marker = markers_.front();
        markers_.pop_front();
    } else {
        if (spareMarkers_.empty()) addSpareMarkers();
        marker = spareMarkers_.back();
        spareMarkers_.pop_back();
    }
    const QColor colour = storeStyle(store).colour;
    marker.line->setPen(QPen(colour, 1, Qt::DotLine));
    marker.line->point1->setCoords(seconds, 0);
    marker.line->point2->setCoords(seconds, 1);
    marker.label->position->setCoords(seconds, 0.02);
    marker.label->setText(text);
    marker.label->setColor(colour);
    markers_.push_back(marker);
}

// A new item invalidates its layer's buffer, and QCustomPlot then redraws
// the whole plot, not the layer: marks are made a batch at a time, hidden
// until used, and never deleted.
void LiveThroughputChart::addSpareMarkers() {
    constexpr int kBatch = 32;
    for (int i = 0; i < kBatch; ++i) {
        auto* line = new QCPItemStraightLine(plot_);
        line->setLayer(marks_);
        line->setSelectable(false);
        line->setVisible(false);
        // Written down along the line's right side, so the labels of short steps do not overlap.
        auto* label = new QCPItemText(plot_);
        label->setLayer(marks_);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setRotation(90);
        label->setPadding(QMargins(2, 0, 0, 3));
        label->setSelectable(false);
        label->setVisible(false);
        spareMarkers_.push_back({line, label});
    }
    wholePlotChanged_ = true;
}

// Merges pairs among the older half of the points: recent data keeps full
// resolution, old data coarsens, the count stays below the bound. A step's
// first point stays as it was, so the lines still begin where the steps did;
// only when too many steps leave too little to merge are steps' edges merged
// too (the run's first point never is, so the time span stays whole).
bool LiveThroughputChart::compact(Series& series) {
    auto merge = [](const Point& a, const Point& b) {
        const double wa = a.weight, wb = b.weight, w = wa + wb;
        Point merged;
        merged.seconds = (a.seconds * wa + b.seconds * wb) / w;
        merged.opsPerSecond = (a.opsPerSecond * wa + b.opsPerSecond * wb) / w;
        merged.bytesPerSecond =
            a.bytesPerSecond >= 0 && b.bytesPerSecond >= 0 ? (a.bytesPerSecond * wa + b.bytesPerSecond * wb) / w : -1;
        merged.weight = a.weight + b.weight;
        merged.startsSegment = a.startsSegment;
        return merged;
    };
    auto pass = [&](const std::vector<Point>& in, bool acrossSteps) {
        const size_t older = in.size() / 2;
        std::vector<Point> out;
        out.reserve(in.size());
        size_t i = 0;
        while (i < older) {
            const bool mergeable =
                i + 1 < older && (acrossSteps ? i > 0 : !in[i].startsSegment && !in[i + 1].startsSegment);
            if (mergeable) {
                out.push_back(merge(in[i], in[i + 1]));
                i += 2;
            } else {
                out.push_back(in[i]);
                i += 1;
            }
        }
        out.insert(out.end(), in.begin() + static_cast<std::ptrdiff_t>(older), in.end());
        return out;
    };
    std::vector<Point> compacted = pass(series.points, false);
    if (compacted.size() > static_cast<size_t>(maxPoints_) * 7 / 8) compacted = pass(compacted, true);
    const bool shorter = compacted.size() < series.points.size();
    series.points = std::move(compacted);
    series.needsRebuild = true;
    return shorter;
}

double LiveThroughputChart::valueOf(const Point& point) const {
    if (unit_ == ThroughputUnit::OperationsPerSecond) return point.opsPerSecond;
    return point.bytesPerSecond >= 0 ? point.bytesPerSecond / kMebibyte : kNaN;
}

void LiveThroughputChart::scheduleRedraw() {
    dirty_ = true;
    // The first sample after a pause is drawn at once, the rest on the timer:
    // never one replot per sample.
    if (!redrawTimer_.isActive()) {
        redraw();
        redrawTimer_.start();
    }
}

void LiveThroughputChart::redraw() {
    dirty_ = false;
    for (auto& [store, series] : series_) syncGraph(series);
    if (following_ && followData()) wholePlotChanged_ = true;
    if (!wholePlotChanged_) {
        // A layer's replot draws at once and counts no afterReplot.
        if (marksChanged_) {
            thinMarks();
            marks_->replot();
        }
        marksChanged_ = false;
        lines_->replot();
        ++replotCount_;
        return;
    }
    wholePlotChanged_ = false;
    marksChanged_ = false;
    thinMarks();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// Shows a step's line only a few pixels clear of the one before it on screen,
// and its label only where it does not run into the label before it: steps
// shorter than a pixel still show where they begin, the labels stay
// readable, and a plot of many short steps does not draw hundreds of lines
// on top of each other.
void LiveThroughputChart::thinMarks() {
    constexpr double kLineSpacing = 4;
    const double labelSpacing = QFontMetrics(font()).height() + 2;
    double lastLine = -1e9, lastLabel = -1e9;
    for (const auto& marker : markers_) {
        const double key = marker.line->point1->key();
        const double x = plot_->xAxis->coordToPixel(key);
        const bool line = x - lastLine >= kLineSpacing && plot_->xAxis->range().contains(key);
        const bool label = line && x - lastLabel >= labelSpacing;
        marker.line->setVisible(line);
        marker.label->setVisible(label);
        if (line) lastLine = x;
        if (label) lastLabel = x;
    }
}

// Hands the graph the points it does not have yet; after a merge or a change
// of unit, all of them. A NaN before each step's first point breaks the line
// between steps.
void LiveThroughputChart::syncGraph(Series& series) {
    if (series.needsRebuild) {
        series.graph->data()->clear();
        series.drawnPoints = 0;
        series.needsRebuild = false;
    }
    QVector<double> keys, values;
    for (size_t i = series.drawnPoints; i < series.points.size(); ++i) {
        const Point& point = series.points[i];
        if (point.startsSegment && i > 0) {
            keys.append(point.seconds);
            values.append(kNaN);
        }
        const double value = valueOf(point);
        keys.append(point.seconds);
        values.append(value);
        if (!std::isnan(value)) maxValue_ = std::max(maxValue_, value);
    }
    series.drawnPoints = series.points.size();
    if (!keys.isEmpty()) series.graph->addData(keys, values, true);
}

bool LiveThroughputChart::followData() {
    const double seconds = std::max(10.0, runSeconds_ * 1.03);
    // Headroom for the step labels at the top.
    // At least a range whose ticks are whole numbers of the unit's format:
    // 0-12.5 operations per second would be labelled 3, 5, 8.
    const double value = std::max(unit_ == ThroughputUnit::OperationsPerSecond ? 100.0 : 1.0, maxValue_ * 1.3);
    bool moved = false;
    if (!fits(plot_->xAxis->range(), seconds)) {
        plot_->xAxis->setRange(0, seconds * kAxisSlack);
        moved = true;
    }
    if (!fits(plot_->yAxis->range(), value)) {
        plot_->yAxis->setRange(0, value * kAxisSlack);
        moved = true;
    }
    return moved;
}

// Operations per second as whole numbers; MiB per second with the decimals a
// slow store needs (0.25 MiB/s).
void LiveThroughputChart::showUnitNumbers() {
    if (unit_ == ThroughputUnit::OperationsPerSecond) {
        showWholeNumbers(plot_->yAxis);
    } else {
        plot_->yAxis->setNumberFormat(QStringLiteral("g"));
        plot_->yAxis->setNumberPrecision(4);
    }
}

QString LiveThroughputChart::unitLabel() const {
    return unit_ == ThroughputUnit::OperationsPerSecond ? tr("operations per second") : tr("MiB per second");
}

}  // namespace wr::gui
