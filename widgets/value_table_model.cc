#include "widgets/value_table_model.h"

#include "registry/value_type.h"
#include "widgets/icons.h"

namespace wr::gui {

ValueTableModel::ValueTableModel(RegistrySession* session, QObject* parent)
    : QAbstractTableModel(parent), session_(session) {
    connect(session_, &RegistrySession::closed, this, [this] { clear(); });
    connect(session_, &RegistrySession::valuesListed, this,
            [this](RequestId id, const QString&, quint32, const QList<ValueEntry>& entries) {
                onValuesListed(id, entries);
            });
    connect(session_, &RegistrySession::requestFailed, this,
            [this](RequestId id, const RequestError&) { onRequestFailed(id); });
}

ValueTableModel::~ValueTableModel() { cancelFetch(); }

void ValueTableModel::cancelFetch() {
    if (fetch_ != 0 && session_ != nullptr) session_->cancel(fetch_);
    fetch_ = 0;
}

void ValueTableModel::setPageSize(int values) { pageSize_ = qMax(1, values); }

void ValueTableModel::reset(const QString& path) {
    beginResetModel();
    cancelFetch();
    path_ = path;
    values_.clear();
    atEnd_ = path.isNull();
    endResetModel();
}

void ValueTableModel::setKeyPath(const QString& path) {
    // A null path_ means "no key"; the root key's path is empty but not null.
    reset(path.isNull() ? QString(QLatin1String("")) : path);
    fetchMore({});
}

void ValueTableModel::clear() { reset(QString()); }

int ValueTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(values_.size());
}

int ValueTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ValueTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const ValueEntry& value = values_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return value.name.isEmpty() ? tr("(Default)") : value.name;
        case TypeColumn:
            return QString::fromStdString(wr::reg::valueTypeName(value.type));
        case DataColumn:
            return value.preview;
        default:
            return {};
        }
    case Qt::DecorationRole:
        return index.column() == NameColumn ? icons::value(value.type) : QVariant();
    case Qt::ToolTipRole:
        return tr("%Ln byte(s)", nullptr, int(value.size));
    case TypeRole:
        return value.type;
    case SizeRole:
        return value.size;
    default:
        return {};
    }
}

QVariant ValueTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type");
    case DataColumn:
        return tr("Data");
    default:
        return {};
    }
}

bool ValueTableModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !atEnd_ && fetch_ == 0 && session_ != nullptr;
}

void ValueTableModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    requested_ = quint32(pageSize_);
    fetch_ = session_->listValues(path_, quint32(values_.size()), requested_);
}

void ValueTableModel::onValuesListed(RequestId id, const QList<ValueEntry>& entries) {
    if (id != fetch_) return;
    // fetch_ stays set until the rows are in: views and testers ask
    // canFetchMore() from inside the insertion signals.
    if (!entries.isEmpty()) {
        beginInsertRows({}, int(values_.size()), int(values_.size() + entries.size()) - 1);
        values_.append(entries);
        endInsertRows();
    }
    fetch_ = 0;
    atEnd_ = quint32(entries.size()) < requested_;
    emit fetchFinished();
}

void ValueTableModel::onRequestFailed(RequestId id) {
    if (id != fetch_) return;
    fetch_ = 0;
    // Not asked for again: a view would otherwise retry a broken key forever.
    atEnd_ = true;
    emit fetchFinished();
}

}  // namespace wr::gui
