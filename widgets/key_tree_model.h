// KeyTreeModel: the key tree of a RegistrySession's registry, loaded lazily.
// The one top-level row is the root key. A key's subkeys are fetched only
// when a view asks for them, one page at a time on the session's worker, and
// appended as they arrive; each listed subkey comes with its own counts, so
// hasChildren() is exact without fetching further.
//
// canFetchMore()/fetchMore() cover a key's first page only (and a page that
// fetchNextPage() asked for and that is still to come). QTreeView calls
// fetchMore() on every expanded key at each relayout, and each page inserted
// causes one, so answering for every page would load a key with 100,000
// subkeys whole as soon as it is expanded. The pages after the first are
// asked for with fetchNextPage(), which KeyTreeView calls when the last
// loaded subkey of a key scrolls into sight.
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

#include <memory>
#include <vector>

#include "widgets/registry_session.h"

namespace wr::gui {

class KeyTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role {
        KeyPathRole = Qt::UserRole + 1,  // QString: backslash-separated, "" for the root
        SubkeyCountRole,                 // quint32
        ValueCountRole,                  // quint32
        LastWriteTimeRole,               // qint64 FILETIME
    };

    static constexpr int kDefaultPageSize = 1000;

    explicit KeyTreeModel(RegistrySession* session, QObject* parent = nullptr);
    ~KeyTreeModel() override;

    // "3 subkeys, 1 value", for tooltips and status bars.
    static QString countsText(const wr::reg::KeyInfo& info);

    void setPageSize(int subkeys);
    int pageSize() const { return pageSize_; }

    // Backslash-separated, "" for the root key, null for an invalid index.
    QString keyPath(const QModelIndex& index) const;
    // The root key's row; invalid while no registry is open.
    QModelIndex rootIndex() const;
    // True while a page of `parent`'s subkeys is being fetched.
    bool isFetching(const QModelIndex& parent) const;
    // True when `parent` has subkeys that are not loaded yet.
    bool hasMoreSubkeys(const QModelIndex& parent) const;
    // Fetches the page after the loaded subkeys of `parent`, if there is one
    // and none is in flight.
    void fetchNextPage(const QModelIndex& parent);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

signals:
    // A page of `parent`'s subkeys arrived (possibly empty), or fetching it failed.
    void fetchFinished(const QModelIndex& parent);

private:
    struct Node;
    struct Fetch {
        Node* node = nullptr;
        quint32 count = 0;  // subkeys asked for
    };

    Node* nodeOf(const QModelIndex& index) const;
    QModelIndex indexOf(const Node* node) const;
    void reset(const SessionInfo* info);
    void cancelFetches();
    void onSubkeysListed(RequestId id, quint32 start, const QList<SubkeyEntry>& entries);
    void onRequestFailed(RequestId id);

    // Guarded: a window may destroy the session before its models.
    QPointer<RegistrySession> session_;
    std::unique_ptr<Node> top_;  // invisible: its only child is the root key
    QHash<RequestId, Fetch> fetches_;
    int pageSize_ = kDefaultPageSize;
};

}  // namespace wr::gui
