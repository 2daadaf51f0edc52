// wrstudio --help and --version answer without a display, and the help names
// every view --view can show.
#include <QProcess>
#include <QProcessEnvironment>
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
};

int runCommandLineTests(int argc, char** argv) {
    CommandLineTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "command_line_test.moc"
