// The run history and run comparison: where runs go, how they are listed
// and ordered, registration of runs written elsewhere, corrupt results, the
// refusals of delete, and the ratios of a comparison, on hand-written runs.
#include <QtTest>

#include <cstdlib>

#include "bench/hand_written_run.h"
#include "bench/results/run_comparison.h"
#include "bench/results/run_history.h"
#include "bench/results/run_summary_cache.h"

using namespace wr;
using namespace wr::bench;
using namespace wr::bench::testing;

namespace fs = std::filesystem;

namespace {

fs::path path(const QTemporaryDir& dir, const char* name = "") { return fs::path(dir.path().toStdString()) / name; }

void write(const fs::path& dir, const HandWrittenRun& run) {
    Status s = writeHandWrittenRun(dir, run);
    if (!s.isOk()) qFatal("%s", s.toString().c_str());
}

std::vector<RunSummary> list(const fs::path& root) {
    auto runs = listRuns(root);
    if (!runs.isOk()) qFatal("%s", runs.status().toString().c_str());
    return *runs;
}

HandWrittenRun startedAt(const char* when) {
    HandWrittenRun run;
    run.startedAt = when;
    return run;
}

}  // namespace

class RunHistoryTest : public QObject {
    Q_OBJECT

private slots:
    void rootFollowsTheEnvironment() {
        const QByteArray own = qgetenv("WR_BENCH_HISTORY"), data = qgetenv("XDG_DATA_HOME"), home = qgetenv("HOME");
        qputenv("WR_BENCH_HISTORY", "/tmp/own-history");
        QCOMPARE(historyRoot(), fs::path("/tmp/own-history"));
        qunsetenv("WR_BENCH_HISTORY");
        qputenv("XDG_DATA_HOME", "/tmp/data");
        QCOMPARE(historyRoot(), fs::path("/tmp/data/wr-studio/bench-runs"));
        qunsetenv("XDG_DATA_HOME");
        qputenv("HOME", "/tmp/home");
        QCOMPARE(historyRoot(), fs::path("/tmp/home/.local/share/wr-studio/bench-runs"));
        qputenv("WR_BENCH_HISTORY", own);
        qputenv("XDG_DATA_HOME", data);
        qputenv("HOME", home);
    }

    void newDirectoriesAreNamedAfterTimeAndPreset() {
        QTemporaryDir root;
        const auto when = std::chrono::sys_days(std::chrono::year(2026) / 3 / 4) + std::chrono::hours(5) +
                          std::chrono::minutes(6) + std::chrono::seconds(7);
        auto first = newRunDirectory(path(root), {"001-get", "003-factory"}, when);
        auto second = newRunDirectory(path(root), {"001-get"}, when);
        auto unnamed = newRunDirectory(path(root), {}, when);
        QVERIFY(first.isOk() && second.isOk() && unnamed.isOk());
        QCOMPARE(first->filename().string(), std::string("20260304-050607-001-get"));
        QCOMPARE(second->filename().string(), std::string("20260304-050607-001-get-2"));
        QCOMPARE(unnamed->filename().string(), std::string("20260304-050607-run"));
        QVERIFY(fs::is_directory(*second));
    }

    void listsNewestFirstWithEverySummaryField() {
        QTemporaryDir root;
        write(path(root, "older"), startedAt("2026-01-01T00:00:00Z"));
        HandWrittenRun cancelled = startedAt("2026-01-03T00:00:00Z");
        cancelled.status = Status::cancelled("the benchmark run was cancelled");
        cancelled.withBuild = false;
        write(path(root, "newest"), cancelled);
        HandWrittenRun failed = startedAt("2026-01-02T00:00:00Z");
        failed.status = Status::ioError("a worker crashed");
        write(path(root, "middle"), failed);
        fs::create_directory(path(root, "not-a-run"));  // no results.json: not listed

        std::vector<RunSummary> runs = list(path(root));
        QCOMPARE(runs.size(), size_t(3));
        QCOMPARE(runs[0].dir.filename().string(), std::string("newest"));
        QCOMPARE(runs[1].dir.filename().string(), std::string("middle"));
        QCOMPARE(runs[2].dir.filename().string(), std::string("older"));

        QCOMPARE(runs[0].state, RunState::kCancelled);
        QCOMPARE(runs[0].buildCommit, std::string("unknown"));
        QCOMPARE(runs[1].state, RunState::kFailed);
        QCOMPARE(runs[1].message, std::string("a worker crashed"));
        const RunSummary& ok = runs[2];
        QCOMPARE(ok.state, RunState::kOk);
        QCOMPARE(ok.presetIds, std::vector<std::string>{"003-factory"});
        QCOMPARE(ok.storeLabels, (std::vector<std::string>{"rocksdb", "wrstore"}));
        QCOMPARE(ok.host, std::string("testhost"));
        QCOMPARE(ok.cpuModel, std::string("Test CPU"));
        QCOMPARE(ok.logicalCores, 2u);
        QCOMPARE(ok.loadAverage, std::string("0.10 0.20 0.30"));
        QCOMPARE(ok.buildVersion, std::string("0.1.0"));
        QCOMPARE(ok.buildCommit, std::string("a956e84"));
        QCOMPARE(ok.wallSeconds, 1.5);
        QCOMPARE(ok.command.size(), size_t(3));
        QVERIFY(!ok.registered);
    }

