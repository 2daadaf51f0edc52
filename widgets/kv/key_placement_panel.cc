#include "widgets/kv/key_placement_panel.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <string>

#include "stores/store_uri.h"
#include "stores/wrindex/hashed_index.h"
#include "stores/wrindex/key_name_codec.h"
#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

QLabel* valueLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setWordWrap(true);
    return label;
}

}  // namespace

KeyPlacementPanel::KeyPlacementPanel(KvSession* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      key_(new QLineEdit(this)),
      depth_(new QSpinBox(this)),
      length_(new QSpinBox(this)),
      md5_(valueLabel(this)),
      path_(valueLabel(this)),
      valueName_(valueLabel(this)),
      lookup_(new QLabel(this)) {
    using wr::kv::wrstore::IndexLayout;
    key_->setPlaceholderText(tr("a key, \\xNN for any byte"));
    depth_->setRange(1, IndexLayout::kHexChars);
    length_->setRange(1, IndexLayout::kHexChars);
    depth_->setPrefix(tr("WR_D "));
    length_->setPrefix(tr("WR_L "));
    setIndexLayout(IndexLayout{}.depth, IndexLayout{}.length);
    auto* findButton = new QPushButton(tr("&Find"), this);
    findButton->setToolTip(tr("Look the key up in the open store"));

    auto* explanation = new QLabel(tr("A pair is a registry value named after its key, under the subkeys "
                                      "that the first WR_D × WR_L hex characters of the key's MD5 name."),
                                   this);
    explanation->setWordWrap(true);
    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(key_, 1);
    keyRow->addWidget(findButton);
    auto* layoutRow = new QHBoxLayout;
    layoutRow->addWidget(depth_);
    layoutRow->addWidget(length_);
    layoutRow->addStretch(1);
    auto* form = new QFormLayout(this);
    form->addRow(explanation);
    form->addRow(tr("Key:"), keyRow);
    form->addRow(tr("Index:"), layoutRow);
    form->addRow(tr("MD5:"), md5_);
    form->addRow(tr("Registry key:"), path_);
    form->addRow(tr("Value name:"), valueName_);
    form->addRow(tr("In the store:"), lookup_);

    connect(key_, &QLineEdit::textChanged, this, &KeyPlacementPanel::refresh);
    connect(key_, &QLineEdit::returnPressed, this, &KeyPlacementPanel::find);
    connect(findButton, &QPushButton::clicked, this, &KeyPlacementPanel::find);
    connect(depth_, &QSpinBox::valueChanged, this, &KeyPlacementPanel::refresh);
    connect(length_, &QSpinBox::valueChanged, this, &KeyPlacementPanel::refresh);
    connect(session_, &KvSession::opened, this, [this](KvRequestId, const KvStoreInfo& info) { onOpened(info); });
    connect(session_, &KvSession::statisticsQueried, this, [this](KvRequestId id, const KvStatistics& statistics) {
        if (id != statistics_) return;
        statistics_ = 0;
        int depth = depth_->value();
        int length = length_->value();
        for (const auto& [name, value] : statistics.details) {
            if (name == QLatin1String("depth")) depth = value.toInt();
            if (name == QLatin1String("len")) length = value.toInt();
        }
        setIndexLayout(depth, length);
    });
    connect(session_, &KvSession::valuesPeeked, this, [this](KvRequestId id, const QList<ValuePeek>& peeks) {
        if (id != peek_ || peeks.isEmpty()) return;
        peek_ = 0;
        const ValuePeek& peek = peeks.first();
        if (peek.found) {
            const QString size = formatByteSize(peek.size);
            lookup_->setText(peek.sizeIsLowerBound ? tr("found, at least %1").arg(size) : tr("found, %1").arg(size));
        } else {
            lookup_->setText(peek.error.isEmpty() ? tr("not found") : peek.error);
        }
        emit lookedUp();
    });
    connect(session_, &KvSession::requestFailed, this, [this](KvRequestId id, const KvRequestError& error) {
        if (id == statistics_) statistics_ = 0;
        if (id != peek_) return;
        peek_ = 0;
        lookup_->setText(error.message);
        emit lookedUp();
    });
    refresh();
}

bool KeyPlacementPanel::appliesTo(const KvStoreInfo& info) { return info.capabilities.hashedIndex; }

void KeyPlacementPanel::onOpened(const KvStoreInfo& info) {
    if (!appliesTo(info)) return;
    auto uri = wr::kv::StoreUri::parse(info.uri.toStdString());
    if (uri) {
        setDatabase(QString::fromStdString(uri->get("root").value_or("HKCU")),
                    QString::fromStdString(uri->get("db").value_or("kvs")));
    }
    // The layout a store was built with is kept in the store itself.
    statistics_ = session_->queryStatistics();
}

void KeyPlacementPanel::setIndexLayout(int depth, int length) {
    depth_->setValue(depth);
    length_->setValue(length);
}

void KeyPlacementPanel::setDatabase(const QString& root, const QString& database) {
    root_ = root;
    database_ = database;
    refresh();
}

void KeyPlacementPanel::setKey(const QByteArray& key) { key_->setText(escapeBytes(key, 1 << 16)); }

QByteArray KeyPlacementPanel::key() const { return unescapeBytes(key_->text()); }

QString KeyPlacementPanel::registryPath() const { return path_->text(); }

QString KeyPlacementPanel::valueName() const { return valueName_->text(); }

QString KeyPlacementPanel::lookupText() const { return lookup_->text(); }

void KeyPlacementPanel::refresh() {
    lookup_->clear();
    const wr::kv::wrstore::IndexLayout layout{depth_->value(), length_->value()};
    const wr::Status valid = layout.validate();
    md5Hex_.clear();
    // No key yet: the digest of nothing would only mislead.
    if (!valid.isOk() || key_->text().isEmpty()) {
        md5_->setText(valid.isOk() ? QString() : QString::fromStdString(valid.message()));
        path_->clear();
        valueName_->clear();
        return;
    }
    const QByteArray key = this->key();
    const wr::BytesView bytes(key.constData(), size_t(key.size()));
    const auto placement = wr::kv::wrstore::placementOf(bytes, layout);
    // The characters the index uses in bold, the rest of the digest plain.
    md5Hex_ = QString::fromStdString(placement.md5Hex);
    const int used = layout.depth * layout.length;
    md5_->setText(QStringLiteral("<b>%1</b>%2").arg(md5Hex_.left(used), md5Hex_.mid(used)));
    path_->setText(QStringList{root_, database_, QString::fromStdString(placement.leafPath)}.join(QLatin1Char('\\')));
    std::string name;
    const wr::Status encoded = wr::kv::wrstore::encodeKeyName(bytes, name);
    valueName_->setText(encoded.isOk() ? QString::fromStdString(name) : QString::fromStdString(encoded.message()));
}

void KeyPlacementPanel::find() {
    if (session_ == nullptr || !session_->isOpen()) {
        lookup_->setText(tr("no store is open"));
        return;
    }
    if (peek_ != 0) session_->cancel(peek_);
    lookup_->setText(tr("looking…"));
    peek_ = session_->peekValues({key()});
}

}  // namespace wr::gui
