// StageChangesCommand: the one undoable step of every edit in a store page —
// staging one or more registry changes (an import stages all of its changes
// as one step). Redo pushes them onto the page's PendingChanges, undo pops
// them; nothing reaches the registry until the changes are written.
#pragma once

#include <QList>
#include <QPointer>
#include <QUndoCommand>

#include "widgets/pending_changes.h"

namespace wr::gui {

class StageChangesCommand : public QUndoCommand {
public:
    // The text is the change's own description for a single change.
    StageChangesCommand(PendingChanges* pending, QList<RegistryChange> changes, const QString& text = {});

    void redo() override;
    void undo() override;

    const QList<RegistryChange>& changes() const { return changes_; }

private:
    QPointer<PendingChanges> pending_;
    QList<RegistryChange> changes_;
};

}  // namespace wr::gui
