#include "widgets/inspector/hex_view.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

#include <limits>

namespace wr::gui {

namespace {

constexpr int kMargin = 6;                             // pixels left of the offsets
constexpr int kColumnGapChars = 2;                     // between the three columns
constexpr int kHexChars = HexView::kBytesPerLine * 3;  // "xx " per byte, one extra space mid-line

bool isPrintableAscii(uchar c) { return c >= 0x20 && c < 0x7F; }

}  // namespace

HexView::HexView(QWidget* parent) : QAbstractScrollArea(parent) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    updateMetrics();
}

QSize HexView::sizeHint() const {
    return {contentWidth() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), 20 * lineHeight_};
}

void HexView::setSource(std::shared_ptr<ByteSource> source) {
    source_ = std::move(source);
    kept_.clear();
    keptOffset_ = 0;
    cursor_ = anchor_ = 0;
    updateMetrics();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    viewport()->update();
    emit cursorMoved(cursor_);
}

quint64 HexView::selectionLength() const {
    if (!source_ || source_->size() == 0) return 0;
    return (cursor_ > anchor_ ? cursor_ - anchor_ : anchor_ - cursor_) + 1;
}

qint64 HexView::lineCount() const {
    const quint64 size = source_ ? source_->size() : 0;
    return qint64((size + kBytesPerLine - 1) / kBytesPerLine);
}

int HexView::visibleLineCount() const {
    // The first line of the viewport is the column header.
    return std::max(1, viewport()->height() / lineHeight_ - 1);
}

qint64 HexView::firstVisibleLine() const {
    const qint64 last = std::max<qint64>(0, lineCount() - visibleLineCount());
    return std::clamp<qint64>(qint64(verticalScrollBar()->value()) * linesPerStep_, 0, last);
}

void HexView::updateMetrics() {
    const QFontMetrics metrics(font());
    charWidth_ = metrics.horizontalAdvance(QLatin1Char('0'));
    lineHeight_ = metrics.height();
    ascent_ = metrics.ascent();
    // Enough hex digits for the last offset, at least eight.
    const quint64 size = source_ ? source_->size() : 0;
    offsetDigits_ = 8;
    while (offsetDigits_ < 16 && (size >> (4 * offsetDigits_)) != 0) ++offsetDigits_;
    updateScrollBars();
}

