// wrstudio's manual page (packaging/wrstudio.1) against wrstudio --help:
// the same options, each with the same description.
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "roff_text.h"

namespace {

// Each option's names ("--go", "--key") joined by commas -> its description.
using OptionTable = QMap<QString, QString>;

QString namesOf(const QString& label) {
    QStringList names;
    for (QString word : label.split(QRegularExpression(QStringLiteral("[\\s\"]+")), Qt::SkipEmptyParts)) {
        if (word.startsWith(QLatin1Char('-'))) names << word.remove(QLatin1Char(','));
    }
    return names.join(QLatin1Char(','));
}

// QCommandLineParser's layout: "  --go, --key <TARGET>  Once the ...", the
// description wrapped onto lines indented below it.
OptionTable helpOptions(const QString& help) {
    OptionTable options;
    const QRegularExpression entry(QStringLiteral("^  (-\\S.*?)\\s{2,}(.*)$"));
    QString last;
    bool inOptions = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Options:")) {
            inOptions = true;
        } else if (line.isEmpty()) {
            inOptions = false;
        } else if (const QRegularExpressionMatch m = entry.match(line); inOptions && m.hasMatch()) {
            last = namesOf(m.captured(1));
            options[last] = m.captured(2).simplified();
        } else if (inOptions && !last.isEmpty()) {
            options[last] = (options[last] + QLatin1Char(' ') + line).simplified();
        }
    }
    return options;
}

// The OPTIONS section: ".TP", the label, then the description's lines.
OptionTable manualOptions(const QString& roff) {
    OptionTable options;
    const QStringList lines = roff.split(QLatin1Char('\n'));
    bool inOptions = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String(".SH"))) inOptions = lines[i] == QLatin1String(".SH OPTIONS");
        if (!inOptions || lines[i] != QLatin1String(".TP") || i + 1 == lines.size()) continue;
        const QString names = namesOf(plainRoff(lines[++i]));
        QString description;
        while (i + 1 < lines.size() && !lines[i + 1].startsWith(QLatin1Char('.'))) {
            description += QLatin1Char(' ') + plainRoff(lines[++i]);
        }
        options[names] = description.simplified();
    }
    return options;
}

}  // namespace

class WrstudioManualTest : public QObject {
    Q_OBJECT

private slots:
    void manualSaysWhatHelpSays() {
        QProcess wrstudio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        wrstudio.setProcessEnvironment(env);
        wrstudio.start(WRSTUDIO_PATH, {QStringLiteral("--help")});
        QVERIFY(wrstudio.waitForFinished(60000));
        const OptionTable help = helpOptions(QString::fromUtf8(wrstudio.readAllStandardOutput()));
        QVERIFY(help.contains(QStringLiteral("--hive")));

        QFile manualFile(QStringLiteral(WRSTUDIO_MANUAL));
        QVERIFY(manualFile.open(QIODevice::ReadOnly));
        const OptionTable manual = manualOptions(QString::fromUtf8(manualFile.readAll()));
        QCOMPARE(manual.keys(), help.keys());
        for (auto it = help.cbegin(); it != help.cend(); ++it) QCOMPARE(manual[it.key()], it.value());
    }
};

QTEST_GUILESS_MAIN(WrstudioManualTest)
#include "test_wrstudio_manual.moc"
