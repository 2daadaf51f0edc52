#include "widgets/shell/store_actions.h"

#include <QAction>

#include "widgets/common/icons.h"
#include "widgets/shell/store_page.h"

namespace wr::gui {

StoreActions::StoreActions(QObject* parent) : QObject(parent) {
    using C = StoreCommand;
    const QKeySequence none;
    define(C::NewKey, tr("New &Key..."), QStringLiteral("folder-new"), QStyle::SP_FileDialogNewFolder,
           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), tr("Stage a new subkey of the selected key"));
    define(C::NewValue, tr("New &Value..."), QStringLiteral("document-new"), QStyle::SP_FileIcon, QKeySequence::New,
           tr("Stage a new value of the selected key"));
    define(C::Modify, tr("&Modify Value..."), QStringLiteral("document-edit"), QStyle::SP_FileDialogDetailedView, none,
           tr("Edit the data of the selected value (or double-click it)"));
    define(C::Rename, tr("Re&name..."), QStringLiteral("edit-rename"), QStyle::SP_FileDialogListView,
           QKeySequence(Qt::Key_F2), tr("Rename the selected key or value"));
    define(C::Delete, tr("&Delete..."), QStringLiteral("edit-delete"), QStyle::SP_TrashIcon, QKeySequence::Delete,
           tr("Stage the deletion of the selected key or values"));
    define(C::WriteChanges, tr("&Write Changes"), QStringLiteral("document-save"), QStyle::SP_DialogSaveButton,
           QKeySequence::Save, tr("Write every staged change to the store"));
    define(C::RevertChanges, tr("Re&vert Changes..."), QStringLiteral("document-revert"), QStyle::SP_DialogResetButton,
           none, tr("Drop every staged change"));
    define(C::ImportReg, tr("&Import .reg File..."), QStringLiteral("document-import"), QStyle::SP_ArrowDown, none,
           tr("Preview a .reg file's changes and stage them"));
    define(C::ImportPairs, tr("Import &Pairs (CSV, JSON Lines)..."), QString(), QStyle::SP_ArrowDown, none,
           tr("Preview a CSV or JSON lines file of key-value pairs and stage them"));
    define(C::ExportReg, tr("Export Key as .&reg..."), QStringLiteral("document-export"), QStyle::SP_ArrowUp, none,
           tr("Write the selected key with everything below it as a .reg file"));
    define(C::ExportCsv, tr("Export as &CSV..."), QString(), QStyle::SP_ArrowUp, none,
           tr("Write the selected key's values, or the selected keys of a store, as CSV"));
    define(C::ExportJson, tr("Export as &JSON..."), QString(), QStyle::SP_ArrowUp, none,
           tr("Write the selected key's values, or the selected keys of a store, as JSON"));
    define(C::Refresh, tr("&Refresh"), QStringLiteral("view-refresh"), QStyle::SP_BrowserReload, QKeySequence::Refresh,
           tr("Read the store again"));
    define(C::CheckIntegrity, tr("&Check Integrity"), QStringLiteral("tools-check-spelling"),
           QStyle::SP_DialogApplyButton, none, tr("Run the store's own integrity check in the background"));
    define(C::Compact, tr("C&ompact..."), QStringLiteral("edit-clear"), QStyle::SP_DialogResetButton, none,
           tr("Reclaim the space of overwritten and deleted values (reallocation, compaction)"));
    update();
}

void StoreActions::define(StoreCommand command, const QString& text, const QString& themeIcon,
                          QStyle::StandardPixmap fallbackIcon, const QKeySequence& shortcut, const QString& tip) {
    auto* action = new QAction(text, this);
    if (!themeIcon.isEmpty()) action->setIcon(icons::themed(themeIcon, fallbackIcon));
    action->setShortcut(shortcut);
    action->setStatusTip(tip);
    action->setToolTip(tip);
    connect(action, &QAction::triggered, this, [this, command] {
        if (page_ != nullptr && page_->canRun(command)) page_->run(command);
    });
    actions_.insert(command, action);
    texts_.insert(command, text);
}

void StoreActions::setPage(StorePage* page) {
    if (page_ != nullptr) disconnect(page_, nullptr, this, nullptr);
    page_ = page;
    if (page_ != nullptr) connect(page_, &StorePage::stateChanged, this, &StoreActions::update);
    update();
}

void StoreActions::update() {
    for (auto it = actions_.cbegin(); it != actions_.cend(); ++it) {
        it.value()->setEnabled(page_ != nullptr && page_->canRun(it.key()));
        const QString named = page_ != nullptr ? page_->commandText(it.key()) : QString();
        it.value()->setText(named.isEmpty() ? texts_.value(it.key()) : named);
    }
}

}  // namespace wr::gui
