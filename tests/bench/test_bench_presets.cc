// A smoke run of every benchmark preset at tiny scale against the stores this
// build has, through the real runner: each step in a fresh worker process
// (this test binary re-executed with --bench-worker), results written and
// reported. A preset whose stores the build lacks fails here, loudly. The
// presets run eight at a time (timings mean nothing here; file-system syncs
// dominate a smoke run), then each is checked on its own row. Also:
// cancellation, mixed durability tiers refused, the 10 Hz time series, and
// the migration presets' phases, verification and target placement.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "bench/harness/layout_grid.h"
#include "bench/harness/runner.h"
#include "bench/harness/store_profile.h"
#include "bench/harness/worker.h"
#include "bench/results/peer_comparison.h"
#include "bench/results/report.h"
#include "bench/results/results_files.h"
#include "bench/workloads/step_context.h"
#include "bench/workloads/throughput_sampler.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::bench;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

RunOptions runOptions(const QString& workDir) {
    RunOptions run;
    run.workerCommand = {QCoreApplication::applicationFilePath().toStdString(), "--bench-worker"};
    run.workDir = workDir.toStdString();
    return run;
}

PlanOptions tiny() {
    PlanOptions plan;
    plan.scale = *parseScale("tiny");
    // The custom preset runs the user's sizes at every scale: a smoke run's are small.
    plan.custom.records = plan.custom.operations = 200;
    return plan;
}

// Cancels the run once the first progress report arrives.
class CancelOnProgress : public ProgressSink {
public:
    explicit CancelOnProgress(CancellationToken& token) : token_(token) {}
    void onProgress(const Progress&) override {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!cancelledAt_) {
            cancelledAt_ = std::chrono::steady_clock::now();
            token_.cancel();
        }
    }
    std::optional<std::chrono::steady_clock::time_point> cancelledAt() {
        std::lock_guard<std::mutex> lock(mutex_);
        return cancelledAt_;
    }

private:
    CancellationToken& token_;
    std::mutex mutex_;
    std::optional<std::chrono::steady_clock::time_point> cancelledAt_;
};

class CountingSink : public SampleSink {
public:
    void onSample(const ThroughputSample&, uint64_t) override { ++reports; }
    std::atomic<int> reports{0};
};

// What a sampler saw of a phase of `ops` operations taking `timed` each, each
// followed by `untimed` off the clock (told to the meter as such).
struct SampledPhase {
    std::vector<ThroughputSample> series;
    int reports = 0;
    MemoryPeaks peaks;
};
SampledPhase samplePhase(int ops, std::chrono::milliseconds timed, std::chrono::milliseconds untimed) {
    ProgressMeter meter;
    CountingSink sink;
    ThroughputSampler sampler(meter, &sink);
    meter.beginPhase("phase", static_cast<uint64_t>(ops));
    sampler.start();
    for (int i = 0; i < ops; ++i) {
        std::this_thread::sleep_for(timed);
        meter.add();
        if (untimed.count() == 0) continue;
        auto pause = std::chrono::steady_clock::now();
        std::this_thread::sleep_for(untimed);
        meter.addUntimed(
            static_cast<uint64_t>(std::chrono::nanoseconds(std::chrono::steady_clock::now() - pause).count()));
    }
    sampler.stop();
    return {sampler.series(), sink.reports.load(), sampler.peaks()};
}

// Records a run's events as the runner reports them.
class RecordingObserver : public RunObserver {
public:
    void onRunStarted(const RunRecord& header, size_t trials) override {
        events.push_back("run " + std::to_string(trials) + " " + header.buildCommit);
    }
    void onTrialStarted(size_t trial, const Trial& plan) override {
        events.push_back("trial " + std::to_string(trial) + " " + plan.store.label);
    }
    void onStepStarted(size_t trial, size_t step, const RunSpec& spec) override {
        events.push_back("step " + std::to_string(trial) + "." + std::to_string(step) + " " + spec.step);
    }
    void onSample(size_t trial, size_t step, const ThroughputSample& sample, uint64_t) override {
        samples[{trial, step}].push_back(sample);
    }
    void onStepFinished(size_t trial, size_t step, const StepResult&) override {
        events.push_back("done " + std::to_string(trial) + "." + std::to_string(step));
    }
    void onTrialFinished(size_t trial, const TrialResult&) override {
        events.push_back("trial done " + std::to_string(trial));
    }
    std::vector<std::string> events;
    std::map<std::pair<size_t, size_t>, std::vector<ThroughputSample>> samples;
};

