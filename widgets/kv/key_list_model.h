// KeyListModel: every key of the open store, flat, in the store's natural
// order (seed 000 Fig. 2's pairs without the index around them), as a list of
// fixed size that pages a window of keys in and out. Its row count is the
// store's key count: the engine's count (KvStore::countKeys: exact where the
// engine keeps one, else its estimate) until a walk reaches the end from a
// known position, or an exact count is given (setCount), then exact. Only the window, at most
// windowRows() keys around the rows a view asks for, is held; any other row
// shows as loading, and asking for it (data()) has the session's background
// threads place a cursor there (KvStore::scanFrom: seeking engines jump,
// others walk) and list a page, so scrolling, dragging the scroll bar or
// going to a row or a key never runs a store call on the GUI thread. Rows
// just past the window come from the cursor that listed it, so scrolling
// down reads each key once.
//
// Where an engine only estimates positions (RocksDB, WR-Store past the first
// pages), a row number is a place in the store rather than an exact rank. The
// count is corrected as the walk learns more: it grows when keys turn up past
// the estimated end and shrinks when the store ends early. Values are read
// only for rows on screen (see KeyRowsModel).
#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

#include "widgets/kv/key_rows_model.h"

class QTimer;

namespace wr::gui {

class KeyListModel : public KeyRowsModel {
    Q_OBJECT

public:
    static constexpr int kDefaultPageSize = 500;
    static constexpr int kDefaultWindowRows = 20000;

    explicit KeyListModel(KvSession* session, QObject* parent = nullptr);
    ~KeyListModel() override;

    void setPageSize(int keys);
    int pageSize() const { return pageSize_; }
    // At most this many keys are held (at least two pages).
    void setWindowRows(int rows);
    int windowRows() const { return windowRows_; }

    // Starts over from the first key (also done by itself when the session opens a store).
    void reload();
    void clear();

    bool isFetching() const { return request_ != 0; }
    // The rows held: [loadedFirst(), loadedFirst() + loadedRows()).
    int loadedFirst() const { return first_; }
    int loadedRows() const { return int(window_.size()); }
    bool isLoaded(int row) const { return row >= first_ && row < first_ + window_.size(); }
    // Whether rowCount() is the store's exact key count (a walk from a known
    // position reached the end), not an estimate.
    bool isCountExact() const { return countExact_; }
    // The key count, once known (estimated or exact).
    std::optional<quint64> countEstimate() const { return count_; }
    // How the engine estimated the count; empty once it is exact.
    const QString& countEstimatedBy() const { return estimatedBy_; }
    // A count of the store's keys learnt elsewhere (counting every key).
    void setCount(const KvKeyCount& count);

    // Loads the rows around `row` (nothing when they are held).
    void goToRow(int row);
    // Places the window at `key`: answered by keyPlaced() with its row, or keyNotFound().
    void goToKey(const QByteArray& key);

    int rowCount(const QModelIndex& parent = {}) const override;

signals:
    // A page arrived (possibly empty), or fetching it failed.
    void fetchFinished();
    void countEstimated(quint64 count);
    void keyPlaced(int row);
    void keyNotFound(const QByteArray& key, const QString& message);

protected:
    const QByteArray* keyOfRow(int row) const override;
    void rowWanted(int row) const override;

private:
    // What the request in flight does: read on from the window's cursor,
    // place the window for rows a view showed or for a row or a key asked for.
    enum class Kind { None, Append, Place, PlaceAsked, PlaceKey };

    void reset(bool active);
    void cancelRequests();
    void releaseListing();
    void fetchWanted();
    void place(int row, int count);
    void onKeysListed(KvRequestId id, const QList<QByteArray>& keys, bool atEnd);
    void onKeysPlaced(KvRequestId id, quint64 position, bool exact, const QList<QByteArray>& keys, bool atEnd);
    void onRequestFailed(KvRequestId id, const KvRequestError& error);
    void onCounted(const KvKeyCount& count);
    // The window ends where the store does: the count is known from there.
    void reachEnd(int rows, bool exact);
    // Grows the count when the window reaches past it.
    void coverWindow();
    void resizeRows(int rows);
    void notifyRows(int first, int last);
    void askForCount();

    QTimer* fetchTimer_;
    QList<QByteArray> window_;
    int first_ = 0;
    int rows_ = 0;
    bool active_ = false;
    // The listing whose cursor stands right after the window's last key.
    KvListingId listing_ = 0;
    bool listingOpen_ = false;
    bool windowExact_ = true;  // first_ is the window's exact rank
    bool countExact_ = false;
    std::optional<quint64> count_;
    QString estimatedBy_;
    KvRequestId request_ = 0;
    Kind kind_ = Kind::None;
    int placeRow_ = 0;
    QByteArray placeKey_;
    KvRequestId countRequest_ = 0;
    bool countAsked_ = false;
    // The rows views asked for since the last fetch (empty when low > high).
    mutable int wantedLow_ = 1;
    mutable int wantedHigh_ = 0;
    int pageSize_ = kDefaultPageSize;
    int windowRows_ = kDefaultWindowRows;
};

}  // namespace wr::gui
