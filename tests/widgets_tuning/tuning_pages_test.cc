// The tuning heatmap and the stress page driven offscreen: one cell per
// layout of the grid with its value and grey cells outside it, the best
// layout marked as rankLayouts() ranks a hand-made set (ties included), the
// hover text, the click signal and the store it asks for, the sentence under
// the map, the stress chart's points from the workload's step results, the
// requests the pages emit, and a tiny 000-tune through the workbench's run
// controller (this binary is its own worker) filling four cells whose best is
// the one `wrctl tune` prints for the record.
#include <qcustomplot.h>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include <cmath>

#include "bench/datasets/data_set_catalog.h"
#include "bench/harness/bench_command.h"
#include "bench/harness/layout_grid.h"
#include "bench/harness/worker.h"
#include "bench/results/aggregate.h"
#include "bench/results/tuning.h"
#include "stores/store_factory.h"
#include "widgets/benchrun/bench_run_controller.h"
#include "widgets/tuning/data_set_text.h"
#include "widgets/tuning/layout_heatmap.h"
#include "widgets/tuning/layout_store_dialog.h"
#include "widgets/tuning/run_bar.h"
#include "widgets/tuning/stress_chart.h"
#include "widgets/tuning/stress_page.h"
#include "widgets/tuning/stress_point.h"
#include "widgets/tuning/tuning_page.h"

using namespace wr;
using namespace wr::gui;

namespace {

wr::bench::StepResult measuredStep(const std::string& step, double opsPerSecond) {
    wr::bench::StepResult r;
    r.spec.workload = "continuous";
    r.spec.step = step;
    wr::bench::OpResult op;
    op.op = step;
    op.count = 100;
    op.opsPerSecond = opsPerSecond;
    r.ops.push_back(op);
    return r;
}

// A finished 000-tune trial of one layout on KVData2.
wr::bench::TrialResult tuneTrial(int depth, int length, double read, double write, double remove) {
    wr::bench::TrialResult t;
    t.trial.presetId = "000-tune";
    t.trial.store = wr::bench::layoutVariant(depth, length);
    t.trial.point = {{"data_set", "KVData2"}, {"k", "1000"}, {"mode", "cold"}};
    t.steps = {measuredStep("prepare", 0), measuredStep("write", write), measuredStep("read", read),
               measuredStep("delete", remove)};
    t.steps.front().ops.clear();
    return t;
}

wr::bench::StepResult stressStep(const std::string& step, int clients, double measured, double achieved) {
    wr::bench::StepResult r = measuredStep(step, measured);
    r.metrics["background_clients"] = clients;
    r.metrics["background_target_ops_per_second"] = clients / 0.00195;
    r.metrics["background_achieved_ops_per_second"] = achieved;
    r.metrics["background_failures"] = 0;
    return r;
}

wr::bench::TrialResult stressTrial(int clients, double read, double write, double remove, double achieved) {
    wr::bench::TrialResult t;
    t.trial.presetId = "000-sec4.7";
    t.trial.store = {"wrstore", "wrstore:depth=2;len=2"};
    t.trial.point = {{"data_set", "ID-Geo-synthetic"}, {"clients", std::to_string(clients)}};
    t.steps = {measuredStep("prepare", 0), stressStep("write", clients, write, achieved),
               stressStep("read", clients, read, achieved), stressStep("delete", clients, remove, achieved)};
    t.steps.front().ops.clear();
    return t;
}

// The mouse over a point of a plot, as a moving pointer sends it.
void hover(QWidget* widget, const QPointF& at) {
    QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
}

// The cell the best mark outlines, from the mark's corners.
LayoutCell markedCell(const LayoutHeatmap& map, const std::vector<int>& depths, const std::vector<int>& lengths) {
    QCPItemRect* mark = nullptr;
    for (int i = 0; i < map.plot()->itemCount(); ++i) {
        if (auto* rect = qobject_cast<QCPItemRect*>(map.plot()->item(i)); rect && rect->visible()) mark = rect;
    }
    if (mark == nullptr) return {};
    const double x = (mark->topLeft->coords().x() + mark->bottomRight->coords().x()) / 2;
    const double y = (mark->topLeft->coords().y() + mark->bottomRight->coords().y()) / 2;
    return {depths[size_t(std::lround(y))], lengths[size_t(std::lround(x))]};
}

}  // namespace

