// ValueInspector: one value seen every useful way — as text (UTF-8 or
// UTF-16LE, non-printable content shown visibly), as hex with a data
// interpreter at the cursor, pretty-printed JSON when the bytes are JSON, and
// a picture when they are an image. The JSON and image tabs appear only when
// they apply; the inspector opens on the most telling one.
//
// The hex tab pages through the source however large it is; text, JSON and
// image need the bytes whole, so they read only the first kTextBytes /
// kParseBytes of a value and say so. The text tab is filled only when shown.
#pragma once

#include <QWidget>

#include <memory>

#include "widgets/inspector/byte_source.h"
#include "widgets/inspector/printable_text.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSplitter;
class QTabWidget;

namespace wr::gui {

class DataInterpreterModel;
class DataInterpreterView;
class EscapeHighlighter;
class HexView;

class ValueInspector : public QWidget {
    Q_OBJECT

public:
    enum Tab { TextTab, HexTab, JsonTab, ImageTab };

    static constexpr qint64 kTextBytes = 256 << 10;
    static constexpr qint64 kParseBytes = 4 << 20;

    explicit ValueInspector(QWidget* parent = nullptr);

    // Shows a value; `encoding` is how the text tab starts decoding it
    // (registry string types are UTF-16LE).
    void setSource(std::shared_ptr<ByteSource> source, TextEncoding encoding = TextEncoding::Utf8);
    void clear();
    // A line above the tabs: what is shown, or why nothing is ("Loading…").
    void setStatus(const QString& text);

    const std::shared_ptr<ByteSource>& source() const { return source_; }
    bool isTabAvailable(Tab tab) const;
    Tab currentTab() const;
    void setCurrentTab(Tab tab);

    HexView* hexView() const { return hex_; }
    DataInterpreterModel* interpreter() const { return interpreter_; }
    DataInterpreterView* interpreterView() const { return interpreterView_; }
    // The hex tab's split: the interpreter beside the hex view when both fit
    // side by side, below it otherwise.
    QSplitter* hexSplitter() const { return hexSplitter_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildTextTab();
    QWidget* buildHexTab();
    QWidget* buildImageTab();
    // Fills the text tab when it is shown and its content is stale.
    void showText();
    // Fills the JSON and image tabs; true for each that applies.
    bool showJson(const QByteArray& head);
    bool showImage(const QByteArray& head);
    void onCursorMoved(quint64 offset);
    void goToOffset();

    std::shared_ptr<ByteSource> source_;
    QLabel* status_;
    QTabWidget* tabs_;
    QComboBox* encoding_;
    QLabel* textNote_;
    QPlainTextEdit* text_;
    EscapeHighlighter* highlighter_;
    bool textShown_ = false;
    HexView* hex_;
    QLineEdit* offsetEdit_;
    QLabel* cursorLabel_;
    DataInterpreterModel* interpreter_;
    DataInterpreterView* interpreterView_;
    QSplitter* hexSplitter_;
    QWidget* interpreterSide_;
    QPlainTextEdit* json_;
    QLabel* imageInfo_;
    QLabel* image_;
};

}  // namespace wr::gui
