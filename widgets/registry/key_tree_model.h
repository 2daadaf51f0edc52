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
//
// With a PendingChanges set, the tree shows the staged changes over the
// registry: renamed and deleted keys keep their rows (drawn as change_state.h
// says) and staged new keys follow the registry's subkeys of their parent.
// A key therefore has two paths: keyPath(), the path it has with the changes
// (what edits and the address bar use), and sourcePath(), where the registry
// holds it (what fetches use; null for a staged new key).
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

#include <memory>
#include <vector>

#include "widgets/registry/change_overlay.h"
#include "widgets/registry/change_state.h"
#include "widgets/registry/registry_session.h"

namespace wr::gui {

class PendingChanges;

class KeyTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role {
        KeyPathRole = Qt::UserRole + 1,  // QString: backslash-separated, "" for the root
        SubkeyCountRole,                 // quint32
        ValueCountRole,                  // quint32
        LastWriteTimeRole,               // qint64 FILETIME
        ChangeStateRole,                 // int: ChangeState
        SourcePathRole,                  // QString: the registry's path, null for a staged new key
    };
    // The columns after the name, shown with setCountColumns(true).
    enum Column { NameColumn, SubkeysColumn, ValuesColumn };

    static constexpr int kDefaultPageSize = 1000;

    explicit KeyTreeModel(RegistrySession* session, QObject* parent = nullptr);
    ~KeyTreeModel() override;

    // "3 subkeys, 1 value", for tooltips and status bars.
    static QString countsText(const wr::reg::KeyInfo& info);

    void setPageSize(int subkeys);
    int pageSize() const { return pageSize_; }
    // Adds the Subkeys and Values columns (the hashed index shows how full
    // each leaf is).
    void setCountColumns(bool shown);
    // Shows `pending` over the registry; null shows the registry alone.
    void setPendingChanges(PendingChanges* pending);

    // Backslash-separated, "" for the root key, null for an invalid index.
    QString keyPath(const QModelIndex& index) const;
    QString sourcePath(const QModelIndex& index) const;
    ChangeState changeState(const QModelIndex& index) const;
    // True for a key deleted by a staged change, or below one.
    bool isDeleted(const QModelIndex& index) const;
    // The root key's row; invalid while no registry is open.
    QModelIndex rootIndex() const;
    // True while a page of `parent`'s subkeys is being fetched.
    bool isFetching(const QModelIndex& parent) const;
    // True when `parent` has subkeys that are not loaded yet.
    bool hasMoreSubkeys(const QModelIndex& parent) const;
    // Fetches the page after the loaded subkeys of `parent`, if there is one
    // and none is in flight.
    void fetchNextPage(const QModelIndex& parent);
    // Starts over from the root key with its information queried afresh
    // (after changes were written).
    void reload();

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
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
    QModelIndex indexOf(const Node* node, int column = 0) const;
    void reset(const SessionInfo* info);
    void cancelFetches();
    void onSubkeysListed(RequestId id, quint32 start, const QList<SubkeyEntry>& entries);
    void onRequestFailed(RequestId id);
    void onInfoQueried(RequestId id, const wr::reg::KeyInfo& info);
    // The overlay's node for a loaded key, null when no change touches it.
    const ChangeOverlay::Node* overlayOf(const Node* node) const;
    // Brings the rows below `node` in line with the staged changes.
    void syncChildren(Node* node, const ChangeOverlay::Node* overlay);
    void syncNode(Node* node, const ChangeOverlay::Node* overlay);
    void renumber(Node* node, size_t from);
    void emitSubtreeChanged(Node* node);

    // Guarded: a window may destroy the session before its models.
    QPointer<RegistrySession> session_;
    QPointer<PendingChanges> pending_;
    std::unique_ptr<Node> top_;  // invisible: its only child is the root key
    QHash<RequestId, Fetch> fetches_;
    RequestId reloadRequest_ = 0;
    int pageSize_ = kDefaultPageSize;
    bool countColumns_ = false;
};

}  // namespace wr::gui