class TuningPagesTest : public QObject {
    Q_OBJECT

private slots:
    void layoutIsReadFromTheUriNotTheLabel() {
        QCOMPARE(layoutOfVariant(wr::bench::layoutVariant(2, 3)), (LayoutCell{2, 3}));
        QCOMPARE(layoutOfVariant({"wrstore 4D_4L", "wrstore:depth=1;len=4"}), (LayoutCell{1, 4}));
        QVERIFY(!layoutOfVariant({"rocksdb", "rocksdb:"}));
        QVERIFY(!layoutOfVariant({"wrstore", "wrstore:"}));
        QCOMPARE(layoutName({2, 2}), std::string("2D_2L"));
    }

    void oneCellPerLayoutOfTheGridAndGreyOutside() {
        LayoutHeatmap map;
        map.resize(640, 480);
        map.setGrid({1, 2, 3, 4}, {1, 2, 3, 4}, 8);
        for (const auto& v : wr::bench::layoutGrid({1, 2, 3, 4}, {1, 2, 3, 4}, 8)) {
            const auto cell = *layoutOfVariant(v);
            if (cell == LayoutCell{4, 2}) continue;  // not measured yet
            map.setLayoutScore(cell.depth, cell.length, 100.0 * cell.depth, 10.0 * cell.length, 1);
        }
        int measured = 0, grey = 0;
        for (int d = 1; d <= 4; ++d) {
            for (int l = 1; l <= 4; ++l) {
                const double cell = map.colorMap()->data()->cell(l - 1, d - 1);
                QCOMPARE(map.inGrid({d, l}), d * l <= 8);
                if (d * l <= 8 && LayoutCell{d, l} != LayoutCell{4, 2}) {
                    ++measured;
                    QCOMPARE(cell, (100.0 * d + 10.0 * l + 1) / 3);
                    QCOMPARE(*map.cellValue({d, l}), cell);
                } else {
                    ++grey;
                    QVERIFY(std::isnan(cell));
                    QVERIFY(!map.cellValue({d, l}));
                }
            }
        }
        QCOMPARE(measured, 11);  // the 12 layouts of the grid but 4D_2L
        QCOMPARE(grey, 5);       // 3D_3L, 3D_4L, 4D_3L, 4D_4L off the grid, and 4D_2L
        // A layout outside the grid is not taken.
        map.setLayoutScore(4, 4, 1e9, 1e9, 1e9);
        QVERIFY(!map.isMeasured({4, 4}));
        QVERIFY(map.cellToolTip({4, 4}).contains(QStringLiteral("outside the grid")));
        QVERIFY(map.cellToolTip({4, 2}).contains(QStringLiteral("not measured yet")));
        QCOMPARE(map.table().rows.size(), 11);
        QCOMPARE(map.table().columns, (QStringList{"depth", "length", "read", "write", "delete", "mean"}));
        QCOMPARE(map.table().rows.front(), (QStringList{"1", "1", "100", "10", "1", "37"}));
    }

