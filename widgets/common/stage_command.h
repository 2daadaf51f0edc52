// StageCommand: the one undoable step of every edit in a store page, over the
// page's list of staged changes (KvPendingEdits of KvEdit for a store's
// entries, PendingChanges of RegistryChange for a hive). Redo pushes its
// changes onto the list, undo pops them; nothing reaches the store until the
// changes are written. Several changes (deleting several entries, an import)
// make one step.
#pragma once

#include <QList>
#include <QPointer>
#include <QString>
#include <QUndoCommand>

#include <utility>

namespace wr::gui {

// Pending: a QObject with push(QList<Change>&) and pop(qsizetype count);
// Change: has describe(), the step's text when it is the only change.
template <class Pending, class Change>
class StageCommand : public QUndoCommand {
public:
    StageCommand(Pending* pending, QList<Change> changes, const QString& text = {})
        : pending_(pending), changes_(std::move(changes)) {
        setText(text.isEmpty() && changes_.size() == 1 ? changes_.first().describe() : text);
    }

    void redo() override {
        if (pending_ != nullptr) pending_->push(changes_);
    }
    void undo() override {
        if (pending_ != nullptr) pending_->pop(changes_.size());
    }

    const QList<Change>& changes() const { return changes_; }

private:
    QPointer<Pending> pending_;
    QList<Change> changes_;
};

}  // namespace wr::gui
