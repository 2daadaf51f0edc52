#include "widgets/registry/import_preview_model.h"

#include <algorithm>

#include "widgets/common/icons.h"
#include "widgets/registry/change_state.h"

namespace wr::gui {

namespace {

ChangeState stateOf(wr::reg::RegChange::Kind kind) {
    using Kind = wr::reg::RegChange::Kind;
    switch (kind) {
    case Kind::kAddKey:
    case Kind::kAddValue: return ChangeState::Added;
    case Kind::kChangeValue: return ChangeState::Modified;
    case Kind::kDeleteKey:
    case Kind::kDeleteValue: return ChangeState::Deleted;
    }
    return ChangeState::Unchanged;
}

bool isValueChange(wr::reg::RegChange::Kind kind) {
    using Kind = wr::reg::RegChange::Kind;
    return kind == Kind::kAddValue || kind == Kind::kChangeValue || kind == Kind::kDeleteValue;
}

QString typed(const QString& type, const QString& data) {
    return type.isEmpty() ? QString() : type + QLatin1String("  ") + data;
}

}  // namespace

ImportPreviewModel::ImportPreviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void ImportPreviewModel::setPreview(const ImportPreview& preview) {
    beginResetModel();
    preview_ = preview;
    endResetModel();
}

int ImportPreviewModel::count(wr::reg::RegChange::Kind kind) const {
    return int(std::count_if(preview_.changes.begin(), preview_.changes.end(),
                             [kind](const ImportChange& change) { return change.kind == kind; }));
}

int ImportPreviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(preview_.changes.size());
}

int ImportPreviewModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ImportPreviewModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const ImportChange& change = preview_.changes[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case ChangeColumn: return importChangeKindName(change.kind);
        case KeyColumn: return change.keyPath.isEmpty() ? tr("(root)") : change.keyPath;
        case ValueColumn:
            if (!isValueChange(change.kind)) return {};
            return change.valueName.isEmpty() ? tr("(Default)") : change.valueName;
        case BeforeColumn: return typed(change.beforeType, change.before);
        case AfterColumn: return typed(change.afterType, change.after);
        default: return {};
        }
    case Qt::DecorationRole:
        if (index.column() != ChangeColumn) return {};
        return isValueChange(change.kind) ? QVariant(icons::value(change.type)) : QVariant(icons::key());
    case Qt::ForegroundRole:
        return index.column() == ChangeColumn ? changeForeground(stateOf(change.kind)) : QVariant();
    default: return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ChangeColumn: return tr("Change");
    case KeyColumn: return tr("Key");
    case ValueColumn: return tr("Value");
    case BeforeColumn: return tr("Before");
    case AfterColumn: return tr("After");
    default: return {};
    }
}

}  // namespace wr::gui