// ThreadSanitizer cannot see the peers' own synchronisation: RocksDB is
// linked statically without its instrumentation, Berkeley DB's latches read
// as lock-order inversions, and Kyoto Cabinet holds more locks at once than
// its deadlock detector tracks. Under it the presets run the project's own
// engines only, and the presets that move data into peers are left out.
#if defined(__SANITIZE_THREAD__)
constexpr bool kOwnEnginesOnly = true;
#else
constexpr bool kOwnEnginesOnly = false;
#endif

bool isOwnEngine(const StoreVariant& store) {
    static const std::set<std::string> own{"wrstore", "wrstore++", "zdb", "flatfs", "nestedfs"};
    return own.count(schemeOf(store)) > 0;
}

// How the smoke run runs the preset; nullopt when none of it can run here.
std::optional<PlanOptions> smokeOptions(const Preset& preset) {
    PlanOptions options = tiny();
    if (!kOwnEnginesOnly) return options;
    std::copy_if(preset.stores.begin(), preset.stores.end(), std::back_inserter(options.stores), isOwnEngine);
    if (options.stores.empty()) return std::nullopt;
    auto plan = preset.plan(preset, options);
    if (!plan.isOk()) return options;  // the run reports why
    for (const auto& trial : plan->trials) {
        for (const auto& step : trial.steps) {
            if (member(step.params, "target").is_object()) return std::nullopt;
        }
    }
    return options;
}

// A store of this build for the tests that need any one.
std::optional<StoreVariant> anyBuiltStore() {
    const auto order = kOwnEnginesOnly ? std::vector<std::string>{"zdb", "wrstore", "flatfs"}
                                       : std::vector<std::string>{"leveldb", "rocksdb", "zdb", "wrstore", "flatfs"};
    for (const std::string& preferred : order) {
        for (const auto& s : kv::knownSchemes()) {
            if (s.scheme == preferred) return StoreVariant{s.scheme, s.scheme + ":"};
        }
    }
    return std::nullopt;
}

}  // namespace

class BenchPresetsTest : public QObject {
    Q_OBJECT

private slots:
    // Runs every preset, eight at a time; the rows below check each.
    void initTestCase() {
        QVERIFY(dir_.isValid());
        std::atomic<size_t> next{0};
        std::mutex mutex;
        auto runSome = [&] {
            for (size_t i = next++; i < presets().size(); i = next++) {
                const Preset& preset = presets()[i];
                const std::optional<PlanOptions> options = smokeOptions(preset);
                if (!options) continue;
                QElapsedTimer timer;
                timer.start();
                auto record =
                    runBenchmarks({preset.id}, *options, runOptions(dir_.filePath(q(preset.id))), nullptr, nullptr);
                double seconds = static_cast<double>(timer.elapsed()) / 1000.0;
                std::lock_guard<std::mutex> lock(mutex);
                runs_.emplace(preset.id, Run{std::move(record), seconds});
            }
        };
        std::vector<std::thread> pool;
        for (int t = 0; t < 8; ++t) pool.emplace_back(runSome);
        for (auto& t : pool) t.join();
    }

