#include "widgets/kv/key_viewport_model.h"

#include <algorithm>

#include "widgets/kv/key_list_model.h"

namespace wr::gui {

KeyViewportModel::KeyViewportModel(KeyListModel* source, QObject* parent)
    : QAbstractTableModel(parent), source_(source) {
    connect(source, &QAbstractItemModel::dataChanged, this, &KeyViewportModel::onSourceChanged);
    connect(source, &QAbstractItemModel::modelReset, this, [this] { relayout(offset_, span_); });
}

int KeyViewportModel::shownRows() const {
    if (source_ == nullptr) return 0;
    return std::clamp(source_->rowCount() - offset_, 0, span_);
}

void KeyViewportModel::setOffset(int offset) { relayout(offset, span_); }

void KeyViewportModel::setSpan(int rows) { relayout(offset_, std::max(0, rows)); }

void KeyViewportModel::relayout(int offset, int span) {
    const int total = source_ != nullptr ? source_->rowCount() : 0;
    offset = std::clamp(offset, 0, std::max(0, total - 1));
    const bool sameRows = std::clamp(total - offset, 0, span) == shown_;
    if (offset == offset_ && span == span_ && sameRows) {
        // The source changed under the same rows (a reset): show it again.
        if (shown_ > 0) emit dataChanged(index(0, 0), index(shown_ - 1, columnCount() - 1));
        emit moved();
        return;
    }
    if (sameRows) {
        offset_ = offset;
        span_ = span;
        if (shown_ > 0) emit dataChanged(index(0, 0), index(shown_ - 1, columnCount() - 1));
    } else {
        // Only a screenful of rows: a reset costs the view nothing.
        beginResetModel();
        offset_ = offset;
        span_ = span;
        shown_ = shownRows();
        endResetModel();
    }
    emit moved();
}

int KeyViewportModel::viewportRow(int sourceRow) const {
    const int row = sourceRow - offset_;
    return row >= 0 && row < shown_ ? row : -1;
}

int KeyViewportModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : shown_; }

int KeyViewportModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || source_ == nullptr ? 0 : source_->columnCount();
}

QVariant KeyViewportModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    return source_->index(sourceRow(index.row()), index.column()).data(role);
}

QVariant KeyViewportModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (source_ == nullptr || orientation != Qt::Horizontal) return {};
    return source_->headerData(section, orientation, role);
}

void KeyViewportModel::onSourceChanged(const QModelIndex& first, const QModelIndex& last, const QList<int>& roles) {
    const int top = std::max(first.row() - offset_, 0);
    const int bottom = std::min(last.row() - offset_, shown_ - 1);
    if (top <= bottom) emit dataChanged(index(top, first.column()), index(bottom, last.column()), roles);
}

}  // namespace wr::gui
