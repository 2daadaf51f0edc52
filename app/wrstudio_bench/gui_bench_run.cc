#include "gui_bench_run.h"

#include <QAction>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStatusBar>
#include <QTimer>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_result.h"
#include "widgets/bench/benchmark_window.h"
#include "widgets/benchrun/bench_run_controller.h"
#include "widgets/window/main_window.h"

namespace wr::studio_bench {

GuiBenchRun::GuiBenchRun(MainWindow& window) : window_(window) {}

gui::BenchmarkWindow* GuiBenchRun::open(QString& error) {
    auto* action = window_.findChild<QAction*>(QStringLiteral("benchmarkAction"));
    if (action == nullptr) {
        error = QStringLiteral("the main window has no Tools > Benchmark... action");
        return nullptr;
    }
    action->trigger();
    gui::BenchmarkWindow* bench = window_.benchmarkWindow();
    if (bench == nullptr) error = QStringLiteral("Tools > Benchmark... did not open the workbench");
    return bench;
}

GuiRunOutcome GuiBenchRun::run(const bench::BenchCommand& command, double timeoutSeconds) {
    GuiRunOutcome outcome;
    gui::BenchmarkWindow* bench = open(outcome.error);
    if (bench == nullptr) return outcome;
    gui::BenchRunController* controller = bench->controller();

    QEventLoop loop;
    QElapsedTimer clock;
    int id = 0;
    double stepStarted = -1;
    qint64 replotsAtStep = 0;
    QObject scope;  // the connections below end with this run
    QObject::connect(controller, &gui::BenchRunController::stepStarted, &scope,
                     [&](int run, size_t, size_t, const bench::RunSpec&) {
                         if (run != id) return;
                         stepStarted = clock.elapsed() / 1000.0;
                         replotsAtStep = bench->liveRedraws();
                     });
    QObject::connect(controller, &gui::BenchRunController::stepFinished, &scope,
                     [&](int run, size_t, size_t, const bench::StepResult&) {
                         if (run != id || stepStarted < 0) return;
                         outcome.stepSeconds += clock.elapsed() / 1000.0 - stepStarted;
                         outcome.stepReplots += bench->liveRedraws() - replotsAtStep;
                         stepStarted = -1;
                     });
    QObject::connect(controller, &gui::BenchRunController::runFinished, &scope,
                     [&](int run, const gui::BenchRunOutcome& ended) {
                         if (run != id) return;
                         outcome.finished = true;
                         outcome.resultsDir = ended.resultsDir;
                         if (!ended.status.isOk()) outcome.error = QString::fromStdString(ended.status.toString());
                         loop.quit();
                     });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);

    clock.start();
    id = bench->run(command);
    if (id == 0) {
        outcome.error = bench->statusBar()->currentMessage();
        return outcome;
    }
    timeout.start(static_cast<int>(timeoutSeconds * 1000));
    loop.exec();
    outcome.seconds = clock.elapsed() / 1000.0;
    if (!outcome.finished) {
        controller->stop();
        outcome.error = QStringLiteral("the run did not end within %1 s; stopped").arg(timeoutSeconds);
    }
    return outcome;
}

}  // namespace wr::studio_bench
