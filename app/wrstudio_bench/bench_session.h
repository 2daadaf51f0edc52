// BenchSession: the workbench measuring itself. In the real main window it
// runs a `wrctl bench` command through Tools > Benchmark... while the
// StallWatchdog records the GUI thread's stalls (phases: baseline, opening the workbench, then run;
// headless while a reference run goes on beside it) and an RssSampler the
// window's memory. It either repeats the run back to back in the same window
// for a while, or alternates N headless and N GUI runs of the same command to
// compare their throughputs. The runs' results are read once all have
// ended, in a phase of their own, so the tool's reading is not counted as the
// window's stall. Where the application is an EventCostApplication, the GUI
// thread's time during the GUI runs is split by receiver and event.
#pragma once

#include <QJsonObject>
#include <QString>

#include <array>
#include <vector>

#include "bench/harness/bench_command.h"
#include "gui_bench_run.h"
#include "run_throughputs.h"

class MainWindow;

namespace wr::studio_bench {

class RssSampler;
class StallWatchdog;

struct BenchSessionSettings {
    bench::BenchCommand command;  // what `wrctl bench` takes; --out is chosen per run
    QString wrctl;                // the headless runs' program
    QString scratchDir;           // where headless runs write their results
    double baselineSeconds = 1;
    double repeatForSeconds = 0;  // 0: one run
    int compareHeadless = 0;      // N: alternate N headless and N GUI runs
    double runTimeoutSeconds = 4 * 3600;
};

struct BenchSessionOutcome {
    QString error;  // the first run that failed
    std::vector<GuiRunOutcome> guiRuns;
    std::vector<QString> headlessDirs;
    std::vector<RunThroughputs> guiThroughputs;
    std::vector<RunThroughputs> headlessThroughputs;
    std::vector<double> headlessSeconds;
};

class BenchSession {
public:
    BenchSession(MainWindow& window, StallWatchdog& watchdog, RssSampler& rss, BenchSessionSettings settings);
    BenchSessionOutcome run();

    // The report: the stall table, the chart's updates, memory, the runs'
    // throughputs and, when compared, the GUI / headless table.
    QString markdown(const BenchSessionOutcome& outcome, const std::array<double, 3>& loadBefore,
                     const std::array<double, 3>& loadAfter) const;
    QJsonObject toJson(const BenchSessionOutcome& outcome, const std::array<double, 3>& loadBefore,
                       const std::array<double, 3>& loadAfter) const;

private:
    bool runGui(BenchSessionOutcome& outcome);
    bool runReference(BenchSessionOutcome& outcome, int index);
    void readThroughputs(BenchSessionOutcome& outcome) const;

    MainWindow& window_;
    StallWatchdog& watchdog_;
    RssSampler& rss_;
    BenchSessionSettings settings_;
    GuiBenchRun gui_;
};

}  // namespace wr::studio_bench
