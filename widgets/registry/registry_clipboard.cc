#include "widgets/registry/registry_clipboard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>

#include <algorithm>
#include <utility>

#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"

namespace wr::gui {

namespace {

// The selected rows of the value table in order, or its current row.
QList<int> selectedValueRows(const ValueTableView* view) {
    QList<int> rows;
    for (const QModelIndex& index : view->selectionModel()->selectedRows()) rows.append(index.row());
    if (rows.isEmpty() && view->currentIndex().isValid()) rows.append(view->currentIndex().row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void copyText(const QString& text) {
    if (!text.isEmpty()) QApplication::clipboard()->setText(text);
}

}  // namespace

RegistryClipboard::RegistryClipboard(RegistryBrowser* browser, std::function<QString()> rootLabel)
    : QObject(browser),
      browser_(browser),
      rootLabel_(std::move(rootLabel)),
      copyKeyPath_(new QAction(tr("Copy &Key Path"), this)),
      copyValueName_(new QAction(tr("Copy Value &Name"), this)),
      copyValue_(new QAction(tr("Copy &Value"), this)) {
    copyKeyPath_->setStatusTip(tr("Copy the selected key's full path, as the Go to bar takes it"));
    copyValueName_->setStatusTip(tr("Copy the names of the selected values, one per line"));
    copyValue_->setStatusTip(tr("Copy the selected values: name, type and data, tab-separated"));
    // Ctrl+C copies what the pane with the keyboard holds.
    for (QAction* action : {copyKeyPath_, copyValue_}) {
        action->setShortcut(QKeySequence::Copy);
        action->setShortcutContext(Qt::WidgetShortcut);
    }
    browser->keyView()->addAction(copyKeyPath_);
    browser->valueView()->addAction(copyValue_);
    connect(copyKeyPath_, &QAction::triggered, this, [this] { copyText(keyPath()); });
    connect(copyValueName_, &QAction::triggered, this, [this] { copyText(valueNames()); });
    connect(copyValue_, &QAction::triggered, this, [this] { copyText(valueRows()); });
}

QString RegistryClipboard::keyPath() const {
    const QString path = browser_->currentKeyPath();
    if (path.isNull()) return {};
    return path.isEmpty() ? rootLabel_() : rootLabel_() + QLatin1Char('\\') + path;
}

QString RegistryClipboard::valueNames() const {
    QStringList names;
    const ValueTableModel* model = browser_->valueModel();
    for (int row : selectedValueRows(browser_->valueView())) {
        names.append(model->index(row, ValueTableModel::NameColumn).data(ValueTableModel::NameRole).toString());
    }
    return names.join(QLatin1Char('\n'));
}

QString RegistryClipboard::valueRows() const {
    QStringList lines;
    const ValueTableModel* model = browser_->valueModel();
    for (int row : selectedValueRows(browser_->valueView())) {
        QStringList cells;
        for (int column = 0; column < ValueTableModel::ColumnCount; ++column) {
            cells.append(model->index(row, column).data().toString());
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace wr::gui
