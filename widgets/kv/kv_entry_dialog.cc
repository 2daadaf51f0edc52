#include "widgets/kv/kv_entry_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStringDecoder>

#include <cctype>

#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

// Bytes that the text editor gives back unchanged: UTF-8 without control
// characters other than tab and newline (it drops NULs and turns CR LF into LF).
bool isPlainText(const QByteArray& bytes) {
    for (const char c : bytes) {
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError() && text.toUtf8() == bytes;
}

std::optional<QByteArray> fromHex(const QString& text) {
    QString digits = text;
    digits.remove(QRegularExpression(QStringLiteral("\\s")));
    if (digits.size() % 2 != 0) return std::nullopt;
    for (const QChar c : digits) {
        if (!std::isxdigit(static_cast<unsigned char>(c.toLatin1()))) return std::nullopt;
    }
    return QByteArray::fromHex(digits.toLatin1());
}

}  // namespace

KvEntryDialog::KvEntryDialog(QWidget* parent)
    : QDialog(parent),
      key_(new QLineEdit(this)),
      format_(new QComboBox(this)),
      value_(new QPlainTextEdit(this)),
      error_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New Entry"));
    key_->setPlaceholderText(tr("the key; \\xNN for any byte"));
    format_->addItem(tr("Text (UTF-8)"), int(Format::Text));
    format_->addItem(tr("Hex bytes"), int(Format::Hex));
    auto* load = new QPushButton(tr("Load from File..."), this);
    auto* valueRow = new QHBoxLayout;
    valueRow->addWidget(format_, 1);
    valueRow->addWidget(load);
    error_->setWordWrap(true);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Key:"), key_);
    form->addRow(tr("Value as:"), valueRow);
    form->addRow(tr("&Value:"), value_);
    form->addRow(error_);
    form->addRow(buttons_);
    resize(560, 380);

    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(load, &QPushButton::clicked, this, &KvEntryDialog::chooseFile);
    connect(key_, &QLineEdit::textChanged, this, &KvEntryDialog::revalidate);
    connect(value_, &QPlainTextEdit::textChanged, this, [this] {
        loaded_.reset();
        revalidate();
    });
    connect(format_, &QComboBox::currentIndexChanged, this, [this] {
        // The bytes stay (when they are valid); only how they are shown
        // changes. Bytes that text cannot show exactly are kept as they are
        // until the text is edited.
        const std::optional<QByteArray> bytes = value();
        const Format format = Format(format_->currentData().toInt());
        if (bytes) {
            setValue(*bytes);
            if (format == Format::Text && !isPlainText(*bytes)) loaded_ = bytes;
        }
        shown_ = format;
        revalidate();
    });
    revalidate();
}

void KvEntryDialog::setEntry(const QByteArray& key, const QByteArray& value) {
    setWindowTitle(tr("Modify Value"));
    key_->setText(escapeBytes(key, key.size() * 4 + 1));
    key_->setReadOnly(true);
    setFormat(isPlainText(value) ? Format::Text : Format::Hex);
    setValue(value);
}

void KvEntryDialog::setKeyText(const QString& text) { key_->setText(text); }

void KvEntryDialog::setFormat(Format format) {
    // As if chosen: the value's bytes are shown in the new format.
    format_->setCurrentIndex(format_->findData(int(format)));
}

void KvEntryDialog::setValueText(const QString& text) { value_->setPlainText(text); }

void KvEntryDialog::setValue(const QByteArray& value) {
    const Format format = Format(format_->currentData().toInt());
    value_->setPlainText(format == Format::Hex ? QString::fromLatin1(value.toHex(' ')) : QString::fromUtf8(value));
}

bool KvEntryDialog::loadFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error_->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        error_->setText(tr("%1 is larger than %2; values that large are written with wrctl.")
                            .arg(path, formatByteSize(kMaxFileBytes)));
        return false;
    }
    const QByteArray bytes = file.readAll();
    // Text only when the file is; hex shows any bytes.
    if (!isPlainText(bytes)) setFormat(Format::Hex);
    setValue(bytes);
    loaded_ = bytes;
    revalidate();
    return true;
}

void KvEntryDialog::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load the Value from a File"));
    if (!path.isEmpty()) loadFile(path);
}

QByteArray KvEntryDialog::key() const { return unescapeBytes(key_->text()); }

std::optional<QByteArray> KvEntryDialog::value() const {
    if (loaded_) return loaded_;
    const QString text = value_->toPlainText();
    if (shown_ == Format::Hex) return fromHex(text);
    return text.toUtf8();
}

QString KvEntryDialog::errorText() const {
    if (key().isEmpty()) return tr("Type a key.");
    if (!value()) return tr("The value is not hex bytes: pairs of 0-9 and a-f, spaces allowed.");
    return {};
}

void KvEntryDialog::revalidate() {
    const QString error = errorText();
    QString note = error;
    if (error.isEmpty()) {
        note = tr("%Ln byte(s); staged until File > Write Changes.", nullptr, int(value()->size()));
    }
    error_->setText(note);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
}

}  // namespace wr::gui
