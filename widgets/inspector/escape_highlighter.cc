#include "widgets/inspector/escape_highlighter.h"

#include <QGuiApplication>
#include <QPalette>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace wr::gui {

EscapeHighlighter::EscapeHighlighter(QTextDocument* document) : QSyntaxHighlighter(document) {
    // Escapes stand out from the text in any palette: the link colour on a faint tint of it.
    QColor tint = QGuiApplication::palette().color(QPalette::Link);
    format_.setForeground(tint);
    tint.setAlpha(40);
    format_.setBackground(tint);
}

void EscapeHighlighter::show(const QList<TextRun>& runs) {
    escapes_.clear();
    QString text;
    for (const TextRun& run : runs) {
        if (run.escaped) escapes_.push_back({int(text.size()), int(run.text.size())});
        text += run.text;
    }
    // setPlainText rehighlights every block.
    document()->setPlainText(text);
}

void EscapeHighlighter::highlightBlock(const QString& text) {
    const int blockStart = currentBlock().position();
    const int blockEnd = blockStart + int(text.size());
    // The first range that ends inside or after this block.
    auto it = std::lower_bound(escapes_.cbegin(), escapes_.cend(), blockStart,
                               [](const Range& range, int position) { return range.start + range.length <= position; });
    for (; it != escapes_.cend() && it->start < blockEnd; ++it) {
        const int start = std::max(it->start, blockStart);
        const int end = std::min(it->start + it->length, blockEnd);
        setFormat(start - blockStart, end - start, format_);
    }
}

}  // namespace wr::gui
