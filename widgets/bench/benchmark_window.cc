#include "widgets/bench/benchmark_window.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "bench/results/aggregate.h"
#include "bench/results/results_files.h"
#include "bench/results/run_history.h"
#include "widgets/bench/bench_setup_panel.h"
#include "widgets/bench/run_readings_view.h"
#include "widgets/benchhistory/run_comparison_view.h"
#include "widgets/benchhistory/run_history_panel.h"
#include "widgets/benchrun/bench_run_controller.h"
#include "widgets/charts/latency_chart.h"
#include "widgets/charts/live_throughput_chart.h"
#include "widgets/charts/results_chart.h"
#include "widgets/tuning/stress_page.h"
#include "widgets/tuning/tuning_page.h"

namespace wr::gui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString commandText(const std::vector<std::string>& words) {
    QStringList out;
    for (const auto& w : words) out << q(w);
    return out.join(QLatin1Char(' '));
}

// A step's label in the latency view: the step, and the operation where the
// step measured several.
QString stepOpLabel(const bench::StepResult& step, const bench::OpResult& op) {
    return step.ops.size() > 1 ? q(step.spec.step + "/" + op.op) : q(step.spec.step);
}

std::vector<HistogramBucket> chartBuckets(const std::vector<bench::HistogramBucket>& buckets) {
    std::vector<HistogramBucket> out;
    out.reserve(buckets.size());
    for (const auto& b : buckets) {
        out.push_back({static_cast<double>(b.low), static_cast<double>(b.high + 1), b.count});
    }
    return out;
}

}  // namespace

BenchmarkWindow::BenchmarkWindow(const QString& historyRoot, QWidget* parent)
    : QMainWindow(parent),
      historyRoot_(historyRoot.isEmpty() ? q(bench::historyRoot().string()) : historyRoot),
      controller_(new BenchRunController(this)) {
    setWindowTitle(tr("Benchmark — WR Studio"));
    buildViews();
    connectController();
    elapsedTimer_.setInterval(1000);
    connect(&elapsedTimer_, &QTimer::timeout, this, &BenchmarkWindow::updateRunControls);
    updateRunControls();
    resize(1400, 880);
}

BenchmarkWindow::~BenchmarkWindow() = default;

