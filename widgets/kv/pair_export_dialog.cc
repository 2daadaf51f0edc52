#include "widgets/kv/pair_export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace wr::gui {

namespace {

using wr::exchange::ByteEncoding;
using wr::exchange::PairFormat;

QString suffixOf(PairFormat format) {
    return format == PairFormat::kCsv ? QStringLiteral(".csv") : QStringLiteral(".jsonl");
}

}  // namespace

PairExportDialog::PairExportDialog(const QList<QByteArray>& selected, const QString& selectionName,
                                   const QString& storeCount, PairFormat format, const QString& directory,
                                   QWidget* parent)
    : QDialog(parent),
      selected_(selected),
      selection_(new QRadioButton(tr("The %Ln selected key(s) of %1", nullptr, int(selected.size())).arg(selectionName),
                                  this)),
      wholeStore_(new QRadioButton(tr("The whole store (%1 pairs), in the store's order").arg(storeCount), this)),
      format_(new QComboBox(this)),
      values_(new QComboBox(this)),
      file_(new QLineEdit(this)) {
    setWindowTitle(tr("Export Pairs"));
    selection_->setEnabled(!selected.isEmpty());
    (selected.isEmpty() ? wholeStore_ : selection_)->setChecked(true);
    format_->addItem(tr("CSV (key,value,key_encoding,value_encoding)"), int(PairFormat::kCsv));
    format_->addItem(tr("JSON lines (one object per pair)"), int(PairFormat::kJsonLines));
    format_->setCurrentIndex(format_->findData(int(format)));
    values_->addItem(tr("Text (hex where a value is not text)"), int(ByteEncoding::kText));
    values_->addItem(tr("Hex"), int(ByteEncoding::kHex));
    values_->addItem(tr("Base64"), int(ByteEncoding::kBase64));
    values_->setToolTip(tr("Keys are written as text where they are text, else like the values."));
    file_->setText(QDir(directory).filePath(QStringLiteral("pairs") + suffixOf(format)));
    auto* browseButton = new QPushButton(tr("&Browse…"), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browseButton);
    auto* form = new QFormLayout;
    form->addRow(tr("&Format:"), format_);
    form->addRow(tr("&Values as:"), values_);
    // A row of a field and a button: its label needs the field named as buddy.
    auto* fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(file_);
    form->addRow(fileLabel, fileRow);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(selection_);
    layout->addWidget(wholeStore_);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(browseButton, &QPushButton::clicked, this, &PairExportDialog::browse);
    connect(format_, &QComboBox::currentIndexChanged, this, &PairExportDialog::matchSuffix);
    connect(file_, &QLineEdit::textChanged, this, &PairExportDialog::revalidate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
    resize(560, sizeHint().height());
}

PairExportRequest PairExportDialog::request() const {
    PairExportRequest request;
    request.wholeStore = wholeStore_->isChecked();
    if (!request.wholeStore) request.keys = selected_;
    request.file = file_->text().trimmed();
    request.options.format = PairFormat(format_->currentData().toInt());
    request.options.values = ByteEncoding(values_->currentData().toInt());
    return request;
}

void PairExportDialog::browse() {
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export Pairs"), file_->text(), tr("CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)"));
    if (!file.isEmpty()) file_->setText(file);
}

void PairExportDialog::matchSuffix() {
    const QString file = file_->text();
    const QFileInfo info(file);
    const QString suffix = info.suffix();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("jsonl")) return;
    file_->setText(file.left(file.size() - suffix.size() - 1) + suffixOf(PairFormat(format_->currentData().toInt())));
}

void PairExportDialog::revalidate() {
    auto* buttons = findChild<QDialogButtonBox*>();
    if (buttons != nullptr) buttons->button(QDialogButtonBox::Ok)->setEnabled(!file_->text().trimmed().isEmpty());
}

}  // namespace wr::gui
