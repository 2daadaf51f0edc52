#include "help_text.h"

namespace {

// CLI11 starts descriptions in column 30; a longer label or a description's
// second line puts them on a line of their own, indented that far.
constexpr int kDescriptionColumn = 30;

bool isContinuation(const QString& line) {
    return line.size() > kDescriptionColumn && line.left(kDescriptionColumn).trimmed().isEmpty();
}

HelpEntry entryFrom(const QString& line) {
    HelpEntry entry;
    const QString label = line.trimmed().section(QLatin1Char(' '), 0, 0);
    entry.names = label.split(QLatin1Char(','), Qt::SkipEmptyParts);
    entry.text = line.trimmed();
    return entry;
}

}  // namespace

HelpText parseHelp(const QString& help) {
    HelpText parsed;
    QList<HelpEntry>* list = nullptr;
    bool afterLists = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Subcommands:")) {
            list = &parsed.commands;
        } else if (line == QLatin1String("Positionals:") || line == QLatin1String("Options:")) {
            list = &parsed.arguments;
        } else if (list != nullptr && isContinuation(line) && !list->isEmpty()) {
            list->last().text = (list->last().text + QLatin1Char(' ') + line).simplified();
        } else if (list != nullptr && line.startsWith(QLatin1String("  ")) && line.at(2) != QLatin1Char(' ')) {
            list->append(entryFrom(line));
            list->last().text = list->last().text.simplified();
        } else if (list != nullptr && line.isEmpty()) {
            list = nullptr;
            afterLists = true;
        } else if (afterLists && !line.trimmed().isEmpty()) {
            parsed.noteLines.append(line.trimmed());
        }
    }
    return parsed;
}
