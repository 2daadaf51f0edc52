// wrstudio's main window: wiring only. Stores open in tabs (widgets/
// StorePage: a hive or any store URI); the window adds the menus, the toolbar
// with the address bar and the write-access switch, the message bar, the
// operation log dock and the status bar, and points the shared actions
// (StoreActions) and the undo group at the current tab.
#pragma once

#include <QList>
#include <QMainWindow>

#include "widgets/shell/store_address.h"

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;

namespace wr::gui {
class Bookmarks;
class MessageBar;
class OperationLog;
class RecentStores;
class StoreActions;
class StorePage;
struct Bookmark;
}  // namespace wr::gui

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Opens `address` in a tab of its own, or shows the tab that has it open.
    wr::gui::StorePage* openStore(const wr::gui::StoreAddress& address);
    wr::gui::StorePage* currentPage() const;
    QList<wr::gui::StorePage*> pages() const;
    QLineEdit* addressBar() const { return address_; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    QWidget* createWelcomePage();
    void chooseStore();
    void closeTab(int index);
    // Asks before staged changes are dropped; true when the page may go.
    bool mayDiscard(wr::gui::StorePage* page);
    void onCurrentChanged();
    void updatePage(wr::gui::StorePage* page);
    void setWritable(bool writable);
    void goToAddress();
    void addBookmark();
    void openBookmark(const wr::gui::Bookmark& bookmark);

    wr::gui::StoreActions* actions_;
    wr::gui::RecentStores* recent_;
    wr::gui::Bookmarks* bookmarks_;
    wr::gui::MessageBar* messages_;
    wr::gui::OperationLog* log_;
    QUndoGroup* undoGroup_;
    QStackedWidget* stack_;
    QTabWidget* tabs_;
    QWidget* welcome_ = nullptr;
    QLineEdit* address_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* closeTabAction_ = nullptr;
    QAction* writableAction_ = nullptr;
    QAction* bookmarkAction_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* bookmarksMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QLabel* locationLabel_;
    QLabel* statusLabel_;
    QLabel* modeLabel_;
};
