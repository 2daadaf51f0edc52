// wrctl's manual page and bash completion against wrctl --help at every
// level, run as separate processes as a user runs them: every group and
// command with its summary, every positional and option with its
// description, every note that ends a help text; and the completion offers
// the same commands and options, the choices of an option, and the store
// schemes `wrctl kv --help` lists.
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "help_text.h"
#include "roff_text.h"

namespace {

QByteArray wrctlOutput(const QStringList& args) {
    QProcess p;
    p.start(WRCTL_PATH, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) qWarning("wrctl %s failed", qPrintable(args.join(' ')));
    return p.readAllStandardOutput();
}

// Every command path ("wrctl", "wrctl kv", "wrctl kv get", ...) and its help.
QMap<QString, HelpText> helpTree() {
    QMap<QString, HelpText> tree;
    QStringList pending{QString()};
    while (!pending.isEmpty()) {
        const QString words = pending.takeFirst();
        QStringList args = words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const HelpText help = parseHelp(QString::fromUtf8(wrctlOutput(args << QStringLiteral("--help"))));
        tree.insert((QStringLiteral("wrctl ") + words).trimmed(), help);
        for (const HelpEntry& command : help.commands)
            pending.append((words + QLatin1Char(' ') + command.names[0]).trimmed());
    }
    return tree;
}

// One command's part of the manual page.
struct ManualSection {
    QString summary;
    QMap<QString, QString> descriptions;  // each name of an entry -> its description
    QMap<QString, QString> remarks;       // "(required; not with --file, VALUE)" below it
    QMap<QString, QStringList> names;     // an entry's first name -> all its names
    QStringList lines;                    // every line, as read
};

// "wrctl kv get [OPTIONS] URI KEY" -> "wrctl kv get"
QString commandPath(const QString& usage) {
    QStringList words;
    for (const QString& word : usage.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (word.startsWith(QLatin1Char('[')) || word.at(0).isUpper()) break;
        words << word;
    }
    return words.join(QLatin1Char(' '));
}

// The manual's sections by command path; "wrctl" is the page's description.
QMap<QString, ManualSection> manualSections(const QString& roff) {
    QMap<QString, ManualSection> sections;
    ManualSection* section = nullptr;
    const QStringList lines = roff.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (line.startsWith(QLatin1String(".SH"))) {
            section = line == QLatin1String(".SH DESCRIPTION") ? &sections[QStringLiteral("wrctl")] : nullptr;
        } else if (line.startsWith(QLatin1String(".SS "))) {
            QString usage = plainRoff(line.mid(4));
            usage.remove(QLatin1Char('"'));
            section = &sections[commandPath(usage)];
            if (i + 1 < lines.size()) section->summary = plainRoff(lines[i + 1]);
        } else if (section != nullptr && line == QLatin1String(".TP") && i + 2 < lines.size()) {
            const QString label = plainRoff(lines[i + 1]);
            QStringList names;
            for (const QString& word : label.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (!names.isEmpty() && !word.startsWith(QLatin1Char('-'))) break;
                names << QString(word).remove(QLatin1Char(','));
            }
            for (const QString& name : names) section->descriptions[name] = plainRoff(lines[i + 2]).simplified();
            if (i + 3 < lines.size() && lines[i + 3].startsWith(QLatin1Char('('))) {
                section->remarks[names[0]] = plainRoff(lines[i + 3]);
            }
            section->names[names[0]] = names;
        } else if (section != nullptr && !line.startsWith(QLatin1Char('.'))) {
            section->lines << plainRoff(line).trimmed();
        }
    }
    return sections;
}

// "VALUE TEXT Excludes: --stdin --file the value, as written" -> "--file, --stdin"
QString excludedNames(const QString& helpEntry) {
    const qsizetype at = helpEntry.indexOf(QLatin1String(" Excludes: "));
    if (at < 0) return QString();
    QStringList names;
    const QRegularExpression name(QStringLiteral("^(-.*|[A-Z]+)$"));
    for (const QString& word : helpEntry.mid(at + 11).split(QLatin1Char(' '))) {
        if (!name.match(word).hasMatch()) break;
        names << word;
    }
    std::sort(names.begin(), names.end());
    return names.join(QStringLiteral(", "));
}

QString parentPath(const QString& path) { return path.section(QLatin1Char(' '), 0, -2); }

QSet<QString> words(const QString& text) {
    const QStringList list = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    return QSet<QString>(list.begin(), list.end());
}

}  // namespace

class WrctlManualTest : public QObject {
    Q_OBJECT

private:
    QMap<QString, HelpText> help_;
    QTemporaryDir dir_;
    QString completion_;

