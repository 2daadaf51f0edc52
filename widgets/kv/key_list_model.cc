#include "widgets/kv/key_list_model.h"

#include <QTimer>

#include <algorithm>
#include <climits>

namespace wr::gui {

namespace {

// Gathers the rows of one paint, and the positions a dragged scroll bar
// passes, into one request.
constexpr int kFetchDelayMs = 15;
// Rows this many pages past the window's end are read on from its cursor
// rather than placed anew.
constexpr int kAppendReachPages = 4;

int clampRow(quint64 row) { return int(std::min<quint64>(row, INT_MAX - 1)); }

}  // namespace

KeyListModel::KeyListModel(KvSession* session, QObject* parent)
    : KeyRowsModel(session, parent), fetchTimer_(new QTimer(this)) {
    fetchTimer_->setSingleShot(true);
    fetchTimer_->setInterval(kFetchDelayMs);
    connect(fetchTimer_, &QTimer::timeout, this, &KeyListModel::fetchWanted);
    connect(session, &KvSession::opened, this, [this] { reload(); });
    connect(session, &KvSession::closed, this, [this] { clear(); });
    connect(session, &KvSession::keysListed, this,
            [this](KvRequestId id, KvListingId, const QList<QByteArray>& keys, bool atEnd) {
                onKeysListed(id, keys, atEnd);
            });
    connect(session, &KvSession::keysPlaced, this,
            [this](KvRequestId id, KvListingId, quint64 position, bool exact, const QList<QByteArray>& keys,
                   bool atEnd) { onKeysPlaced(id, position, exact, keys, atEnd); });
    connect(session, &KvSession::keysCounted, this, [this](KvRequestId id, const KvKeyCount& count) {
        if (id != countRequest_) return;
        countRequest_ = 0;
        onCounted(count);
    });
    connect(session, &KvSession::requestFailed, this,
            [this](KvRequestId id, const KvRequestError& error) { onRequestFailed(id, error); });
}

KeyListModel::~KeyListModel() { cancelRequests(); }

void KeyListModel::setPageSize(int keys) {
    pageSize_ = std::max(1, keys);
    windowRows_ = std::max(windowRows_, 2 * pageSize_);
}

void KeyListModel::setWindowRows(int rows) { windowRows_ = std::max(rows, 2 * pageSize_); }

int KeyListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

const QByteArray* KeyListModel::keyOfRow(int row) const { return isLoaded(row) ? &window_[row - first_] : nullptr; }

void KeyListModel::rowWanted(int row) const {
    if (!active_) return;
    // The latest wish wins: rows far from the ones asked for before start a new range.
    if (wantedLow_ > wantedHigh_ || row < wantedLow_ - pageSize_ || row > wantedHigh_ + pageSize_) {
        wantedLow_ = wantedHigh_ = row;
    } else {
        wantedLow_ = std::min(wantedLow_, row);
        wantedHigh_ = std::max(wantedHigh_, row);
    }
    if (!fetchTimer_->isActive()) fetchTimer_->start();
}

void KeyListModel::releaseListing() {
    if (listingOpen_ && session() != nullptr) session()->releaseListing(listing_);
    listingOpen_ = false;
}

void KeyListModel::cancelRequests() {
    if (KvSession* s = session()) {
        if (request_ != 0) s->cancel(request_);
        if (countRequest_ != 0) s->cancel(countRequest_);
    }
    releaseListing();
    request_ = countRequest_ = 0;
    kind_ = Kind::None;
}

void KeyListModel::reset(bool active) {
    beginResetModel();
    cancelRequests();
    fetchTimer_->stop();
    clearRows();
    window_.clear();
    first_ = rows_ = 0;
    active_ = active;
    windowExact_ = true;
    countExact_ = false;
    count_.reset();
    estimatedBy_.clear();
    countAsked_ = false;
    wantedLow_ = 1;
    wantedHigh_ = 0;
    endResetModel();
}

void KeyListModel::reload() {
    reset(session() != nullptr && session()->isOpen());
    if (active_) place(0, pageSize_);
}

void KeyListModel::clear() { reset(false); }

void KeyListModel::goToRow(int row) {
    if (!active_ || row < 0 || row >= rows_ || isLoaded(row)) return;
    wantedLow_ = wantedHigh_ = row;
    fetchTimer_->stop();
    fetchWanted();
    // Asked for by name: rows a view asks for meanwhile do not cancel it.
    if (kind_ == Kind::Place) kind_ = Kind::PlaceAsked;
}

void KeyListModel::goToKey(const QByteArray& key) {
    if (!active_) return;
    if (request_ != 0) session()->cancel(request_);
    releaseListing();
    placeKey_ = key;
    kind_ = Kind::PlaceKey;
    listing_ = session()->newListing();
    request_ = session()->listKeysFromKey(listing_, key, pageSize_);
}

void KeyListModel::fetchWanted() {
    if (!active_ || wantedLow_ > wantedHigh_) return;
    const int low = std::min(wantedLow_, rows_ - 1);
    const int high = std::min(wantedHigh_, rows_ - 1);
    if (low < 0 || (isLoaded(low) && isLoaded(high))) {
        wantedLow_ = 1;
        wantedHigh_ = 0;
        return;
    }
    if (request_ != 0) {
        // A placement far from where the view is now is no longer wanted (a
        // dragged scroll bar); anything else finishes first.
        const bool stale = kind_ == Kind::Place && (high < placeRow_ || low >= placeRow_ + pageSize_);
        if (!stale) return;
        session()->cancel(request_);
        request_ = 0;
        kind_ = Kind::None;
    }
    wantedLow_ = 1;
    wantedHigh_ = 0;
    const int end = first_ + int(window_.size());
    if (listingOpen_ && low >= first_ && high >= end && high < end + kAppendReachPages * pageSize_) {
        kind_ = Kind::Append;
        request_ = session()->listKeys(listing_, std::max(pageSize_, high - end + 1));
        return;
    }
    // Centred on what the view shows, a page at least.
    const int count = std::max(pageSize_, high - low + 1);
    place(std::max(0, (low + high) / 2 - count / 2), count);
}

void KeyListModel::place(int row, int count) {
    releaseListing();
    kind_ = Kind::Place;
    placeRow_ = row;
    listing_ = session()->newListing();
    request_ = session()->listKeysFrom(listing_, quint64(row), count);
}

void KeyListModel::onKeysListed(KvRequestId id, const QList<QByteArray>& keys, bool atEnd) {
    if (id != request_) return;
    request_ = 0;
    kind_ = Kind::None;
    const int at = first_ + int(window_.size());
    window_.append(keys);
    if (window_.size() > windowRows_) {
        // Bounded memory: the rows furthest behind go.
        const qsizetype drop = window_.size() - windowRows_;
        window_.remove(0, drop);
        first_ += int(drop);
    }
    listingOpen_ = !atEnd;
    if (atEnd) {
        reachEnd(first_ + int(window_.size()), windowExact_);
    } else {
        coverWindow();
    }
    notifyRows(at, at + int(keys.size()) - 1);
    emit fetchFinished();
    fetchWanted();
}

void KeyListModel::onKeysPlaced(KvRequestId id, quint64 position, bool exact, const QList<QByteArray>& keys,
                                bool atEnd) {
    if (id != request_) return;
    const Kind kind = kind_;
    request_ = 0;
    kind_ = Kind::None;
    // An estimated position stands for the row that was asked for: the
    // scroll bar's place in the store. A key's row is where the store puts it.
    const int row = exact || kind == Kind::PlaceKey ? clampRow(position) : placeRow_;
    forgetValues();
    window_ = keys;
    first_ = row;
    windowExact_ = exact;
    listingOpen_ = !atEnd;
    if (atEnd) {
        reachEnd(first_ + int(window_.size()), exact);
    } else {
        coverWindow();
    }
    // The rows let go of are not announced: views that show them asked for
    // this window, and a view that reads them again would only call them back.
    notifyRows(first_, first_ + int(window_.size()) - 1);
    if (kind == Kind::PlaceKey) emit keyPlaced(first_);
    emit fetchFinished();
    askForCount();
    fetchWanted();
}

void KeyListModel::onRequestFailed(KvRequestId id, const KvRequestError& error) {
    if (id == countRequest_) {
        countRequest_ = 0;
        return;
    }
    if (id != request_) return;
    const Kind kind = kind_;
    request_ = 0;
    kind_ = Kind::None;
    if (kind == Kind::PlaceKey) {
        // Asked right after a reload (the key was deleted), the list still starts at the top.
        if (window_.isEmpty() && active_) place(0, pageSize_);
        emit keyNotFound(placeKey_, error.message);
        return;
    }
    // Not asked for again by itself: a view would otherwise retry a broken store forever.
    listingOpen_ = false;
    emit fetchFinished();
}

void KeyListModel::askForCount() {
    // Asked only after the first page, so that counting never delays it.
    if (countAsked_ || countExact_) return;
    countAsked_ = true;
    countRequest_ = session()->countKeys();
}

void KeyListModel::setCount(const KvKeyCount& count) {
    if (!active_) return;
    countExact_ = false;
    onCounted(count);
}

void KeyListModel::onCounted(const KvKeyCount& count) {
    if (countExact_) return;
    const int end = first_ + int(window_.size());
    // The store changing under the list can make the estimate fall short of what is held.
    resizeRows(std::max(clampRow(count.keys), listingOpen_ ? end + 1 : end));
    count_ = quint64(rows_);
    // Exact as long as the rows held agree with it.
    countExact_ = count.exact && count_ == count.keys;
    estimatedBy_ = countExact_ ? QString() : count.estimatedBy;
    emit countEstimated(*count_);
}

void KeyListModel::reachEnd(int rows, bool exact) {
    countExact_ = exact;
    if (exact) estimatedBy_.clear();
    resizeRows(rows);
    count_ = quint64(rows_);
    if (countRequest_ != 0 && exact) {
        session()->cancel(countRequest_);
        countRequest_ = 0;
    }
    emit countEstimated(*count_);
}

void KeyListModel::coverWindow() {
    const int end = first_ + int(window_.size());
    // One row more than held: the cursor has keys still to come.
    if (end >= rows_) resizeRows(count_ ? end + pageSize_ : end + 1);
}

void KeyListModel::resizeRows(int rows) {
    if (rows == rows_) return;
    // A reset, not inserted or removed rows: views then rebuild their row
    // geometry once instead of shifting it (QHeaderView's work per section).
    beginResetModel();
    rows_ = rows;
    endResetModel();
}

void KeyListModel::notifyRows(int first, int last) {
    first = std::max(first, 0);
    last = std::min(last, rows_ - 1);
    if (first <= last) emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

}  // namespace wr::gui
