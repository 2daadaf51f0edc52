// wrstudio's main window: wiring only. Stores open in tabs (widgets/
// StorePage: a hive or any store URI, each with its own messages); the window
// adds the menus, the toolbar with the address bar and the write-access
// switch, the operation log and staged changes docks and the status bar,
// points the shared actions (StoreActions) and the undo group at the current
// tab, and remembers its geometry, its docks and each store's last view.
#pragma once

#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <functional>

#include "widgets/shell/store_address.h"

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;

namespace wr::gui {
class BenchmarkWindow;
class Bookmarks;
class OperationLog;
class RecentStores;
class RememberedViews;
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
    QTabWidget* tabs() const { return tabs_; }
    // The Staged Changes dock's contents: the current tab's undo history, or
    // a note that there is nothing staged.
    QStackedWidget* stagedChanges() const { return staged_; }
    // Tools > Benchmark...: the workbench, created when first shown; with a
    // store URI, prepared to measure fresh stores of that store's kind and
    // layout (never the open store itself).
    wr::gui::BenchmarkWindow* showBenchmark(const QString& storeUri = {});
    wr::gui::BenchmarkWindow* benchmarkWindow() const;
    // Puts the window, its docks and toolbar where they were when it last closed.
    void restoreLayout();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    QWidget* createWelcomePage();
    void chooseStore();
    QWidget* createStagedChangesView();
    void closeTab(int index);
    void removePage(wr::gui::StorePage* page);
    enum class StagedChoice { Write, Discard, Cancel };
    // Asks what becomes of the page's staged changes before it closes (or,
    // without `offerWrite`, before they are dropped by going read-only).
    StagedChoice askAboutStagedChanges(wr::gui::StorePage* page, bool offerWrite);
    // Writes the page's staged changes and calls `then` once they are all
    // written; a failed write keeps the page (its message says why).
    void writeThen(wr::gui::StorePage* page, const std::function<void()>& then);
    void moveTab(int step);
    void findInPage();
    void findNextInPage();
    void focusAddressBar();
    void onCurrentChanged();
    void updatePage(wr::gui::StorePage* page);
    void setWritable(bool writable);
    void goToAddress();
    void addBookmark();
    void openBookmark(const wr::gui::Bookmark& bookmark);
    // File > Migrate... (empty `source`) and a tab's Migrate This Store....
    void migrate(const QString& source);
    // A store admits one opener: the tabs that have `uri` open close for the migration.
    void releaseStore(const QString& uri);
    void showTabMenu(const QPoint& position);

    wr::gui::StoreActions* actions_;
    wr::gui::RecentStores* recent_;
    wr::gui::Bookmarks* bookmarks_;
    wr::gui::RememberedViews* views_;
    wr::gui::OperationLog* log_;
    QUndoGroup* undoGroup_;
    QStackedWidget* stack_;
    QTabWidget* tabs_;
    QStackedWidget* staged_ = nullptr;
    QWidget* welcome_ = nullptr;
    QLineEdit* address_ = nullptr;
    QAction* newStoreAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* migrateAction_ = nullptr;
    QAction* benchmarkAction_ = nullptr;
    QPointer<wr::gui::BenchmarkWindow> benchmark_;
    QAction* closeTabAction_ = nullptr;
    QAction* writableAction_ = nullptr;
    QAction* bookmarkAction_ = nullptr;
    QAction* findAction_ = nullptr;
    QAction* findNextAction_ = nullptr;
    QAction* goToAddressAction_ = nullptr;
    QAction* nextTabAction_ = nullptr;
    QAction* previousTabAction_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* bookmarksMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QLabel* locationLabel_;
    QLabel* statusLabel_;
    QLabel* modeLabel_;
    // Pages whose changes the user chose to drop while the window closes.
    QList<QPointer<wr::gui::StorePage>> droppedOnClose_;
};
