// BenchRunController against the real harness: a tiny preset run to its end
// writes what `wrctl bench` writes for the same command, its live samples are
// the results' series, Stop ends the workers within a second and leaves no
// process behind, runs queue, and a missing worker program is a clear error.
#include <QtTest>

#include <map>

#include "bench/results/results_files.h"
#include "widgets/benchrun/bench_run_controller.h"
#include "widgets_bench/child_processes.h"
#include "widgets_bench/results_without_timings.h"

using namespace wr;
using namespace wr::bench;
using wr::gui::BenchRunController;
using wr::gui::BenchRunOutcome;

namespace {

BenchCommand tinyFig9(const QString& out) {
    BenchCommand command;
    command.presets = {"000-fig9"};
    command.scale = "tiny";
    command.stores = {"zdb", "wrstore"};
    command.out = out.toStdString();
    return command;
}

}  // namespace

class BenchRunControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void aRunWritesWhatWrctlWritesAndStreamsItsSamples() {
        BenchRunController controller;
        controller.setWorkerProgram(WRCTL_PATH);
        QStringList events;
        std::map<std::pair<size_t, size_t>, std::vector<ThroughputSample>> live;
        std::map<std::pair<size_t, size_t>, std::vector<ThroughputSample>> recorded;
        std::optional<BenchRunOutcome> outcome;
        connect(&controller, &BenchRunController::runStarted, this,
                [&](int, const RunRecord&, size_t trials) { events << QString("run %1").arg(trials); });
        connect(&controller, &BenchRunController::trialStarted, this, [&](int, size_t trial, const Trial& plan) {
            events << QString("trial %1 %2").arg(trial).arg(QString::fromStdString(plan.store.label));
        });
        connect(&controller, &BenchRunController::sampleArrived, this,
                [&](int, size_t trial, size_t step, const ThroughputSample& s, uint64_t) {
                    live[{trial, step}].push_back(s);
                });
        connect(&controller, &BenchRunController::stepFinished, this,
                [&](int, size_t trial, size_t step, const StepResult& r) {
                    recorded[{trial, step}] = r.series;
                });
        connect(&controller, &BenchRunController::runFinished, this,
                [&](int, const BenchRunOutcome& o) { outcome = o; });

        const BenchCommand command = tinyFig9(dir_.filePath("gui"));
        int id = controller.enqueue(command);
        QVERIFY(controller.isRunning());
        QCOMPARE(controller.runningId(), id);
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 120000);
        QVERIFY2(outcome->status.isOk(), outcome->status.toString().c_str());
        QVERIFY(!controller.isRunning());
        QCOMPARE(outcome->resultsDir, dir_.filePath("gui"));
        QVERIFY(outcome->record != nullptr);
        QCOMPARE(outcome->trialsPlanned, outcome->record->trials.size());
        QCOMPARE(outcome->trialsFinished, outcome->trialsPlanned);
        QVERIFY(QFileInfo::exists(dir_.filePath("gui/report.md")));
        QCOMPARE(events.front(), QString("run %1").arg(outcome->trialsPlanned));
        QCOMPARE(events.size(), static_cast<qsizetype>(outcome->trialsPlanned + 1));

        // Every step's live samples are its result's series, value for value.
        QVERIFY(!recorded.empty());
        for (const auto& [key, series] : recorded) {
            const auto& seen = live[key];
            QCOMPARE(seen.size(), series.size());
            for (size_t i = 0; i < seen.size(); ++i) {
                QCOMPARE(seen[i].seconds, series[i].seconds);
                QCOMPARE(seen[i].done, series[i].done);
                QCOMPARE(seen[i].rate, series[i].rate);
                QCOMPARE(seen[i].phase, series[i].phase);
            }
        }

        // wrctl with the words the GUI run recorded writes the same results.
        BenchCommand cli = command;
        cli.out = dir_.filePath("cli").toStdString();
        QStringList arguments;
        for (const auto& w : cli.words()) arguments << QString::fromStdString(w);
        arguments << "--quiet";
        QProcess wrctl;
        wrctl.start(WRCTL_PATH, arguments);
        QVERIFY(wrctl.waitForFinished(120000));
        QVERIFY2(wrctl.exitCode() == 0, wrctl.readAllStandardError().constData());
        auto gui = readResults(dir_.filePath("gui").toStdString());
        auto cliDoc = readResults(dir_.filePath("cli").toStdString());
        QVERIFY(gui.isOk() && cliDoc.isOk());
        Json a = withoutTimings(*gui), b = withoutTimings(*cliDoc);
        QCOMPARE(QString::fromStdString(dumpJson(a, 1)), QString::fromStdString(dumpJson(b, 1)));
    }

    void stopEndsTheWorkersWithinASecond() {
        BenchRunController controller;
        controller.setWorkerProgram(WRCTL_PATH);
        BenchCommand command = tinyFig9(dir_.filePath("stopped"));
        command.scale = "0.2";  // seconds of loading: long enough to stop in the middle
        command.stores = {"zdb"};
        std::optional<BenchRunOutcome> outcome;
        bool sampled = false;
        connect(&controller, &BenchRunController::sampleArrived, this, [&] { sampled = true; });
        connect(&controller, &BenchRunController::runFinished, this,
                [&](int, const BenchRunOutcome& o) { outcome = o; });
        controller.enqueue(command);
        QTRY_VERIFY_WITH_TIMEOUT(sampled, 60000);
        QVERIFY(childProcesses() >= 1);
        QElapsedTimer timer;
        timer.start();
        controller.stop();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 5000);
        QVERIFY2(timer.elapsed() < 1500, qPrintable(QString("stopped after %1 ms").arg(timer.elapsed())));
        QVERIFY(outcome->status.is(StatusCode::kCancelled));
        QVERIFY(outcome->summary().startsWith("Stopped after"));
        QVERIFY(outcome->summary().contains(dir_.filePath("stopped")));
        QCOMPARE(childProcesses(), 0);
        QVERIFY(QFileInfo::exists(dir_.filePath("stopped/results.json")));
    }

    void runsQueueAndStartInTurn() {
        BenchRunController controller;
        controller.setWorkerProgram(WRCTL_PATH);
        BenchCommand first = tinyFig9(dir_.filePath("first"));
        first.stores = {"zdb"};
        BenchCommand second = first;
        second.out = dir_.filePath("second").toStdString();
        QList<int> finished;
        connect(&controller, &BenchRunController::runFinished, this, [&](int run, const BenchRunOutcome& o) {
            QVERIFY2(o.status.isOk(), o.status.toString().c_str());
            finished << run;
        });
        int a = controller.enqueue(first);
        int b = controller.enqueue(second);
        QCOMPARE(controller.queuedCount(), 1);
        QCOMPARE(controller.runningId(), a);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 120000);
        QCOMPARE(finished, (QList<int>{a, b}));
        QVERIFY(QFileInfo::exists(dir_.filePath("second/results.json")));
    }

    void aMissingWorkerProgramIsAClearError() {
        BenchRunController controller;
        controller.setWorkerProgram(dir_.filePath("no-such-wrctl"));
        std::optional<BenchRunOutcome> outcome;
        connect(&controller, &BenchRunController::runFinished, this,
                [&](int, const BenchRunOutcome& o) { outcome = o; });
        controller.enqueue(tinyFig9(dir_.filePath("missing")));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 5000);
        QVERIFY(outcome->status.is(StatusCode::kNotFound));
        QVERIFY(outcome->summary().contains("no-such-wrctl"));
        QVERIFY(!QFileInfo::exists(dir_.filePath("missing")));
    }

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(BenchRunControllerTest)
#include "bench_run_controller_test.moc"
