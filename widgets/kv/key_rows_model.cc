#include "widgets/kv/key_rows_model.h"

#include <QColor>
#include <QFont>
#include <QTimer>

#include <algorithm>
#include <climits>

#include "widgets/common/background_release.h"
#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

constexpr qsizetype kKeyChars = 200;
constexpr qsizetype kPreviewChars = 120;
constexpr qsizetype kToolTipChars = 2000;
// Rows beyond this many are freed in the background (a million rows take
// tens of milliseconds to free).
constexpr qsizetype kFreeInBackgroundRows = 10000;

}  // namespace

KeyRowsModel::KeyRowsModel(KvSession* session, QObject* parent)
    : QAbstractTableModel(parent), session_(session), peekTimer_(new QTimer(this)) {
    // A short delay gathers every cell of one paint into one request.
    peekTimer_->setSingleShot(true);
    peekTimer_->setInterval(10);
    connect(peekTimer_, &QTimer::timeout, this, &KeyRowsModel::requestPeeks);
    connect(session_, &KvSession::valuesPeeked, this, &KeyRowsModel::onValuesPeeked);
    connect(session_, &KvSession::requestFailed, this, [this](KvRequestId id) {
        if (id == peekRequest_) dropPeekRequest();
    });
}

KeyRowsModel::~KeyRowsModel() {
    if (peekRequest_ != 0 && session_ != nullptr) session_->cancel(peekRequest_);
    releaseRows();
}

void KeyRowsModel::releaseRows() {
    if (keys_.size() > kFreeInBackgroundRows) releaseInBackground(std::exchange(keys_, {}));
    if (peeks_.size() > kFreeInBackgroundRows) releaseInBackground(std::exchange(peeks_, {}));
}

void KeyRowsModel::clearRows() {
    releaseRows();
    keys_.clear();
    forgetValues();
    valuesRequested_ = 0;
}

void KeyRowsModel::forgetValues() {
    if (peekRequest_ != 0 && session_ != nullptr) session_->cancel(peekRequest_);
    if (peeks_.size() > kFreeInBackgroundRows) releaseInBackground(std::exchange(peeks_, {}));
    peeks_.clear();
    wanted_.clear();
    wantedSet_.clear();
    dropPeekRequest();
}

const QByteArray* KeyRowsModel::keyOfRow(int row) const {
    return row >= 0 && row < keys_.size() ? &keys_[row] : nullptr;
}

void KeyRowsModel::rowWanted(int) const {}

void KeyRowsModel::appendKeys(const QList<QByteArray>& keys) {
    if (keys.isEmpty()) return;
    beginInsertRows({}, int(keys_.size()), int(keys_.size() + keys.size()) - 1);
    keys_.append(keys);
    endInsertRows();
}

void KeyRowsModel::setPendingEdits(KvPendingEdits* pending) {
    if (pending_ != nullptr) disconnect(pending_, nullptr, this, nullptr);
    pending_ = pending;
    if (pending_ == nullptr) return;
    connect(pending_, &KvPendingEdits::changed, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

QVariant KeyRowsModel::stagedData(const QByteArray& key, int role) const {
    if (role != StagedStateRole && role != Qt::FontRole && role != Qt::ForegroundRole && role != Qt::ToolTipRole) {
        return {};
    }
    const auto state = pending_ != nullptr ? pending_->stateOf(key) : KvPendingEdits::State::Unchanged;
    if (role == StagedStateRole) return int(state);
    if (state == KvPendingEdits::State::Unchanged) return {};
    const bool removed = state == KvPendingEdits::State::Removed;
    switch (role) {
    case Qt::FontRole: {
        QFont font;
        font.setItalic(true);
        font.setStrikeOut(removed);
        return font;
    }
    case Qt::ForegroundRole: return QColor(removed ? Qt::darkRed : Qt::darkBlue);
    default:
        if (removed) {
            return tr("%1\nStaged: deleted when the changes are written (File > Write Changes).")
                .arg(escapeBytes(key, kToolTipChars));
        }
        return tr("%1\nStaged: a new value (%Ln byte(s)) is set when the changes are written (File > Write Changes).",
                  nullptr, int(pending_->stagedValue(key).size()))
            .arg(escapeBytes(key, kToolTipChars));
    }
}

int KeyRowsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(keys_.size()); }

int KeyRowsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KeyRowsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const QByteArray* loaded = keyOfRow(index.row());
    if (loaded == nullptr) {
        // Read by the subclass on a worker; the view is told when it arrives.
        if (role != Qt::DisplayRole) return {};
        rowWanted(index.row());
        return index.column() == KeyColumn ? tr("Loading…") : QVariant();
    }
    const QByteArray& key = *loaded;
    if (role == KeyBytesRole) return key;
    if (const QVariant staged = stagedData(key, role); staged.isValid()) return staged;
    if (index.column() != KeyColumn) {
        if (pending_ != nullptr && pending_->stateOf(key) == KvPendingEdits::State::Set) {
            return stagedValueData(pending_->stagedValue(key), index.column(), role);
        }
        return valueData(index.row(), index.column(), role);
    }
    switch (role) {
    case Qt::DisplayRole: return escapeBytes(key, kKeyChars);
    case Qt::ToolTipRole: return tr("%1\n%Ln byte(s)", nullptr, int(key.size())).arg(escapeBytes(key, kToolTipChars));
    default: return {};
    }
}

