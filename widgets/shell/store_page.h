// StorePage: one open store in the window's tabs — a raw registry hive
// (HivePage) or any store a URI names (KvStorePage) — with views of its own
// in an inner tab bar, a progress strip for its background work, and the
// commands of StoreCommand. Pages open their store themselves, off the GUI
// thread, read-only unless the address says otherwise, and report what
// happens through message() (shown in the page's own message bar, which lies
// over the bottom of the page so that nothing under the pointer moves) and
// logged() (for the operation log); nothing a store does can stop the window.
// A store that fails to open leaves the page showing why, with Retry and
// Close, instead of views waiting for a store that never comes.
#pragma once

#include <QWidget>

#include <functional>

#include "util/status.h"
#include "widgets/common/message_bar.h"
#include "widgets/common/operation_log.h"
#include "widgets/shell/store_address.h"
#include "widgets/shell/store_command.h"

class QStackedWidget;
class QTabWidget;
class QUndoStack;

namespace wr::gui {

class OpenFailurePanel;
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
    virtual int unwrittenChangeCount() const { return 0; }
    // The page's undo stack, null for pages without edits.
    virtual QUndoStack* undoStack() const { return nullptr; }

    // The address bar: where the page is, and going somewhere (a registry
    // path, or a logical key of a store). Answered by locationChanged() or a
    // message saying what was not found.
    virtual QString location() const = 0;
    virtual void goTo(const QString& target) = 0;
    // What the status bar shows for the current place: counts, last write.
    virtual QString statusText() const { return {}; }
    // The text of a command's action where this store names the command its
    // own way (WR-Store++ reallocates where other stores compact); empty for
    // the usual text.
    virtual QString commandText(StoreCommand) const { return {}; }
    // Edit > Find and Find Next: focus the page's search field, go to the
    // next search hit. False when the page has no search (or no next hit).
    virtual bool focusSearch() { return false; }
    virtual bool findNext() { return false; }

    // Actions for the views' context menus.
    void setActions(StoreActions* actions) { actions_ = actions; }
    QTabWidget* views() const { return views_; }
    ProgressStrip* progressStrip() const { return progress_; }
    bool isBusy() const;
    // The page's own messages; hidden while there is none.
    MessageBar* messageBar() const { return messages_; }
    // Why the store did not open, shown instead of the views; hidden once it opens.
    OpenFailurePanel* openFailure() const { return failure_; }

signals:
    void message(wr::gui::MessageBar::Level level, const QString& text);
    void logged(wr::gui::OperationLog::Outcome outcome, const QString& operation, const QString& detail);
    // What canRun() answers may have changed, or the status text did.
    void stateChanged();
    void locationChanged(const QString& location);
    // The store opened (or failed to): the window updates its title.
    void openFinished(bool opened);
    // Write Changes ended: everything was written, or nothing more will be.
    void writeFinished(bool written);
    // The user asked to close the page (the open failure's Close).
    void closeRequested();
    // What the user asked for needs the store open for writing: the window asks and reopens it.
    void writeAccessRequested();

protected:
    StorePage(const StoreAddress& address, QWidget* parent);

    StoreActions* actions() const { return actions_; }
    // A failure: into the message bar and the log.
    void reportFailure(const QString& operation, const QString& message);
    // Opening the store failed: the page shows why instead of its views, logs
    // it and finishes the open.
    void reportOpenFailure(const QString& operation, const QString& message);
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

    void resizeEvent(QResizeEvent* event) override;

private:
    void showMessage(MessageBar::Level level, const QString& text);
    // Lays the message bar over the bottom of the page.
    void placeMessageBar();

    QTabWidget* views_;
    ProgressStrip* progress_;
    QStackedWidget* body_;
    OpenFailurePanel* failure_;
    MessageBar* messages_;
    StoreActions* actions_ = nullptr;
};

}  // namespace wr::gui