    // Runs `script` in bash after the completion file; returns what it printed.
    QString bash(const QString& script, bool withBashCompletion = false) {
        QProcess p;
        const QString prelude =
            withBashCompletion ? QStringLiteral("source /usr/share/bash-completion/bash_completion\n") : QString();
        p.start(QStringLiteral("bash"), {QStringLiteral("-c"), prelude + QStringLiteral("source '") + completion_ +
                                                                   QStringLiteral("'\n") + script});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    QString completionsOf(const QStringList& line) {
        QString script = QStringLiteral("COMP_WORDS=(");
        for (const QString& word : line) script += QLatin1Char('\'') + word + QStringLiteral("' ");
        script += QStringLiteral(
                      ")\nCOMP_CWORD=%1\nCOMP_LINE=\"${COMP_WORDS[*]}\"\nCOMP_POINT=${#COMP_LINE}\n"
                      "_wrctl 2>/dev/null\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
                      .arg(line.size() - 1);
        return bash(script, true);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        help_ = helpTree();
        QVERIFY(help_.contains(QStringLiteral("wrctl kv get")));
        completion_ = dir_.filePath(QStringLiteral("wrctl.bash"));
        QFile file(completion_);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(wrctlOutput({QStringLiteral("--bash-completion")}));
    }

    void manualSaysWhatHelpSays() {
        const QMap<QString, ManualSection> manual =
            manualSections(QString::fromUtf8(wrctlOutput({QStringLiteral("--help-man")})));
        QCOMPARE(QStringList(manual.keys()), QStringList(help_.keys()));
        for (auto it = help_.cbegin(); it != help_.cend(); ++it) {
            const QString& path = it.key();
            const ManualSection& section = manual[path];
            if (path != QLatin1String("wrctl")) {
                const QString name = path.section(QLatin1Char(' '), -1);
                for (const HelpEntry& listed : help_[parentPath(path)].commands) {
                    if (listed.names[0] != name) continue;
                    QVERIFY2(listed.text.endsWith(QLatin1Char(' ') + section.summary.simplified()),
                             qPrintable(path + ": summary '" + section.summary + "', help '" + listed.text + "'"));
                }
            }
            QStringList helpNames;
            for (const HelpEntry& entry : it.value().arguments) {
                if (entry.names.contains(QLatin1String("--help"))) continue;
                helpNames << entry.names[0];
                QVERIFY2(section.names.value(entry.names[0]) == entry.names,
                         qPrintable(path + ": " + entry.names.join(',') + " not named alike"));
                const QString description = section.descriptions.value(entry.names[0]);
                QVERIFY2(!description.isEmpty() && entry.text.endsWith(QLatin1Char(' ') + description),
                         qPrintable(path + " " + entry.names[0] + ": manual '" + description + "', help '" +
                                    entry.text + "'"));
            }
            for (const HelpEntry& entry : it.value().arguments) {
                const QString excluded = excludedNames(entry.text);
                if (excluded.isEmpty()) continue;
                const QString remarks = section.remarks.value(entry.names[0]);
                QVERIFY2(
                    remarks.contains(QStringLiteral("not with ") + excluded + QLatin1Char(')')) ||
                        remarks.contains(QStringLiteral("not with ") + excluded + QLatin1Char(';')),
                    qPrintable(path + " " + entry.names[0] + ": manual '" + remarks + "', help '" + entry.text + "'"));
            }
            QStringList manualNames = section.names.keys();
            helpNames.sort();
            QCOMPARE(manualNames, helpNames);
            // A note shared with the group is said once, in the group's section.
            for (const QString& line : it.value().noteLines) {
                const bool said = section.lines.contains(line) ||
                                  (path != QLatin1String("wrctl") && manual[parentPath(path)].lines.contains(line));
                QVERIFY2(said, qPrintable(path + ": note line missing: " + line));
            }
        }
    }

    void completionListsWhatHelpLists() {
        QString script = QStringLiteral(
            "while IFS= read -r path; do\n"
            "  echo \"$(_wrctl_commands \"$path\")|$(_wrctl_options \"$path\")\"\n"
            "done <<'PATHS'\n");
        for (const QString& path : help_.keys()) script += path.mid(QStringLiteral("wrctl").size()).trimmed() + '\n';
        script += QStringLiteral("PATHS\n");
        const QStringList answers = bash(script).split(QLatin1Char('\n'));
        QCOMPARE(answers.size(), help_.size() + 1);
        qsizetype i = 0;
        for (auto it = help_.cbegin(); it != help_.cend(); ++it, ++i) {
            QSet<QString> commands;
            QSet<QString> options;
            for (const HelpEntry& entry : it.value().commands) commands << entry.names[0];
            for (const HelpEntry& entry : it.value().arguments) {
                for (const QString& name : entry.names) {
                    // -h is left to --help; positionals are no options.
                    if (name.startsWith(QLatin1Char('-')) && name != QLatin1String("-h")) options << name;
                }
            }
            QCOMPARE(words(answers[i].section(QLatin1Char('|'), 0, 0)), commands);
            QCOMPARE(words(answers[i].section(QLatin1Char('|'), 1)), options);
        }
    }

    void completionOffersSchemesAndChoices() {
        if (!QFile::exists(QStringLiteral("/usr/share/bash-completion/bash_completion"))) {
            QSKIP("bash-completion is not installed");
        }
        QSet<QString> schemes;
        const QRegularExpression example(QStringLiteral("^([a-z+]+):"));
        for (const QString& line : help_[QStringLiteral("wrctl kv")].noteLines) {
            if (const QRegularExpressionMatch m = example.match(line); m.hasMatch()) schemes << m.captured(1) + ':';
        }
        QVERIFY(schemes.size() >= 10);
        QCOMPARE(words(completionsOf({"wrctl", "kv", "get", ""})).intersect(schemes), schemes);
        QCOMPARE(words(completionsOf({"wrctl", "kv", "get", "wrstore"})),
                 (QSet<QString>{QStringLiteral("wrstore:"), QStringLiteral("wrstore++:")}));
        QCOMPARE(words(completionsOf({"wrctl", "k"})), QSet<QString>{QStringLiteral("kv")});
        QCOMPARE(words(completionsOf({"wrctl", "migrate", "--method", ""})),
                 (QSet<QString>{QStringLiteral("e-and-t"), QStringLiteral("e-then-t")}));
        QCOMPARE(words(completionsOf({"wrctl", "kv", "scan", "--l"})), QSet<QString>{QStringLiteral("--limit")});
    }
};

QTEST_GUILESS_MAIN(WrctlManualTest)
#include "test_wrctl_manual.moc"
