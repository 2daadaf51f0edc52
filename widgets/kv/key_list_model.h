// KeyListModel: every key of the open store, flat, in the store's natural
// order (seed 000 Fig. 2's pairs without the index around them). Keys come a
// page at a time (kDefaultPageSize) from a cursor the session's worker keeps,
// when a view scrolls to the end (canFetchMore/fetchMore), so the first page
// shows at once on a store of ten million keys; nothing scans or counts the
// store first. The count for the status line comes afterwards from the
// store's approximateCount on a background thread.
//
// Memory stays bounded: values are read only for rows on screen (see
// KeyRowsModel), and the list stops at maxRows keys (isTruncated(); search
// narrows it down) instead of growing with a store scrolled end to end.
#pragma once

#include <optional>

#include "widgets/kv/key_rows_model.h"

namespace wr::gui {

class KeyListModel : public KeyRowsModel {
    Q_OBJECT

public:
    static constexpr int kDefaultPageSize = 500;
    static constexpr int kDefaultMaxRows = 1000000;

    explicit KeyListModel(KvSession* session, QObject* parent = nullptr);
    ~KeyListModel() override;

    void setPageSize(int keys);
    int pageSize() const { return pageSize_; }
    void setMaxRows(int rows);

    // Starts over from the first key (also done by itself when the session opens a store).
    void reload();
    void clear();

    bool isFetching() const { return fetch_ != 0; }
    bool atEnd() const { return atEnd_; }
    // Stopped at maxRows with keys still unlisted.
    bool isTruncated() const { return truncated_; }
    // The store's approximate key count, once known (exact once the list reached its end).
    std::optional<quint64> countEstimate() const { return count_; }

    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

signals:
    // A page arrived (possibly empty), or fetching it failed.
    void fetchFinished();
    void countEstimated(quint64 count);

private:
    void reset(bool active);
    // Forgets the requests in flight and the listing's cursor.
    void cancelRequests();
    void onKeysListed(KvRequestId id, const QList<QByteArray>& keys, bool atEnd);
    void onRequestFailed(KvRequestId id);
    void setCount(quint64 count);

    KvListingId listing_ = 0;
    KvRequestId fetch_ = 0;
    KvRequestId countRequest_ = 0;
    bool atEnd_ = true;
    bool truncated_ = false;
    bool countAsked_ = false;
    std::optional<quint64> count_;
    int pageSize_ = kDefaultPageSize;
    int maxRows_ = kDefaultMaxRows;
};

}  // namespace wr::gui
