// StorePage: one open store in the window's tabs — a raw registry hive
// (HivePage) or any store a URI names (KvStorePage) — with views of its own
// in an inner tab bar, a progress strip for its background work, and the
// commands of StoreCommand. Pages open their store themselves, off the GUI
// thread, read-only unless the address says otherwise, and report what
// happens through message() (for the window's message bar) and logged()
// (for the operation log); nothing a store does can stop the window.
#pragma once

#include <QWidget>

#include <functional>

#include "util/status.h"
#include "widgets/common/message_bar.h"
#include "widgets/common/operation_log.h"
#include "widgets/shell/store_address.h"
#include "widgets/shell/store_command.h"

class QTabWidget;
class QUndoStack;

namespace wr::gui {

class ProgressStrip;
class StoreActions;

class StorePage : public QWidget {
    Q_OBJECT

public:
    const StoreAddress& address() const { return address_; }
    bool isReadOnly() const { return !address_.writable; }
    virtual bool isOpen() const = 0;
    // Opens the store as address() says (closing it first when it is open).
    virtual void open() = 0;
    // Opens the store again, for writing or read-only.
    void reopen(bool writable);

    virtual bool canRun(StoreCommand command) const = 0;
    virtual void run(StoreCommand command) = 0;
    // Staged changes not yet written (a tab with them shows a star).
    virtual bool hasUnwrittenChanges() const { return false; }
    // The page's undo stack, null for pages without edits.
    virtual QUndoStack* undoStack() const { return nullptr; }

    // The address bar: where the page is, and going somewhere (a registry
    // path, or a logical key of a store). Answered by locationChanged() or a
    // message saying what was not found.
    virtual QString location() const = 0;
    virtual void goTo(const QString& target) = 0;
    // What the status bar shows for the current place: counts, last write.
    virtual QString statusText() const { return {}; }

    // Actions for the views' context menus.
    void setActions(StoreActions* actions) { actions_ = actions; }
    QTabWidget* views() const { return views_; }
    ProgressStrip* progressStrip() const { return progress_; }
    bool isBusy() const;

signals:
    void message(wr::gui::MessageBar::Level level, const QString& text);
    void logged(wr::gui::OperationLog::Outcome outcome, const QString& operation, const QString& detail);
    // What canRun() answers may have changed, or the status text did.
    void stateChanged();
    void locationChanged(const QString& location);
    // The store opened (or failed to): the window updates its title.
    void openFinished(bool opened);
    // What the user asked for needs the store open for writing: the window asks and reopens it.
    void writeAccessRequested();

protected:
    StorePage(const StoreAddress& address, QWidget* parent);

    StoreActions* actions() const { return actions_; }
    // A failure: into the message bar and the log.
    void reportFailure(const QString& operation, const QString& message);
    void reportDone(const QString& operation, const QString& detail = {});
    // An edit's outcome: nothing when it is OK, else why it was refused (a
    // warning for a read-only store, an error otherwise) and a log line.
    void applied(const wr::Status& status, const QString& operation);
    // Write Changes of `count` staged changes: how starting it went, and its
    // progress (with Cancel calling `cancel` when there is one).
    void writeStarted(const wr::Status& status, int count, std::function<void()> cancel = {});
    // Revert Changes: asks before dropping `count` staged changes and, when
    // the user agrees, calls `drop` and logs it.
    void revertAfterAsking(int count, const std::function<void()>& drop);

    StoreAddress address_;

private:
    QTabWidget* views_;
    ProgressStrip* progress_;
    StoreActions* actions_ = nullptr;
};

}  // namespace wr::gui
