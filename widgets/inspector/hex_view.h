// HexView: offset | hex | ASCII columns over a ByteSource, painted a
// screenful at a time. It asks its source only for the lines it shows (and
// keeps the last screenful, so a repaint without scrolling reads nothing), so
// a value of hundreds of megabytes scrolls as smoothly as a small one.
//
// A cursor byte (click, arrow keys) drives the data interpreter; Shift
// extends a selection, which Ctrl+C copies as hex.
#pragma once

#include <QAbstractScrollArea>
#include <QByteArray>

#include <algorithm>
#include <memory>
#include <optional>

#include "widgets/inspector/byte_source.h"

namespace wr::gui {

class HexView : public QAbstractScrollArea {
    Q_OBJECT

public:
    static constexpr int kBytesPerLine = 16;
    // The largest selection Ctrl+C copies; more would stall the GUI thread on reads.
    static constexpr quint64 kMaxCopyBytes = 16ull << 20;

    explicit HexView(QWidget* parent = nullptr);

    void setSource(std::shared_ptr<ByteSource> source);
    const std::shared_ptr<ByteSource>& source() const { return source_; }

    quint64 cursorOffset() const { return cursor_; }
    // Moves the cursor (clamped to the data) and scrolls it into view; with
    // extendSelection the selection grows from its anchor, else it collapses.
    void setCursorOffset(quint64 offset, bool extendSelection = false);
    quint64 selectionStart() const { return std::min(anchor_, cursor_); }
    quint64 selectionLength() const;
    // The first line shown and how many fit (the header line excluded).
    qint64 firstVisibleLine() const;
    int visibleLineCount() const;

    QSize sizeHint() const override;

signals:
    void cursorMoved(quint64 offset);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void updateMetrics();
    void updateScrollBars();
    qint64 lineCount() const;
    void scrollToLine(qint64 line);
    // The bytes of [offset, offset + length), from the screenful kept or from the source.
    QByteArray bytesFor(quint64 offset, qint64 length);
    int hexX(int column) const;
    int asciiX(int column) const;
    int contentWidth() const;
    // The byte under a point of the viewport, if any.
    std::optional<quint64> offsetAt(const QPoint& point) const;
    void copySelection();

    std::shared_ptr<ByteSource> source_;
    quint64 cursor_ = 0;
    quint64 anchor_ = 0;
    quint64 keptOffset_ = 0;
    QByteArray kept_;
    int charWidth_ = 8;
    int lineHeight_ = 16;
    int ascent_ = 12;
    int offsetDigits_ = 8;
    // Lines per scroll-bar step: 1 unless the line count passes what an int holds.
    qint64 linesPerStep_ = 1;
};

}  // namespace wr::gui
