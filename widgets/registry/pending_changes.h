// PendingChanges: the registry changes staged in one store page, in the order
// they were made, as the page's QUndoStack leaves them: each command pushes
// its changes when it is done or redone and pops them when it is undone
// (StageChangesCommand). Views read the replayed ChangeOverlay; Write Changes
// sends changes() to the session, which applies them in this order.
#pragma once

#include <QList>
#include <QObject>

#include "widgets/registry/change_overlay.h"
#include "widgets/registry/registry_change.h"

namespace wr::gui {

class PendingChanges : public QObject {
    Q_OBJECT

public:
    explicit PendingChanges(QObject* parent = nullptr);

    // Appends `changes`, giving each one without a serial the next serial
    // (written back, so a redo brings back the same keys).
    void push(QList<RegistryChange>& changes);
    // Removes the last `count` changes.
    void pop(qsizetype count);
    void clear();

    const QList<RegistryChange>& changes() const { return changes_; }
    bool isEmpty() const { return changes_.isEmpty(); }
    const ChangeOverlay& overlay() const { return overlay_; }

signals:
    void changed();

private:
    void rebuild();

    QList<RegistryChange> changes_;
    ChangeOverlay overlay_;
    quint64 nextSerial_ = 1;
};

}  // namespace wr::gui
