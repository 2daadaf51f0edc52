#include "widgets/registry/value_table_model.h"

#include "registry/value_codec.h"
#include "registry/value_type.h"
#include "widgets/common/icons.h"
#include "widgets/registry/pending_changes.h"

namespace wr::gui {

namespace {

// The same bound the session puts on the previews it formats.
constexpr qsizetype kPreviewChars = 1000;

bool sameName(const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

QList<quint64> serialsOf(const QList<RegistryChange>& changes) {
    QList<quint64> serials;
    for (const RegistryChange& change : changes) serials.append(change.serial);
    return serials;
}

}  // namespace

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

void ValueTableModel::setPendingChanges(PendingChanges* pending) {
    if (pending_ != nullptr) disconnect(pending_, nullptr, this, nullptr);
    pending_ = pending;
    if (pending_ != nullptr) connect(pending_, &PendingChanges::changed, this, &ValueTableModel::refreshStaged);
    refreshStaged();
}

void ValueTableModel::reset(const QString& sourcePath, const QString& path) {
    beginResetModel();
    cancelFetch();
    path_ = path;
    sourcePath_ = sourcePath;
    values_.clear();
    atEnd_ = sourcePath.isNull();
    listFailed_ = false;
    rows_ = buildRows();
    shownSerials_ = serialsOf(stagedChanges());
    endResetModel();
}

void ValueTableModel::setKeyPath(const QString& path) {
    // A null path_ means "no key"; the root key's path is empty but not null.
    const QString key = path.isNull() ? QString(QLatin1String("")) : path;
    setKey(key, key);
}

void ValueTableModel::setKey(const QString& sourcePath, const QString& path) {
    if (!sourcePath.isNull() && sourcePath == sourcePath_ && !path_.isNull() && path != path_) {
        path_ = path;
        refreshStaged();
        return;
    }
    reset(sourcePath, path.isNull() ? QString(QLatin1String("")) : path);
    fetchMore({});
}

void ValueTableModel::clear() { reset(QString(), QString()); }

int ValueTableModel::rowOf(const QString& name) const {
    for (int row = 0; row < rows_.size(); ++row) {
        if (rows_[row].state != ChangeState::Deleted && sameName(rows_[row].value.name, name)) return row;
    }
    return -1;
}

QList<RegistryChange> ValueTableModel::stagedChanges() const {
    if (pending_ == nullptr || path_.isNull()) return {};
    const ChangeOverlay::Node* node = pending_->overlay().find(path_);
    return node != nullptr ? node->valueChanges : QList<RegistryChange>();
}

QList<ValueTableModel::Row> ValueTableModel::buildRows() const {
    QList<Row> rows;
    rows.reserve(values_.size());
    for (const ValueEntry& value : values_) rows.append({value, value.name, ChangeState::Unchanged, false, {}});
    auto find = [&rows](const QString& name) {
        for (qsizetype row = 0; row < rows.size(); ++row) {
            if (rows[row].state != ChangeState::Deleted && sameName(rows[row].value.name, name)) return row;
        }
        return qsizetype(-1);
    };
    for (const RegistryChange& change : stagedChanges()) {
        const qsizetype found = find(change.name);
        switch (change.kind) {
        case RegistryChange::Kind::SetValue: {
            const wr::BytesView bytes(change.data.constData(), size_t(change.data.size()));
            ValueEntry value{change.name, change.type, quint32(change.data.size()),
                             QString::fromStdString(wr::reg::formatValueData(change.type, bytes)).left(kPreviewChars)};
            if (found < 0) {
                rows.append({value, QString(), ChangeState::Added, true, change.data});
                break;
            }
            Row& row = rows[found];
            value.name = row.value.name;
            row.value = value;
            if (row.state != ChangeState::Added) row.state = ChangeState::Modified;
            row.hasStagedData = true;
            row.data = change.data;
            break;
        }
        case RegistryChange::Kind::DeleteValue:
            if (found < 0) break;
            if (rows[found].state == ChangeState::Added)
                rows.remove(found);
            else
                rows[found].state = ChangeState::Deleted;
            break;
        case RegistryChange::Kind::RenameValue:
            if (found < 0) break;
            rows[found].value.name = change.newName;
            if (rows[found].state == ChangeState::Unchanged) rows[found].state = ChangeState::Renamed;
            break;
        default: break;
        }
    }
    return rows;
}

void ValueTableModel::refreshStaged() {
    const QList<RegistryChange> changes = stagedChanges();
    const QList<quint64> serials = serialsOf(changes);
    if (serials == shownSerials_) return;
    shownSerials_ = serials;
    beginResetModel();
    rows_ = buildRows();
    endResetModel();
    if (!changes.isEmpty()) fetchMore({});
}

int ValueTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int ValueTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ValueTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = rows_[index.row()];
    const ValueEntry& value = row.value;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return value.name.isEmpty() ? tr("(Default)") : value.name;
        case TypeColumn: return QString::fromStdString(wr::reg::valueTypeName(value.type));
        case DataColumn: return value.preview;
        default: return {};
        }
    case Qt::DecorationRole: return index.column() == NameColumn ? icons::value(value.type) : QVariant();
    case Qt::FontRole: return changeFont(row.state);
    case Qt::ForegroundRole: return changeForeground(row.state);
    case Qt::ToolTipRole: {
        const QString size = tr("%Ln byte(s)", nullptr, int(value.size));
        const QString note = changeNote(row.state, row.sourceName.isEmpty() ? tr("(Default)") : row.sourceName);
        return note.isEmpty() ? size : size + QLatin1Char('\n') + note;
    }
    case TypeRole: return value.type;
    case SizeRole: return value.size;
    case ChangeStateRole: return int(row.state);
    case NameRole: return value.name;
    default: return {};
    }
}

QVariant ValueTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case TypeColumn: return tr("Type");
    case DataColumn: return tr("Data");
    default: return {};
    }
}

bool ValueTableModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !atEnd_ && fetch_ == 0 && session_ != nullptr;
}

void ValueTableModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    requested_ = quint32(pageSize_);
    fetch_ = session_->listValues(sourcePath_, quint32(values_.size()), requested_);
}

void ValueTableModel::onValuesListed(RequestId id, const QList<ValueEntry>& entries) {
    if (id != fetch_) return;
    const bool staged = !stagedChanges().isEmpty();
    // fetch_ stays set until the rows are in: views and testers ask
    // canFetchMore() from inside the insertion signals.
    if (staged) {
        beginResetModel();
        values_.append(entries);
        rows_ = buildRows();
        endResetModel();
    } else if (!entries.isEmpty()) {
        beginInsertRows({}, int(rows_.size()), int(rows_.size() + entries.size()) - 1);
        values_.append(entries);
        for (const ValueEntry& value : entries) rows_.append({value, value.name, ChangeState::Unchanged, false, {}});
        endInsertRows();
    }
    fetch_ = 0;
    atEnd_ = quint32(entries.size()) < requested_;
    emit fetchFinished();
    if (staged) fetchMore({});
}

void ValueTableModel::onRequestFailed(RequestId id) {
    if (id != fetch_) return;
    fetch_ = 0;
    // Not asked for again: a view would otherwise retry a broken key forever.
    atEnd_ = true;
    listFailed_ = true;
    emit fetchFinished();
}

}  // namespace wr::gui
