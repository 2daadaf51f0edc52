// wrctl's --help read back (CLI11's layout): the commands it lists, the
// positionals and options with what follows their names, and the note that
// ends it.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

struct HelpEntry {
    QStringList names;  // {"URI"}, {"-h", "--help"}, {"get"}
    QString text;       // the entry as printed, label and description, whitespace simplified
};

struct HelpText {
    QList<HelpEntry> commands;   // "Subcommands:"
    QList<HelpEntry> arguments;  // "Positionals:" and "Options:"
    QStringList noteLines;       // the lines after the last list, trimmed, blank ones left out
};

HelpText parseHelp(const QString& help);
