// ValueTableModel: the values of one key (name, type, data), as regedit's
// right pane shows them (seed 000 Sec. 2.2). Values arrive a page at a time
// from the session's worker: the first page when the key is set, further
// pages when a view scrolls to the end (canFetchMore/fetchMore).
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include "widgets/registry_session.h"

namespace wr::gui {

class ValueTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, TypeColumn, DataColumn, ColumnCount };
    enum Role {
        TypeRole = Qt::UserRole + 1,  // quint32 registry type number
        SizeRole,                     // quint32 data size in bytes
    };

    static constexpr int kDefaultPageSize = 1000;

    explicit ValueTableModel(RegistrySession* session, QObject* parent = nullptr);
    ~ValueTableModel() override;

    void setPageSize(int values);
    int pageSize() const { return pageSize_; }

    // Shows the values of the key at `path` ("" is the root) and fetches the
    // first page.
    void setKeyPath(const QString& path);
    void clear();
    // The key shown, or a null string when there is none.
    const QString& keyPath() const { return path_; }
    bool isFetching() const { return fetch_ != 0; }

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
    void reset(const QString& path);
    void cancelFetch();
    void onValuesListed(RequestId id, const QList<ValueEntry>& entries);
    void onRequestFailed(RequestId id);

    // Guarded: a window may destroy the session before its models.
    QPointer<RegistrySession> session_;
    QString path_;
    QList<ValueEntry> values_;
    RequestId fetch_ = 0;  // the page in flight, 0 when none
    quint32 requested_ = 0;  // values it asked for
    bool atEnd_ = true;
    int pageSize_ = kDefaultPageSize;
};

}  // namespace wr::gui
