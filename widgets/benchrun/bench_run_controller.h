// BenchRunController: the workbench's runs on a background thread. Each queued
// BenchCommand runs through the harness's runBenchmarks exactly as `wrctl
// bench` runs it (the same options from the same words, every step in a fresh
// `wrctl bench --worker` process) and its results are written where the
// command's --out says, with report.md beside them. The run's events — trials,
// steps, each 10 Hz throughput sample — arrive as signals on the GUI thread,
// in order; the GUI thread never waits on the run. Stop cancels the running
// run: its worker gets SIGTERM and is killed 0.8 s later, and what finished
// is still written. Queued runs start one after another.
#pragma once

#include <QObject>
#include <QString>
#include <deque>
#include <memory>
#include <thread>

#include "bench/harness/bench_command.h"
#include "bench/harness/run_observer.h"
#include "bench/workloads/json_document.h"
#include "util/cancellation.h"
#include "util/status.h"

namespace wr::gui {

// How a run ended and what it left behind.
struct BenchRunOutcome {
    Status status;       // OK; or the first failure, Cancelled when stopped, or why nothing ran
    QString resultsDir;  // where results.json and report.md are; empty when nothing was written
    size_t trialsPlanned = 0;
    size_t trialsFinished = 0;
    std::shared_ptr<const bench::RunRecord> record;  // null when nothing ran
    // results.json as written, built on the run's thread; null when not written.
    std::shared_ptr<const bench::Json> document;
    // One sentence for the user: what ran, what was kept and where.
    QString summary() const;
};

class BenchRunController : public QObject {
    Q_OBJECT

public:
    explicit BenchRunController(QObject* parent = nullptr);
    // Stops a running run and waits for its worker to end (within a second).
    ~BenchRunController() override;

    // The program whose `bench --worker` runs the steps: wrctl beside this
    // program unless set.
    void setWorkerProgram(const QString& program);
    QString workerProgram() const { return workerProgram_; }

    // Queues a run and returns its id; it starts at once when nothing runs.
    // `command.out` must name the results directory.
    int enqueue(const bench::BenchCommand& command);
    // Cancels the running run; queued runs then start unless cleared.
    void stop();
    // Drops the runs not started yet.
    void clearQueue();
    bool isRunning() const { return running_ != 0; }
    int runningId() const { return running_; }
    int queuedCount() const { return static_cast<int>(queue_.size()); }

signals:
    void queueChanged();
    void runStarted(int run, const wr::bench::RunRecord& header, size_t trials);
    void trialStarted(int run, size_t trial, const wr::bench::Trial& plan);
    void stepStarted(int run, size_t trial, size_t step, const wr::bench::RunSpec& spec);
    void sampleArrived(int run, size_t trial, size_t step, const wr::bench::ThroughputSample& sample, uint64_t total);
    void stepFinished(int run, size_t trial, size_t step, const wr::bench::StepResult& result);
    void trialFinished(int run, size_t trial, const wr::bench::TrialResult& result);
    void runFinished(int run, const wr::gui::BenchRunOutcome& outcome);

private:
    struct Queued {
        int id;
        bench::BenchCommand command;
    };
    class Forwarder;

    void startNext();
    void finish(int id, const BenchRunOutcome& outcome);
    void joinThread();

    QString workerProgram_;
    std::deque<Queued> queue_;
    int nextId_ = 1;
    int running_ = 0;
    CancellationToken cancel_;
    std::thread thread_;
    std::unique_ptr<Forwarder> forwarder_;
};

}  // namespace wr::gui
