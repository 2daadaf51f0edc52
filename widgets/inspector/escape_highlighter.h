// EscapeHighlighter: colours the escaped stretches (\0, \xNN, ...) of a text
// view's document. The text goes in as one plain string and the colours are
// applied block by block from a sorted list of ranges, which stays fast on a
// megabyte of binary data where inserting thousands of formatted runs would not.
#pragma once

#include <QList>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include "widgets/inspector/printable_text.h"

namespace wr::gui {

class EscapeHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit EscapeHighlighter(QTextDocument* document);

    // Puts the runs into the document as text and colours their escapes.
    void show(const QList<TextRun>& runs);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Range {
        int start;
        int length;
    };

    QList<Range> escapes_;  // document positions, ascending
    QTextCharFormat format_;
};

}  // namespace wr::gui