QVariant KeyRowsModel::stagedValueData(const QByteArray& value, int column, int role) const {
    if (role == ValueSizeRole) return quint64(value.size());
    if (role == Qt::TextAlignmentRole && column == SizeColumn) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    if (column == SizeColumn) return tr("%1 (staged)").arg(formatByteSize(quint64(value.size())));
    return escapeBytes(value.left(kPreviewChars), kPreviewChars);
}

QVariant KeyRowsModel::valueData(int row, int column, int role) const {
    const bool shown = role == Qt::DisplayRole || role == Qt::ToolTipRole || role == ValueSizeRole;
    const auto known = peeks_.constFind(row);
    if (known == peeks_.cend()) {
        if (shown) want(row);
        return column == SizeColumn && role == Qt::TextAlignmentRole ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                     : QVariant();
    }
    const ValuePeek& peek = *known;
    if (role == ValueSizeRole) return peek.found ? QVariant(peek.size) : QVariant();
    if (role == Qt::TextAlignmentRole && column == SizeColumn) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (!peek.found) {
        // Gone since it was listed, or a read that failed (the tooltip says why).
        if (peek.error.isEmpty()) return tr("(removed)");
        return role == Qt::ToolTipRole ? peek.error : tr("(unreadable)");
    }
    if (column == SizeColumn) {
        const QString size = formatByteSize(peek.size);
        if (role == Qt::ToolTipRole) return tr("%Ln byte(s)", nullptr, int(peek.size));
        return peek.sizeIsLowerBound ? tr("≥ %1").arg(size) : size;
    }
    return escapeBytes(peek.head, role == Qt::ToolTipRole ? kToolTipChars : kPreviewChars);
}

QVariant KeyRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case KeyColumn: return tr("Key");
    case SizeColumn: return tr("Size");
    case PreviewColumn: return tr("Value");
    default: return {};
    }
}

void KeyRowsModel::want(int row) const {
    if (session_ == nullptr || peekRows_.contains(row) || wantedSet_.contains(row)) return;
    wanted_.push_back(row);
    wantedSet_.insert(row);
    if (peekRequest_ == 0) peekTimer_->start();
}

void KeyRowsModel::requestPeeks() {
    if (peekRequest_ != 0 || session_ == nullptr || wanted_.isEmpty()) return;
    // The rows asked for last are the ones on screen now; older wishes were
    // for rows scrolled past, and a view asks again for any still shown.
    peekRows_.clear();
    QList<QByteArray> keys;
    for (qsizetype i = wanted_.size() - 1; i >= 0 && peekRows_.size() < kPeekBatch; --i) {
        // A row paged out since it was asked for has nothing to read.
        if (const QByteArray* key = keyOfRow(wanted_[i])) {
            peekRows_.push_front(wanted_[i]);
            keys.push_front(*key);
        }
    }
    wanted_.clear();
    wantedSet_.clear();
    if (keys.isEmpty()) return;
    valuesRequested_ += quint64(keys.size());
    peekRequest_ = session_->peekValues(keys);
}

void KeyRowsModel::onValuesPeeked(KvRequestId id, const QList<ValuePeek>& peeks) {
    if (id != peekRequest_) return;
    if (peeks_.size() + peeks.size() > kMaxCachedPeeks) peeks_.clear();
    int first = INT_MAX;
    int last = -1;
    for (qsizetype i = 0; i < peeks.size() && i < peekRows_.size(); ++i) {
        const int row = peekRows_[i];
        peeks_.insert(row, peeks[i]);
        first = std::min(first, row);
        last = std::max(last, row);
    }
    dropPeekRequest();
    if (last >= 0) emit dataChanged(index(first, SizeColumn), index(last, PreviewColumn));
}

void KeyRowsModel::dropPeekRequest() {
    peekRequest_ = 0;
    peekRows_.clear();
    if (!wanted_.isEmpty()) peekTimer_->start();
}

}  // namespace wr::gui
