#include "widgets/kv/key_list_view.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_viewport_model.h"

namespace wr::gui {

namespace {

// The rows a list that was never shown offers (to code that selects rows in it).
constexpr int kUnshownRows = 50;

}  // namespace

KeyListView::KeyListView(KeyListModel* model, QWidget* parent)
    : QWidget(parent),
      model_(model),
      viewport_(new KeyViewportModel(model, this)),
      table_(new QTableView(this)),
      bar_(new QScrollBar(Qt::Vertical, this)) {
    table_->setModel(viewport_);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->installEventFilter(this);
    table_->viewport()->installEventFilter(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(table_, 1);
    layout->addWidget(bar_);

    connect(bar_, &QScrollBar::valueChanged, viewport_, &KeyViewportModel::setOffset);
    connect(viewport_, &KeyViewportModel::moved, this, [this] {
        showCurrent(false);
        emit scrolled();
    });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        if (model_->rowCount() == 0) {
            current_ = -1;
            currentKey_.clear();
        }
        updateRange();
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
        if (mapping_ || !index.isValid()) return;
        current_ = viewport_->sourceRow(index.row());
        currentKey_ = index.data(KeyListModel::KeyBytesRole).toByteArray();
    });
    fitSpan();
    // A current row whose key arrives later becomes current as if clicked.
    connect(model_, &KeyListModel::fetchFinished, this, [this] {
        if (current_ < 0 || !currentKey_.isEmpty() || !model_->isLoaded(current_)) return;
        currentKey_ = model_->keyAt(current_);
        showCurrent(true);
    });
}

void KeyListView::updateRange() {
    const int rows = model_->rowCount();
    const int page = std::max(1, viewport_->span() - 1);
    bar_->setRange(0, std::max(0, rows - page));
    bar_->setPageStep(page);
    bar_->setSingleStep(3);
}

void KeyListView::fitSpan() {
    const int rowHeight = std::max(1, table_->verticalHeader()->defaultSectionSize());
    // The last row may show in part. Until the list is shown it has no
    // height of its own; it gets one when it is.
    const int height = table_->isVisible() ? table_->viewport()->height() : kUnshownRows * rowHeight;
    viewport_->setSpan((height + rowHeight - 1) / rowHeight);
    updateRange();
}

int KeyListView::firstVisibleRow() const { return viewport_->offset(); }

int KeyListView::lastVisibleRow() const {
    const int rows = viewport_->rowCount();
    return rows == 0 ? -1 : viewport_->offset() + rows - 1;
}

void KeyListView::scrollToRow(int row) {
    const int whole = std::max(1, viewport_->span() - 1);
    if (row >= bar_->value() && row < bar_->value() + whole) return;
    bar_->setValue(row - whole / 2);
}

void KeyListView::scrollToBottom() { bar_->setValue(bar_->maximum()); }

void KeyListView::setCurrentRow(int row) {
    if (row < 0 || row >= model_->rowCount()) return;
    current_ = row;
    currentKey_ = model_->keyAt(row);
    scrollToRow(row);
    showCurrent(!currentKey_.isEmpty());
}

void KeyListView::showCurrent(bool announce) {
    const int row = current_ >= 0 ? viewport_->viewportRow(current_) : -1;
    // A row that now holds another key (placed anew by an estimate) is not the current one.
    const bool same =
        row >= 0 && (currentKey_.isEmpty() || !model_->isLoaded(current_) || model_->keyAt(current_) == currentKey_);
    // Announced, the view's current row changes as a click changes it (the
    // browser reads the key's value); otherwise it only follows the scroll.
    mapping_ = !announce;
    if (same && announce && table_->currentIndex().row() == row) {
        // Marked before its key arrived: marked again, so that it is announced.
        mapping_ = true;
        table_->selectionModel()->clearCurrentIndex();
        mapping_ = false;
    }
    if (same) {
        table_->selectionModel()->setCurrentIndex(viewport_->index(row, 0),
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    } else {
        table_->selectionModel()->clear();
    }
    mapping_ = false;
}

bool KeyListView::navigate(int key) {
    const int rows = model_->rowCount();
    if (rows == 0) return false;
    const int page = std::max(1, viewport_->span() - 1);
    const int from = current_ >= 0 ? current_ : viewport_->offset();
    int to = from;
    switch (key) {
    case Qt::Key_Up: to = from - 1; break;
    case Qt::Key_Down: to = from + 1; break;
    case Qt::Key_PageUp: to = from - page; break;
    case Qt::Key_PageDown: to = from + page; break;
    case Qt::Key_Home: to = 0; break;
    case Qt::Key_End: to = rows - 1; break;
    default: return false;
    }
    to = std::clamp(to, 0, rows - 1);
    if (to < bar_->value()) bar_->setValue(to);
    if (to >= bar_->value() + page) bar_->setValue(to - page + 1);
    current_ = to;
    currentKey_ = model_->keyAt(to);
    showCurrent(!currentKey_.isEmpty());
    return true;
}

bool KeyListView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport()) {
        if (event->type() == QEvent::Wheel) {
            QCoreApplication::sendEvent(bar_, event);
            return true;
        }
        if (event->type() == QEvent::Resize) fitSpan();
    } else if (watched == table_ && event->type() == QEvent::KeyPress) {
        const auto* press = static_cast<QKeyEvent*>(event);
        if (press->modifiers() == Qt::NoModifier && navigate(press->key())) return true;
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace wr::gui