    void aCacheReadsOnlyNewOrChangedRuns() {
        QTemporaryDir dir;
        const fs::path root = path(dir);
        write(root / "a", startedAt("2026-01-01T00:00:00Z"));
        write(root / "b", startedAt("2026-01-02T00:00:00Z"));
        RunSummaryCache cache;
        auto first = listRuns(root, &cache);
        QVERIFY(first.isOk());
        QCOMPARE(first->size(), size_t(2));
        QCOMPARE(cache.reads(), uint64_t(2));
        // Listed again: nothing is read, and the summaries are the same.
        auto again = listRuns(root, &cache);
        QVERIFY(again.isOk());
        QCOMPARE(cache.reads(), uint64_t(2));
        QCOMPARE(again->front().startedAt, std::string("2026-01-02T00:00:00Z"));
        // A new run is read; a rewritten one (another size) is read again.
        write(root / "c", startedAt("2026-01-03T00:00:00Z"));
        HandWrittenRun changed = startedAt("2026-01-01T00:00:00Z");
        changed.readOpsPerSecond = {{"wrstore", 1000}, {"rocksdb", 2000}, {"zdb", 3000}};
        write(root / "a", changed);
        auto third = listRuns(root, &cache);
        QVERIFY(third.isOk());
        QCOMPARE(cache.reads(), uint64_t(4));
        QCOMPARE(third->back().storeLabels.size(), size_t(3));
        // A deleted run is forgotten.
        QVERIFY(deleteRun(root, root / "b").isOk());
        QVERIFY(listRuns(root, &cache).isOk());
        QCOMPARE(cache.size(), size_t(2));
        QCOMPARE(cache.reads(), uint64_t(4));
    }

    void aMissingRootHasNoRuns() {
        QTemporaryDir root;
        QVERIFY(list(path(root, "not-yet")).empty());
    }

    void corruptResultsAreListedWithTheirError() {
        QTemporaryDir root;
        fs::create_directory(path(root, "broken"));
        QVERIFY(writeFileAtomically(path(root, "broken/results.json"), std::string("{\"format\": ")).isOk());
        write(path(root, "fine"), HandWrittenRun());
        std::vector<RunSummary> runs = list(path(root));
        QCOMPARE(runs.size(), size_t(2));
        auto broken =
            std::find_if(runs.begin(), runs.end(), [](const auto& r) { return r.state == RunState::kUnreadable; });
        QVERIFY(broken != runs.end());
        QCOMPARE(broken->dir.filename().string(), std::string("broken"));
        QVERIFY(!broken->message.empty());
        QVERIFY(!broken->startedAt.empty());
    }

