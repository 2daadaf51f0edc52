#include "widgets/kv/pair_import_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

QString shown(const wr::Bytes& bytes) {
    return escapeBytes(QByteArrayView(bytes.data(), qsizetype(bytes.size())), 120);
}

}  // namespace

PairImportDialog::PairImportDialog(const wr::exchange::ImportPreview& preview, const QString& file, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Import Pairs"));
    auto* layout = new QVBoxLayout(this);
    QString summary = tr("%Ln pair(s) in %1.", nullptr, int(preview.pairs)).arg(QDir::toNativeSeparators(file));
    if (preview.duplicates > 0) {
        summary += QLatin1Char(' ') +
                   tr("%Ln of them give(s) a key again; the last one wins.", nullptr, int(preview.duplicates));
    }
    summary += QLatin1Char(' ') + tr("The pairs are staged: nothing changes in the store until you write the changes "
                                     "(File > Write Changes).");
    auto* summaryLabel = new QLabel(summary, this);
    summaryLabel->setWordWrap(true);
    layout->addWidget(summaryLabel);

    auto* rows = new QTableWidget(int(preview.first.size()), 2, this);
    rows->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    rows->verticalHeader()->hide();
    rows->horizontalHeader()->setStretchLastSection(true);
    rows->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < rows->rowCount(); ++row) {
        rows->setItem(row, 0, new QTableWidgetItem(shown(preview.first[size_t(row)].key)));
        rows->setItem(row, 1, new QTableWidgetItem(shown(preview.first[size_t(row)].value)));
    }
    layout->addWidget(new QLabel(tr("The first pairs:"), this));
    layout->addWidget(rows, 1);

    if (preview.problemCount > 0) {
        layout->addWidget(new QLabel(tr("%Ln record(s) cannot be read:", nullptr, int(preview.problemCount)), this));
        auto* problems = new QPlainTextEdit(this);
        problems->setReadOnly(true);
        problems->setPlainText(fromUtf8(preview.problemSummary()).replace(QLatin1String("; "), QLatin1String("\n")));
        layout->addWidget(problems);
        skipBad_ = new QCheckBox(
            tr("Leave out the %Ln malformed record(s) and stage the rest", nullptr, int(preview.problemCount)), this);
        layout->addWidget(skipBad_);
        connect(skipBad_, &QCheckBox::toggled, this, &PairImportDialog::revalidate);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    // A key given again replaces its value: one staged pair per key.
    const int distinct = int(preview.pairs - preview.duplicates);
    stage_ = buttons->addButton(tr("&Stage %Ln Pair(s)", nullptr, distinct), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
    resize(720, 480);
}

void PairImportDialog::revalidate() { stage_->setEnabled(skipBad_ == nullptr || skipBad_->isChecked()); }

}  // namespace wr::gui