    void theBestIsMarkedAsRankLayoutsRanks() {
        // A hand-made run: 1D_2L and 2D_1L tie on the mean; rankLayouts keeps
        // the sweep's order among equals, so 1D_2L is first.
        const std::vector<int> depths{1, 2}, lengths{1, 2};
        const std::map<LayoutCell, std::array<double, 3>> scores{
            {{1, 1}, {300, 200, 100}}, {{1, 2}, {600, 300, 300}}, {{2, 1}, {400, 400, 400}}, {{2, 2}, {500, 100, 100}}};
        std::vector<wr::bench::AggregateRow> rows;
        std::map<std::string, LayoutCell> byLabel;
        for (const auto& v : wr::bench::layoutGrid(depths, lengths, 8)) {
            const LayoutCell cell = *layoutOfVariant(v);
            byLabel[v.label] = cell;
            const auto& s = scores.at(cell);
            for (const auto& [op, value] : {std::pair{"read", s[0]}, {"write", s[1]}, {"delete", s[2]}}) {
                wr::bench::AggregateRow r;
                r.preset = "000-tune";
                r.store = v.label;
                r.point = "data_set=KVData2";
                r.step = r.op = op;
                r.opsPerSecond = value;
                rows.push_back(r);
            }
        }
        const auto ranked = wr::bench::rankLayouts(rows, "000-tune").at("data_set=KVData2");

        LayoutHeatmap map;
        map.resize(640, 480);
        map.setGrid(depths, lengths, 8);
        for (const auto& [cell, s] : scores) map.setLayoutScore(cell.depth, cell.length, s[0], s[1], s[2]);
        map.plot()->replot();
        QCOMPARE(*map.bestLayout(), byLabel.at(ranked.front().store));
        QCOMPARE(*map.bestLayout(), (LayoutCell{1, 2}));
        QCOMPARE(markedCell(map, depths, lengths), (LayoutCell{1, 2}));

        // Each operation's own map marks its own best.
        map.setMetric(LayoutMetric::kWrite);
        QCOMPARE(*map.bestLayout(), (LayoutCell{2, 1}));
        QCOMPARE(markedCell(map, depths, lengths), (LayoutCell{2, 1}));
        QCOMPARE(*map.cellValue({2, 2}), 100.0);
        QVERIFY(
            map.summary().contains(QStringLiteral("By Table 7's rule (the mean of the three) the best layout is "
                                                  "1D_2L")));
        map.metricBox()->setCurrentIndex(map.metricBox()->findData(int(LayoutMetric::kRead)));
        QCOMPARE(map.metric(), LayoutMetric::kRead);
        QCOMPARE(*map.bestLayout(), (LayoutCell{1, 2}));
    }

    void theSentenceSaysWhichLayoutIsBestAndWhy() {
        LayoutHeatmap map;
        QCOMPARE(map.summary(), QStringLiteral("No layout measured yet."));
        map.setGrid({1, 2}, {1, 2}, 8);
        map.setLayoutScore(2, 2, 412000, 412000, 412000);
        QCOMPARE(
            map.summaryLabel()->text(),
            QStringLiteral("2D_2L has the highest mean of read, write and delete throughput: 412 k ops/s, the only "
                           "layout measured so far; Table 7's rule."));
        map.setLayoutScore(1, 2, 381000, 381000, 381000);
        map.setLayoutScore(1, 1, 100, 100, 100);
        QCOMPARE(map.summaryLabel()->text(),
                 QStringLiteral("2D_2L has the highest mean of read, write and delete throughput: 412 k ops/s, 8% "
                                "above 1D_2L; Table 7's rule."));
    }