void HexView::updateScrollBars() {
    const qint64 lines = lineCount();
    const int visible = visibleLineCount();
    constexpr qint64 kMaxSteps = std::numeric_limits<int>::max() / 2;
    linesPerStep_ = std::max<qint64>(1, (lines + kMaxSteps - 1) / kMaxSteps);
    const qint64 steps = (std::max<qint64>(0, lines - visible) + linesPerStep_ - 1) / linesPerStep_;
    verticalScrollBar()->setRange(0, int(steps));
    verticalScrollBar()->setPageStep(std::max(1, int(visible / linesPerStep_)));
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setRange(0, std::max(0, contentWidth() - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
}

void HexView::scrollToLine(qint64 line) { verticalScrollBar()->setValue(int(line / linesPerStep_)); }

int HexView::hexX(int column) const {
    const int chars = offsetDigits_ + kColumnGapChars + column * 3 + (column >= kBytesPerLine / 2 ? 1 : 0);
    return kMargin + chars * charWidth_;
}

int HexView::asciiX(int column) const {
    return kMargin + (offsetDigits_ + 2 * kColumnGapChars + kHexChars + column) * charWidth_;
}

int HexView::contentWidth() const { return asciiX(kBytesPerLine) + kMargin; }

QByteArray HexView::bytesFor(quint64 offset, qint64 length) {
    if (!source_ || length <= 0) return {};
    if (offset >= keptOffset_ && offset + quint64(length) <= keptOffset_ + quint64(kept_.size())) {
        return kept_.mid(qsizetype(offset - keptOffset_), qsizetype(length));
    }
    kept_ = source_->read(offset, length);
    keptOffset_ = offset;
    return kept_;
}

void HexView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    const QPalette& pal = palette();
    painter.fillRect(viewport()->rect(), pal.base());
    painter.translate(-horizontalScrollBar()->value(), 0);

    const QColor dim = pal.color(QPalette::PlaceholderText);
    const QColor mid = pal.color(QPalette::Mid);
    const int width = std::max(contentWidth(), viewport()->width() + horizontalScrollBar()->value());

    // Column header: the low nibble of each byte's offset.
    painter.fillRect(QRect(0, 0, width, lineHeight_), pal.alternateBase());
    painter.setPen(dim);
    painter.drawText(kMargin, ascent_, tr("Offset"));
    for (int column = 0; column < kBytesPerLine; ++column) {
        painter.drawText(hexX(column), ascent_, QStringLiteral("%1").arg(column, 2, 16, QLatin1Char('0')));
        painter.drawText(asciiX(column), ascent_, QString::number(column, 16));
    }
    const int separatorHex = hexX(0) - charWidth_;
    const int separatorAscii = asciiX(0) - charWidth_;
    painter.setPen(mid);
    painter.drawLine(separatorHex, 0, separatorHex, viewport()->height());
    painter.drawLine(separatorAscii, 0, separatorAscii, viewport()->height());
    painter.drawLine(0, lineHeight_, width, lineHeight_);
    if (!source_) return;

    const quint64 size = source_->size();
    const qint64 first = firstVisibleLine();
    const quint64 start = quint64(first) * kBytesPerLine;
    const quint64 end = std::min(size, quint64(first + visibleLineCount() + 1) * kBytesPerLine);
    if (start >= end) return;
    const QByteArray bytes = bytesFor(start, qint64(end - start));
    const quint64 selectionFirst = selectionStart();
    const quint64 selectionLast = selectionFirst + selectionLength() - 1;
    const bool hasSelection = selectionLength() > 1;

    for (quint64 lineStart = start; lineStart < end; lineStart += kBytesPerLine) {
        const int top = int((lineStart - start) / kBytesPerLine + 1) * lineHeight_;
        const int baseline = top + ascent_;
        painter.setPen(dim);
        painter.drawText(kMargin, baseline, QStringLiteral("%1").arg(lineStart, offsetDigits_, 16, QLatin1Char('0')));
        for (int column = 0; column < kBytesPerLine; ++column) {
            const quint64 offset = lineStart + quint64(column);
            if (offset >= end) break;
            const qsizetype at = qsizetype(offset - start);
            const QRect hexCell(hexX(column), top, 2 * charWidth_, lineHeight_);
            const QRect asciiCell(asciiX(column), top, charWidth_, lineHeight_);
            const bool selected = hasSelection && offset >= selectionFirst && offset <= selectionLast;
            if (selected) {
                painter.fillRect(hexCell.adjusted(-charWidth_ / 2, 0, charWidth_ / 2, 0), pal.highlight());
                painter.fillRect(asciiCell, pal.highlight());
            }
            if (offset == cursor_) {
                painter.setPen(pal.color(hasFocus() ? QPalette::Active : QPalette::Inactive, QPalette::Highlight));
                painter.drawRect(hexCell.adjusted(-2, 0, 1, -1));
                painter.drawRect(asciiCell.adjusted(0, 0, -1, -1));
            }
            if (at >= bytes.size()) {
                // The source could not supply this byte (a read error).
                painter.setPen(dim);
                painter.drawText(hexCell.left(), baseline, QStringLiteral("??"));
                continue;
            }
            const uchar byte = uchar(bytes[at]);
            const QColor text = selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
            painter.setPen(byte == 0 && !selected ? dim : text);
            painter.drawText(hexCell.left(), baseline, QStringLiteral("%1").arg(byte, 2, 16, QLatin1Char('0')));
            painter.setPen(isPrintableAscii(byte) || selected ? text : dim);
            painter.drawText(asciiCell.left(), baseline,
                             isPrintableAscii(byte) ? QString(QChar(byte)) : QStringLiteral("."));
        }
    }
}

void HexView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void HexView::changeEvent(QEvent* event) {
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateMetrics();
        viewport()->update();
    }
}

