#include "widgets/stage_changes_command.h"

namespace wr::gui {

StageChangesCommand::StageChangesCommand(PendingChanges* pending, QList<RegistryChange> changes, const QString& text)
    : pending_(pending), changes_(std::move(changes)) {
    setText(text.isEmpty() && changes_.size() == 1 ? changes_.first().describe() : text);
}

void StageChangesCommand::redo() {
    if (pending_ != nullptr) pending_->push(changes_);
}

void StageChangesCommand::undo() {
    if (pending_ != nullptr) pending_->pop(changes_.size());
}

}  // namespace wr::gui
