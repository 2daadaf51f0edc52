// The Benchmark window offscreen, as a user drives it: a tiny preset run from
// the Run button to the end writes into the run history what `wrctl bench`
// writes for the same command, the live chart holds the harness's samples,
// the latency and results views fill, Stop ends the run within a second with
// no worker left, a past run reopens into the same views, and the main
// window reaches the workbench from Tools and from a store's tab.
#include <QComboBox>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QtTest>

#include "bench/results/aggregate.h"
#include "bench/results/results_files.h"
#include "bench/workloads/step_result.h"
#include "widgets/bench/bench_setup_panel.h"
#include "widgets/bench/benchmark_window.h"
#include "widgets/bench/custom_workload_editor.h"
#include "widgets/bench/preset_text.h"
#include "widgets/bench/run_readings_view.h"
#include "widgets/benchhistory/run_comparison_view.h"
#include "widgets/benchrun/bench_run_controller.h"
#include "widgets/charts/latency_chart.h"
#include "widgets/charts/live_throughput_chart.h"
#include "widgets/charts/results_chart.h"
#include "widgets/window/main_window.h"
#include "widgets_bench/child_processes.h"
#include "widgets_bench/results_without_timings.h"

using namespace wr;
using namespace wr::bench;
using wr::gui::BenchmarkWindow;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

class BenchmarkWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        // Windows made without a history root (the main window's) keep runs here.
        qputenv("WR_BENCH_HISTORY", dir_.filePath("default-history").toUtf8());
    }

    // Core has no Qt: its presets' texts are marked for translation in the
    // widgets, and a text changed in core must be marked again.
    void everyPresetTextIsMarkedForTranslation() {
        for (const bench::Preset& preset : bench::presets())
            QVERIFY2(gui::isPresetTextMarked(preset), preset.id.c_str());
    }

    void aPresetRunsFromTheRunButtonToItsEnd() {
        BenchmarkWindow window(dir_.filePath("history"));
        window.controller()->setWorkerProgram(WRCTL_PATH);
        window.show();
        window.setupPanel()->selectPreset("000-fig9");
        window.setupPanel()->setScale("tiny");
        window.setupPanel()->setStores({"zdb"});
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        QTest::mouseClick(window.runButton(), Qt::LeftButton);
        QVERIFY(window.controller()->isRunning());
        QVERIFY(window.stopButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 120000);
        const QString runDir = shown.front().front().toString();
        QVERIFY2(runDir.startsWith(dir_.filePath("history")), qPrintable(runDir));
        QVERIFY(QFileInfo::exists(runDir + "/results.json"));
        QVERIFY(QFileInfo::exists(runDir + "/report.md"));
        QVERIFY(!window.stopButton()->isEnabled());

        // The live chart drew exactly the samples the results hold, per store.
        auto doc = readResults(runDir.toStdString());
        QVERIFY(doc.isOk());
        std::map<QString, std::vector<double>> rates;
        for (const auto& trial : itemsOf(member(*doc, "trials"))) {
            for (const auto& stepJson : itemsOf(member(trial, "steps"))) {
                auto step = StepResult::fromJson(stepJson);
                QVERIFY(step.isOk());
                for (const auto& s : step->series) rates[q(textOf(member(trial, "store")))].push_back(s.rate);
            }
        }
        QVERIFY(!rates.empty());
        for (const auto& [store, expected] : rates) {
            const QVector<QPointF> drawn = window.liveChart()->points(store);
            QCOMPARE(static_cast<size_t>(drawn.size()), expected.size());
            for (size_t i = 0; i < expected.size(); ++i) QCOMPARE(drawn[static_cast<qsizetype>(i)].y(), expected[i]);
        }
        QVERIFY(window.liveChart()->stepMarkerCount() >= 2);
        QVERIFY(!window.latencyChart()->steps().isEmpty());
        QVERIFY(!window.resultsChart()->bars().isEmpty());

        // wrctl, given the command line the run recorded, writes the same results.
        QStringList words;
        for (const auto& w : itemsOf(member(*doc, "command"))) words << q(textOf(w));
        QCOMPARE(words.takeFirst(), QString("wrctl"));
        const int out = static_cast<int>(words.indexOf("--out"));
        QVERIFY(out > 0);
        words[out + 1] = dir_.filePath("cli");
        QProcess wrctl;
        wrctl.setEnvironment(QProcess::systemEnvironment() << "WR_BENCH_HISTORY=" + dir_.filePath("cli-history"));
        wrctl.start(WRCTL_PATH, words << "--quiet");
        QVERIFY(wrctl.waitForFinished(120000));
        QVERIFY2(wrctl.exitCode() == 0, wrctl.readAllStandardError().constData());
        auto cli = readResults(dir_.filePath("cli").toStdString());
        QVERIFY(cli.isOk());
        QCOMPARE(q(dumpJson(withoutTimings(*doc), 1)), q(dumpJson(withoutTimings(*cli), 1)));
        firstRun_ = runDir;
    }

    // The custom preset's form is what `wrctl bench custom` takes, and runs so.
    void aComposedWorkloadRunsAsComposed() {
        BenchmarkWindow window(dir_.filePath("history"));
        window.controller()->setWorkerProgram(WRCTL_PATH);
        window.setupPanel()->selectPreset("custom");
        window.setupPanel()->setStores({"zdb"});
        window.setupPanel()->setRepetitions(1);
        CustomWorkload workload;
        workload.records = 300;
        workload.operations = 200;
        workload.read = 0.5;
        workload.write = 0;
        workload.remove = 0.5;
        workload.valueMin = 10;
        workload.valueMax = 50;
        window.setupPanel()->customWorkload()->setWorkload(workload);
        const auto words = window.setupPanel()->command().words();
        QVERIFY(std::find(words.begin(), words.end(), "--records") != words.end());
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        QVERIFY(window.runSetup() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 60000);
        auto doc = readResults(shown.front().front().toString().toStdString());
        QVERIFY(doc.isOk());
        QCOMPARE(uintOr(member(member(member(*doc, "settings"), "custom"), "records")), uint64_t(300));
        std::map<std::string, uint64_t> counts;
        for (const auto& trial : itemsOf(member(*doc, "trials"))) {
            for (const auto& step : itemsOf(member(trial, "steps"))) {
                if (textOf(member(member(step, "spec"), "step")) != "run") continue;
                for (const auto& op : itemsOf(member(step, "ops"))) {
                    counts[textOf(member(op, "op"))] = uintOr(member(op, "count"));
                }
            }
        }
        QCOMPARE(counts["read"], uint64_t(100));
        QCOMPARE(counts["delete"], uint64_t(100));

        // What the harness would refuse is refused before anything starts.
        workload.read = 0.9;
        window.setupPanel()->customWorkload()->setWorkload(workload);
        QCOMPARE(window.runSetup(), 0);
        QVERIFY(window.statusBar()->currentMessage().contains("sum"));
    }

    void aPastRunReopensIntoTheSameViews() {
        QVERIFY(!firstRun_.isEmpty());
        BenchmarkWindow window(dir_.filePath("history"));
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        window.openRun(firstRun_);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 10000);
        QCOMPARE(window.shownRunDir(), firstRun_);
        QVERIFY(!window.resultsChart()->bars().isEmpty());
        QVERIFY(!window.liveChart()->stores().isEmpty());
        QVERIFY(!window.latencyChart()->steps().isEmpty());
    }

    // A run of our engines beside a peer at several thread counts: under the
    // Results chart, the point's ratios to the fastest peer with the lowest
    // single run, and each store's throughput by threads.
    void theResultsPageGivesTheReadingsAgainstPeersAndByThreads() {
        const QString out = dir_.filePath("threads-run");
        QProcess bench;
        bench.start(WRCTL_PATH, {"bench", "user-threads", "--scale", "tiny", "--reps", "2", "--stores",
                                 "wrstore,zdb,leveldb", "--out", out, "--no-history"});
        QVERIFY(bench.waitForFinished(120000));
        QVERIFY2(bench.exitCode() == 0, bench.readAllStandardError().constData());
        BenchmarkWindow window(dir_.filePath("history"));
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        window.openRun(out);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 10000);
        QTableWidget* leads = window.readingsView()->leadsTable();
        QTableWidget* scaling = window.readingsView()->scalingTable();
        QVERIFY(leads->rowCount() > 0);
        for (int r = 0; r < leads->rowCount(); ++r) {
            QCOMPARE(leads->item(r, 2)->text(), QString("leveldb"));  // the only peer
            QVERIFY(leads->item(r, 4)->text().endsWith('x'));         // two runs: a lowest one
        }
        QVERIFY(scaling->rowCount() > 0);
        QVERIFY(scaling->item(0, 3)->text().contains("1: "));
        QVERIFY(scaling->item(0, 3)->text().contains("4: "));
    }

    void stopEndsTheRunWithinASecondAndKeepsWhatFinished() {
        BenchmarkWindow window(dir_.filePath("history"));
        window.controller()->setWorkerProgram(WRCTL_PATH);
        window.setupPanel()->selectPreset("000-fig9");
        window.setupPanel()->setScale("0.2");
        window.setupPanel()->setStores({"zdb"});
        bool sampled = false;
        connect(window.controller(), &wr::gui::BenchRunController::sampleArrived, this, [&] { sampled = true; });
        QSignalSpy finished(window.controller(), &wr::gui::BenchRunController::runFinished);
        QVERIFY(window.runSetup() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(sampled, 60000);
        QElapsedTimer timer;
        timer.start();
        QTest::mouseClick(window.stopButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QVERIFY2(timer.elapsed() < 1500, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(childProcesses(), 0);
        QVERIFY(window.statusBar()->currentMessage().startsWith("Stopped after"));
    }

    void aRunThatCannotStartSaysWhyAndLeavesNoDirectory() {
        BenchmarkWindow window(dir_.filePath("refused"));
        window.setupPanel()->selectPreset("000-fig9");
        window.setupPanel()->setStores({"nosuchstore"});
        QCOMPARE(window.runSetup(), 0);
        QVERIFY(window.statusBar()->currentMessage().contains("nosuchstore"));
        QVERIFY(!window.controller()->isRunning());

        window.controller()->setWorkerProgram(dir_.filePath("no-such-wrctl"));
        window.setupPanel()->setStores({"zdb"});
        QSignalSpy finished(window.controller(), &wr::gui::BenchRunController::runFinished);
        QVERIFY(window.runSetup() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QVERIFY(window.statusBar()->currentMessage().contains("no-such-wrctl"));
        QCOMPARE(QDir(dir_.filePath("refused")).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
    }

    void theMainWindowReachesTheWorkbench() {
        MainWindow main;
        bool inTools = false;
        for (QAction* menu : main.menuBar()->actions()) {
            if (menu->menu() == nullptr) continue;
            for (QAction* a : menu->menu()->actions()) inTools = inTools || a->text() == "&Benchmark...";
        }
        QVERIFY(inTools);
        const QString store = "zdb:dir=" + dir_.filePath("tab-store") + ";files=4";
        BenchmarkWindow* window = main.showBenchmark(store);
        QVERIFY(window != nullptr);
        QCOMPARE(window->historyRoot(), dir_.filePath("default-history"));
        QCOMPARE(window->setupPanel()->presetId(), QString("custom"));
        // A fresh store of the same kind and layout: the settings, never the location.
        QCOMPARE(window->setupPanel()->checkedStores(), QStringList{"zdb:files=4"});
        QCOMPARE(main.showBenchmark(), window);
    }

    // With WR_SCREENSHOT_DIR set, the pictures of docs/gui.md's workbench
    // section: a live run of four stores, its results, its latencies, and
    // two runs of the preset compared.
    void screenshotsForTheGuide() {
        const QString out = qEnvironmentVariable("WR_SCREENSHOT_DIR");
        if (out.isEmpty()) QSKIP("WR_SCREENSHOT_DIR is not set");
        BenchmarkWindow window(dir_.filePath("guide-history"));
        window.controller()->setWorkerProgram(WRCTL_PATH);
        window.show();
        window.setupPanel()->selectPreset("000-fig9");
        window.setupPanel()->setScale("0.3");
        window.setupPanel()->setStores({"wrstore", "zdb", "rocksdb", "leveldb"});
        window.setupPanel()->setK(1000000);
        window.setupPanel()->setRepetitions(1);
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        QVERIFY(window.runSetup() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(window.liveChart()->stores().size() >= 4, 600000);
        QTest::qWait(4000);
        QVERIFY(window.grab().save(out + "/bench-live.png"));
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 1200000);
        window.tabs()->setCurrentIndex(2);
        QTest::qWait(300);
        QVERIFY(window.grab().save(out + "/bench-results.png"));
        window.tabs()->setCurrentIndex(1);
        QTest::qWait(300);
        QVERIFY(window.grab().save(out + "/bench-latency.png"));
        const QString first = shown.front().front().toString();
        QVERIFY(window.runSetup() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 2, 1200000);
        window.tabs()->setCurrentIndex(3);
        window.comparisonView()->loadRuns({first, shown.back().front().toString()});
        QTest::qWait(1500);
        QVERIFY(window.grab().save(out + "/bench-comparison.png"));
    }

    // The Results page with its readings, of a measured run given by its
    // results directory (WR_SCREENSHOT_RUN) and a point of it.
    void readingsScreenshotForTheGuide() {
        const QString out = qEnvironmentVariable("WR_SCREENSHOT_DIR");
        const QString run = qEnvironmentVariable("WR_SCREENSHOT_RUN");
        if (out.isEmpty() || run.isEmpty()) QSKIP("WR_SCREENSHOT_DIR and WR_SCREENSHOT_RUN are not both set");
        BenchmarkWindow window(dir_.filePath("guide-history"));
        window.resize(1300, 900);
        window.show();
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        window.openRun(run);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 60000);
        auto* point = window.findChild<QComboBox*>("resultsPoint");
        QVERIFY(point != nullptr);
        const int chosen = point->findText(qEnvironmentVariable("WR_SCREENSHOT_POINT"), Qt::MatchContains);
        if (chosen >= 0) point->setCurrentIndex(chosen);
        QTest::qWait(500);
        QVERIFY(window.grab().save(out + "/bench-readings.png"));
    }

private:
    QTemporaryDir dir_;
    QString firstRun_;
};

QTEST_MAIN(BenchmarkWindowTest)
#include "benchmark_window_test.moc"
