// wrstudio --help and --version answer without a display, and the help names
// every view --view can show; --benchmark opens the Benchmark window on a
// preset and refuses one that does not exist.
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "window_support.h"

namespace wr::test {

namespace {

// Runs wrstudio with `arguments` and no display of any kind.
QProcess* runWithoutDisplay(QObject* parent, const QStringList& arguments) {
    auto* process = new QProcess(parent);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) environment.remove(name);
    process->setProcessEnvironment(environment);
    process->start(QStringLiteral(WRSTUDIO_PATH), arguments);
    return process;
}

// Runs wrstudio offscreen with `arguments`, its settings and run history under `home`.
QProcess* runOffscreen(QObject* parent, const QString& home, const QStringList& arguments) {
    auto* process = new QProcess(parent);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("WR_BENCH_HISTORY"), home + QStringLiteral("/runs"));
    process->setProcessEnvironment(environment);
    process->start(QStringLiteral(WRSTUDIO_PATH), arguments);
    return process;
}

}  // namespace

class CommandLineTest : public QObject {
    Q_OBJECT

private slots:
    void helpNeedsNoDisplayAndNamesEveryView() {
        QProcess* process = runWithoutDisplay(this, {QStringLiteral("--help")});
        QVERIFY(process->waitForFinished(kAsyncTimeoutMs));
        const QString help = QString::fromUtf8(process->readAllStandardOutput());
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(process->exitCode(), 0);
        for (const char* view :
             {"Registry", "Index", "Keys", "Chunks", "Data Files", "Cluster", "Server", "Statistics"}) {
            QVERIFY2(help.contains(QLatin1String(view)), view);
        }
    }

    void versionNeedsNoDisplay() {
        QProcess* process = runWithoutDisplay(this, {QStringLiteral("--version")});
        QVERIFY(process->waitForFinished(kAsyncTimeoutMs));
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(process->exitCode(), 0);
        QVERIFY(QString::fromUtf8(process->readAllStandardOutput()).contains(QLatin1String("wrstudio")));
    }

    void benchmarkOpensTheWorkbenchOnAPresetAndRefusesAnUnknownOne() {
        QTemporaryDir home;
        const QString picture = home.filePath(QStringLiteral("bench.png"));
        QProcess* process =
            runOffscreen(this, home.path(), {"--benchmark", "000-fig9", "--lang", "ko", "--screenshot", picture});
        QVERIFY(process->waitForFinished(kAsyncTimeoutMs));
        QCOMPARE(process->exitCode(), 0);
        const QImage shown(picture);
        QVERIFY2(!shown.isNull(), qPrintable(picture));

        process = runOffscreen(this, home.path(), {"--benchmark", "fig-99"});
        QVERIFY(process->waitForFinished(kAsyncTimeoutMs));
        QCOMPARE(process->exitCode(), 2);
        const QString error = QString::fromUtf8(process->readAllStandardError());
        QVERIFY2(error.contains(QLatin1String("no benchmark preset 'fig-99'")), qPrintable(error));
    }
};

int runCommandLineTests(int argc, char** argv) {
    CommandLineTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "command_line_test.moc"
