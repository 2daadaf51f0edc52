// StageChangesCommand: the undoable step of registry edits in a hive page
// (an import stages all of its changes as one step); see StageCommand.
#pragma once

#include "widgets/common/stage_command.h"
#include "widgets/registry/pending_changes.h"

namespace wr::gui {

using StageChangesCommand = StageCommand<PendingChanges, RegistryChange>;

}  // namespace wr::gui