    void everyPresetRunsAtTinyScale_data() {
        QTest::addColumn<QString>("id");
        for (const auto& p : presets()) QTest::newRow(p.id.c_str()) << q(p.id);
    }
    void everyPresetRunsAtTinyScale() {
        QFETCH(QString, id);
        const Preset* preset = findPreset(id.toStdString());
        QVERIFY(preset != nullptr);
        auto stores = storesForPreset(*preset, {});
        QVERIFY2(stores.isOk(), stores.status().toString().c_str());

        auto found = runs_.find(id.toStdString());
        if (kOwnEnginesOnly && found == runs_.end())
            QSKIP("under ThreadSanitizer: runs only peers or migrates into them");
        QVERIFY(found != runs_.end());
        const auto& record = found->second.record;
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        QVERIFY(!record->trials.empty());
        for (const auto& trial : record->trials) {
            QCOMPARE(trial.steps.size(), trial.trial.steps.size());
            for (const auto& step : trial.steps) {
                QVERIFY(!step.series.empty());
                QVERIFY(step.openSeconds >= 0);
                QVERIFY(!step.ops.empty());
                for (const auto& op : step.ops) QCOMPARE(op.errors, uint64_t(0));
            }
        }
        Json doc = resultsDocument(*record);
        QVERIFY(member(doc, "aggregates").size() > 0);
        QVERIFY2(writeResults(dir_.filePath(id + "/out").toStdString(), *record).isOk(), "writing results");
        auto back = readResults(dir_.filePath(id + "/out").toStdString());
        QVERIFY2(back.isOk(), back.status().toString().c_str());
        auto report = markdownReport(*back);
        QVERIFY2(report.isOk(), report.status().toString().c_str());
        QVERIFY(report->find("## " + id.toStdString()) != std::string::npos);
        qInfo("%s: %zu trials in %.1f s", qPrintable(id), record->trials.size(), found->second.seconds);
    }

    // The users' random order puts every record once: with k = every record,
    // the read step gets each of them back with its value (it checks each).
    void randomOrderPutsEveryRecordOnce() {
        const Preset* preset = findPreset("user-random");
        QVERIFY(preset != nullptr);
        PlanOptions options = tiny();
        options.dataSets = {"KVData3"};
        const uint64_t records = options.scale.apply(1000000);
        options.k = records;
        options.stores = {layoutVariant(1, 2), StoreVariant{"zdb", "zdb:"}};
        auto record =
            runBenchmarks({"user-random"}, options, runOptions(dir_.filePath("random-order")), nullptr, nullptr);
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        QCOMPARE(record->trials.size(), size_t(2));
        for (const auto& trial : record->trials) {
            QCOMPARE(textOf(member(trial.steps.front().spec.params, "put_order")), std::string("random"));
            auto read = std::find_if(trial.steps.begin(), trial.steps.end(),
                                     [](const StepResult& s) { return s.spec.step == "read"; });
            QVERIFY(read != trial.steps.end());
            QCOMPARE(read->ops.front().count, records);
            QCOMPARE(read->ops.front().errors, uint64_t(0));
        }
    }

    // The thread sweep keeps its own threads whatever --threads says: the
    // run step at the point's count, the load before it at one.
    void threadSweepKeepsItsOwnThreads() {
        const Preset* preset = findPreset("user-threads");
        QVERIFY(preset != nullptr);
        PlanOptions options = tiny();
        options.threads = 8;
        auto plan = preset->plan(*preset, options);
        QVERIFY2(plan.isOk(), plan.status().toString().c_str());
        std::set<int> seen;
        for (const auto& trial : plan->trials) {
            auto threads = std::find_if(trial.point.begin(), trial.point.end(),
                                        [](const auto& c) { return c.first == "threads"; });
            QVERIFY(threads != trial.point.end());
            seen.insert(std::stoi(threads->second));
            for (const auto& step : trial.steps) {
                QCOMPARE(step.threads, step.step == "run" ? std::stoi(threads->second) : 1);
            }
        }
        QCOMPARE(seen, (std::set<int>{1, 4}));  // tiny keeps the first and last of 1, 2, 4
        // The run's report gives the scaling, and our engines against the fastest peer.
        auto found = runs_.find("user-threads");
        QVERIFY(found != runs_.end() && found->second.record.isOk());
        const Json doc = resultsDocument(*found->second.record);
        const std::vector<ThreadScaling> scaling = threadScaling(doc);
        QVERIFY(std::any_of(scaling.begin(), scaling.end(), [](const ThreadScaling& s) {
            return s.step == "run" && s.opsPerSecond.size() == 2 && s.speedup(4) > 0;
        }));
        if (kOwnEnginesOnly) return;
        const std::vector<PeerLead> leads = peerLeads(doc);
        QVERIFY(!leads.empty());
        for (const auto& lead : leads) {
            QVERIFY(isOwnEngine(lead.store.substr(0, lead.store.find(' '))));
            QVERIFY(!isOwnEngine(lead.bestPeer));
            QVERIFY(lead.ratio > 0 && lead.repetitions >= 1);
        }
        auto report = markdownReport(doc);
        QVERIFY(report.isOk());
        QVERIFY(report->find("### Against the fastest peer") != std::string::npos);
        QVERIFY(report->find("### Scaling with client threads") != std::string::npos);
    }