void BenchmarkWindow::buildViews() {
    setup_ = new BenchSetupPanel(this);
    auto* setupScroll = new QScrollArea(this);
    setupScroll->setWidget(setup_);
    setupScroll->setWidgetResizable(true);
    setupScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    runButton_ = new QPushButton(tr("&Run"), this);
    runButton_->setToolTip(tr("Run now, or after the runs before it"));
    stopButton_ = new QPushButton(tr("&Stop"), this);
    stopButton_->setToolTip(tr("End the running run within a second; what finished is kept"));
    clearQueueButton_ = new QPushButton(tr("Clear &Queue"), this);
    queueLabel_ = new QLabel(this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runButton_);
    buttons->addWidget(stopButton_);
    buttons->addWidget(clearQueueButton_);
    buttons->addStretch(1);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(setupScroll, 1);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(queueLabel_);

    // Live: the chart, its unit, and the run's log.
    live_ = new LiveThroughputChart(this);
    unit_ = new QComboBox(this);
    unit_->addItem(tr("Operations per second"));
    unit_->addItem(tr("MiB per second"));
    log_ = new QPlainTextEdit(this);
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(2000);  // bounded, however long the run
    log_->setMaximumHeight(120);
    auto* livePage = new QWidget(this);
    auto* liveLayout = new QVBoxLayout(livePage);
    auto* liveBar = new QHBoxLayout;
    liveBar->addWidget(new QLabel(tr("Unit:"), livePage));
    liveBar->addWidget(unit_);
    liveBar->addStretch(1);
    liveLayout->addLayout(liveBar);
    liveLayout->addWidget(live_, 1);
    liveLayout->addWidget(log_);

    // Latency: percentiles per step, or a step's histogram.
    latency_ = new LatencyChart(this);
    latencyStore_ = new QComboBox(this);
    latencyStore_->addItem(tr("All stores"), QString());
    auto* latencyView = new QComboBox(this);
    latencyView->addItem(tr("Percentiles over the steps"));
    latencyView->addItem(tr("Histogram of the last step"));
    auto* latencyPage = new QWidget(this);
    auto* latencyLayout = new QVBoxLayout(latencyPage);
    auto* latencyBar = new QHBoxLayout;
    latencyBar->addWidget(new QLabel(tr("Store:"), latencyPage));
    latencyBar->addWidget(latencyStore_);
    latencyBar->addWidget(new QLabel(tr("View:"), latencyPage));
    latencyBar->addWidget(latencyView);
    latencyBar->addStretch(1);
    latencyLayout->addLayout(latencyBar);
    latencyLayout->addWidget(latency_, 1);

    // Results: bars per step and store at one point, in a chosen figure.
    results_ = new ResultsChart(this);
    resultsPoint_ = new QComboBox(this);
    resultsPoint_->setObjectName("resultsPoint");
    resultsMetric_ = new QComboBox(this);
    resultsMetric_->addItem(tr("Operations per second"));
    resultsMetric_->addItem(tr("MiB per second"));
    resultsMetric_->addItem(tr("p99 latency"));
    auto* resultsPage = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(resultsPage);
    auto* resultsBar = new QHBoxLayout;
    resultsBar->addWidget(new QLabel(tr("Point:"), resultsPage));
    resultsBar->addWidget(resultsPoint_, 1);
    resultsBar->addWidget(new QLabel(tr("Figure:"), resultsPage));
    resultsBar->addWidget(resultsMetric_);
    auto* resultsLog = new QCheckBox(tr("Lo&g scale"), resultsPage);
    resultsLog->setToolTip(tr("Keep small bars visible beside stores thousands of times faster"));
    resultsBar->addWidget(resultsLog);
    resultsLayout->addLayout(resultsBar);
    readings_ = new RunReadingsView(resultsPage);
    auto* resultsSplit = new QSplitter(Qt::Vertical, resultsPage);
    resultsSplit->addWidget(results_);
    resultsSplit->addWidget(readings_);
    resultsSplit->setStretchFactor(0, 3);
    resultsSplit->setStretchFactor(1, 1);
    resultsLayout->addWidget(resultsSplit, 1);

    // History: every run kept, and the comparison of the ones chosen.
    history_ = new RunHistoryPanel(historyRoot_, this);
    comparison_ = new RunComparisonView(this);
    auto* historySplit = new QSplitter(Qt::Vertical, this);
    historySplit->addWidget(history_);
    historySplit->addWidget(comparison_);
    historySplit->setSizes({160, 680});

    tuning_ = new TuningPage(this);
    stress_ = new StressPage(this);

    tabs_ = new QTabWidget(this);
    tabs_->addTab(livePage, tr("&Live"));
    tabs_->addTab(latencyPage, tr("L&atency"));
    tabs_->addTab(resultsPage, tr("R&esults"));
    tabs_->addTab(historySplit, tr("&History"));
    tabs_->addTab(tuning_, tr("&Tuning"));
    tabs_->addTab(stress_, tr("Stre&ss"));

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(tabs_);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({460, 940});
    setCentralWidget(split);

    stepLabel_ = new QLabel(this);
    trialProgress_ = new QProgressBar(this);
    trialProgress_->setMaximumWidth(220);
    trialProgress_->setFormat(tr("%v of %m trials"));
    statusBar()->addWidget(stepLabel_, 1);
    statusBar()->addPermanentWidget(trialProgress_);

    connect(runButton_, &QPushButton::clicked, this, &BenchmarkWindow::runSetup);
    connect(stopButton_, &QPushButton::clicked, controller_, &BenchRunController::stop);
    connect(clearQueueButton_, &QPushButton::clicked, this, [this] {
        // The dropped runs' directories, made when they were queued, go too.
        controller_->clearQueue();
        for (int id : runDirs_.keys()) {
            if (id == controller_->runningId()) continue;
            QDir(runDirs_.take(id)).removeRecursively();
            origins_.remove(id);
        }
        log(tr("The queue was cleared."));
    });
    connect(unit_, &QComboBox::currentIndexChanged, this, [this](int index) {
        live_->setUnit(index == 0 ? ThroughputUnit::OperationsPerSecond : ThroughputUnit::MebibytesPerSecond);
    });
    connect(latencyStore_, &QComboBox::currentIndexChanged, this,
            [this] { latency_->setStoreFilter(latencyStore_->currentData().toString()); });
    connect(latencyView, &QComboBox::currentIndexChanged, this,
            [this](int index) { latency_->setView(index == 0 ? LatencyView::Percentiles : LatencyView::Histogram); });
    connect(resultsPoint_, &QComboBox::currentIndexChanged, this, &BenchmarkWindow::showResultsPoint);
    connect(resultsMetric_, &QComboBox::currentIndexChanged, this, [this](int index) {
        results_->setMetric(index == 0   ? ResultsMetric::OperationsPerSecond
                            : index == 1 ? ResultsMetric::MebibytesPerSecond
                                         : ResultsMetric::P99Latency);
    });
    connect(resultsLog, &QCheckBox::toggled, results_, &ResultsChart::setLogScale);
    connect(history_, &RunHistoryPanel::openRunRequested, this, &BenchmarkWindow::openRun);
    connect(history_, &RunHistoryPanel::compareRequested, comparison_, &RunComparisonView::loadRuns);
    connect(tuning_, &TuningPage::runRequested, this,
            [this](const bench::BenchCommand& command) { run(command, tuning_); });
    connect(stress_, &StressPage::runRequested, this,
            [this](const bench::BenchCommand& command) { run(command, stress_); });
    connect(tuning_, &TuningPage::stopRequested, controller_, &BenchRunController::stop);
    connect(stress_, &StressPage::stopRequested, controller_, &BenchRunController::stop);
    connect(tuning_, &TuningPage::createStoreRequested, this, &BenchmarkWindow::openStoreRequested);
}

