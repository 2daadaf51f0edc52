// ChangeOverlay: the staged changes replayed onto a sketch of the registry
// tree that holds only the keys they touch, so the views can ask, for any key
// they have loaded, how it stands: renamed, deleted, or with staged subkeys and
// values of its own. Keys no change touches are not in it.
//
// A key is found two ways: by its registry name below its parent's node (for
// the rows a view loaded from the registry), or by the serial of the change
// that created it (for staged new keys, whose names may change again).
#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <vector>

#include "widgets/registry/registry_change.h"

namespace wr::gui {

class ChangeOverlay {
public:
    struct Node {
        Node* parent = nullptr;
        QString name;           // as staged
        QString sourceName;     // the registry's name; empty for a staged new key
        quint64 createdBy = 0;  // the serial of the CreateKey that made it
        bool deleted = false;
        std::vector<std::unique_ptr<Node>> children;
        QList<RegistryChange> valueChanges;  // in the order they were staged

        bool isCreated() const { return createdBy != 0; }
        // Letter case counts: renaming "a" to "A" is a change.
        bool isRenamed() const { return !isCreated() && name != sourceName; }
    };

    ChangeOverlay();
    explicit ChangeOverlay(const QList<RegistryChange>& changes);

    const Node* root() const { return root_.get(); }

    // The node of the registry key `sourceName` below `parent`, or null when
    // no change touches it.
    static const Node* sourceChild(const Node* parent, const QString& sourceName);
    static const Node* createdChild(const Node* parent, quint64 serial);
    // The key at staged `path`, or null when no change touches it (or it is deleted).
    const Node* find(const QString& path) const;
    // True when a staged change deletes the key at `path` or a key above it.
    bool isDeleted(const QString& path) const;

private:
    // The key at staged `path`, adding nodes for untouched registry keys on the way.
    Node* resolve(const QString& path);
    void apply(const RegistryChange& change);

    std::unique_ptr<Node> root_;
};

}  // namespace wr::gui
