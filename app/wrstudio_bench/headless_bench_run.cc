#include "headless_bench_run.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

namespace wr::studio_bench {

HeadlessRunOutcome runHeadless(const QString& wrctl, bench::BenchCommand command, const QString& outDir,
                               double timeoutSeconds) {
    HeadlessRunOutcome outcome;
    command.out = outDir.toStdString();
    QStringList args;
    for (const auto& word : command.words()) args << QString::fromStdString(word);
    args << QStringLiteral("--quiet") << QStringLiteral("--no-history");

    QProcess wrctlProcess;
    QEventLoop loop;
    QObject::connect(&wrctlProcess, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&wrctlProcess, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(static_cast<int>(timeoutSeconds * 1000), &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    wrctlProcess.start(wrctl, args);
    loop.exec();
    outcome.seconds = clock.elapsed() / 1000.0;
    if (wrctlProcess.state() != QProcess::NotRunning) {
        wrctlProcess.terminate();
        if (!wrctlProcess.waitForFinished(1000)) wrctlProcess.kill();
        wrctlProcess.waitForFinished(1000);
        outcome.error = QStringLiteral("wrctl bench did not end within %1 s; stopped").arg(timeoutSeconds);
    } else if (wrctlProcess.error() == QProcess::FailedToStart) {
        outcome.error = QStringLiteral("cannot start %1: %2").arg(wrctl, wrctlProcess.errorString());
    } else if (wrctlProcess.exitStatus() != QProcess::NormalExit || wrctlProcess.exitCode() != 0) {
        outcome.error = QStringLiteral("wrctl bench failed: %1")
                            .arg(QString::fromLocal8Bit(wrctlProcess.readAllStandardError()).trimmed());
    } else {
        outcome.resultsDir = outDir;
    }
    return outcome;
}

}  // namespace wr::studio_bench