void HexView::scrollContentsBy(int, int) { viewport()->update(); }

void HexView::setCursorOffset(quint64 offset, bool extendSelection) {
    const quint64 size = source_ ? source_->size() : 0;
    cursor_ = size == 0 ? 0 : std::min(offset, size - 1);
    if (!extendSelection) anchor_ = cursor_;
    const qint64 line = qint64(cursor_ / kBytesPerLine);
    const qint64 first = firstVisibleLine();
    if (line < first) {
        scrollToLine(line);
    } else if (line >= first + visibleLineCount()) {
        // Rounded up to a whole scroll step, so the line ends up inside the view.
        scrollToLine(line - visibleLineCount() + linesPerStep_);
    }
    viewport()->update();
    emit cursorMoved(cursor_);
}

void HexView::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        return;
    }
    if (!source_ || source_->size() == 0) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const qint64 last = qint64(source_->size() - 1);
    const qint64 page = qint64(visibleLineCount()) * kBytesPerLine;
    const qint64 at = qint64(cursor_);
    const bool control = event->modifiers() & Qt::ControlModifier;
    qint64 target = at;
    switch (event->key()) {
    case Qt::Key_Left: target = at - 1; break;
    case Qt::Key_Right: target = at + 1; break;
    case Qt::Key_Up: target = at - kBytesPerLine; break;
    case Qt::Key_Down: target = at + kBytesPerLine; break;
    case Qt::Key_PageUp: target = at - page; break;
    case Qt::Key_PageDown: target = at + page; break;
    case Qt::Key_Home: target = control ? 0 : at - at % kBytesPerLine; break;
    case Qt::Key_End: target = control ? last : at - at % kBytesPerLine + kBytesPerLine - 1; break;
    default: QAbstractScrollArea::keyPressEvent(event); return;
    }
    setCursorOffset(quint64(std::clamp<qint64>(target, 0, last)), event->modifiers() & Qt::ShiftModifier);
}

std::optional<quint64> HexView::offsetAt(const QPoint& point) const {
    if (!source_ || source_->size() == 0 || point.y() < lineHeight_) return std::nullopt;
    const int x = point.x() + horizontalScrollBar()->value();
    int column = -1;
    if (x >= hexX(0) - charWidth_ / 2 && x < asciiX(0) - 2 * charWidth_) {
        // The half spaces either side of a byte's two digits belong to it.
        for (int c = kBytesPerLine - 1; c >= 0 && column < 0; --c) {
            if (x >= hexX(c) - charWidth_ / 2) column = c;
        }
    } else if (x >= asciiX(0) && x < asciiX(kBytesPerLine)) {
        column = (x - asciiX(0)) / charWidth_;
    }
    if (column < 0) return std::nullopt;
    const qint64 line = firstVisibleLine() + point.y() / lineHeight_ - 1;
    const quint64 offset = quint64(line) * kBytesPerLine + quint64(column);
    return std::min(offset, source_->size() - 1);
}

void HexView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QAbstractScrollArea::mousePressEvent(event);
    if (auto offset = offsetAt(event->position().toPoint())) {
        setCursorOffset(*offset, event->modifiers() & Qt::ShiftModifier);
    }
}

void HexView::mouseMoveEvent(QMouseEvent* event) {
    if (!(event->buttons() & Qt::LeftButton)) return QAbstractScrollArea::mouseMoveEvent(event);
    if (auto offset = offsetAt(event->position().toPoint())) setCursorOffset(*offset, true);
}

void HexView::copySelection() {
    const quint64 length = selectionLength();
    if (length == 0 || length > kMaxCopyBytes) {
        QApplication::beep();
        return;
    }
    const QByteArray bytes = source_->read(selectionStart(), qint64(length));
    QApplication::clipboard()->setText(QString::fromLatin1(bytes.toHex(' ')));
}

}  // namespace wr::gui
