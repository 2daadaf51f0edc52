#include "widgets/registry/import_preview_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "widgets/registry/import_preview_model.h"

namespace wr::gui {

ImportPreviewDialog::ImportPreviewDialog(const ImportPreview& preview, QWidget* parent)
    : QDialog(parent), model_(new ImportPreviewModel(this)), view_(new QTableView(this)), summary_(new QLabel(this)) {
    setWindowTitle(tr("Import %1").arg(QFileInfo(preview.file).fileName()));
    model_->setPreview(preview);

    using Kind = wr::reg::RegChange::Kind;
    QStringList parts;
    auto add = [&](Kind kind, const char* text) {
        if (const int n = model_->count(kind)) parts.append(tr(text, nullptr, n));
    };
    add(Kind::kAddKey, QT_TR_N_NOOP("add %n key(s)"));
    add(Kind::kDeleteKey, QT_TR_N_NOOP("delete %n key(s) with everything below them"));
    add(Kind::kAddValue, QT_TR_N_NOOP("add %n value(s)"));
    add(Kind::kChangeValue, QT_TR_N_NOOP("change %n value(s)"));
    add(Kind::kDeleteValue, QT_TR_N_NOOP("delete %n value(s)"));
    QString text = parts.isEmpty()
                       ? tr("Importing %1 would change nothing.").arg(QDir::toNativeSeparators(preview.file))
                       : tr("Importing %1 would %2.").arg(QDir::toNativeSeparators(preview.file), parts.join(tr(", ")));
    if (preview.unchangedValues > 0) {
        text += QLatin1Char(' ') +
                tr("%Ln value(s) already hold what the file sets.", nullptr, int(preview.unchangedValues));
    }
    text += QLatin1String("\n") + tr("Staging the import changes nothing yet: the changes are written with "
                                     "File > Write Changes, or dropped with File > Revert Changes.");
    summary_->setText(text);
    summary_->setWordWrap(true);

    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAlternatingRowColors(true);
    view_->setShowGrid(false);
    view_->setWordWrap(false);
    view_->verticalHeader()->hide();
    // Long paths lose their middle, where the levels all look alike.
    view_->setTextElideMode(Qt::ElideMiddle);
    QHeaderView* header = view_->horizontalHeader();
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ImportPreviewModel::KeyColumn, QHeaderView::Stretch);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    stage_ = buttons->addButton(tr("&Stage Import"), QDialogButtonBox::AcceptRole);
    stage_->setEnabled(!preview.changes.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(view_, 1);
    layout->addWidget(buttons);
    resize(1120, 560);
}

void ImportPreviewDialog::setNeedsWriteAccess(bool needed) {
    stage_->setText(needed ? tr("Open for &Writing and Stage") : tr("&Stage Import"));
    stage_->setToolTip(needed ? tr("The store is open read-only: it is reopened for writing (you are asked first), "
                                   "then the import is staged")
                              : QString());
}

QString ImportPreviewDialog::summary() const { return summary_->text(); }

}  // namespace wr::gui