void BenchmarkWindow::connectController() {
    connect(controller_, &BenchRunController::runStarted, this, &BenchmarkWindow::onRunStarted);
    connect(controller_, &BenchRunController::trialStarted, this, &BenchmarkWindow::onTrialStarted);
    connect(controller_, &BenchRunController::stepStarted, this, &BenchmarkWindow::onStepStarted);
    connect(controller_, &BenchRunController::sampleArrived, this,
            [this](int run, size_t trial, size_t step, const bench::ThroughputSample& sample, uint64_t) {
                onSample(run, trial, step, sample);
            });
    connect(controller_, &BenchRunController::stepFinished, this, &BenchmarkWindow::onStepFinished);
    connect(controller_, &BenchRunController::trialFinished, this, &BenchmarkWindow::onTrialFinished);
    connect(controller_, &BenchRunController::runFinished, this, &BenchmarkWindow::onRunFinished);
    connect(controller_, &BenchRunController::queueChanged, this, &BenchmarkWindow::updateRunControls);
}

int BenchmarkWindow::runSetup() { return run(setup_->command(), setup_); }

int BenchmarkWindow::run(bench::BenchCommand command, QWidget* origin) {
    // Refuse what cannot run before anything is created.
    auto setup = bench::benchSetup(command, controller_->workerProgram().toStdString());
    Status plannable =
        setup.isOk() ? bench::planTrials(setup->presets, setup->plan, setup->run).status() : setup.status();
    if (!plannable.isOk()) {
        const QString why = q(plannable.message());
        log(tr("Cannot run: %1").arg(why));
        statusBar()->showMessage(tr("Cannot run: %1").arg(why));
        return 0;
    }
    auto dir = bench::newRunDirectory(historyRoot_.toStdString(), setup->presets);
    if (!dir.isOk()) {
        log(tr("Cannot run: %1").arg(q(dir.status().message())));
        return 0;
    }
    command.out = dir->string();
    int id = controller_->enqueue(command);
    origins_.insert(id, origin);
    runDirs_.insert(id, q(command.out));
    log(tr("Run %1 queued: wrctl %2").arg(id).arg(commandText(command.words())));
    updateRunControls();
    return id;
}

void BenchmarkWindow::prepareStoreBenchmark(const QString& label, const QString& settingsUri) {
    setup_->selectPreset(QStringLiteral("custom"));
    setup_->setStores({settingsUri});
    tabs_->setCurrentIndex(0);
    log(tr("Prepared a run on a fresh store like %1 (%2); the open store itself is not touched.")
            .arg(label, settingsUri));
}