    // Fig. 16a's extraction steps time E-then-T's export and transform apart
    // and E-and-T whole, over every pair the prepare step loaded.
    void extractionStepsTimeEachPhaseOverEveryPair() {
        if (runs_.count("000-fig16a") == 0) QSKIP("000-fig16a does not run under ThreadSanitizer");
        const auto& record = runs_.at("000-fig16a").record;
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        for (const auto& trial : record->trials) {
            QCOMPARE(trial.steps.size(), size_t(3));
            const StepResult& prepare = trial.steps[0];
            const uint64_t pairs = prepare.findOp("load")->count;
            for (const char* op : {"export", "transform", "e-then-t"}) {
                QVERIFY2(trial.steps[1].findOp(op) != nullptr, op);
                QCOMPARE(trial.steps[1].findOp(op)->count, pairs);
            }
            QCOMPARE(trial.steps[2].findOp("e-and-t")->count, pairs);
            QVERIFY(trial.steps[1].findOp("e-then-t")->seconds >= trial.steps[1].findOp("export")->seconds);
        }
    }

    // Fig. 16b and the fast-load comparison: every migration verified, its
    // share of extract and transform a fraction, and its target placed
    // beside the source and removed with the trial.
    void migrationStepsVerifyAndSplitThePhases() {
        if (kOwnEnginesOnly) QSKIP("under ThreadSanitizer the presets that move data into peers do not run");
        for (const char* id : {"000-fig16b", "000-fastload", "001-sec6"}) {
            const auto& record = runs_.at(id).record;
            QVERIFY2(record.isOk(), record.status().toString().c_str());
            int migrations = 0;
            for (const auto& trial : record->trials) {
                for (const auto& step : trial.steps) {
                    if (step.spec.step != "migrate") continue;
                    ++migrations;
                    QVERIFY(uintOr(member(step.metrics, "verified_keys")) > 0);
                    double share = numberOr(member(step.metrics, "extract_transform_share"));
                    QVERIFY2(share > 0 && share <= 1, id);
                    QString targetDir = q(textOf(member(step.spec.params, "target_dir")));
                    QVERIFY(!targetDir.startsWith(q(step.spec.storeDir)));
                    QVERIFY(!QFileInfo::exists(targetDir));
                }
            }
            QVERIFY2(migrations >= 3, id);
        }
        const auto& streamed = runs_.at("001-sec6").record;
        for (const auto& step : streamed->trials.front().steps) {
            if (step.spec.step == "migrate") QVERIFY(uintOr(member(step.metrics, "streamed")) > 0);
        }
    }

