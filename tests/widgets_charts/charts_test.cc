// The workbench's charts, offscreen: the live chart holds exactly the samples
// it was fed on the run's clock, one graph and legend entry per store, a
// bounded number of points under a million samples, and ten redraws a
// second while fed; the latency chart's lines and histogram; the results
// chart's bars, paper bars and ratios to the best peer; hover text; and every
// export format writes a file of its kind.
#include <qcustomplot.h>
#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

#include "widgets/charts/chart_export.h"
#include "widgets/charts/chart_interaction.h"
#include "widgets/charts/deferred_replot.h"
#include "widgets/charts/latency_chart.h"
#include "widgets/charts/live_throughput_chart.h"
#include "widgets/charts/results_chart.h"

using wr::gui::LatencyChart;
using wr::gui::LiveThroughputChart;
using wr::gui::ResultsChart;

namespace {

wr::bench::ThroughputSample sample(double seconds, double rate, const char* phase = "read") {
    wr::bench::ThroughputSample s;
    s.seconds = seconds;
    s.phase = phase;
    s.rate = rate;
    return s;
}

wr::bench::AggregateRow row(const char* store, const char* step, double opsPerSecond, double p99Ns = 1000) {
    wr::bench::AggregateRow r;
    r.preset = "004-tables2-4";
    r.store = store;
    r.point = "value_bytes=4 writers=1";
    r.step = step;
    r.op = step;
    r.samples = 3;
    r.opsPerSecond = opsPerSecond;
    r.bytesPerMs = opsPerSecond * 8 / 1000.0;
    r.p99Ns = p99Ns;
    return r;
}

// Seed 004 Tables 2 and 4's point: LevelDB, Kyoto Cabinet and ZDB writing and reading 4-byte values.
std::vector<wr::bench::AggregateRow> tables2to4Rows() {
    return {row("leveldb", "write", 300000, 4000), row("kyoto", "write", 150000, 9000),
            row("zdb", "write", 450000, 2000),     row("leveldb", "read", 500000, 3000),
            row("kyoto", "read", 250000, 5000),    row("zdb", "read", 400000, 2500)};
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class ChartsTest : public QObject {
    Q_OBJECT

private slots:
    void liveSeriesHoldTheSamplesOnTheRunClock();
    void liveChartShowsMebibytesWhereTheSizeIsKnown();
    void liveChartBreaksTheLineBetweenSteps();
    void liveChartStaysBoundedUnderAMillionSamples();
    void liveChartRedrawsOnATimerWhileFed();
    void liveChartRedrawsOnlyItsLinesWhileTheAxesStay();
    void liveChartReusesItsStepMarks();
    void liveChartBoundCanBeLowered();
    void hiddenChartsReplotWhenShown();
    void latencyLinesFollowTheSteps();
    void latencyHistogramShowsTheBuckets();
    void resultsBarsStandBesideThePaper();
    void resultsSetOurEnginesAgainstPeersOnly();
    void resultsListTheirPoints();
    void resultsMetricIsSelectable();
    void resultsLogScaleKeepsEveryBarInView();
    void hoverNamesThePointUnderTheCursor();
    void menuOffersFitAndExports();
    void everyFormatWritesAFileOfItsKind();
    void unknownSuffixIsRefused();
};

void ChartsTest::liveSeriesHoldTheSamplesOnTheRunClock() {
    LiveThroughputChart chart;
    chart.beginStep("wrstore", "load", 1, "k=1000");
    chart.addSample("wrstore", sample(0.1, 1000, "load"));
    chart.addSample("wrstore", sample(0.2, 1200, "load"));
    chart.addSample("wrstore", sample(0.3, 1100, "load"));
    chart.endStep("wrstore");
    // The next store's step begins where the run stands: 0.3 s.
    chart.beginStep("rocksdb", "load", 1, "k=1000");
    chart.addSample("rocksdb", sample(0.1, 800, "load"));
    chart.addSample("rocksdb", sample(0.2, 900, "load"));
    chart.endStep("rocksdb");
    chart.beginStep("wrstore", "read", 2, "k=1000");
    chart.addSample("wrstore", sample(0.1, 5000));

    const QVector<QPointF> wrstore = chart.points("wrstore");
    QCOMPARE(wrstore.size(), 4);
    QCOMPARE(wrstore[0], QPointF(0.1, 1000));
    QCOMPARE(wrstore[2], QPointF(0.3, 1100));
    QCOMPARE(wrstore[3].x(), 0.5 + 0.1);
    QCOMPARE(wrstore[3].y(), 5000.0);
    const QVector<QPointF> rocksdb = chart.points("rocksdb");
    QCOMPARE(rocksdb.size(), 2);
    QCOMPARE(rocksdb[0].x(), 0.3 + 0.1);
    QCOMPARE(rocksdb[1], QPointF(0.5, 900));

    QCOMPARE(chart.graphCount(), 2);
    QCOMPARE(chart.plot()->legend->itemCount(), 2);
    QCOMPARE(chart.stores(), QStringList({"wrstore", "rocksdb"}));
    QVERIFY(chart.plot()->graph(0)->pen().color() != chart.plot()->graph(1)->pen().color());
    QCOMPARE(chart.stepMarkerCount(), 3);
    // A step names its point only where the store's point changes.
    QCOMPARE(chart.stepLabels(), QStringList({"load rep 1 · k=1000", "load rep 1 · k=1000", "read rep 2"}));
    QCOMPARE(chart.runSeconds(), 0.6);

    chart.clear();
    QCOMPARE(chart.graphCount(), 0);
    QCOMPARE(chart.stepMarkerCount(), 0);
    for (int i = 0; i < chart.plot()->itemCount(); ++i) QVERIFY(!chart.plot()->item(i)->visible());
}

void ChartsTest::liveChartShowsMebibytesWhereTheSizeIsKnown() {
    LiveThroughputChart chart;
    chart.beginStep("flatfs", "put", 1, {}, 512 * 1024.0);
    chart.addSample("flatfs", sample(0.1, 10));
    chart.endStep("flatfs");
    chart.beginStep("flatfs", "scan", 1, {});
    chart.addSample("flatfs", sample(0.1, 70));
    chart.setUnit(wr::gui::ThroughputUnit::MebibytesPerSecond);
    QCOMPARE(chart.points("flatfs"), QVector<QPointF>({QPointF(0.1, 5)}));
    QCOMPARE(chart.plot()->yAxis->label(), QString("MiB per second"));
    chart.setUnit(wr::gui::ThroughputUnit::OperationsPerSecond);
    QCOMPARE(chart.points("flatfs").size(), 2);
}

void ChartsTest::liveChartBreaksTheLineBetweenSteps() {
    LiveThroughputChart chart;
    chart.beginStep("zdb", "write", 1, {});
    chart.addSample("zdb", sample(0.1, 10));
    chart.addSample("zdb", sample(0.2, 20));
    chart.endStep("zdb");
    chart.beginStep("zdb", "read", 1, {});
    chart.addSample("zdb", sample(0.1, 30));
    QTest::qWait(150);
    auto data = chart.plot()->graph(0)->data();
    QCOMPARE(data->size(), 4);
    QVERIFY(std::isnan(data->at(2)->value));
    QCOMPARE(data->at(3)->value, 30.0);
}

void ChartsTest::liveChartStaysBoundedUnderAMillionSamples() {
    LiveThroughputChart chart;
    QElapsedTimer fed;
    fed.start();
    constexpr int kSteps = 10;
    constexpr int kSamplesPerStep = 100000;
    for (int step = 0; step < kSteps; ++step) {
        chart.beginStep("wrstore", "read", step + 1, {});
        for (int i = 1; i <= kSamplesPerStep; ++i) chart.addSample("wrstore", sample(i * 0.1, 2000));
        chart.endStep("wrstore");
    }
    qInfo("1,000,000 samples fed in %lld ms", fed.elapsed());
    QTest::qWait(150);
    const QVector<QPointF> points = chart.points("wrstore");
    qInfo("%lld points kept", static_cast<long long>(points.size()));
    QVERIFY2(points.size() <= LiveThroughputChart::kDefaultMaxPointsPerStore,
             qPrintable(QString::number(points.size())));
    QVERIFY(points.size() > LiveThroughputChart::kDefaultMaxPointsPerStore / 2);
    // The whole span is there: the run's first sample and its last.
    QCOMPARE(points.first().x(), 0.1);
    QCOMPARE(points.last().x(), chart.runSeconds());
    QVERIFY(std::abs(chart.runSeconds() - kSteps * kSamplesPerStep * 0.1) < 1e-6);
    for (const auto& p : points) QCOMPARE(p.y(), 2000.0);
    for (int i = 1; i < points.size(); ++i) QVERIFY(points[i].x() > points[i - 1].x());
    // The graph holds the same points (and one gap before each step), not a million.
    QVERIFY(chart.plot()->graph(0)->dataCount() <= points.size() + kSteps);
    // Drawing is on the timer, not per sample.
    QVERIFY(chart.replotCount() < 100);
}

void ChartsTest::liveChartRedrawsOnATimerWhileFed() {
    LiveThroughputChart chart;
    chart.resize(800, 400);
    chart.beginStep("rocksdb", "read", 1, {});
    QTest::qWait(300);
    const qint64 before = chart.replotCount();
    QElapsedTimer fed;
    fed.start();
    double seconds = 0;
    while (fed.elapsed() < 1000) {
        // Far faster than the harness's 10 Hz: fifty samples a millisecond's wait.
        for (int i = 0; i < 50; ++i) chart.addSample("rocksdb", sample(seconds += 0.0001, 1000 + i));
        QTest::qWait(1);
    }
    const qint64 elapsedMs = fed.elapsed();
    QTest::qWait(20);  // the last queued replot
    const qint64 redraws = chart.replotCount() - before;
    qInfo("%lld redraws in %lld ms of feeding", redraws, elapsedMs);
    QVERIFY2(redraws >= 10, qPrintable(QString("%1 redraws in %2 ms").arg(redraws).arg(elapsedMs)));
    QVERIFY2(redraws <= 21 + (elapsedMs - 1000) / 50,
             qPrintable(QString("%1 redraws in %2 ms").arg(redraws).arg(elapsedMs)));
    // Without samples the timer stops: no more redraws.
    QTest::qWait(300);
    const qint64 settled = chart.replotCount();
    QTest::qWait(300);
    QCOMPARE(chart.replotCount(), settled);
}

void ChartsTest::liveChartRedrawsOnlyItsLinesWhileTheAxesStay() {
    LiveThroughputChart chart;
    chart.resize(800, 400);
    qint64 wholePlot = 0;
    connect(chart.plot(), &QCustomPlot::afterReplot, &chart, [&wholePlot] { ++wholePlot; });
    chart.beginStep("zdb", "read", 1, {});
    chart.addSample("zdb", sample(0.1, 1000));
    QTest::qWait(200);
    const qint64 wholeBefore = wholePlot, redrawsBefore = chart.replotCount();
    const QCPRange keys = chart.plot()->xAxis->range(), values = chart.plot()->yAxis->range();
    // Samples inside the axes as they stand: each is drawn, the axes are not.
    for (int i = 2; i <= 6; ++i) {
        chart.addSample("zdb", sample(i * 0.1, 900 + i));
        QTest::qWait(60);
    }
    QCOMPARE(chart.plot()->xAxis->range(), keys);
    QCOMPARE(chart.plot()->yAxis->range(), values);
    QVERIFY2(chart.replotCount() - redrawsBefore >= 5, qPrintable(QString::number(chart.replotCount())));
    QCOMPARE(wholePlot, wholeBefore);
    // A sample beyond the value axis grows it, by a quarter more than it needs.
    chart.addSample("zdb", sample(0.7, values.upper * 2));
    QTest::qWait(100);
    QCOMPARE(wholePlot, wholeBefore + 1);
    QCOMPARE(chart.plot()->yAxis->range().upper, values.upper * 2 * 1.3 * 1.25);
    QCOMPARE(chart.points("zdb").size(), 7);
}

void ChartsTest::liveChartReusesItsStepMarks() {
    LiveThroughputChart chart;
    for (int step = 0; step < 3 * LiveThroughputChart::kMaxStepMarkers; ++step) {
        chart.beginStep("lmdb", QString("step%1").arg(step), 1, {});
        chart.addSample("lmdb", sample(0.05, 100));
        chart.endStep("lmdb");
    }
    QCOMPARE(chart.stepMarkerCount(), LiveThroughputChart::kMaxStepMarkers);
    // The newest marks are kept; the plot's items are made once and reused.
    QCOMPARE(chart.stepLabels().last(), QString("step%1 rep 1").arg(3 * LiveThroughputChart::kMaxStepMarkers - 1));
    const int items = chart.plot()->itemCount();
    QVERIFY2(items <= 2 * (LiveThroughputChart::kMaxStepMarkers + 32), qPrintable(QString::number(items)));
    chart.clear();
    chart.beginStep("lmdb", "again", 1, {});
    QCOMPARE(chart.plot()->itemCount(), items);
    QCOMPARE(chart.stepLabels(), QStringList({"again rep 1"}));
}

void ChartsTest::liveChartBoundCanBeLowered() {
    LiveThroughputChart chart;
    for (int step = 0; step < 5; ++step) {
        chart.beginStep("sqlite", "write", 1, {});
        for (int i = 1; i <= 200; ++i) chart.addSample("sqlite", sample(i * 0.1, 300));
        chart.endStep("sqlite");
    }
    QCOMPARE(chart.points("sqlite").size(), 1000);
    chart.setMaxPointsPerStore(100);
    QVERIFY(chart.points("sqlite").size() <= 100);
    QCOMPARE(chart.points("sqlite").first().x(), 0.1);
    QCOMPARE(chart.points("sqlite").last().x(), 100.0);
    // Too small a bound is raised to one that still draws a line.
    chart.setMaxPointsPerStore(1);
    QVERIFY(chart.points("sqlite").size() <= 16);
    QVERIFY(chart.points("sqlite").size() >= 8);
}

void ChartsTest::hiddenChartsReplotWhenShown() {
    QCustomPlot plot;
    QTest::qWait(20);  // the replot a new plot queues for itself
    int replots = 0;
    connect(&plot, &QCustomPlot::afterReplot, &plot, [&replots] { ++replots; });
    // A chart on a tab not shown is fed all the same and costs nothing.
    for (int i = 0; i < 5; ++i) wr::gui::replotWhenShown(&plot);
    QTest::qWait(20);
    QCOMPARE(replots, 0);
    plot.show();
    QVERIFY(QTest::qWaitFor([&replots] { return replots >= 1; }, 1000));
    QTest::qWait(20);
    const int shown = replots;
    // Shown, it replots, queued: many calls in one pass cost one replot.
    for (int i = 0; i < 5; ++i) wr::gui::replotWhenShown(&plot);
    QTest::qWait(20);
    QCOMPARE(replots, shown + 1);
}

void ChartsTest::latencyLinesFollowTheSteps() {
    LatencyChart chart;
    chart.addStepLatency("wrstore", "load", "load", 2000, 9000, 30000);
    chart.addStepLatency("rocksdb", "load", "load", 3000, 12000, 50000);
    chart.addStepLatency("wrstore", "read", "read", 800, 4000, 11000);
    chart.addStepLatency("rocksdb", "read", "read", 1500, 6000, 20000);
    chart.addStepLatency("wrstore", "run", "update", 1000, 5000, 15000);
    QCOMPARE(chart.steps(), QStringList({"load", "read", "run/update"}));
    QCustomPlot* plot = chart.percentilePlot();
    QCOMPARE(plot->graphCount(), 6);
    QCOMPARE(plot->legend->itemCount(), 6);
    QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(plot->graph(0)->name(), QString("wrstore p50"));
    QCOMPARE(plot->graph(2)->name(), QString("wrstore p99.9"));
    auto wrstoreP99 = plot->graph(1)->data();
    QCOMPARE(wrstoreP99->size(), 3);
    QCOMPARE(wrstoreP99->at(1)->key, 1.0);
    QCOMPARE(wrstoreP99->at(1)->value, 4.0);  // µs
    QCOMPARE(plot->graph(4)->data()->at(1)->value, 6.0);

    // A later report of the same store and step replaces the earlier one.
    chart.addStepLatency("wrstore", "read", "read", 700, 3500, 10000);
    QCOMPARE(chart.percentilePlot()->graph(1)->data()->at(1)->value, 3.5);
    QCOMPARE(chart.table().rows.size(), 5);

    chart.setStoreFilter("rocksdb");
    QCOMPARE(chart.percentilePlot()->graphCount(), 3);
    QCOMPARE(chart.percentilePlot()->graph(0)->name(), QString("rocksdb p50"));
    QCOMPARE(chart.table().rows.size(), 2);
    QCOMPARE(chart.table().rows[0], QStringList({"rocksdb", "load", "3", "12", "50"}));
}

void ChartsTest::latencyHistogramShowsTheBuckets() {
    LatencyChart chart;
    chart.addStepLatency("wrstore", "read", "read", 800, 4000, 11000);
    chart.setHistogram("wrstore read", {{500, 1000, 120}, {1000, 2000, 800}, {4000, 8000, 30}});
    // A new histogram leaves the view the user chose.
    QCOMPARE(chart.view(), wr::gui::LatencyView::Percentiles);
    chart.setView(wr::gui::LatencyView::Histogram);
    QCOMPARE(chart.plot(), chart.histogramPlot());
    QCOMPARE(chart.histogramPlot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    auto data = chart.histogramPlot()->graph(0)->data();
    // Edges: 0.5 1 (2: gap to 4) 4 (8: end).
    QCOMPARE(data->size(), 5);
    QCOMPARE(data->at(0)->key, 0.5);
    QCOMPARE(data->at(1)->value, 800.0);
    QCOMPARE(data->at(2)->key, 2.0);
    QCOMPARE(data->at(2)->value, 0.0);
    QCOMPARE(data->at(4)->key, 8.0);
    const wr::gui::ChartTable table = chart.table();
    QCOMPARE(table.columns, QStringList({"low (µs)", "high (µs)", "operations"}));
    QCOMPARE(table.rows.size(), 3);
    QCOMPARE(table.rows[1], QStringList({"1", "2", "800"}));
    QCOMPARE(chart.title(), QString("Latency histogram: wrstore read"));
    QVERIFY(chart.describePoint(*chart.histogramPlot()->graph(0), 1).contains("800"));
    chart.setView(wr::gui::LatencyView::Percentiles);
    QCOMPARE(chart.plot(), chart.percentilePlot());
}

void ChartsTest::resultsBarsStandBesideThePaper() {
    ResultsChart chart;
    chart.setResults(tables2to4Rows(), "004-tables2-4", "value_bytes=4 writers=1");
    QCOMPARE(chart.groups(), QStringList({"write", "read"}));
    const auto& bars = chart.bars();
    // Three stores in each group, each beside seed 004's number for it.
    QCOMPARE(bars.size(), 12);
    auto find = [&](const QString& group, const QString& store, bool paper) -> const ResultsChart::Bar* {
        for (const auto& b : bars)
            if (b.group == group && b.store == store && b.paper == paper) return &b;
        return nullptr;
    };
    const auto* zdbWrite = find("write", "zdb", false);
    QVERIFY(zdbWrite != nullptr);
    QCOMPARE(zdbWrite->value, 450000.0);
    // The best peer of zdb's write is leveldb (300,000): 1.5x.
    QCOMPARE(zdbWrite->ratioToBestPeer, 1.5);
    QCOMPARE(ResultsChart::ratioLabel(zdbWrite->ratioToBestPeer), QString("1.50x best peer"));
    // A store far behind keeps two significant digits rather than "0.00x".
    QCOMPARE(ResultsChart::ratioLabel(0.0043), QString("0.0043x best peer"));
    // leveldb's best peer is kyoto: zdb, one of our engines, is no peer.
    QCOMPARE(find("write", "leveldb", false)->ratioToBestPeer, 2.0);
    // Seed 004 Table 2: LevelDB 347,246 writes/s with 4-byte values, one writer; Table 4: ZDB 1,326,205 reads/s.
    QCOMPARE(find("write", "leveldb", true)->value, 347246.0);
    QCOMPARE(find("read", "zdb", true)->value, 1326205.0);
    QCOMPARE(find("read", "zdb", true)->ratioToBestPeer, 0.0);
    // Paper bars sit right beside ours.
    QVERIFY(find("write", "leveldb", true)->key > find("write", "leveldb", false)->key);
    QVERIFY(find("write", "leveldb", true)->key < find("write", "kyoto", false)->key);

    // One legend entry per store and source; "paper" and ratio labels above the bars.
    QCOMPARE(chart.plot()->plottableCount(), 6);
    QCOMPARE(chart.plot()->legend->itemCount(), 6);
    // The legend sits above the plot, never over the bars and their labels.
    QVERIFY(chart.plot()->legend->layout() != chart.plot()->axisRect()->insetLayout());
    QStringList labels;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(chart.plot()->item(i))) labels << t->text();
    QCOMPARE(labels.count("paper"), 6);
    QVERIFY(labels.contains("1.50x best peer"));
    QCOMPARE(chart.table().rows.size(), 12);
}

// Two of our engines in one run: each stands against the fastest peer, as
// in wrctl report's table, never against the other (nor the raw disk).
void ChartsTest::resultsSetOurEnginesAgainstPeersOnly() {
    auto rows = tables2to4Rows();
    rows.push_back(row("wrstore 1D_2L", "write", 600000));
    auto disk = row("raw disk", "write", 900000);
    disk.storeUri = "disk:dir=/tmp/x";
    rows.push_back(disk);
    ResultsChart chart;
    chart.setResults(rows, "004-tables2-4", "value_bytes=4 writers=1");
    auto ratioOf = [&](const QString& store) {
        for (const auto& b : chart.bars())
            if (b.group == "write" && b.store == store && !b.paper) return b.ratioToBestPeer;
        return -1.0;
    };
    QCOMPARE(ratioOf("zdb"), 1.5);
    QCOMPARE(ratioOf("wrstore 1D_2L"), 2.0);
    QCOMPARE(ratioOf("kyoto"), 0.5);
}

void ChartsTest::resultsListTheirPoints() {
    auto rows = tables2to4Rows();
    auto other = row("zdb", "write", 1000);
    other.point = "value_bytes=1024 writers=1";
    rows.push_back(other);
    QCOMPARE(ResultsChart::pointsOf(rows, "004-tables2-4"),
             QStringList({"value_bytes=4 writers=1", "value_bytes=1024 writers=1"}));
    QCOMPARE(ResultsChart::pointsOf(rows, "000-fig9"), QStringList());
    ResultsChart chart;
    chart.setResults(rows, "004-tables2-4", "value_bytes=1024 writers=1");
    QCOMPARE(chart.groups(), QStringList({"write"}));
    // Alone in its group: no peer, no ratio; beside it seed 004 Table 2's 108,790 writes/s.
    QCOMPARE(chart.bars().size(), 2);
    QCOMPARE(chart.bars()[0].ratioToBestPeer, 0.0);
    QCOMPARE(chart.bars()[1].value, 108790.0);
}

void ChartsTest::resultsMetricIsSelectable() {
    ResultsChart chart;
    chart.setResults(tables2to4Rows(), "004-tables2-4", "value_bytes=4 writers=1");
    chart.setMetric(wr::gui::ResultsMetric::P99Latency);
    // No paper bars for latencies; lower is better, so the best peer is the lowest.
    QCOMPARE(chart.bars().size(), 6);
    QCOMPARE(chart.bars()[0].value, 4.0);
    QVERIFY(std::abs(chart.bars()[0].ratioToBestPeer - 4.0 / 9.0) < 1e-9);  // leveldb 4 µs over kyoto's 9 µs
    QCOMPARE(chart.bars()[2].ratioToBestPeer, 0.5);                         // zdb 2 µs over leveldb's 4 µs
    QCOMPARE(chart.plot()->yAxis->label(), QString("p99 latency (µs)"));
    chart.setMetric(wr::gui::ResultsMetric::MebibytesPerSecond);
    QVERIFY(std::abs(chart.bars()[0].value - 300000 * 8 / (1024.0 * 1024.0)) < 1e-9);
}

void ChartsTest::resultsLogScaleKeepsEveryBarInView() {
    ResultsChart chart;
    chart.setResults(tables2to4Rows(), "004-tables2-4", "value_bytes=4 writers=1");
    const auto bars = chart.bars().size();
    double lowest = 1e300, highest = 0;
    for (const auto& bar : chart.bars()) {
        lowest = std::min(lowest, bar.value);
        highest = std::max(highest, bar.value);
    }
    chart.setLogScale(true);
    QCOMPARE(chart.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    const QCPRange log = chart.plot()->yAxis->range();
    QVERIFY2(log.lower > 0 && log.lower < lowest, qPrintable(QString::number(log.lower)));
    QVERIFY(log.upper > highest);
    // The bars are the same; only the axis changed.
    QCOMPARE(chart.bars().size(), bars);
    chart.setLogScale(false);
    QCOMPARE(chart.plot()->yAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(chart.plot()->yAxis->range().lower, 0.0);
}

void ChartsTest::hoverNamesThePointUnderTheCursor() {
    LiveThroughputChart chart;
    chart.resize(800, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.beginStep("lmdb", "read", 1, {});
    for (int i = 1; i <= 50; ++i) chart.addSample("lmdb", sample(i * 0.2, 1000 + 10 * i));
    chart.fitToData();
    chart.plot()->replot();
    const QPointF pixel(chart.plot()->xAxis->coordToPixel(5.0), chart.plot()->yAxis->coordToPixel(1250));
    const QString text = wr::gui::chartHoverText(chart, pixel);
    QVERIFY2(text.startsWith("lmdb\n"), qPrintable(text));
    QVERIFY2(text.contains("1,250") || text.contains("1250"), qPrintable(text));
    QCOMPARE(wr::gui::chartHoverText(chart, QPointF(chart.plot()->xAxis->coordToPixel(5.0), 5)), QString());

    ResultsChart results;
    results.resize(800, 400);
    results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&results));
    results.setResults(tables2to4Rows(), "004-tables2-4", "value_bytes=4 writers=1");
    results.plot()->replot();
    const auto& zdb = results.bars()[4];
    QCOMPARE(zdb.store, QString("zdb"));
    const QPointF inBar(results.plot()->xAxis->coordToPixel(zdb.key),
                        results.plot()->yAxis->coordToPixel(zdb.value / 2));
    const QString barText = wr::gui::chartHoverText(results, inBar);
    QVERIFY2(barText.startsWith("zdb · write"), qPrintable(barText));
    QVERIFY2(barText.contains("1.50x best peer"), qPrintable(barText));
}

void ChartsTest::menuOffersFitAndExports() {
    LiveThroughputChart chart;
    chart.beginStep("bdb", "load", 1, {});
    chart.addSample("bdb", sample(30, 5000));
    chart.plot()->xAxis->setRange(100, 200);  // as if the user had panned away
    std::unique_ptr<QMenu> menu(wr::gui::createChartMenu(chart, &chart));
    QStringList texts;
    for (auto* action : menu->actions())
        if (!action->isSeparator()) texts << action->text();
    QCOMPARE(texts, QStringList({"Fit", "Export chart as PNG / PDF / SVG...", "Export data as CSV / JSON..."}));
    menu->actions().first()->trigger();
    QCOMPARE(chart.plot()->xAxis->range().lower, 0.0);
    QVERIFY(chart.plot()->xAxis->range().upper >= 30);
    // A double-click fits too.
    chart.plot()->xAxis->setRange(100, 200);
    QTest::mouseDClick(chart.plot(), Qt::LeftButton, Qt::NoModifier, QPoint(50, 50));
    QCOMPARE(chart.plot()->xAxis->range().lower, 0.0);
    QCOMPARE(chart.plot()->interactions(), QCP::iRangeDrag | QCP::iRangeZoom);
    QCOMPARE(chart.plot()->contextMenuPolicy(), Qt::CustomContextMenu);
}

void ChartsTest::everyFormatWritesAFileOfItsKind() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LiveThroughputChart live;
    live.beginStep("wrstore", "read", 1, {});
    live.addSample("wrstore", sample(0.1, 1500));
    live.addSample("wrstore", sample(0.2, 1700));
    LatencyChart latency;
    latency.addStepLatency("wrstore", "read", "read", 800, 4000, 11000);
    ResultsChart results;
    results.setResults(tables2to4Rows(), "004-tables2-4", "value_bytes=4 writers=1");
    const std::vector<std::pair<QString, wr::gui::ExportableChart*>> charts = {
        {"live", &live}, {"latency", &latency}, {"results", &results}};
    for (const auto& [name, chart] : charts) {
        const QString base = dir.filePath(name);
        QCOMPARE(wr::gui::exportChart(*chart, base + ".png"), QString());
        QVERIFY(readAll(base + ".png").startsWith("\x89PNG\r\n\x1a\n"));
        QCOMPARE(wr::gui::exportChart(*chart, base + ".pdf"), QString());
        QVERIFY(readAll(base + ".pdf").startsWith("%PDF"));
        QCOMPARE(wr::gui::exportChart(*chart, base + ".SVG"), QString());
        const QByteArray svg = readAll(base + ".SVG");
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("</svg>"));
        QCOMPARE(wr::gui::exportChart(*chart, base + ".csv"), QString());
        const QList<QByteArray> lines = readAll(base + ".csv").split('\n');
        QCOMPARE(QString::fromUtf8(lines.first()), chart->table().columns.join(','));
        QCOMPARE(lines.size(), chart->table().rows.size() + 2);  // header, rows, the final newline
        QCOMPARE(wr::gui::exportChart(*chart, base + ".json"), QString());
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(readAll(base + ".json"), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json["title"].toString(), chart->title());
        QCOMPARE(json["rows"].toArray().size(), chart->table().rows.size());
    }
    const QJsonDocument liveJson = QJsonDocument::fromJson(readAll(dir.filePath("live.json")));
    QCOMPARE(liveJson["rows"][1]["operations per second"].toDouble(), 1700.0);
    QCOMPARE(liveJson["rows"][1]["store"].toString(), QString("wrstore"));
}

void ChartsTest::unknownSuffixIsRefused() {
    QTemporaryDir dir;
    LatencyChart chart;
    const QString error = wr::gui::exportChart(chart, dir.filePath("chart.bmp"));
    QVERIFY(error.contains(".png"));
    QVERIFY(!QFile::exists(dir.filePath("chart.bmp")));
    QVERIFY(!wr::gui::exportChart(chart, dir.filePath("missing/dir/chart.csv")).isEmpty());
}

QTEST_MAIN(ChartsTest)
#include "charts_test.moc"