void BenchmarkWindow::setOpenStores(const QList<QPair<QString, QString>>& stores) { setup_->setOpenStores(stores); }

qint64 BenchmarkWindow::liveRedraws() const { return live_->replotCount(); }

void BenchmarkWindow::onRunStarted(int run, const bench::RunRecord& header, size_t trials) {
    live_->clear();
    latency_->clear();
    latencyStore_->clear();
    latencyStore_->addItem(tr("All stores"), QString());
    trialProgress_->setRange(0, static_cast<int>(trials));
    trialProgress_->setValue(0);
    runClock_.start();
    elapsedTimer_.start();
    log(tr("Run %1 started: %Ln trial(s), build %2", nullptr, static_cast<int>(trials))
            .arg(run)
            .arg(q(header.buildCommit)));
    // A sweep or a stress run is watched where it was started: its page fills as it runs.
    if (origins_.value(run) == setup_) tabs_->setCurrentIndex(0);
    updateRunControls();
}

void BenchmarkWindow::onTrialStarted(int, size_t trial, const bench::Trial& plan) {
    currentStore_ = q(plan.store.label);
    currentPoint_ = q(bench::pointLabel(plan.point));
    currentRepetition_ = plan.repetition;
    if (latencyStore_->findData(currentStore_) < 0) latencyStore_->addItem(currentStore_, currentStore_);
    stepLabel_->setText(tr("Trial %1 of %2: %3 %4 %5, repetition %6")
                            .arg(trial + 1)
                            .arg(trialProgress_->maximum())
                            .arg(q(plan.presetId), currentStore_, currentPoint_)
                            .arg(plan.repetition + 1));
}

void BenchmarkWindow::onStepStarted(int, size_t, size_t, const bench::RunSpec& spec) {
    live_->beginStep(currentStore_, q(spec.step), currentRepetition_ + 1, currentPoint_);
}

void BenchmarkWindow::onSample(int, size_t, size_t, const bench::ThroughputSample& sample) {
    live_->addSample(currentStore_, sample);
}

void BenchmarkWindow::onStepFinished(int, size_t, size_t, const bench::StepResult& result) {
    live_->endStep(currentStore_);
    for (const auto& op : result.ops) {
        if (op.count == 0) continue;
        latency_->addStepLatency(currentStore_, stepOpLabel(result, op), q(op.op), static_cast<double>(op.p50Ns),
                                 static_cast<double>(op.p99Ns), static_cast<double>(op.p999Ns));
        latency_->setHistogram(tr("%1 %2 %3").arg(currentStore_, q(result.spec.step), q(op.op)),
                               chartBuckets(op.histogram));
    }
    if (!result.status.isOk()) log(tr("%1 %2: %3").arg(currentStore_, q(result.spec.step), q(result.status.message())));
}

void BenchmarkWindow::onTrialFinished(int run, size_t, const bench::TrialResult& result) {
    trialProgress_->setValue(trialProgress_->value() + 1);
    if (!result.status.isOk()) log(tr("Trial failed: %1").arg(q(result.status.message())));
    QWidget* origin = origins_.value(run);
    if (origin == tuning_) tuning_->trialFinished(result);
    if (origin == stress_) stress_->trialFinished(result);
}

void BenchmarkWindow::onRunFinished(int run, const BenchRunOutcome& outcome) {
    elapsedTimer_.stop();
    QWidget* origin = origins_.take(run);
    const QString dir = runDirs_.take(run);
    // A run that wrote nothing leaves no empty directory in the history.
    if (outcome.resultsDir.isEmpty() && !dir.isEmpty()) QDir(dir).removeRecursively();
    log(tr("Run %1: %2").arg(run).arg(outcome.summary()));
    statusBar()->showMessage(outcome.summary());
    if (outcome.record) {
        if (origin == tuning_) tuning_->runFinished(*outcome.record);
        if (origin == stress_) stress_->runFinished(*outcome.record);
        // The document comes built from the run's thread; only a run whose
        // results could not be written has it built here.
        auto doc = outcome.document ? outcome.document
                                    : std::make_shared<const bench::Json>(bench::resultsDocument(*outcome.record));
        showDocument(outcome.resultsDir, *doc, false);
    } else {
        if (origin == tuning_) tuning_->runFailed(outcome.summary());
        if (origin == stress_) stress_->runFailed(outcome.summary());
    }
    updateRunControls();
}

