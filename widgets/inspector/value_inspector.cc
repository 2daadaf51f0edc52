#include "widgets/inspector/value_inspector.h"

#include <QBuffer>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QImage>
#include <QImageReader>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <optional>

#include "widgets/common/byte_size.h"
#include "widgets/inspector/data_interpreter_model.h"
#include "widgets/inspector/data_interpreter_view.h"
#include "widgets/inspector/escape_highlighter.h"
#include "widgets/inspector/hex_view.h"

namespace wr::gui {

namespace {

// A value is shown as text first when at most this share of its head needs escaping.
constexpr double kTextEscapedShare = 0.05;

QString sizeText(quint64 bytes) {
    const QLocale locale;
    if (bytes < 1024) return ValueInspector::tr("%Ln byte(s)", nullptr, int(bytes));
    return ValueInspector::tr("%1 (%2 bytes)").arg(formatByteSize(bytes), locale.toString(bytes));
}

// Offsets typed as decimal, or hex with a 0x prefix.
std::optional<quint64> parseOffset(const QString& text) {
    const QString trimmed = text.trimmed();
    bool ok = false;
    const quint64 value = trimmed.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                              ? trimmed.mid(2).toULongLong(&ok, 16)
                              : trimmed.toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

double escapedShare(const QList<TextRun>& runs) {
    qsizetype escaped = 0;
    qsizetype total = 0;
    for (const TextRun& run : runs) {
        total += run.text.size();
        if (run.escaped) escaped += run.text.size();
    }
    return total == 0 ? 0 : double(escaped) / double(total);
}

}  // namespace

ValueInspector::ValueInspector(QWidget* parent)
    : QWidget(parent),
      status_(new QLabel(this)),
      tabs_(new QTabWidget(this)),
      interpreter_(new DataInterpreterModel(this)) {
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tabs_->setDocumentMode(true);
    tabs_->addTab(buildTextTab(), tr("Text"));
    tabs_->addTab(buildHexTab(), tr("Hex"));
    json_ = new QPlainTextEdit(this);
    json_->setObjectName(QStringLiteral("jsonView"));
    json_->setReadOnly(true);
    json_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    tabs_->addTab(json_, tr("JSON"));
    tabs_->addTab(buildImageTab(), tr("Image"));
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { showText(); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_);
    layout->addWidget(tabs_, 1);
    clear();
}

QWidget* ValueInspector::buildTextTab() {
    auto* page = new QWidget(this);
    encoding_ = new QComboBox(page);
    encoding_->addItem(tr("UTF-8"), int(TextEncoding::Utf8));
    encoding_->addItem(tr("UTF-16LE"), int(TextEncoding::Utf16Le));
    connect(encoding_, &QComboBox::currentIndexChanged, this, [this] {
        textShown_ = false;
        showText();
    });
    textNote_ = new QLabel(page);
    text_ = new QPlainTextEdit(page);
    text_->setObjectName(QStringLiteral("textView"));
    text_->setReadOnly(true);
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    highlighter_ = new EscapeHighlighter(text_->document());

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Encoding:"), page));
    bar->addWidget(encoding_);
    bar->addWidget(textNote_, 1);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(text_, 1);
    return page;
}

QWidget* ValueInspector::buildHexTab() {
    auto* splitter = new QSplitter(this);
    hexSplitter_ = splitter;
    hex_ = new HexView(splitter);
    connect(hex_, &HexView::cursorMoved, this, &ValueInspector::onCursorMoved);

    auto* side = new QWidget(splitter);
    interpreterSide_ = side;
    offsetEdit_ = new QLineEdit(side);
    offsetEdit_->setPlaceholderText(tr("0x1f40 or 8000"));
    offsetEdit_->setToolTip(tr("Go to an offset: decimal, or hexadecimal with 0x"));
    connect(offsetEdit_, &QLineEdit::returnPressed, this, &ValueInspector::goToOffset);
    cursorLabel_ = new QLabel(side);
    interpreterView_ = new DataInterpreterView(interpreter_, side);

    auto* go = new QHBoxLayout;
    go->addWidget(new QLabel(tr("Offset:"), side));
    go->addWidget(offsetEdit_, 1);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(4, 4, 0, 0);
    layout->addLayout(go);
    layout->addWidget(cursorLabel_);
    layout->addWidget(interpreterView_, 1);
    // The hex view keeps its natural width; the interpreter takes the rest.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->installEventFilter(this);
    return splitter;
}

bool ValueInspector::eventFilter(QObject* watched, QEvent* event) {
    if (watched == hexSplitter_ && event->type() == QEvent::Resize) {
        // Side by side only when the interpreter's columns fit beside the hex
        // view whole; below it otherwise, where it has the whole width.
        const int sideBySide = hex_->sizeHint().width() + hexSplitter_->handleWidth() +
                               interpreterSide_->layout()->contentsMargins().left() + interpreterView_->fullWidth();
        const Qt::Orientation orientation = hexSplitter_->width() >= sideBySide ? Qt::Horizontal : Qt::Vertical;
        if (hexSplitter_->orientation() != orientation) hexSplitter_->setOrientation(orientation);
    }
    return QWidget::eventFilter(watched, event);
}

QWidget* ValueInspector::buildImageTab() {
    auto* page = new QWidget(this);
    imageInfo_ = new QLabel(page);
    image_ = new QLabel;
    image_->setAlignment(Qt::AlignCenter);
    auto* scroll = new QScrollArea(page);
    scroll->setWidget(image_);
    scroll->setWidgetResizable(true);
    scroll->setBackgroundRole(QPalette::Dark);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(imageInfo_);
    layout->addWidget(scroll, 1);
    return page;
}

void ValueInspector::clear() {
    source_.reset();
    hex_->setSource(nullptr);
    text_->clear();
    textShown_ = false;
    textNote_->clear();
    json_->clear();
    image_->clear();
    imageInfo_->clear();
    tabs_->setTabVisible(JsonTab, false);
    tabs_->setTabVisible(ImageTab, false);
    setStatus(tr("No value selected."));
}

void ValueInspector::setStatus(const QString& text) { status_->setText(text); }

void ValueInspector::setSource(std::shared_ptr<ByteSource> source, TextEncoding encoding) {
    if (!source) return clear();
    source_ = std::move(source);
    const quint64 size = source_->size();
    setStatus(tr("Value: %1").arg(sizeText(size)));
    hex_->setSource(source_);

    {
        const QSignalBlocker blocker(encoding_);
        encoding_->setCurrentIndex(encoding_->findData(int(encoding)));
    }
    text_->clear();
    textShown_ = false;

    // JSON and images must be parsed whole; larger values keep to text and hex.
    const QByteArray head = size <= quint64(kParseBytes) ? source_->read(0, qint64(size)) : QByteArray();
    const bool json = showJson(head);
    const bool image = !json && showImage(head);
    tabs_->setTabVisible(JsonTab, json);
    tabs_->setTabVisible(ImageTab, image);
    if (json) {
        setCurrentTab(JsonTab);
    } else if (image) {
        setCurrentTab(ImageTab);
    } else {
        const QList<TextRun> runs = renderText(source_->read(0, 4096), encoding);
        setCurrentTab(escapedShare(runs) <= kTextEscapedShare ? TextTab : HexTab);
    }
    showText();
}

bool ValueInspector::isTabAvailable(Tab tab) const { return tabs_->isTabVisible(tab); }

ValueInspector::Tab ValueInspector::currentTab() const { return Tab(tabs_->currentIndex()); }

void ValueInspector::setCurrentTab(Tab tab) { tabs_->setCurrentIndex(tab); }

void ValueInspector::showText() {
    if (textShown_ || !source_ || currentTab() != TextTab) return;
    textShown_ = true;
    const quint64 size = source_->size();
    const QByteArray bytes = source_->read(0, qint64(std::min<quint64>(size, kTextBytes)));
    textNote_->setText(size > quint64(kTextBytes)
                           ? tr("Showing the first %1 of %2.").arg(formatByteSize(kTextBytes), formatByteSize(size))
                           : QString());
    highlighter_->show(renderText(bytes, TextEncoding(encoding_->currentData().toInt())));
}

bool ValueInspector::showJson(const QByteArray& head) {
    json_->clear();
    // Only documents are parsed (QJsonDocument holds an object or an array).
    const QByteArray start = head.left(64).trimmed();
    if (!start.startsWith('{') && !start.startsWith('[')) return false;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(head, &error);
    if (error.error != QJsonParseError::NoError || document.isNull()) return false;
    json_->setPlainText(QString::fromUtf8(document.toJson(QJsonDocument::Indented)));
    return true;
}

bool ValueInspector::showImage(const QByteArray& head) {
    image_->clear();
    imageInfo_->clear();
    if (head.isEmpty()) return false;
    QBuffer buffer;
    buffer.setData(head);
    QImageReader reader(&buffer);
    // The format is known only before reading, and no format means no image.
    const QString format = QString::fromLatin1(reader.format()).toUpper();
    if (format.isEmpty()) return false;
    const QImage picture = reader.read();
    if (picture.isNull()) return false;
    image_->setPixmap(QPixmap::fromImage(picture));
    imageInfo_->setText(tr("%1 image, %2 × %3 pixels, %4 bits per pixel")
                            .arg(format)
                            .arg(picture.width())
                            .arg(picture.height())
                            .arg(picture.depth()));
    return true;
}

void ValueInspector::onCursorMoved(quint64 offset) {
    if (!source_ || source_->size() == 0) {
        interpreter_->setBytes({});
        cursorLabel_->clear();
        return;
    }
    interpreter_->setBytes(source_->read(offset, DataInterpreterModel::kBytesNeeded));
    const quint64 selected = hex_->selectionLength();
    cursorLabel_->setText(
        selected > 1
            ? tr("At 0x%1 (%2), %3 selected").arg(offset, 0, 16).arg(QLocale().toString(offset), sizeText(selected))
            : tr("At 0x%1 (%2)").arg(offset, 0, 16).arg(QLocale().toString(offset)));
}

void ValueInspector::goToOffset() {
    const std::optional<quint64> offset = parseOffset(offsetEdit_->text());
    if (!offset || !source_ || *offset >= source_->size()) {
        offsetEdit_->selectAll();
        return;
    }
    hex_->setCursorOffset(*offset);
    hex_->setFocus();
}

}  // namespace wr::gui
