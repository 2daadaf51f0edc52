// ValueTableModel: the values of one key (name, type, data), as regedit's
// right pane shows them (seed 000 Sec. 2.2). Values arrive a page at a time
// from the session's worker: the first page when the key is set, further
// pages when a view scrolls to the end (canFetchMore/fetchMore).
//
// With a PendingChanges set, the staged changes to the key's values are shown
// over the registry's: changed, renamed and deleted values keep their rows
// (drawn as change_state.h says) and staged new values follow. A key with
// staged value changes is loaded to its end, so a staged value is never
// mistaken for a new one because its page was not loaded yet.
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "widgets/registry/change_state.h"
#include "widgets/registry/registry_change.h"
#include "widgets/registry/registry_session.h"

namespace wr::gui {

class PendingChanges;

class ValueTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, TypeColumn, DataColumn, ColumnCount };
    enum Role {
        TypeRole = Qt::UserRole + 1,  // quint32 registry type number
        SizeRole,                     // quint32 data size in bytes
        ChangeStateRole,              // int: ChangeState
        NameRole,                     // QString: the value's name, "" for the default value
    };

    // One row as shown.
    struct Row {
        ValueEntry value;    // name, type, size and preview as staged
        QString sourceName;  // the name the registry holds it under; null for a staged new value
        ChangeState state = ChangeState::Unchanged;
        bool hasStagedData = false;  // `data` is the staged data (a staged set)
        QByteArray data;
    };

    static constexpr int kDefaultPageSize = 1000;

    explicit ValueTableModel(RegistrySession* session, QObject* parent = nullptr);
    ~ValueTableModel() override;

    void setPageSize(int values);
    int pageSize() const { return pageSize_; }
    void setPendingChanges(PendingChanges* pending);

    // Shows the values of the key at `path` ("" is the root) and fetches the
    // first page.
    void setKeyPath(const QString& path);
    // The key as the registry holds it (null for a staged new key, which has
    // only staged values) and as the staged changes name it. Setting the same
    // registry key under a new name only renames it: nothing is fetched again.
    void setKey(const QString& sourcePath, const QString& path);
    void clear();
    // The key shown (with the staged changes), or a null string when there is none.
    const QString& keyPath() const { return path_; }
    const QString& sourcePath() const { return sourcePath_; }
    bool isFetching() const { return fetch_ != 0; }
    // Listing the key's values failed (the error went to the operation log).
    bool listFailed() const { return listFailed_; }
    const Row& rowAt(int row) const { return rows_[row]; }
    // The row of the value named `name` (not a deleted one), or -1.
    int rowOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

signals:
    // A page arrived (possibly empty), or fetching it failed.
    void fetchFinished();

private:
    void reset(const QString& sourcePath, const QString& path);
    void cancelFetch();
    void onValuesListed(RequestId id, const QList<ValueEntry>& entries);
    void onRequestFailed(RequestId id);
    QList<RegistryChange> stagedChanges() const;
    // rows_ from the registry's values and the staged changes.
    QList<Row> buildRows() const;
    // Rebuilds the rows after the staged changes changed.
    void refreshStaged();

    // Guarded: a window may destroy the session before its models.
    QPointer<RegistrySession> session_;
    QPointer<PendingChanges> pending_;
    QString path_;
    QString sourcePath_;
    QList<ValueEntry> values_;  // the registry's, as loaded
    QList<Row> rows_;
    QList<quint64> shownSerials_;  // the staged changes rows_ shows
    RequestId fetch_ = 0;          // the page in flight, 0 when none
    quint32 requested_ = 0;        // values it asked for
    bool atEnd_ = true;
    bool listFailed_ = false;
    int pageSize_ = kDefaultPageSize;
};

}  // namespace wr::gui
