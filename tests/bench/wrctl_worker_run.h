// The runner's options for a test run whose steps run in wrctl's workers, as
// `wrctl bench` runs them, with its trial stores under `workDir`.
#pragma once

#include <QString>

#include "bench/harness/runner.h"

inline wr::bench::RunOptions wrctlWorkerRun(const QString& workDir) {
    wr::bench::RunOptions run;
    run.workerCommand = {WRCTL_PATH, "bench", "--worker"};
    run.workDir = workDir.toStdString();
    return run;
}
