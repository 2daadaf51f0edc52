// BenchmarkWindow: the workbench (Tools > Benchmark...). On the left, what to
// run (BenchSetupPanel) with Run, Stop and the queue; on the right the views
// of a run — Live (throughput per store from the harness's 10 Hz samples),
// Latency (percentiles per step, a step's histogram), Results (bars per step
// and store beside the papers' numbers), History (every run kept, from here
// or from `wrctl bench`, to reopen or compare), Tuning (the WR_D x WR_L
// heatmap) and Stress (seed 000 Sec. 4.7). Every run goes through one
// BenchRunController, so runs of any page queue behind each other, write
// their results into the run history, and can be repeated with the command
// line each records.
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMap>
#include <QTimer>

#include <vector>

#include "bench/harness/bench_command.h"
#include "bench/results/aggregate.h"
#include "bench/workloads/json_document.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace wr::bench {
struct RunRecord;
struct Trial;
struct TrialResult;
struct StepResult;
struct RunSpec;
struct ThroughputSample;
}  // namespace wr::bench

namespace wr::gui {

class BenchRunController;
struct BenchRunOutcome;
class BenchSetupPanel;
class LatencyChart;
class LiveThroughputChart;
class ResultsChart;
class RunReadingsView;
class RunComparisonView;
class RunHistoryPanel;
class StressPage;
class TuningPage;

class BenchmarkWindow : public QMainWindow {
    Q_OBJECT

public:
    // Runs and results live under `historyRoot` (the run history's default
    // when empty).
    explicit BenchmarkWindow(const QString& historyRoot = {}, QWidget* parent = nullptr);
    ~BenchmarkWindow() override;

    BenchRunController* controller() const { return controller_; }
    BenchSetupPanel* setupPanel() const { return setup_; }
    LiveThroughputChart* liveChart() const { return live_; }
    LatencyChart* latencyChart() const { return latency_; }
    ResultsChart* resultsChart() const { return results_; }
    RunReadingsView* readingsView() const { return readings_; }
    RunHistoryPanel* historyPanel() const { return history_; }
    RunComparisonView* comparisonView() const { return comparison_; }
    TuningPage* tuningPage() const { return tuning_; }
    StressPage* stressPage() const { return stress_; }
    QTabWidget* tabs() const { return tabs_; }
    QPushButton* runButton() const { return runButton_; }
    QPushButton* stopButton() const { return stopButton_; }
    QString historyRoot() const { return historyRoot_; }

    // Queues the setup panel's run; its id, or 0 when the run cannot start
    // (the reason is shown).
    int runSetup();
    // Queues `command` with its results in a new directory of the history.
    int run(bench::BenchCommand command, QWidget* origin = nullptr);
    // Prepares a run of fresh stores of the same kind and layout as a tab's
    // store (label, settings-only URI): never the tab's store itself.
    void prepareStoreBenchmark(const QString& label, const QString& settingsUri);
    void setOpenStores(const QList<QPair<QString, QString>>& stores);
    // Shows a finished run's results file in the Live, Latency and Results views.
    void openRun(const QString& dir);
    QString shownRunDir() const { return shownRunDir_; }
    // The updates the live view gets while a step runs.
    qint64 liveRedraws() const;

signals:
    // A store the tuning page created, to open in a tab.
    void openStoreRequested(const QString& uri);
    // A run's results were shown (live run finished or a past run opened).
    void runShown(const QString& dir);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildViews();
    void connectController();
    void onRunStarted(int run, const bench::RunRecord& header, size_t trials);
    void onTrialStarted(int run, size_t trial, const bench::Trial& plan);
    void onStepStarted(int run, size_t trial, size_t step, const bench::RunSpec& spec);
    void onSample(int run, size_t trial, size_t step, const bench::ThroughputSample& sample);
    void onStepFinished(int run, size_t trial, size_t step, const bench::StepResult& result);
    void onTrialFinished(int run, size_t trial, const bench::TrialResult& result);
    void onRunFinished(int run, const BenchRunOutcome& outcome);
    void showDocument(const QString& dir, const bench::Json& doc, bool replayLive);
    void showResultsPoint();
    void updateRunControls();
    void log(const QString& line);

    QString historyRoot_;
    BenchRunController* controller_;
    BenchSetupPanel* setup_;
    QPushButton* runButton_;
    QPushButton* stopButton_;
    QPushButton* clearQueueButton_;
    QLabel* queueLabel_;
    QLabel* stepLabel_;
    QProgressBar* trialProgress_;
    QTabWidget* tabs_;
    LiveThroughputChart* live_;
    QComboBox* unit_;
    QPlainTextEdit* log_;
    LatencyChart* latency_;
    QComboBox* latencyStore_;
    ResultsChart* results_;
    RunReadingsView* readings_;
    QComboBox* resultsPoint_;
    QComboBox* resultsMetric_;
    RunHistoryPanel* history_;
    RunComparisonView* comparison_;
    TuningPage* tuning_;
    StressPage* stress_;

    // Per queued or running run: which page asked for it and its results
    // directory; and the trial being measured.
    QMap<int, QWidget*> origins_;
    QMap<int, QString> runDirs_;
    QString currentStore_;
    QString currentPoint_;
    int currentRepetition_ = 0;
    std::vector<bench::AggregateRow> shownRows_;  // the aggregates of the run shown
    QString shownRunDir_;
    QElapsedTimer runClock_;
    QTimer elapsedTimer_;
};

}  // namespace wr::gui
