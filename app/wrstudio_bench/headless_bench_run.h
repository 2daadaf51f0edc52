// A benchmark run without the workbench: `wrctl bench WORDS --out DIR --quiet
// --no-history` in a child process, the reference the GUI's throughputs are
// compared with. The event loop is served while it runs, so the window the
// watchdog measures stays live.
#pragma once

#include <QString>

#include "bench/harness/bench_command.h"

namespace wr::studio_bench {

struct HeadlessRunOutcome {
    QString error;  // empty when wrctl ended well
    QString resultsDir;
    double seconds = 0;
};

// Runs `command` with its results in `outDir` and the run history untouched.
HeadlessRunOutcome runHeadless(const QString& wrctl, bench::BenchCommand command, const QString& outDir,
                               double timeoutSeconds);

}  // namespace wr::studio_bench
