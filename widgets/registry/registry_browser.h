// RegistryBrowser: regedit's two panes over a RegistrySession (seed 000
// Sec. 2.2, Fig. 2): the key tree on the left, the selected key's values on
// the right. It follows the session: a newly opened registry shows its root
// key expanded and selected. With a PendingChanges set, both panes show the
// staged changes over the registry.
#pragma once

#include <QPersistentModelIndex>
#include <QPointer>
#include <QSplitter>
#include <QStringList>

#include <optional>

#include "widgets/registry/registry_session.h"

namespace wr::gui {

class KeyTreeModel;
class KeyTreeView;
class PendingChanges;
class ValueTableModel;
class ValueTableView;

class RegistryBrowser : public QSplitter {
    Q_OBJECT

public:
    explicit RegistryBrowser(RegistrySession* session, QWidget* parent = nullptr);

    KeyTreeModel* keyModel() const { return keys_; }
    ValueTableModel* valueModel() const { return values_; }
    KeyTreeView* keyView() const { return keyView_; }
    ValueTableView* valueView() const { return valueView_; }

    void setPendingChanges(PendingChanges* pending);

    // The selected key's path ("" for the root) with the staged changes, or a null string.
    QString currentKeyPath() const;
    QModelIndex currentKeyIndex() const;
    // Reloads both panes from the registry (after changes were written) and
    // selects the same key again.
    void reload();
    // Expands the tree down to `path` and selects it, fetching pages of
    // subkeys as needed; waits for the registry to open when it is not yet.
    // Answered by revealFinished().
    void revealKey(const QString& path);

    // Where the user is in the panes: what reopening the same registry
    // (read-only or for writing) brings back.
    struct Place {
        QString currentKey;  // null when no key is selected
        QStringList expandedKeys;
        QStringList selectedValues;
    };
    Place place() const;
    // Brings `place` back once the next registry has opened: expands its
    // keys, reveals its current key and selects its values there.
    void restorePlaceOnNextOpen(const Place& place);

signals:
    void currentKeyChanged(const QString& path);
    // The selected key's information, queried afresh when it was selected.
    void currentKeyInfo(const QString& path, const wr::reg::KeyInfo& info);
    // `found` is false when some key on the path does not exist; the deepest
    // one that does is selected then.
    void revealFinished(const QString& path, bool found);

private:
    void onModelReset();
    void onCurrentChanged(const QModelIndex& current);
    void onKeysChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    // A walk goes down one path, fetching pages of subkeys as needed: the
    // keys of a restored place to expand first, then the key to reveal.
    void startReveal();
    void continueReveal();
    void finishWalk(bool found);
    void finishReveal(bool found);
    bool isWalking() const { return !revealPath_.isNull() || expandingWalk_; }
    void collectExpanded(const QModelIndex& parent, QStringList& paths) const;
    void selectPendingValues();

    QPointer<RegistrySession> session_;
    KeyTreeModel* keys_;
    ValueTableModel* values_;
    KeyTreeView* keyView_;
    ValueTableView* valueView_;
    RequestId infoRequest_ = 0;
    QString shownPath_;  // the current key's path as last announced

    // The reveal in progress: the path asked for, the key reached so far and
    // the names still below it.
    QString revealPath_;
    QPersistentModelIndex revealAt_;
    QStringList revealRest_;

    // A place being restored: the keys still to expand (the walk under way
    // expands rather than selects while expandingWalk_), and the values to
    // select once the current key's values are listed.
    std::optional<Place> nextPlace_;
    QStringList expandQueue_;
    bool expandingWalk_ = false;
    QString pendingValuesKey_;
    QStringList pendingValues_;
};

}  // namespace wr::gui
