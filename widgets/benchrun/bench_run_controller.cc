#include "widgets/benchrun/bench_run_controller.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QTimer>

#include "bench/results/report.h"
#include "bench/results/results_files.h"
#include "util/file.h"
#include "util/freed_memory.h"

namespace wr::gui {

QString BenchRunOutcome::summary() const {
    QString kept = resultsDir.isEmpty() ? BenchRunController::tr("nothing was written")
                                        : BenchRunController::tr("results in %1").arg(resultsDir);
    if (status.is(StatusCode::kCancelled)) {
        return BenchRunController::tr("Stopped after %1 of %2 trials; the finished trials were kept: %3.")
            .arg(trialsFinished)
            .arg(trialsPlanned)
            .arg(kept);
    }
    if (!status.isOk()) {
        return BenchRunController::tr("The run failed: %1 (%2 of %3 trials finished; %4).")
            .arg(QString::fromStdString(status.message()))
            .arg(trialsFinished)
            .arg(trialsPlanned)
            .arg(kept);
    }
    return BenchRunController::tr("Finished %1 trials; %2.").arg(trialsFinished).arg(kept);
}

// Hands the runner's events, which come on the run's thread, to the
// controller's thread as signals.
class BenchRunController::Forwarder : public bench::RunObserver {
public:
    Forwarder(BenchRunController* controller, int run) : controller_(controller), run_(run) {}

    void onRunStarted(const bench::RunRecord& header, size_t trials) override {
        planned_ = trials;
        post([header, trials](BenchRunController* c, int run) { emit c->runStarted(run, header, trials); });
    }
    void onTrialStarted(size_t trial, const bench::Trial& plan) override {
        post([trial, plan](BenchRunController* c, int run) { emit c->trialStarted(run, trial, plan); });
    }
    void onStepStarted(size_t trial, size_t step, const bench::RunSpec& spec) override {
        post([trial, step, spec](BenchRunController* c, int run) { emit c->stepStarted(run, trial, step, spec); });
    }
    void onSample(size_t trial, size_t step, const bench::ThroughputSample& sample, uint64_t total) override {
        post([trial, step, sample, total](BenchRunController* c, int run) {
            emit c->sampleArrived(run, trial, step, sample, total);
        });
    }
    void onStepFinished(size_t trial, size_t step, const bench::StepResult& result) override {
        post([trial, step, result](BenchRunController* c, int run) { emit c->stepFinished(run, trial, step, result); });
    }
    void onTrialFinished(size_t trial, const bench::TrialResult& result) override {
        post([trial, result](BenchRunController* c, int run) { emit c->trialFinished(run, trial, result); });
    }

    // The last event of a run.
    void finished(BenchRunOutcome outcome) {
        outcome.trialsPlanned = planned_;
        post([outcome](BenchRunController* c, int run) { c->finish(run, outcome); });
    }

private:
    template <typename F>
    void post(F&& emitter) {
        // Queued to the controller's thread; dropped if the controller is gone.
        QMetaObject::invokeMethod(
            controller_, [c = controller_, run = run_, e = std::forward<F>(emitter)] { e(c, run); },
            Qt::QueuedConnection);
    }

    BenchRunController* controller_;
    int run_;
    size_t planned_ = 0;  // only touched on the run's thread
};

namespace {

// Runs one command to its end on the calling thread and writes what it measured.
BenchRunOutcome runCommand(const bench::BenchCommand& command, const std::string& workerProgram,
                           bench::RunObserver* observer, CancellationToken* cancel) {
    BenchRunOutcome outcome;
    if (command.out.empty()) {
        outcome.status = Status::invalidArgument("the run names no results directory");
        return outcome;
    }
    auto setup = bench::benchSetup(command, workerProgram);
    if (!setup.isOk()) {
        outcome.status = setup.status();
        return outcome;
    }
    setup->run.observer = observer;
    auto record = bench::runBenchmarks(setup->presets, setup->plan, setup->run, nullptr, cancel);
    if (!record.isOk()) {
        outcome.status = record.status();
        return outcome;
    }
    for (const auto& t : record->trials) {
        if (t.status.isOk()) ++outcome.trialsFinished;
    }
    outcome.status = record->status;
    auto written = bench::writeResultsAndReport(command.out, *record);
    if (!written.isOk()) {
        outcome.status = written.status().withContext("writing the results");
    } else {
        outcome.resultsDir = QString::fromStdString(command.out);
        outcome.document = std::make_shared<const bench::Json>(std::move(*written));
    }
    outcome.record = std::make_shared<const bench::RunRecord>(std::move(*record));
    return outcome;
}

}  // namespace

BenchRunController::BenchRunController(QObject* parent) : QObject(parent) {
    workerProgram_ = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("wrctl"));
}

BenchRunController::~BenchRunController() {
    queue_.clear();
    cancel_.cancel();
    joinThread();
}

void BenchRunController::setWorkerProgram(const QString& program) { workerProgram_ = program; }

int BenchRunController::enqueue(const bench::BenchCommand& command) {
    int id = nextId_++;
    queue_.push_back({id, command});
    emit queueChanged();
    if (running_ == 0) startNext();
    return id;
}

void BenchRunController::stop() {
    if (running_ != 0) cancel_.cancel();
}

void BenchRunController::clearQueue() {
    if (queue_.empty()) return;
    queue_.clear();
    emit queueChanged();
}

void BenchRunController::startNext() {
    if (running_ != 0 || queue_.empty()) return;
    Queued next = std::move(queue_.front());
    queue_.pop_front();
    joinThread();
    running_ = next.id;
    cancel_.reset();
    forwarder_ = std::make_unique<Forwarder>(this, next.id);
    emit queueChanged();
    if (!QFileInfo(workerProgram_).isExecutable()) {
        BenchRunOutcome outcome;
        outcome.status = Status::notFound("cannot run the benchmark's workers: " + workerProgram_.toStdString() +
                                          " is not an executable wrctl");
        forwarder_->finished(outcome);
        return;
    }
    thread_ = std::thread(
        [this, command = std::move(next.command), worker = workerProgram_.toStdString(), forwarder = forwarder_.get()] {
            BenchRunOutcome outcome = runCommand(command, worker, forwarder, &cancel_);
            forwarder->finished(outcome);
        });
}

void BenchRunController::finish(int id, const BenchRunOutcome& outcome) {
    joinThread();
    forwarder_.reset();
    running_ = 0;
    emit runFinished(id, outcome);
    emit queueChanged();
    // Once this event is done the run's record and results are freed: hand
    // their memory back, or a long session's footprint creeps up run by run.
    QTimer::singleShot(0, this, [] { releaseFreeMemory(); });
    startNext();
}

void BenchRunController::joinThread() {
    if (thread_.joinable()) thread_.join();
}

}  // namespace wr::gui
