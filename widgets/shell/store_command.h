// StoreCommand: what the window's menus, toolbar and context menus can ask of
// the current store page. Pages say which ones they can do now
// (StorePage::canRun) and do them (StorePage::run); StoreActions turns each
// into one QAction.
#pragma once

namespace wr::gui {

enum class StoreCommand {
    NewKey,
    NewValue,
    Modify,
    Rename,
    Delete,
    WriteChanges,
    RevertChanges,
    ImportReg,
    ExportReg,
    ExportCsv,
    ExportJson,
    Refresh,
    CheckIntegrity,
    Compact,
    ImportPairs,
};

inline constexpr StoreCommand kAllStoreCommands[] = {
    StoreCommand::NewKey,         StoreCommand::NewValue,     StoreCommand::Modify,        StoreCommand::Rename,
    StoreCommand::Delete,         StoreCommand::WriteChanges, StoreCommand::RevertChanges, StoreCommand::ImportReg,
    StoreCommand::ExportReg,      StoreCommand::ExportCsv,    StoreCommand::ExportJson,    StoreCommand::Refresh,
    StoreCommand::CheckIntegrity, StoreCommand::Compact,      StoreCommand::ImportPairs,
};

}  // namespace wr::gui