    void hoveringACellShowsItsNumbersAndClickingChoosesIt() {
        LayoutHeatmap map;
        map.resize(640, 480);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        map.setGrid({1, 2}, {1, 2, 3}, 4);
        map.setLayoutScore(2, 2, 1500, 2500, 3500);
        map.plot()->replot();

        hover(map.plot(), map.cellCenter({2, 2}));
        const QString tip = map.plot()->toolTip();
        QVERIFY2(tip.startsWith(QStringLiteral("2D_2L\nread 1.5 k ops/s\nwrite 2.5 k ops/s\ndelete 3.5 k ops/s\nmean "
                                               "2.5 k ops/s")),
                 qPrintable(tip));
        hover(map.plot(), map.cellCenter({2, 3}));
        QVERIFY(map.plot()->toolTip().contains(QStringLiteral("outside the grid")));

        QSignalSpy chosen(&map, &LayoutHeatmap::layoutChosen);
        QTest::mouseClick(map.plot(), Qt::LeftButton, {}, map.cellCenter({1, 1}).toPoint());
        QCOMPARE(chosen.count(), 0);  // not measured: nothing to choose
        QTest::mouseClick(map.plot(), Qt::LeftButton, {}, map.cellCenter({2, 2}).toPoint());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.front(), (QVariantList{2, 2}));
    }

    void theStoreDialogCreatesAWrStoreWithTheLayout() {
        QTemporaryDir dir;
        LayoutStoreDialog dialog({2, 3});
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.hiveEdit()->setText(dir.path() + QStringLiteral("/hive"));
        QVERIFY2(dialog.okButton()->isEnabled(), qPrintable(dialog.problem()));
        QCOMPARE(dialog.uri(), QStringLiteral("wrstore:hive=%1/hive;db=kvs;depth=2;len=3").arg(dir.path()));
        dialog.databaseEdit()->clear();
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.databaseEdit()->setText(QStringLiteral("kvs"));
        dialog.okButton()->click();
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        auto created = wr::kv::openStore(*wr::kv::StoreUri::parse(dialog.uri().toStdString()));
        QVERIFY2(created.isOk(), created.status().message().c_str());
        QCOMPARE(created.value()->statistics()->approximateCount, uint64_t(0));

        // A second one in the same place is refused, and the dialog stays open.
        LayoutStoreDialog again({2, 3});
        again.hiveEdit()->setText(dir.path() + QStringLiteral("/hive"));
        again.okButton()->click();
        QTRY_VERIFY(again.problem().startsWith(QStringLiteral("Not created: ")));
        QCOMPARE(again.result(), int(QDialog::Rejected));
    }

    void clickingAMeasuredCellAsksWhereAndRequestsTheStore() {
        QTemporaryDir dir;
        TuningPage page;
        page.resize(800, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.heatmap()->setLayoutScore(2, 2, 10, 10, 10);
        page.heatmap()->plot()->replot();
        QSignalSpy requested(&page, &TuningPage::createStoreRequested);
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<LayoutStoreDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            dialog->hiveEdit()->setText(dir.path());
            dialog->okButton()->click();
        });
        QTest::mouseClick(page.heatmap()->plot(), Qt::LeftButton, {}, page.heatmap()->cellCenter({2, 2}).toPoint());
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.front().front().toString(),
                 QStringLiteral("wrstore:hive=%1;db=kvs;depth=2;len=2").arg(dir.path()));
    }

    // Every data set's tooltip is marked for translation, and shows in the
    // user's language when a translation is loaded.
    void dataSetTooltipsAreTranslated() {
        for (const auto& info : wr::bench::dataSetCatalog()) {
            QVERIFY2(wr::gui::isDataSetTextMarked(info), info.id.c_str());
        }
        QTranslator korean;
        QVERIFY(korean.load(QStringLiteral(":/i18n/wrstudio_ko.qm")));
        QCoreApplication::installTranslator(&korean);
        TuningPage page;
        const QString tip = page.dataSetBox()
                                ->itemData(page.dataSetBox()->findData(QStringLiteral("KVData3")), Qt::ToolTipRole)
                                .toString();
        QCoreApplication::removeTranslator(&korean);
        QVERIFY(!tip.isEmpty());
        QVERIFY2(!tip.contains(QStringLiteral("numeric keys")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("000")), qPrintable(tip));
    }

    void theTuningPageRequestsTheChosenSweep() {
        TuningPage page;
        page.dataSetBox()->setCurrentIndex(page.dataSetBox()->findData(QStringLiteral("KVData3")));
        page.kBox()->setValue(500);
        page.depthsEdit()->setText(QStringLiteral("1, 2"));
        page.lengthsEdit()->setText(QStringLiteral("2,3"));
        page.maxPathBox()->setValue(4);
        page.runBar()->scaleBox()->setCurrentIndex(page.runBar()->scaleBox()->findData(QStringLiteral("tiny")));
        // The grid is shown before the run: 2D_3L is beyond the longest path.
        QVERIFY(page.heatmap()->inGrid({2, 2}));
        QVERIFY(!page.heatmap()->inGrid({2, 3}));

        std::optional<wr::bench::BenchCommand> sent;
        connect(&page, &TuningPage::runRequested, this, [&](const wr::bench::BenchCommand& c) { sent = c; });
        QSignalSpy stopped(&page, &TuningPage::stopRequested);
        page.runBar()->runButton()->click();
        QVERIFY(sent);
        QVERIFY(sent->tune);
        QCOMPARE(sent->depths, (std::vector<int>{1, 2}));
        QCOMPARE(sent->lengths, (std::vector<int>{2, 3}));
        QCOMPARE(sent->maxPath, 4);
        QCOMPARE(sent->dataSets, std::vector<std::string>{"KVData3"});
        QCOMPARE(sent->k, uint64_t(500));
        QCOMPARE(sent->scale, std::string("tiny"));
        // The run `wrctl tune` would make of the same words.
        QCOMPARE(sent->words(), (std::vector<std::string>{"tune", "--depths", "1,2", "--lengths", "2,3", "--max-path",
                                                          "4", "--scale", "tiny", "--data", "KVData3", "--k", "500"}));
        auto setup = wr::bench::benchSetup(*sent, "wrctl");
        QVERIFY2(setup.isOk(), setup.status().message().c_str());
        std::vector<std::string> labels;
        for (const auto& s : setup->plan.stores) labels.push_back(s.label);
        QCOMPARE(labels, (std::vector<std::string>{"wrstore 1D_2L", "wrstore 1D_3L", "wrstore 2D_2L"}));
        QVERIFY(page.isRunning());
        QVERIFY(!page.runBar()->runButton()->isEnabled());
        QVERIFY(!page.depthsEdit()->isEnabled());
        page.runBar()->stopButton()->click();
        QCOMPARE(stopped.count(), 1);
        page.runFailed(QStringLiteral("stopped"));
        QVERIFY(!page.isRunning());
        QVERIFY(page.runBar()->runButton()->isEnabled());

        page.lengthsEdit()->setText(QStringLiteral("9,x"));
        QVERIFY(!page.request().isOk());
        QVERIFY(!page.runBar()->runButton()->isEnabled());
        QVERIFY(page.runBar()->statusLabel()->text().contains(QStringLiteral("'x'")));
    }

    void finishedTrialsFillCellsAndTheRunsEndRanksAsWrctlTune() {
        TuningPage page;
        page.depthsEdit()->setText(QStringLiteral("1,2"));
        page.lengthsEdit()->setText(QStringLiteral("1,2"));
        page.runBar()->runButton()->click();
        QVERIFY(page.isRunning());
        wr::bench::RunRecord record;
        record.trials = {tuneTrial(1, 1, 300, 300, 300), tuneTrial(1, 2, 500, 500, 500), tuneTrial(2, 1, 100, 100, 100),
                         tuneTrial(2, 2, 400, 400, 400), tuneTrial(1, 2, 700, 200, 200)};
        for (int i = 0; i < 2; ++i) page.trialFinished(record.trials[size_t(i)]);
        QCOMPARE(page.heatmap()->table().rows.size(), 2);
        QCOMPARE(page.runBar()->statusLabel()->text(), QStringLiteral("2 of 4 layouts measured"));
        for (size_t i = 2; i < record.trials.size(); ++i) page.trialFinished(record.trials[i]);
        // Two repetitions of 1D_2L: the median of each operation.
        QCOMPARE(*page.heatmap()->cellValue({1, 2}), (600.0 + 350 + 350) / 3);

        page.runFinished(record);
        QVERIFY(!page.isRunning());
        const auto ranked = wr::bench::rankLayouts(wr::bench::aggregate(record), "000-tune");
        QCOMPARE(ranked.size(), size_t(1));
        QCOMPARE(ranked.begin()->second.front().store, std::string("wrstore 1D_2L"));
        QCOMPARE(*page.heatmap()->bestLayout(), (LayoutCell{1, 2}));
        QCOMPARE(*page.heatmap()->cellValue({1, 2}), ranked.begin()->second.front().average());
        QCOMPARE(page.runBar()->statusLabel()->text(), QStringLiteral("Finished: 4 layouts measured."));
    }

    void aTinyTuneThroughTheControllerFillsFourCells() {
        QTemporaryDir work;
        TuningPage page;
        page.depthsEdit()->setText(QStringLiteral("1,2"));
        page.lengthsEdit()->setText(QStringLiteral("1,2"));
        page.runBar()->scaleBox()->setCurrentIndex(page.runBar()->scaleBox()->findData(QStringLiteral("tiny")));
        BenchRunController controller;
        controller.setWorkerProgram(QCoreApplication::applicationFilePath());
        connect(&page, &TuningPage::runRequested, &controller, [&](wr::bench::BenchCommand command) {
            command.out = (work.path() + QStringLiteral("/results")).toStdString();
            controller.enqueue(command);
        });
        std::vector<qsizetype> cellsAfterEachTrial;
        connect(&controller, &BenchRunController::trialFinished, &page,
                [&](int, size_t, const wr::bench::TrialResult& result) {
                    page.trialFinished(result);
                    cellsAfterEachTrial.push_back(page.heatmap()->table().rows.size());
                });
        std::shared_ptr<const wr::bench::RunRecord> record;
        connect(&controller, &BenchRunController::runFinished, &page, [&](int, const BenchRunOutcome& outcome) {
            record = outcome.record;
            if (record) page.runFinished(*record);
        });
        page.runBar()->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(record != nullptr, 60000);
        QVERIFY2(record->status.isOk(), record->status.message().c_str());
        // Cell by cell as the layouts finished.
        QCOMPARE(cellsAfterEachTrial, (std::vector<qsizetype>{1, 2, 3, 4}));
        QVERIFY(!page.isRunning());

        const auto ranked = wr::bench::rankLayouts(wr::bench::aggregate(*record), "000-tune");
        QCOMPARE(ranked.size(), size_t(1));
        const auto& best = ranked.begin()->second.front();
        LayoutCell bestCell;
        for (const auto& t : record->trials) {
            if (t.trial.store.label == best.store) bestCell = *layoutOfVariant(t.trial.store);
        }
        QCOMPARE(*page.heatmap()->bestLayout(), bestCell);
        QCOMPARE(*page.heatmap()->cellValue(bestCell), best.average());
        QCOMPARE(markedCell(*page.heatmap(), {1, 2}, {1, 2}), bestCell);
        QVERIFY(page.heatmap()->summary().startsWith(QString::fromStdString(layoutName(bestCell))));
    }

    void stressPointsComeFromTheWorkloadsStepResults() {
        QVERIFY(!stressPointOf(measuredStep("read", 10)));
        const auto point = stressPointOf(stressStep("write", 100, 2000, 50000));
        QVERIFY(point);
        QCOMPARE(point->op, std::string("write"));
        QCOMPARE(point->clients, 100);
        QCOMPARE(point->measuredOpsPerSecond, 2000.0);
        QCOMPARE(point->achievedRate, 50000.0);
        QCOMPARE(point->targetRate, 100 / 0.00195);
    }

    void theStressChartHoldsOnePointPerP() {
        StressChart chart;
        chart.resize(640, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.addStressPoint(10, 3000, 5000, 5128);
        chart.addStressPoint(1, 3200, 510, 512.8);
        chart.addStressPoint(1000, 2500, 400000, 512820);
        chart.addStressPoint(10, 3100, 5100, 5128);  // a repetition's median replaces the point
        QCOMPARE(chart.pointCount(), 3);
        QCOMPARE(chart.measuredGraph()->dataCount(), 3);
        QCOMPARE(chart.measuredGraph()->data()->at(1)->key, 10.0);
        QCOMPARE(chart.measuredGraph()->data()->at(1)->value, 3100.0);
        QCOMPARE(chart.achievedGraph()->data()->at(2)->value, 400000.0);
        QCOMPARE(chart.targetGraph()->data()->at(0)->value, 512.8);
        QCOMPARE(chart.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(chart.achievedGraph()->valueAxis(), chart.plot()->yAxis2);
        QCOMPARE(chart.table().rows.at(2), (QStringList{"1000", "2500", "400000", "512820"}));

        chart.plot()->replot();
        hover(chart.plot(), QPointF(chart.plot()->xAxis->coordToPixel(900), chart.plot()->yAxis->coordToPixel(100)));
        QCOMPARE(chart.plot()->toolTip(),
                 QStringLiteral("p = 1,000\nmeasured client: 2.5 k ops/s\nbackground clients: 400 k ops/s of 513 k "
                                "ops/s (78.0%)"));
    }

    void theStressPageRequestsThePresetAndChartsEachP() {
        StressPage page;
        std::optional<wr::bench::BenchCommand> sent;
        connect(&page, &StressPage::runRequested, this, [&](const wr::bench::BenchCommand& c) { sent = c; });
        page.runBar()->scaleBox()->setCurrentIndex(page.runBar()->scaleBox()->findData(QStringLiteral("full")));
        page.runBar()->runButton()->click();
        QVERIFY(sent);
        QCOMPARE(sent->words(), (std::vector<std::string>{"bench", "000-sec4.7", "--scale", "full"}));
        QVERIFY(page.isRunning());

        page.trialFinished(stressTrial(1, 900, 400, 300, 512));
        QCOMPARE(page.chart()->pointCount(), 1);
        page.trialFinished(stressTrial(1000, 800, 350, 250, 480000));
        QCOMPARE(page.chart()->pointCount(), 2);
        QCOMPARE(page.chart()->measuredGraph()->data()->at(1)->value, 800.0);  // read, Fig. 13a
        page.operationBox()->setCurrentIndex(page.operationBox()->findData(QStringLiteral("delete")));
        QCOMPARE(page.chart()->measuredGraph()->data()->at(1)->value, 250.0);
        QCOMPARE(page.chart()->achievedGraph()->data()->at(1)->value, 480000.0);

        wr::bench::RunRecord record;
        page.runFinished(record);
        QVERIFY(!page.isRunning());
        QCOMPARE(page.runBar()->statusLabel()->text(), QStringLiteral("Finished."));
    }

    // docs/gui.md's pictures of the two pages, with the numbers of real runs on
    // this project's test machine (`wrctl tune --scale full --reps 1`; `wrctl
    // bench 000-sec4.7 --scale full --reps 1`, the read steps): each renders, fits the docs'
    // size budget, and is written to $WR_SCREENSHOT_DIR when that is set.
    void thePagesRenderTheirScreenshots() {
        QTemporaryDir dir;
        const QString out =
            qEnvironmentVariableIsSet("WR_SCREENSHOT_DIR") ? qEnvironmentVariable("WR_SCREENSHOT_DIR") : dir.path();
        TuningPage tuning;
        tuning.resize(900, 760);
        tuning.runBar()->scaleBox()->setCurrentIndex(tuning.runBar()->scaleBox()->findData(QStringLiteral("full")));
        tuning.runBar()->runButton()->click();
        const std::vector<std::array<double, 5>> layouts{
            {3, 1, 40317, 35184, 25045}, {2, 1, 26848, 33632, 17105}, {1, 4, 30432, 17721, 24531},
            {2, 2, 19656, 25450, 21521}, {1, 3, 18044, 13016, 17518}, {1, 2, 17810, 12512, 17781},
            {1, 1, 14429, 12662, 16202}, {2, 3, 12473, 13293, 11162}, {3, 2, 10561, 10926, 11564},
            {2, 4, 8690, 11392, 10244},  {4, 1, 7609, 11576, 6094},   {4, 2, 4115, 3631, 4699}};
        for (const auto& l : layouts) tuning.trialFinished(tuneTrial(int(l[0]), int(l[1]), l[2], l[3], l[4]));
        tuning.runFinished(wr::bench::RunRecord{});
        QCOMPARE(*tuning.heatmap()->bestLayout(), (LayoutCell{3, 1}));

        StressPage stress;
        stress.resize(900, 620);
        stress.runBar()->scaleBox()->setCurrentIndex(stress.runBar()->scaleBox()->findData(QStringLiteral("full")));
        stress.runBar()->runButton()->click();
        const std::vector<std::array<double, 5>> points{{1, 24767, 20179, 28350, 199},
                                                        {10, 21991, 21387, 26333, 2086},
                                                        {100, 48099, 11917, 18895, 37160},
                                                        {1000, 47853, 20552, 23758, 93456}};
        for (const auto& p : points) stress.trialFinished(stressTrial(int(p[0]), p[1], p[2], p[3], p[4]));
        QCOMPARE(stress.chart()->pointCount(), 4);

        for (const auto& [widget, name] :
             {std::pair<QWidget*, QString>{&tuning, "bench-heatmap.png"}, {&stress, "bench-stress.png"}}) {
            widget->show();
            QVERIFY(QTest::qWaitForWindowExposed(widget));
            QCoreApplication::processEvents();  // the queued replots
            const QString path = out + QLatin1Char('/') + name;
            QVERIFY(widget->grab().save(path));
            QVERIFY2(QFileInfo(path).size() < 150 * 1024, qPrintable(path));
        }
    }
};

int main(int argc, char** argv) {
    // The runner re-executes this binary as its worker.
    if (argc > 2 && std::string(argv[1]) == "bench" && std::string(argv[2]) == "--worker") {
        return wr::bench::workerMain(std::vector<std::string>(argv + 3, argv + argc));
    }
    QApplication app(argc, argv);
    QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/wrstudio_en.qm")) || !QCoreApplication::installTranslator(&english))
        return 1;
    TuningPagesTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tuning_pages_test.moc"