    void bareSchemesRunThePresetsOwnSettings() {
        const Preset* preset = findPreset("004-tables2-4");
        QVERIFY(preset != nullptr);
        std::vector<StoreVariant> requested;
        for (const char* text : {"zdb", "zdb:keys=string", "wrstore:"}) {
            auto v = parseStoreVariant(text);
            QVERIFY2(v.isOk(), v.status().toString().c_str());
            requested.push_back(*v);
        }
        auto stores = storesForPreset(*preset, requested);
        QVERIFY2(stores.isOk(), stores.status().toString().c_str());
        QCOMPARE(stores->size(), size_t(3));
        // "zdb" is the preset's ZDB (the paper's integer keys), not the scheme's defaults.
        const auto zdb = std::find_if(preset->stores.begin(), preset->stores.end(),
                                      [](const StoreVariant& s) { return schemeOf(s) == "zdb"; });
        QVERIFY(zdb != preset->stores.end());
        QCOMPARE((*stores)[0].uri, zdb->uri);
        QCOMPARE((*stores)[0].label, zdb->label);
        QVERIFY(zdb->uri != "zdb:");
        // Settings given are kept; a scheme the preset lacks runs with its defaults.
        QCOMPARE((*stores)[1].uri, std::string("zdb:keys=string"));
        QCOMPARE((*stores)[2].uri, std::string("wrstore:"));
    }

    void missingStoresFailLoudly() {
        Preset preset = *findPreset("000-fig9");
        preset.stores.push_back({"nosuch", "nosuch:"});
        auto stores = storesForPreset(preset, {});
        QVERIFY(!stores.isOk());
        QVERIFY(stores.status().message().find("'nosuch'") != std::string::npos);
    }

    void mixedDurabilityIsRefused() {
        auto store = anyBuiltStore();
        QVERIFY2(store, "this build has no store to test with");
        const StoreProfile* profile = findStoreProfile(store->label);
        QVERIFY(profile != nullptr);
        PlanOptions plan = tiny();
        plan.stores = {{"strict", store->label + ":" + profile->durabilityParam + "=" + profile->syncPerOp}};
        auto record = runBenchmarks({"000-fig10"}, plan, runOptions(dir_.filePath("tiers")), nullptr, nullptr);
        QVERIFY(!record.isOk());
        QVERIFY(record.status().message().find("one durability tier") != std::string::npos);
    }

    // A live view sees every trial and step as it runs, and each step's
    // samples exactly as its result's series holds them.
    void observerSeesTheRunAsItHappens() {
        auto store = anyBuiltStore();
        QVERIFY2(store, "this build has no store to test with");
        PlanOptions plan = tiny();
        plan.stores = {*store};
        RecordingObserver observer;
        RunOptions options = runOptions(dir_.filePath("observed"));
        options.observer = &observer;
        auto record = runBenchmarks({"000-fig9"}, plan, options, nullptr, nullptr);
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        QVERIFY(!record->buildCommit.empty());
        std::vector<std::string> expected{"run " + std::to_string(record->trials.size()) + " " + record->buildCommit};
        for (size_t t = 0; t < record->trials.size(); ++t) {
            expected.push_back("trial " + std::to_string(t) + " " + store->label);
            const auto& steps = record->trials[t].steps;
            for (size_t i = 0; i < steps.size(); ++i) {
                expected.push_back("step " + std::to_string(t) + "." + std::to_string(i) + " " + steps[i].spec.step);
                expected.push_back("done " + std::to_string(t) + "." + std::to_string(i));
                const auto& seen = observer.samples[{t, i}];
                QCOMPARE(seen.size(), steps[i].series.size());
                for (size_t k = 0; k < seen.size(); ++k) {
                    QCOMPARE(seen[k].seconds, steps[i].series[k].seconds);
                    QCOMPARE(seen[k].phase, steps[i].series[k].phase);
                    QCOMPARE(seen[k].done, steps[i].series[k].done);
                    QCOMPARE(seen[k].rate, steps[i].series[k].rate);
                }
            }
            expected.push_back("trial done " + std::to_string(t));
        }
        QCOMPARE(observer.events, expected);
        QVERIFY(!observer.samples.empty());
    }

