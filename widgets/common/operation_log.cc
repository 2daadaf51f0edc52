#include "widgets/common/operation_log.h"

#include <QHeaderView>
#include <QTime>

#include "widgets/common/icons.h"

namespace wr::gui {

namespace {
// A long session keeps the newest entries only.
constexpr int kMaxEntries = 5000;
}  // namespace

OperationLog::OperationLog(QWidget* parent) : QTreeWidget(parent) {
    setColumnCount(3);
    setHeaderLabels({tr("Time"), tr("Operation"), tr("Result")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setColumnWidth(1, 320);
}

void OperationLog::append(Outcome outcome, const QString& operation, const QString& detail) {
    auto* item = new QTreeWidgetItem({QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), operation, detail});
    switch (outcome) {
    case Outcome::Done:
        item->setIcon(0, icons::themed(QStringLiteral("dialog-ok"), QStyle::SP_DialogApplyButton));
        break;
    case Outcome::Failed:
        item->setIcon(0, icons::themed(QStringLiteral("dialog-error"), QStyle::SP_MessageBoxCritical));
        break;
    case Outcome::Note:
        item->setIcon(0, icons::themed(QStringLiteral("dialog-information"), QStyle::SP_MessageBoxInformation));
        break;
    }
    item->setToolTip(1, operation);
    item->setToolTip(2, detail);
    addTopLevelItem(item);
    while (topLevelItemCount() > kMaxEntries) delete takeTopLevelItem(0);
    scrollToItem(item);
}

}  // namespace wr::gui