void BenchmarkWindow::openRun(const QString& dir) {
    using Read = Result<std::shared_ptr<const bench::Json>>;
    auto* watcher = new QFutureWatcher<Read>(this);
    connect(watcher, &QFutureWatcher<Read>::finished, this, [this, watcher, dir] {
        watcher->deleteLater();
        const Read& doc = watcher->result();
        if (!doc.isOk()) {
            statusBar()->showMessage(tr("Cannot open the run in %1: %2").arg(dir, q(doc.status().message())));
            return;
        }
        showDocument(dir, **doc, true);
        tabs_->setCurrentIndex(2);
    });
    watcher->setFuture(QtConcurrent::run([path = dir.toStdString()]() -> Read {
        auto doc = bench::readResults(path);
        if (!doc.isOk()) return doc.status();
        return std::make_shared<const bench::Json>(std::move(*doc));
    }));
}

void BenchmarkWindow::showDocument(const QString& dir, const bench::Json& doc, bool replayLive) {
    shownRunDir_ = dir;
    if (replayLive) {
        // A past run: its series and latencies as the live views drew them.
        live_->clear();
        latency_->clear();
        for (const auto& trial : bench::itemsOf(bench::member(doc, "trials"))) {
            currentStore_ = q(bench::textOf(bench::member(trial, "store")));
            currentPoint_ = q(bench::textOf(bench::member(trial, "point")));
            currentRepetition_ = static_cast<int>(bench::intOr(bench::member(trial, "repetition")));
            for (const auto& stepJson : bench::itemsOf(bench::member(trial, "steps"))) {
                auto step = bench::StepResult::fromJson(stepJson);
                if (!step.isOk()) continue;
                onStepStarted(0, 0, 0, step->spec);
                for (const auto& s : step->series) live_->addSample(currentStore_, s);
                onStepFinished(0, 0, 0, *step);
            }
        }
        live_->fitToData();
    }
    QSignalBlocker block(resultsPoint_);
    resultsPoint_->clear();
    // Only the aggregates stay: a run's document, with every sample, is
    // tens of megabytes in memory.
    shownRows_.clear();
    for (const auto& row : bench::itemsOf(bench::member(doc, "aggregates"))) {
        shownRows_.push_back(bench::AggregateRow::fromJson(row));
    }
    readings_->setRun(doc);
    for (const auto& preset : bench::itemsOf(bench::member(doc, "presets"))) {
        const QString id = q(bench::textOf(bench::member(preset, "id")));
        for (const QString& point : ResultsChart::pointsOf(shownRows_, id)) {
            resultsPoint_->addItem(point.isEmpty() ? id : tr("%1 at %2").arg(id, point), QStringList{id, point});
        }
    }
    showResultsPoint();
    emit runShown(dir);
}

void BenchmarkWindow::showResultsPoint() {
    const QStringList choice = resultsPoint_->currentData().toStringList();
    if (choice.size() != 2) return;
    results_->setResults(shownRows_, choice[0], choice[1]);
    readings_->showPoint(choice[0], choice[1]);
}

void BenchmarkWindow::updateRunControls() {
    const bool running = controller_->isRunning();
    stopButton_->setEnabled(running);
    clearQueueButton_->setEnabled(controller_->queuedCount() > 0);
    runButton_->setText(running ? tr("&Queue") : tr("&Run"));
    QString text = running ? tr("Running for %1 s").arg(runClock_.elapsed() / 1000) : tr("Idle");
    if (controller_->queuedCount() > 0) text += tr("; %Ln run(s) queued", nullptr, controller_->queuedCount());
    queueLabel_->setText(text);
}

void BenchmarkWindow::log(const QString& line) { log_->appendPlainText(line); }

void BenchmarkWindow::closeEvent(QCloseEvent* event) {
    if (controller_->isRunning()) {
        auto answer = QMessageBox::question(this, tr("Stop the benchmark?"),
                                            tr("A benchmark is running. Stop it and close? What finished is kept."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        controller_->clearQueue();
        controller_->stop();
    }
    event->accept();
}

}  // namespace wr::gui
