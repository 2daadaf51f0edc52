// The custom preset: a workload the user composes, planned and run like the
// papers' presets (a trial per store and repetition, steps load and run,
// each in a fresh wrctl worker), its settings checked, its operation counts
// exactly its mix, its command-line options round-tripped, and
// `wrctl bench custom` writing them into results.json.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "bench/harness/custom_workload_arguments.h"
#include "bench/harness/runner.h"
#include "bench/results/results_files.h"
#include "wrctl_worker_run.h"

using namespace wr;
using namespace wr::bench;

namespace {

const std::vector<StoreVariant> kTwoStores = {{"wrstore 1D_2L", "wrstore:depth=1;len=2"}, {"zdb", "zdb:"}};

CustomWorkload mixed() {
    CustomWorkload w;
    w.records = 300;
    w.operations = 400;
    w.read = 0.4;
    w.write = 0.2;
    w.insert = 0.1;
    w.remove = 0.1;
    w.scan = 0.2;
    w.valueMin = 50;
    w.valueMax = 150;
    return w;
}

PlanOptions planFor(const CustomWorkload& w) {
    PlanOptions plan;
    plan.scale = *parseScale("tiny");
    plan.stores = kTwoStores;
    plan.repetitions = 1;
    plan.custom = w;
    return plan;
}

uint64_t countOf(const StepResult& step, const std::string& op) {
    const OpResult* found = step.findOp(op);
    return found == nullptr ? 0 : found->count;
}

}  // namespace

class BenchCustomTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void plansATrialPerStoreAndRepetition() {
        const Preset* preset = findPreset("custom");
        QVERIFY(preset != nullptr);
        PlanOptions plan = planFor(mixed());
        plan.repetitions = 2;
        plan.threads = 3;
        auto planned = preset->plan(*preset, plan);
        QVERIFY2(planned.isOk(), planned.status().toString().c_str());
        QCOMPARE(planned->trials.size(), size_t{4});
        QCOMPARE(planned->trials[0].store.label, std::string("wrstore 1D_2L"));
        QCOMPARE(planned->trials[1].store.label, std::string("zdb"));
        QCOMPARE(planned->trials[2].repetition, 1);
        for (const auto& trial : planned->trials) {
            QCOMPARE(trial.steps.size(), size_t{2});
            QCOMPARE(trial.steps[0].step, std::string("load"));
            QCOMPARE(trial.steps[1].step, std::string("run"));
            QCOMPARE(trial.steps[1].threads, 3);
            for (const auto& step : trial.steps) {
                QCOMPARE(step.workload, std::string("custom"));
                QCOMPARE(step.presetId, std::string("custom"));
                // The user's sizes, not the tiny scale's.
                QCOMPARE(uintOr(member(step.params, "records")), uint64_t{300});
                QCOMPARE(uintOr(member(step.params, "operations")), uint64_t{400});
                QCOMPARE(numberOr(member(step.params, "delete")), 0.1);
                QCOMPARE(uintOr(member(step.params, "value_max")), uint64_t{150});
                QCOMPARE(textOf(member(step.params, "key_order")), std::string("random"));
                QCOMPARE(boolOr(member(step.params, "cold"), true), false);
            }
        }
    }

    void refusesAnInvalidWorkload_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("share out of range") << 0 << "between 0 and 1";
        QTest::newRow("shares not summing to 1") << 1 << "sum to 0.9";
        QTest::newRow("unknown YCSB mix") << 2 << "unknown YCSB mix 'G'";
        QTest::newRow("min above max") << 3 << "larger than the largest";
        QTest::newRow("no records to read") << 4 << "need loaded records";
        QTest::newRow("unknown key order") << 5 << "unknown key order 'backwards'";
        QTest::newRow("deletes beyond the records") << 6 << "remove every one";
    }
    void refusesAnInvalidWorkload() {
        QFETCH(int, which);
        QFETCH(QString, message);
        CustomWorkload w;
        switch (which) {
        case 0: w.read = 1.5, w.write = -0.5; break;
        case 1: w.write = 0.4; break;
        case 2: w.ycsb = "G"; break;
        case 3: w.valueMin = 1000; break;
        case 4: w.records = 0; break;
        case 5: w.keyOrder = "backwards"; break;
        case 6: w.records = 10, w.read = 0.5, w.write = 0, w.remove = 0.5; break;
        }
        Status s = validate(w);
        QVERIFY(s.is(StatusCode::kInvalidArgument));
        QVERIFY2(QString::fromStdString(s.message()).contains(message), s.message().c_str());
        QVERIFY(validate(CustomWorkload{}).isOk());
    }

    // One thread and a fixed seed: each kind's count is its share exactly.
    void runsTheMixOnTwoStores() {
        auto record =
            runBenchmarks({"custom"}, planFor(mixed()), wrctlWorkerRun(dir_.filePath("mixed")), nullptr, nullptr);
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        QCOMPARE(record->trials.size(), size_t{2});
        for (const auto& trial : record->trials) {
            QCOMPARE(trial.steps.size(), size_t{2});
            QCOMPARE(countOf(trial.steps[0], "load"), uint64_t{300});
            const StepResult& run = trial.steps[1];
            QCOMPARE(countOf(run, "operations"), uint64_t{400});
            QCOMPARE(countOf(run, "read"), uint64_t{160});
            QCOMPARE(countOf(run, "write"), uint64_t{80});
            QCOMPARE(countOf(run, "insert"), uint64_t{40});
            QCOMPARE(countOf(run, "delete"), uint64_t{40});
            QCOMPARE(countOf(run, "scan"), uint64_t{80});
            for (const auto& op : run.ops) QCOMPARE(op.errors, uint64_t{0});
            QCOMPARE(uintOr(member(run.metrics, "read_misses"), 1), uint64_t{0});
        }
        QCOMPARE(uintOr(member(member(record->settings, "custom"), "operations")), uint64_t{400});
    }

    // A YCSB core mix, cold, over two client threads: the counts stay exact.
    void runsAYcsbMixCold() {
        CustomWorkload w;
        w.records = 200;
        w.operations = 300;
        w.ycsb = "F";
        w.cold = true;
        PlanOptions plan = planFor(w);
        plan.stores = {kTwoStores[1]};
        plan.threads = 2;
        auto record = runBenchmarks({"custom"}, plan, wrctlWorkerRun(dir_.filePath("ycsb")), nullptr, nullptr);
        QVERIFY2(record.isOk(), record.status().toString().c_str());
        QVERIFY2(record->status.isOk(), record->status.toString().c_str());
        const StepResult& run = record->trials.at(0).steps.at(1);
        QCOMPARE(run.spec.threads, 2);
        QCOMPARE(countOf(run, "read"), uint64_t{150});
        QCOMPARE(countOf(run, "read-modify-write"), uint64_t{150});
        QCOMPARE(countOf(run, "write"), uint64_t{0});
        QCOMPARE(boolOr(member(run.metrics, "cold")), true);
        // Cold counts the open inside the timed region.
        QVERIFY(run.findOp("operations")->seconds >= run.openSeconds);
    }

    void argumentsRoundTrip() {
        QVERIFY(customWorkloadArguments(CustomWorkload{}).empty());
        CustomWorkload w = mixed();
        w.keyOrder = "zipfian";
        w.cold = true;
        const std::vector<std::string> words = customWorkloadArguments(w);
        const std::vector<std::string> expected = {
            "--records",    "300",    "--operations",
            "400",          "--mix",  "read=0.4,write=0.2,insert=0.1,delete=0.1,scan=0.2",
            "--value-size", "50-150", "--key-order",
            "zipfian",      "--cold"};
        QCOMPARE(words, expected);
        auto parsed = parseCustomWorkloadArguments(words);
        QVERIFY2(parsed.isOk(), parsed.status().toString().c_str());
        QCOMPARE(customWorkloadJson(*parsed).dump(), customWorkloadJson(w).dump());

        CustomWorkload ycsb;
        ycsb.ycsb = "E";
        ycsb.valueMin = ycsb.valueMax = 1000;
        QCOMPARE(customWorkloadArguments(ycsb), (std::vector<std::string>{"--ycsb", "E", "--value-size", "1000"}));
        auto parsedYcsb = parseCustomWorkloadArguments(customWorkloadArguments(ycsb));
        QVERIFY(parsedYcsb.isOk());
        QCOMPARE(parsedYcsb->ycsb, std::string("E"));

        auto badName = parseCustomWorkloadArguments({"--mix", "read=0.5,update=0.5"});
        QVERIFY(!badName.isOk());
        QVERIFY(badName.status().message().find("update") != std::string::npos);
        QVERIFY(!parseCustomWorkloadArguments({"--records", "many"}).isOk());
        QVERIFY(!parseCustomWorkloadArguments({"--mix", "read=0.5"}).isOk());  // sums to 0.5
    }

    void wrctlRunsTheCustomPreset() {
        const QString out = dir_.filePath("wrctl");
        QProcess wrctl;
        wrctl.start(WRCTL_PATH, {"bench", "custom", "--stores", "wrstore,zdb", "--records", "200", "--operations",
                                 "200", "--mix", "read=0.6,write=0.2,delete=0.1,scan=0.1", "--value-size", "20-80",
                                 "--key-order", "sequential", "--reps", "1", "--quiet", "--out", out});
        QVERIFY(wrctl.waitForFinished(60000));
        QVERIFY2(wrctl.exitCode() == 0, wrctl.readAllStandardError().constData());
        auto doc = readResults(out.toStdString());
        QVERIFY2(doc.isOk(), doc.status().toString().c_str());
        const Json& custom = member(member(*doc, "settings"), "custom");
        QCOMPARE(uintOr(member(custom, "records")), uint64_t{200});
        QCOMPARE(numberOr(member(custom, "read")), 0.6);
        QCOMPARE(numberOr(member(custom, "delete")), 0.1);
        QCOMPARE(uintOr(member(custom, "value_min")), uint64_t{20});
        QCOMPARE(uintOr(member(custom, "value_max")), uint64_t{80});
        QCOMPARE(textOf(member(custom, "key_order")), std::string("sequential"));
        QCOMPARE(textOf(member(member(*doc, "presets")[0], "id")), std::string("custom"));

        QProcess refused;
        refused.start(WRCTL_PATH, {"bench", "000-fig9", "--records", "10", "--quiet"});
        QVERIFY(refused.waitForFinished(30000));
        QVERIFY(refused.exitCode() != 0);
        QVERIFY(refused.readAllStandardError().contains("wrctl bench custom"));

        QProcess invalid;
        invalid.start(WRCTL_PATH, {"bench", "custom", "--mix", "read=0.5", "--quiet"});
        QVERIFY(invalid.waitForFinished(30000));
        QVERIFY(invalid.exitCode() != 0);
        QVERIFY(invalid.readAllStandardError().contains("the operation shares sum to 0.5, not 1"));
    }

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(BenchCustomTest)
#include "test_bench_custom.moc"