    // Results carry each operation's latency histogram, its counts adding up.
    void operationsCarryTheirLatencyHistogram() {
        OpRecorder recorder("read");
        for (uint64_t v : {3u, 3u, 100u, 1000u, 1001u, 5000000u}) recorder.record(v, 0, true);
        OpResult r = OpResult::fromJson(summarize(recorder, 1).toJson());
        uint64_t counted = 0;
        for (const auto& b : r.histogram) {
            QVERIFY(b.low <= b.high);
            counted += b.count;
        }
        QCOMPARE(counted, uint64_t(6));
        QCOMPARE(r.histogram.front().low, uint64_t(3));
        QCOMPARE(r.histogram.front().count, uint64_t(2));
        QVERIFY(r.histogram.back().low <= 5000000 && r.histogram.back().high >= 5000000);
        QVERIFY(r.histogram.back().high - r.histogram.back().low < 5000000 / 8);
    }

    void cancellationStopsWithinASecond() {
        auto store = anyBuiltStore();
        QVERIFY2(store, "this build has no store to test with");
        PlanOptions plan;
        plan.scale = *parseScale("0.2");  // KVData3 at 200,000 records: seconds of loading
        plan.stores = {*store};
        CancellationToken token;
        CancelOnProgress sink(token);
        auto record = runBenchmarks({"000-fig9"}, plan, runOptions(dir_.filePath("cancel")), &sink, &token);
        auto stoppedAt = std::chrono::steady_clock::now();
        QVERIFY(record.isOk());
        QVERIFY(record->status.is(StatusCode::kCancelled));
        QVERIFY(sink.cancelledAt());
        double seconds = std::chrono::duration<double>(stoppedAt - *sink.cancelledAt()).count();
        QVERIFY2(seconds < 1.5, qPrintable(QString("stopped %1 s after cancelling").arg(seconds)));
        QCOMPARE(record->trials.size(), size_t(1));
    }

    // The sampler reports at 10 Hz however long single operations take.
    void throughputIsSampledAtTenHertz() {
        SampledPhase phase = samplePhase(20, std::chrono::milliseconds(30), std::chrono::milliseconds(0));
        const auto& series = phase.series;
        QVERIFY2(series.size() >= 5, qPrintable(QString::number(series.size())));
        for (size_t i = 1; i < series.size(); ++i) QVERIFY(series[i].seconds - series[i - 1].seconds < 0.2);
        QCOMPARE(series.back().done, uint64_t(20));
        QCOMPARE(series.back().phase, std::string("phase"));
        QVERIFY(series[series.size() / 2].rate > 10 && series[series.size() / 2].rate < 60);
        QCOMPARE(phase.reports, static_cast<int>(series.size()));
        QVERIFY(phase.peaks.anonBytes > 0);
    }

    // Time the meter is told was off the clock is left out of the rate.
    void untimedTimeIsLeftOutOfTheSampledRate() {
        SampledPhase phase = samplePhase(30, std::chrono::milliseconds(10), std::chrono::milliseconds(10));
        QVERIFY2(phase.series.size() >= 4, qPrintable(QString::number(phase.series.size())));
        // About 100 a second while timed; counted over the whole time, 50 or less.
        double rate = phase.series[phase.series.size() / 2].rate;
        QVERIFY2(rate > 65 && rate < 200, qPrintable(QString::number(rate)));
    }

