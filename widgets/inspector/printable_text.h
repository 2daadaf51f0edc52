// Bytes as text a person can read without losing sight of what is not text:
// decoded characters as they are, and every byte or code unit that is not
// printable text shown visibly instead of silently dropped or replaced.
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

namespace wr::gui {

enum class TextEncoding { Utf8, Utf16Le };

// A stretch of rendered text; `escaped` marks what stands for non-printable
// content (\0, \xNN, ...), which views draw in a distinct colour.
struct TextRun {
    QString text;
    bool escaped = false;
};

// Line feeds and tabs stay layout; NUL and CR show as \0 and \r, other
// control characters and every byte that is not valid in the encoding as
// \xNN, C1 controls and unpaired surrogates as \uNNNN. (Plain escapes rather
// than Unicode's control pictures, which few fixed-width fonts have.)
QList<TextRun> renderText(QByteArrayView bytes, TextEncoding encoding);

// A one-line, reversible rendering of a key or value for lists: printable
// UTF-8 as is, a backslash as \\, every other byte as \xNN. Cut to maxChars
// characters with "…" appended.
QString escapeBytes(QByteArrayView bytes, qsizetype maxChars = 256);
// The bytes a typed escapeBytes() text stands for: \xNN and \\ are escapes,
// any other backslash is itself, the rest is UTF-8.
QByteArray unescapeBytes(QStringView text);

}  // namespace wr::gui
