// Runs the wrctl this build made as a separate process, as a user or a
// script runs it, and keeps what it said and how it ended; and a store's
// pairs read back through it.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QtGlobal>

struct WrctlRun {
    int exitCode = -1;  // -1: it crashed or did not end within two minutes
    QByteArray out;
    QByteArray err;
};

inline WrctlRun runWrctl(const QStringList& args,
                         const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(WRCTL_PATH, args);
    WrctlRun r;
    if (!p.waitForFinished(120000)) return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The store's pairs as `wrctl kv scan` prints them, sorted (a hashed
// store's order is its hash's).
inline QStringList scannedPairs(const QString& uri) {
    const WrctlRun scan = runWrctl({"kv", "scan", uri});
    if (scan.exitCode != 0) qWarning("scan: %s", scan.err.constData());
    QStringList lines = QString::fromUtf8(scan.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}