    void registeredRunsAreListedAndGoneOnesDropped() {
        QTemporaryDir root, elsewhere;
        write(path(elsewhere, "kept"), startedAt("2026-02-01T00:00:00Z"));
        write(path(elsewhere, "removed"), startedAt("2026-02-02T00:00:00Z"));
        write(path(root, "inside"), startedAt("2026-01-01T00:00:00Z"));
        QVERIFY(registerRun(path(root), path(elsewhere, "kept")).isOk());
        QVERIFY(registerRun(path(root), path(elsewhere, "kept")).isOk());  // twice: listed once
        QVERIFY(registerRun(path(root), path(elsewhere, "removed")).isOk());
        QVERIFY(registerRun(path(root), path(root, "inside")).isOk());  // under the root: nothing to register
        fs::remove_all(path(elsewhere, "removed"));

        std::vector<RunSummary> runs = list(path(root));
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[0].dir, fs::canonical(path(elsewhere, "kept")));
        QVERIFY(runs[0].registered);
        QVERIFY(!runs[1].registered);
    }

    void deleteRemovesRunsUnderTheRootOnly() {
        QTemporaryDir root, elsewhere;
        write(path(root, "run"), HandWrittenRun());
        fs::create_directory(path(root, "other"));
        write(path(elsewhere, "outside"), HandWrittenRun());
        fs::create_directory_symlink(path(elsewhere, "outside"), path(root, "link"));

        Status outside = deleteRun(path(root), path(elsewhere, "outside"));
        QVERIFY(outside.is(StatusCode::kInvalidArgument));
        QVERIFY(outside.message().find("outside the run history") != std::string::npos);
        Status throughLink = deleteRun(path(root), path(root, "link"));
        QVERIFY(throughLink.is(StatusCode::kInvalidArgument));
        Status escaping = deleteRun(path(root), path(root, "run/../../"));
        QVERIFY(!escaping.isOk());
        QVERIFY(!deleteRun(path(root), path(root)).isOk());
        Status noResults = deleteRun(path(root), path(root, "other"));
        QVERIFY(noResults.message().find("no results.json") != std::string::npos);
        QVERIFY(fs::exists(path(elsewhere, "outside/results.json")));
        QVERIFY(fs::exists(path(root, "other")));

        QVERIFY(deleteRun(path(root), path(root, "run")).isOk());
        QVERIFY(!fs::exists(path(root, "run")));
    }

    void deleteUnregistersAndRemovesFilesOnlyWhenAsked() {
        QTemporaryDir root, elsewhere;
        write(path(elsewhere, "a"), HandWrittenRun());
        write(path(elsewhere, "b"), HandWrittenRun());
        QVERIFY(registerRun(path(root), path(elsewhere, "a")).isOk());
        QVERIFY(registerRun(path(root), path(elsewhere, "b")).isOk());

        QVERIFY(deleteRun(path(root), path(elsewhere, "a")).isOk());
        QVERIFY(fs::exists(path(elsewhere, "a/results.json")));
        QVERIFY(deleteRun(path(root), path(elsewhere, "b"), true).isOk());
        QVERIFY(!fs::exists(path(elsewhere, "b")));
        QVERIFY(list(path(root)).empty());
        QVERIFY(!deleteRun(path(root), path(elsewhere, "a")).isOk());  // no longer registered
    }

    void comparisonGivesEachRunsValueAndRatios() {
        HandWrittenRun first, second;
        first.readOpsPerSecond = {{"wrstore", 1000}, {"rocksdb", 2000}};
        second.readOpsPerSecond = {{"wrstore", 1500}, {"lmdb", 400}};
        second.startedAt = "2026-01-05T00:00:00Z";
        auto c = compareRuns({handWrittenResults(first), handWrittenResults(second)});
        QVERIFY2(c.isOk(), c.status().toString().c_str());
        QCOMPARE(c->preset, std::string("003-factory"));
        QCOMPARE(c->metric, std::string("ops_per_second"));
        QCOMPARE(c->runs, (std::vector<std::string>{first.startedAt, second.startedAt}));
        QCOMPARE(c->rows.size(), size_t(6));  // rocksdb, wrstore, lmdb: read and write each

        auto row = [&](const std::string& store, const std::string& step) {
            for (const auto& r : c->rows) {
                if (r.store == store && r.step == step) return r;
            }
            qFatal("no row %s %s", store.c_str(), step.c_str());
        };
        ComparisonRow faster = row("wrstore", "read");
        QCOMPARE(faster.point, std::string("k=1000"));
        QCOMPARE(faster.op, std::string("get"));
        QCOMPARE(*faster.values[0], 1000.0);
        QCOMPARE(*faster.values[1], 1500.0);
        QCOMPARE(*faster.ratios[0], 1.5);
        QVERIFY(c->improved(*faster.ratios[0]));
        QCOMPARE(*row("wrstore", "write").ratios[0], 1.5);
        ComparisonRow onlyFirst = row("rocksdb", "read");
        QVERIFY(onlyFirst.values[0] && !onlyFirst.values[1] && !onlyFirst.ratios[0]);
        ComparisonRow onlySecond = row("lmdb", "write");
        QVERIFY(!onlySecond.values[0] && onlySecond.values[1] && !onlySecond.ratios[0]);
    }

    void comparisonRefusesDifferentPresets() {
        HandWrittenRun other;
        other.preset = "001-get";
        auto c = compareRuns({handWrittenResults(HandWrittenRun()), handWrittenResults(other)});
        QVERIFY(!c.isOk());
        QVERIFY(c.status().message().find("different presets") != std::string::npos);
        QVERIFY(!compareRuns({handWrittenResults(HandWrittenRun())}).isOk());
    }
};

QTEST_GUILESS_MAIN(RunHistoryTest)
#include "test_run_history.moc"
