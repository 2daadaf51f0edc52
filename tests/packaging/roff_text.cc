#include "roff_text.h"

QString plainRoff(const QString& roff) {
    QString out;
    for (qsizetype i = 0; i < roff.size(); ++i) {
        if (roff[i] != QLatin1Char('\\') || i + 1 == roff.size()) {
            out += roff[i];
            continue;
        }
        const QChar next = roff[++i];
        if (next == QLatin1Char('-')) {
            out += QLatin1Char('-');
        } else if (next == QLatin1Char('e')) {
            out += QLatin1Char('\\');
        } else if (next == QLatin1Char('f') && i + 1 < roff.size()) {
            ++i;  // \fB, \fI, \fR, \fP: a font, no text
        } else if (next == QLatin1Char('(') && roff.mid(i + 1, 2) == QLatin1String("aq")) {
            out += QLatin1Char('\'');
            i += 2;
        } else if (next != QLatin1Char('&')) {
            out += QLatin1Char('\\');
            out += next;
        }
    }
    return out;
}
