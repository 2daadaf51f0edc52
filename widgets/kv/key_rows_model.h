// KeyRowsModel: rows of keys with their values' size and first bytes, the
// shared part of the key list and the search results. Keys arrive from the
// subclass; value previews are fetched lazily: a Size or Preview cell that a
// view asks for marks its row wanted, and the rows wanted since the last
// request go to the session as one batch (at most kPeekBatch keys, the most
// recently asked first), so only rows that are on screen cost a read and no
// call ever blocks the GUI thread. Known previews are cached up to
// kMaxCachedPeeks rows; past that the cache starts over (rows on screen are
// simply asked for again).
#pragma once

#include <QAbstractTableModel>
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>

#include "widgets/kv/kv_pending_edits.h"
#include "widgets/kv/kv_session.h"

class QTimer;

namespace wr::gui {

class KeyRowsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { KeyColumn, SizeColumn, PreviewColumn, ColumnCount };
    enum Role {
        KeyBytesRole = Qt::UserRole + 1,  // QByteArray: the exact key
        ValueSizeRole,                    // quint64, once known
        StagedStateRole,                  // int: the KvPendingEdits::State of the row's key
    };

    static constexpr int kPeekBatch = 100;
    static constexpr int kMaxCachedPeeks = 20000;

    explicit KeyRowsModel(KvSession* session, QObject* parent = nullptr);
    ~KeyRowsModel() override;

    KvSession* session() const { return session_; }
    // The key of `row`; empty while the row is not loaded.
    QByteArray keyAt(int row) const {
        const QByteArray* key = keyOfRow(row);
        return key != nullptr ? *key : QByteArray();
    }
    // Marks the rows of keys with staged edits (italic, struck through when
    // deleted, with a tooltip saying what is pending, and a staged value's
    // size and preview marked as staged); null for none.
    void setPendingEdits(KvPendingEdits* pending);
    // Keys whose values have been asked of the session since the last reset.
    quint64 valuesRequested() const { return valuesRequested_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    // Drops every row (call between beginResetModel and endResetModel).
    void clearRows();
    void appendKeys(const QList<QByteArray>& keys);
    // Where a subclass keeps its keys: the key of `row`, null while it is
    // not loaded (the row shows as loading and rowWanted() is called).
    virtual const QByteArray* keyOfRow(int row) const;
    virtual void rowWanted(int row) const;
    // Forgets every value read (rows now hold other keys).
    void forgetValues();

private:
    QVariant valueData(int row, int column, int role) const;
    QVariant stagedData(const QByteArray& key, int role) const;
    // The size and preview of a staged value, in place of the store's.
    QVariant stagedValueData(const QByteArray& value, int column, int role) const;
    void want(int row) const;
    void requestPeeks();
    void onValuesPeeked(KvRequestId id, const QList<ValuePeek>& peeks);
    void dropPeekRequest();
    // Hands large row lists to a background thread to free.
    void releaseRows();

    // Guarded: a window may destroy the session before its models.
    QPointer<KvSession> session_;
    QPointer<KvPendingEdits> pending_;
    QList<QByteArray> keys_;
    QHash<int, ValuePeek> peeks_;
    // Asked for by data(), which is const; the batch goes out from the timer.
    mutable QList<int> wanted_;
    mutable QSet<int> wantedSet_;
    QTimer* peekTimer_;
    KvRequestId peekRequest_ = 0;
    QList<int> peekRows_;  // the rows of the request in flight
    quint64 valuesRequested_ = 0;
};

}  // namespace wr::gui