    // A step's inputs are made a batch at a time, off the clock, on every
    // thread's behalf; each operation runs once, after its batch was made.
    void timedBatchesMakeInputsOffTheClock() {
        for (int threads : {1, 2}) {
            RunSpec spec;
            spec.threads = threads;
            CancellationToken token;
            ProgressMeter meter;
            StepResult result;
            StepContext ctx(spec, token, meter, result);
            const uint64_t count = 3 * StepContext::kPreparedBatch + 5;
            std::vector<std::pair<uint64_t, uint64_t>> batches;
            std::vector<std::atomic<int>> runs(count);
            std::atomic<bool> outsideItsBatch{false};
            Status s = ctx.timedBatches(
                "op", count,
                [&](uint64_t first, uint64_t end) {
                    batches.emplace_back(first, end);
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                },
                [&](uint64_t i, int) {
                    if (i < batches.back().first || i >= batches.back().second) outsideItsBatch = true;
                    runs[i].fetch_add(1);
                    return OpOutcome{Status::ok(), 1, 0};
                });
            QVERIFY(s.isOk());
            const std::vector<std::pair<uint64_t, uint64_t>> expected{
                {0, 4096}, {4096, 8192}, {8192, 12288}, {12288, count}};
            QCOMPARE(batches, expected);
            QVERIFY(!outsideItsBatch);
            QVERIFY(std::all_of(runs.begin(), runs.end(), [](const std::atomic<int>& r) { return r.load() == 1; }));
            QCOMPARE(result.ops.size(), size_t(1));
            QCOMPARE(result.ops[0].count, count);
            // Four 50 ms pauses, none of them in the step's time.
            QVERIFY2(result.ops[0].seconds < 0.1, qPrintable(QString::number(result.ops[0].seconds)));
            QVERIFY(meter.untimedNanos() >= 200'000'000);
        }
    }

    // A failing operation stops every thread at the end of its batch.
    void timedBatchesStopAtTheFirstFailure() {
        RunSpec spec;
        spec.threads = 2;
        CancellationToken token;
        ProgressMeter meter;
        StepResult result;
        StepContext ctx(spec, token, meter, result);
        std::atomic<uint64_t> ran{0};
        Status s = ctx.timedBatches(
            "op", 5 * StepContext::kPreparedBatch, [](uint64_t, uint64_t) {},
            [&](uint64_t i, int) {
                ran.fetch_add(1);
                return OpOutcome{i == 5000 ? Status::corruption("bad record") : Status::ok(), 1, 0};
            });
        QVERIFY(s.is(StatusCode::kCorruption));
        QVERIFY(ran.load() <= 2 * StepContext::kPreparedBatch);
    }

    // One step in this process: memory, disk and the store's own figures.
    void aStepMeasuresMemoryAndDisk() {
        auto store = anyBuiltStore();
        QVERIFY2(store, "this build has no store to test with");
        QString storeDir = dir_.filePath("step");
        auto placed = placeStore(*store, storeDir.toStdString(), StoreSetup{});
        QVERIFY(placed.isOk());
        RunSpec spec;
        spec.presetId = "000-fig9";
        spec.workload = "continuous";
        spec.step = "prepare";
        spec.storeLabel = store->label;
        spec.storeUri = placed->uri.toString();
        spec.storeDir = storeDir.toStdString();
        spec.seed = 1;
        spec.params["data_set"] = "KVData2";
        spec.params["data_scale"] = 0.05;
        CancellationToken token;
        StepResult r = runStep(spec, token, nullptr);
        QVERIFY2(r.status.isOk(), r.status.toString().c_str());
        QCOMPARE(r.storeCount, uint64_t(5000));
        QVERIFY(r.findOp("load") != nullptr);
        QCOMPARE(r.findOp("load")->count, uint64_t(5000));
        QVERIFY(r.findOp("load")->p99Ns >= r.findOp("load")->p50Ns);
        QVERIFY(r.allocatedBytes > 0);
        QVERIFY(r.logicalBytes > 5000 * 50);
        QVERIFY(r.spaceEfficiency > 0);
        QVERIFY(r.peakRssBytes > 0 && r.baselineRssBytes > 0);
        QVERIFY(r.openSeconds >= 0 && r.closeSeconds >= 0 && r.flushSeconds >= 0);
        QVERIFY(!r.storeDetails.empty());
    }

private:
    struct Run {
        Result<RunRecord> record;
        double seconds;
    };
    QTemporaryDir dir_;
    std::map<std::string, Run> runs_;
};

int main(int argc, char** argv) {
    // The runner re-executes this binary as its worker.
    if (argc > 1 && std::string(argv[1]) == "--bench-worker") {
        return workerMain(std::vector<std::string>(argv + 2, argv + argc));
    }
    QCoreApplication app(argc, argv);
    BenchPresetsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_bench_presets.moc"
