#include "widgets/kv/kv_clipboard.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

#include "exchange/byte_encoding.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_filter.h"
#include "widgets/kv/key_rows_model.h"
#include "widgets/kv/kv_browser.h"

namespace wr::gui {

namespace {

// The selected rows of `view` in order, or its current row.
QList<int> selectedRows(const QAbstractItemView* view) {
    QList<int> rows;
    if (view->selectionModel() != nullptr) {
        for (const QModelIndex& index : view->selectionModel()->selectedRows()) rows.append(index.row());
    }
    if (rows.isEmpty() && view->currentIndex().isValid()) rows.append(view->currentIndex().row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace

QList<QByteArray> selectedKeys(const QAbstractItemView* view) {
    QList<QByteArray> keys;
    for (int row : selectedRows(view)) {
        const QByteArray key =
            view->model()->index(row, KeyRowsModel::KeyColumn).data(KeyRowsModel::KeyBytesRole).toByteArray();
        if (!key.isEmpty()) keys.append(key);
    }
    return keys;
}

QString keysText(const QList<QByteArray>& keys) {
    QStringList lines;
    for (const QByteArray& key : keys) lines.append(escapeBytes(key, key.size() * 4 + 1));
    return lines.join(QLatin1Char('\n'));
}

QString valueText(const QByteArray& value) {
    if (wr::exchange::isText(bytesView(value))) return QString::fromUtf8(value);
    return QString::fromLatin1(value.toHex(' '));
}

QString rowsText(const QAbstractItemView* view) {
    QStringList lines;
    const QAbstractItemModel* model = view->model();
    for (int row : selectedRows(view)) {
        QStringList cells;
        for (int column = 0; column < KeyRowsModel::ColumnCount; ++column) {
            cells.append(model->index(row, column).data().toString());
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n'));
}

KvClipboard::KvClipboard(KvBrowser* browser)
    : QObject(browser),
      browser_(browser),
      copyKey_(new QAction(tr("&Copy Key"), this)),
      copyValue_(new QAction(tr("Copy &Value"), this)),
      copyRow_(new QAction(tr("Copy &Row"), this)) {
    copyKey_->setShortcut(QKeySequence::Copy);
    copyKey_->setShortcutContext(Qt::WidgetShortcut);
    copyKey_->setStatusTip(tr("Copy the selected keys, one per line, escaped as the list shows them"));
    copyValue_->setStatusTip(tr("Copy the selected key's value: as text when it is text, else as hex bytes"));
    copyRow_->setStatusTip(tr("Copy the selected rows: key, size and preview, tab-separated"));
    for (QTableView* view : {browser->keyView(), browser->resultsView(), browser->keyFilter()->filteredView()}) {
        view->addAction(copyKey_);
    }
    // On the inspector Ctrl+C copies the value; its text and hex views copy
    // their own selection first, as they take the key themselves.
    auto* copyShown = new QAction(this);
    copyShown->setShortcut(QKeySequence::Copy);
    copyShown->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    browser->inspector()->addAction(copyShown);
    connect(copyKey_, &QAction::triggered, this, &KvClipboard::copyKeys);
    connect(copyValue_, &QAction::triggered, this, &KvClipboard::copyValue);
    connect(copyShown, &QAction::triggered, this, &KvClipboard::copyValue);
    connect(copyRow_, &QAction::triggered, this, &KvClipboard::copyRows);
}

void KvClipboard::copyKeys() {
    const QList<QByteArray> keys = selectedKeys(browser_->currentListView());
    if (!keys.isEmpty()) QApplication::clipboard()->setText(keysText(keys));
}

bool KvClipboard::copyValue() {
    const auto& source = browser_->inspector()->source();
    if (source == nullptr || source->size() > kMaxValueBytes) return false;
    QApplication::clipboard()->setText(valueText(source->read(0, qint64(source->size()))));
    return true;
}

void KvClipboard::copyRows() {
    const QString text = rowsText(browser_->currentListView());
    if (!text.isEmpty()) QApplication::clipboard()->setText(text);
}

}  // namespace wr::gui
