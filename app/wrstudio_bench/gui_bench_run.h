// GuiBenchRun: a benchmark run through the real workbench, as a user starts
// one: Tools > Benchmark... in the main window, the command handed to the
// window's Run, and the event loop served until the run ends. While steps
// run it counts the live chart's replots, so the report can say how often
// the chart was updated per second of measuring.
#pragma once

#include <QString>

#include "bench/harness/bench_command.h"

class MainWindow;
namespace wr::gui {
class BenchmarkWindow;
}

namespace wr::studio_bench {

struct GuiRunOutcome {
    bool finished = false;  // the run ended before the timeout
    QString error;          // why the run failed or could not start
    QString resultsDir;
    double seconds = 0;      // from Run to the end
    double stepSeconds = 0;  // while a step was running
    qint64 stepReplots = 0;  // the live chart's replots while a step was running
    double replotsPerSecond() const { return stepSeconds > 0 ? stepReplots / stepSeconds : 0; }
};

class GuiBenchRun {
public:
    explicit GuiBenchRun(MainWindow& window);
    // Tools > Benchmark...: opens the workbench, or raises it; the window
    // when it is open, else null with `error` saying why.
    gui::BenchmarkWindow* open(QString& error);
    // Opens the workbench, runs `command` and serves the event loop until it
    // ends or `timeoutSeconds` pass.
    GuiRunOutcome run(const bench::BenchCommand& command, double timeoutSeconds);

private:
    MainWindow& window_;
};

}  // namespace wr::studio_bench
