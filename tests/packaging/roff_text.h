// A manual page's text as a reader sees it: roff's escapes (\- \e \& \(aq)
// and font changes (\fB \fI \fR \fP) undone, so it can be compared with what
// a program's --help prints.
#pragma once

#include <QString>

QString plainRoff(const QString& roff);
