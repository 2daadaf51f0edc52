#include "widgets/inspector/value_data_editor.h"

#include <QButtonGroup>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "registry/value_type.h"

namespace wr::gui {

namespace {

using Kind = ValueDataText::Kind;
using Base = ValueDataText::Base;

// The pages of the stack, one per kind of editor, in Kind order.
int pageOf(quint32 type) { return int(ValueDataText::kindOf(type)); }

}  // namespace

ValueDataEditor::ValueDataEditor(QWidget* parent)
    : QWidget(parent),
      pages_(new QStackedWidget(this)),
      string_(new QLineEdit(this)),
      multiString_(new QPlainTextEdit(this)),
      number_(new QLineEdit(this)),
      hexadecimal_(new QRadioButton(tr("&Hexadecimal"), this)),
      decimal_(new QRadioButton(tr("&Decimal"), this)),
      binary_(new QPlainTextEdit(this)) {
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    multiString_->setPlaceholderText(tr("One string per line"));
    number_->setFont(fixed);
    binary_->setFont(fixed);
    binary_->setPlaceholderText(tr("Hex bytes, e.g. 01 02 fe ff"));
    hexadecimal_->setChecked(true);

    auto* numberPage = new QWidget(this);
    auto* bases = new QButtonGroup(numberPage);
    bases->addButton(hexadecimal_);
    bases->addButton(decimal_);
    auto* baseRow = new QHBoxLayout;
    baseRow->addWidget(new QLabel(tr("Base:"), numberPage));
    baseRow->addWidget(hexadecimal_);
    baseRow->addWidget(decimal_);
    baseRow->addStretch(1);
    auto* numberLayout = new QVBoxLayout(numberPage);
    numberLayout->setContentsMargins(0, 0, 0, 0);
    numberLayout->addWidget(number_);
    numberLayout->addLayout(baseRow);
    numberLayout->addStretch(1);

    auto* stringPage = new QWidget(this);
    auto* stringLayout = new QVBoxLayout(stringPage);
    stringLayout->setContentsMargins(0, 0, 0, 0);
    stringLayout->addWidget(string_);
    stringLayout->addStretch(1);

    // In Kind order: String, MultiString, Number, Binary.
    pages_->addWidget(stringPage);
    pages_->addWidget(multiString_);
    pages_->addWidget(numberPage);
    pages_->addWidget(binary_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);

    connect(string_, &QLineEdit::textChanged, this, &ValueDataEditor::revalidate);
    connect(multiString_, &QPlainTextEdit::textChanged, this, &ValueDataEditor::revalidate);
    connect(number_, &QLineEdit::textChanged, this, &ValueDataEditor::revalidate);
    connect(binary_, &QPlainTextEdit::textChanged, this, &ValueDataEditor::revalidate);
    connect(hexadecimal_, &QRadioButton::toggled, this,
            [this](bool hex) { setBase(hex ? Base::Hexadecimal : Base::Decimal); });
    setValue(wr::reg::REG_SZ, {});
}

void ValueDataEditor::setValue(quint32 type, const QByteArray& data) {
    type_ = type;
    pages_->setCurrentIndex(pageOf(type));
    lastValid_ = data;
    showBytes(data);
}

void ValueDataEditor::setType(quint32 type) {
    if (type == type_) return;
    const QByteArray carried = encoded_.bytes.value_or(lastValid_);
    type_ = type;
    pages_->setCurrentIndex(pageOf(type));
    showBytes(carried);
}

void ValueDataEditor::showBytes(const QByteArray& data) {
    setText(ValueDataText::toText(type_, data, base_).value_or(QString()));
}

QString ValueDataEditor::text() const {
    switch (ValueDataText::kindOf(type_)) {
    case Kind::String: return string_->text();
    case Kind::MultiString: return multiString_->toPlainText();
    case Kind::Number: return number_->text();
    case Kind::Binary: return binary_->toPlainText();
    }
    return {};
}

void ValueDataEditor::setText(const QString& text) {
    {
        // One revalidation below, also when the text is unchanged but the type is not.
        const QSignalBlocker blockString(string_);
        const QSignalBlocker blockMultiString(multiString_);
        const QSignalBlocker blockNumber(number_);
        const QSignalBlocker blockBinary(binary_);
        switch (ValueDataText::kindOf(type_)) {
        case Kind::String: string_->setText(text); break;
        case Kind::MultiString: multiString_->setPlainText(text); break;
        case Kind::Number: number_->setText(text); break;
        case Kind::Binary: binary_->setPlainText(text); break;
        }
    }
    revalidate();
}

void ValueDataEditor::setBase(Base base) {
    if (base == base_) return;
    // A valid number is rewritten in the new base; invalid text is kept for fixing.
    std::optional<QByteArray> number;
    if (ValueDataText::kindOf(type_) == Kind::Number)
        number = ValueDataText::fromText(type_, number_->text(), base_).bytes;
    base_ = base;
    {
        const QSignalBlocker blocker(hexadecimal_);
        hexadecimal_->setChecked(base == Base::Hexadecimal);
        decimal_->setChecked(base == Base::Decimal);
    }
    if (number) {
        showBytes(*number);
    } else {
        revalidate();
    }
}

void ValueDataEditor::revalidate() {
    encoded_ = ValueDataText::fromText(type_, text(), base_);
    if (encoded_.bytes) lastValid_ = *encoded_.bytes;
    emit changed();
}

}  // namespace wr::gui
