#include "widgets/kv/key_list_model.h"

#include <algorithm>

namespace wr::gui {

KeyListModel::KeyListModel(KvSession* session, QObject* parent) : KeyRowsModel(session, parent) {
    connect(session, &KvSession::opened, this, [this] { reload(); });
    connect(session, &KvSession::closed, this, [this] { clear(); });
    connect(session, &KvSession::keysListed, this,
            [this](KvRequestId id, KvListingId, const QList<QByteArray>& keys, bool atEnd) {
                onKeysListed(id, keys, atEnd);
            });
    connect(session, &KvSession::keysCounted, this, [this](KvRequestId id, quint64 count) {
        if (id != countRequest_) return;
        countRequest_ = 0;
        setCount(count);
    });
    connect(session, &KvSession::requestFailed, this, [this](KvRequestId id) { onRequestFailed(id); });
}

KeyListModel::~KeyListModel() { cancelRequests(); }

void KeyListModel::setPageSize(int keys) { pageSize_ = std::max(1, keys); }

void KeyListModel::setMaxRows(int rows) { maxRows_ = std::max(1, rows); }

void KeyListModel::cancelRequests() {
    if (KvSession* s = session()) {
        if (fetch_ != 0) s->cancel(fetch_);
        if (countRequest_ != 0) s->cancel(countRequest_);
        if (listing_ != 0 && !atEnd_) s->releaseListing(listing_);
    }
    fetch_ = countRequest_ = 0;
}

void KeyListModel::reset(bool active) {
    beginResetModel();
    cancelRequests();
    clearRows();
    count_.reset();
    countAsked_ = false;
    truncated_ = false;
    atEnd_ = !active;
    listing_ = active ? session()->newListing() : 0;
    endResetModel();
}

void KeyListModel::reload() {
    reset(session() != nullptr && session()->isOpen());
    fetchMore({});
}

void KeyListModel::clear() { reset(false); }

bool KeyListModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !atEnd_ && fetch_ == 0 && session() != nullptr;
}

void KeyListModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    const int room = maxRows_ - rowCount();
    fetch_ = session()->listKeys(listing_, std::min(pageSize_, room));
}

void KeyListModel::onKeysListed(KvRequestId id, const QList<QByteArray>& keys, bool atEnd) {
    if (id != fetch_) return;
    // fetch_ stays set until the rows are in: views and testers ask
    // canFetchMore() from inside the insertion signals.
    appendKeys(keys);
    fetch_ = 0;
    atEnd_ = atEnd;
    if (!atEnd_ && rowCount() >= maxRows_) {
        atEnd_ = true;
        truncated_ = true;
        session()->releaseListing(listing_);
    }
    if (atEnd && !truncated_) {
        // The whole store is listed: the count is exact.
        if (countRequest_ != 0) session()->cancel(countRequest_);
        countRequest_ = 0;
        setCount(quint64(rowCount()));
    } else if (!countAsked_) {
        // Asked only now, so that counting never delays the first page.
        countAsked_ = true;
        countRequest_ = session()->countKeys();
    }
    emit fetchFinished();
}

void KeyListModel::onRequestFailed(KvRequestId id) {
    if (id == countRequest_) {
        countRequest_ = 0;
        return;
    }
    if (id != fetch_) return;
    fetch_ = 0;
    // Not asked for again: a view would otherwise retry a broken store forever.
    atEnd_ = true;
    emit fetchFinished();
}

void KeyListModel::setCount(quint64 count) {
    // A store changing under the list can make the estimate fall short of what is listed.
    count_ = std::max(count, quint64(rowCount()));
    emit countEstimated(*count_);
}

}  // namespace wr::gui
