#include "widgets/kv/key_locator.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "stores/wrindex/key_name_codec.h"
#include "widgets/common/icons.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

KeyLocator::KeyLocator(QWidget* parent)
    : QWidget(parent),
      edit_(new QLineEdit(this)),
      md5_(new QLabel(this)),
      path_(new QLabel(this)),
      name_(new QLabel(this)),
      reveal_(new QPushButton(icons::themed(QStringLiteral("go-jump"), QStyle::SP_ArrowRight), tr("&Reveal"), this)) {
    edit_->setPlaceholderText(tr("A key of the store, e.g. 792479 (\\xNN for any byte)"));
    edit_->setClearButtonEnabled(true);
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (QLabel* label : {md5_, path_, name_}) {
        label->setFont(fixed);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    md5_->setTextFormat(Qt::RichText);
    reveal_->setToolTip(tr("Select the key's leaf in the index tree"));

    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(edit_, 1);
    keyRow->addWidget(reveal_);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(6, 6, 6, 6);
    auto* keyLabel = new QLabel(tr("Find &key:"), this);
    keyLabel->setBuddy(edit_);
    form->addRow(keyLabel, keyRow);
    form->addRow(tr("MD5:"), md5_);
    form->addRow(tr("Leaf:"), path_);
    form->addRow(tr("Value name:"), name_);

    connect(edit_, &QLineEdit::textChanged, this, &KeyLocator::update);
    auto reveal = [this] {
        if (!leafPath_.isNull()) emit revealRequested(leafPath_, valueName_);
    };
    connect(edit_, &QLineEdit::returnPressed, this, reveal);
    connect(reveal_, &QPushButton::clicked, this, reveal);
    update();
}

void KeyLocator::setIndex(const wr::kv::wrstore::IndexLayout& layout, const QString& dbPath, const QString& rootLabel) {
    layout_ = layout;
    dbPath_ = dbPath;
    rootLabel_ = rootLabel;
    known_ = true;
    update();
}

void KeyLocator::clearIndex() {
    known_ = false;
    update();
}

void KeyLocator::setKey(const QByteArray& key) { edit_->setText(escapeBytes(key, key.size() * 4 + 4)); }

void KeyLocator::update() {
    setEnabled(known_);
    md5Hex_.clear();
    leafPath_ = QString();
    valueName_.clear();
    if (!known_ || edit_->text().isEmpty()) {
        md5_->setText(known_ ? tr("<i>type a key</i>") : tr("<i>reading the store's layout</i>"));
        path_->setText(known_ ? tr("%Ln level(s) of %1 hex characters (%2)", nullptr, int(layout_.depth))
                                    .arg(layout_.length)
                                    .arg(fromUtf8(layout_.name()))
                              : QString());
        name_->clear();
        reveal_->setEnabled(false);
        return;
    }
    const QByteArray key = unescapeBytes(edit_->text());
    const wr::BytesView bytes(key.constData(), size_t(key.size()));
    const auto placement = wr::kv::wrstore::placementOf(bytes, layout_);
    md5Hex_ = fromUtf8(placement.md5Hex);
    leafPath_ = dbPath_ + QLatin1Char('\\') + fromUtf8(placement.leafPath);
    const int used = layout_.depth * layout_.length;
    // The characters the index is cut from, in bold, a space between levels.
    QStringList levels;
    for (int level = 0; level < layout_.depth; ++level)
        levels.append(md5Hex_.mid(level * layout_.length, layout_.length));
    md5_->setText(QStringLiteral("<b>%1</b> %2").arg(levels.join(QLatin1Char(' ')), md5Hex_.mid(used)));
    path_->setText(rootLabel_ + QLatin1Char('\\') + leafPath_);
    std::string name;
    const wr::Status encoded = wr::kv::wrstore::encodeKeyName(bytes, name);
    valueName_ = encoded.isOk() ? fromUtf8(name) : QString();
    name_->setText(encoded.isOk() ? valueName_ : fromUtf8(encoded.message()));
    reveal_->setEnabled(true);
}

}  // namespace wr::gui
