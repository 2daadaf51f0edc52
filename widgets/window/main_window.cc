#include "widgets/window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

#include "bench/harness/store_profile.h"
#include "widgets/bench/benchmark_window.h"
#include "widgets/common/icons.h"
#include "widgets/common/operation_log.h"
#include "widgets/migrate/migration_wizard.h"
#include "widgets/pages/store_pages.h"
#include "widgets/shell/bookmarks.h"
#include "widgets/shell/new_store_dialog.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/recent_stores.h"
#include "widgets/shell/store_actions.h"
#include "widgets/shell/store_page.h"
#include "widgets/window/language_menu.h"
#include "widgets/window/remembered_views.h"
#include "widgets/window/toolbar_texts.h"

using wr::gui::OperationLog;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;
using wr::gui::StorePage;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      actions_(new wr::gui::StoreActions(this)),
      recent_(new wr::gui::RecentStores(this)),
      bookmarks_(new wr::gui::Bookmarks(this)),
      views_(new wr::gui::RememberedViews(this)),
      log_(new OperationLog(this)),
      undoGroup_(new QUndoGroup(this)),
      stack_(new QStackedWidget(this)),
      tabs_(new QTabWidget(this)),
      locationLabel_(new QLabel(this)),
      statusLabel_(new QLabel(this)),
      modeLabel_(new QLabel(this)) {
    setWindowTitle(tr("WR Studio"));
    setWindowIcon(wr::gui::icons::application());
    resize(1280, 800);

    tabs_->setTabsClosable(true);
    tabs_->setMovable(true);
    connect(tabs_, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onCurrentChanged);
    tabs_->tabBar()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tabs_->tabBar(), &QWidget::customContextMenuRequested, this, &MainWindow::showTabMenu);

    createActions();
    createMenus();
    createToolBar();
    createStatusBar();

    stack_->addWidget(welcome_);
    stack_->addWidget(tabs_);
    setCentralWidget(stack_);

    auto* logDock = new QDockWidget(tr("Operation Log"), this);
    logDock->setObjectName(QStringLiteral("operationLog"));
    logDock->setWidget(log_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    logDock->toggleViewAction()->setText(tr("Operation &Log"));
    viewMenu_->addAction(logDock->toggleViewAction());
    auto* historyDock = new QDockWidget(tr("Staged Changes"), this);
    historyDock->setObjectName(QStringLiteral("stagedChanges"));
    historyDock->setWidget(createStagedChangesView());
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    tabifyDockWidget(logDock, historyDock);
    logDock->raise();
    historyDock->toggleViewAction()->setText(tr("&Staged Changes"));
    viewMenu_->addAction(historyDock->toggleViewAction());
    viewMenu_->addSeparator();
    viewMenu_->addMenu(new wr::gui::LanguageMenu(this));
    resizeDocks({logDock}, {130}, Qt::Vertical);

    connect(recent_, &wr::gui::RecentStores::openRequested, this,
            [this](const StoreAddress& address) { openStore(address); });
    connect(bookmarks_, &wr::gui::Bookmarks::openRequested, this, &MainWindow::openBookmark);
    onCurrentChanged();
}

void MainWindow::createActions() {
    newStoreAction_ = new QAction(wr::gui::icons::themed(QStringLiteral("document-new"), QStyle::SP_FileIcon),
                                  tr("&New Store..."), this);
    newStoreAction_->setShortcut(QKeySequence::New);
    newStoreAction_->setStatusTip(tr("Create an empty store of any kind and open it for writing"));
    connect(newStoreAction_, &QAction::triggered, this, [this] {
        wr::gui::NewStoreDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted) openStore(dialog.address());
    });
    openAction_ = new QAction(wr::gui::icons::themed(QStringLiteral("document-open"), QStyle::SP_DirOpenIcon),
                              tr("&Open..."), this);
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setStatusTip(tr("Open a hive or a store by URI, read-only unless asked otherwise"));
    connect(openAction_, &QAction::triggered, this, &MainWindow::chooseStore);

    migrateAction_ = new QAction(tr("&Migrate..."), this);
    migrateAction_->setStatusTip(tr("Copy every pair of a store into another store of any kind, and verify it"));
    connect(migrateAction_, &QAction::triggered, this, [this] { migrate({}); });

    benchmarkAction_ = new QAction(tr("&Benchmark..."), this);
    benchmarkAction_->setObjectName(QStringLiteral("benchmarkAction"));
    benchmarkAction_->setStatusTip(
        tr("Run the papers' benchmarks or your own workload on fresh stores and watch them live"));
    connect(benchmarkAction_, &QAction::triggered, this, [this] { showBenchmark(); });

    closeTabAction_ = new QAction(tr("&Close Tab"), this);
    closeTabAction_->setShortcut(QKeySequence::Close);
    connect(closeTabAction_, &QAction::triggered, this, [this] { closeTab(tabs_->currentIndex()); });

    writableAction_ =
        new QAction(wr::gui::icons::themed(QStringLiteral("document-edit"), QStyle::SP_FileDialogContentsView),
                    tr("&Writable"), this);
    writableAction_->setCheckable(true);
    writableAction_->setStatusTip(tr("Reopen the store for writing, or back read-only"));
    connect(writableAction_, &QAction::triggered, this, &MainWindow::setWritable);

    bookmarkAction_ = new QAction(tr("&Add Bookmark"), this);
    bookmarkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(bookmarkAction_, &QAction::triggered, this, &MainWindow::addBookmark);

    findAction_ = new QAction(wr::gui::icons::themed(QStringLiteral("edit-find"), QStyle::SP_FileDialogContentsView),
                              tr("&Find..."), this);
    findAction_->setShortcut(QKeySequence::Find);
    findAction_->setStatusTip(tr("Search the current store (or go to a path, where the view has no search)"));
    connect(findAction_, &QAction::triggered, this, &MainWindow::findInPage);
    findNextAction_ = new QAction(tr("Find Ne&xt"), this);
    findNextAction_->setShortcut(QKeySequence::FindNext);
    findNextAction_->setStatusTip(tr("Go to the next search result"));
    connect(findNextAction_, &QAction::triggered, this, &MainWindow::findNextInPage);

    // Ctrl+L as in web browsers, Alt+D as in regedit's and Explorer's address bar.
    goToAddressAction_ = new QAction(tr("Go to &Address"), this);
    goToAddressAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::ALT | Qt::Key_D)});
    goToAddressAction_->setStatusTip(tr("Type a registry path or a key of the store to go to"));
    connect(goToAddressAction_, &QAction::triggered, this, &MainWindow::focusAddressBar);
    nextTabAction_ = new QAction(tr("Ne&xt Tab"), this);
    nextTabAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    connect(nextTabAction_, &QAction::triggered, this, [this] { moveTab(1); });
    previousTabAction_ = new QAction(tr("Pre&vious Tab"), this);
    previousTabAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                                      QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    connect(previousTabAction_, &QAction::triggered, this, [this] { moveTab(-1); });
}

void MainWindow::createMenus() {
    auto command = [this](StoreCommand c) { return actions_->action(c); };

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newStoreAction_);
    file->addAction(openAction_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, [this] { recent_->fill(recentMenu_); });
    file->addAction(closeTabAction_);
    file->addSeparator();
    file->addAction(command(StoreCommand::WriteChanges));
    file->addAction(command(StoreCommand::RevertChanges));
    file->addSeparator();
    file->addAction(command(StoreCommand::ImportReg));
    file->addAction(command(StoreCommand::ImportPairs));
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(command(StoreCommand::ExportReg));
    exportMenu->addAction(command(StoreCommand::ExportCsv));
    exportMenu->addAction(command(StoreCommand::ExportJson));
    file->addAction(migrateAction_);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(wr::gui::icons::themed(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(wr::gui::icons::themed(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    for (StoreCommand c : {StoreCommand::NewKey, StoreCommand::NewValue, StoreCommand::Modify, StoreCommand::Rename,
                           StoreCommand::Delete}) {
        edit->addAction(command(c));
    }
    edit->addSeparator();
    edit->addAction(findAction_);
    edit->addAction(findNextAction_);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(command(StoreCommand::Refresh));
    viewMenu_->addSeparator();
    viewMenu_->addAction(goToAddressAction_);
    viewMenu_->addAction(nextTabAction_);
    viewMenu_->addAction(previousTabAction_);
    viewMenu_->addSeparator();

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(writableAction_);
    tools->addSeparator();
    tools->addAction(benchmarkAction_);
    tools->addSeparator();
    tools->addAction(command(StoreCommand::CheckIntegrity));
    tools->addAction(command(StoreCommand::Compact));

    bookmarksMenu_ = menuBar()->addMenu(tr("&Bookmarks"));
    connect(bookmarksMenu_, &QMenu::aboutToShow, this, [this] { bookmarks_->fill(bookmarksMenu_, {bookmarkAction_}); });
    bookmarks_->fill(bookmarksMenu_, {bookmarkAction_});

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About WR Studio"), this, [this] {
        QMessageBox::about(this, tr("About WR Studio"),
                           tr("<b>WR Studio %1</b><p>Explore, edit, benchmark and migrate registry-backed and "
                              "log-structured key-value stores.</p><p>Licensed under the GNU GPL, version 3 or "
                              "later.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    welcome_ = createWelcomePage();
}

void MainWindow::createToolBar() {
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(openAction_);
    bar->addAction(writableAction_);
    bar->addSeparator();
    bar->addAction(actions_->action(StoreCommand::WriteChanges));
    bar->addAction(actions_->action(StoreCommand::RevertChanges));
    wr::gui::showWithoutMnemonics(bar);
    bar->addSeparator();
    address_ = new QLineEdit(bar);
    address_->setPlaceholderText(tr("A registry path (HKCU\\kvs\\fe\\40) or a key of the store (792479)"));
    address_->setClearButtonEnabled(true);
    address_->setMinimumWidth(320);
    address_->setToolTip(
        tr("Where the current tab is. Type a registry path starting with the root's name, or a key "
           "of the store, and press Return."));
    connect(address_, &QLineEdit::returnPressed, this, &MainWindow::goToAddress);
    bar->addWidget(new QLabel(tr(" Go to: "), bar));
    bar->addWidget(address_);
}

QWidget* MainWindow::createWelcomePage() {
    auto* page = new QWidget(this);
    auto* title = new QLabel(tr("No store is open."), page);
    title->setAlignment(Qt::AlignCenter);
    QFont bigger = title->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    title->setFont(bigger);
    auto* hint = new QLabel(tr("Open a registry hive, a WR-Store, a WR-Store++, a ZDB or any other store by URI,\n"
                               "or create an empty one.\n"
                               "Stores open read-only; writing is switched on explicitly."),
                            page);
    hint->setAlignment(Qt::AlignCenter);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    for (QAction* action : {openAction_, newStoreAction_}) {
        auto* button = new QPushButton(action->icon(), action->text().remove(QLatin1Char('&')), page);
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto* layout = new QVBoxLayout(page);
    layout->addStretch();
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch();
    return page;
}

void MainWindow::createStatusBar() {
    locationLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(locationLabel_, 1);
    statusBar()->addPermanentWidget(statusLabel_);
    statusBar()->addPermanentWidget(modeLabel_);
}

QList<StorePage*> MainWindow::pages() const {
    QList<StorePage*> out;
    for (int i = 0; i < tabs_->count(); ++i) out.append(qobject_cast<StorePage*>(tabs_->widget(i)));
    return out;
}

StorePage* MainWindow::currentPage() const { return qobject_cast<StorePage*>(tabs_->currentWidget()); }

StorePage* MainWindow::openStore(const StoreAddress& address) {
    for (StorePage* page : pages()) {
        if (page->address() == address) {
            tabs_->setCurrentWidget(page);
            if (page->isReadOnly() == address.writable) setWritable(address.writable);
            return page;
        }
    }
    StorePage* page = createStorePage(address, tabs_);
    page->setActions(actions_);
    if (QUndoStack* stack = page->undoStack()) undoGroup_->addStack(stack);
    connect(page, &StorePage::closeRequested, this, [this, page] { closeTab(tabs_->indexOf(page)); });
    connect(page, &StorePage::logged, log_, &OperationLog::append);
    connect(page, &StorePage::stateChanged, this, [this, page] { updatePage(page); });
    connect(page, &StorePage::locationChanged, this, [this, page] { updatePage(page); });
    connect(page, &StorePage::writeAccessRequested, this, [this, page] {
        tabs_->setCurrentWidget(page);
        setWritable(true);
    });
    connect(page, &StorePage::openFinished, this, [this, page](bool opened) {
        if (opened) recent_->add(page->address());
        updatePage(page);
    });
    views_->track(page);
    const int index = tabs_->addTab(page, page->address().title());
    tabs_->setTabToolTip(index, page->address().toString());
    tabs_->setCurrentIndex(index);
    page->open();
    return page;
}

void MainWindow::migrate(const QString& source) {
    QStringList openStores;
    for (StorePage* page : pages()) openStores << page->address().toString();
    wr::gui::MigrationWizard wizard(openStores, this);
    if (!source.isEmpty()) wizard.setSource(source);
    connect(&wizard, &wr::gui::MigrationWizard::storeNeeded, this, &MainWindow::releaseStore);
    connect(&wizard, &wr::gui::MigrationWizard::openTargetRequested, this,
            [this](const QString& uri) { openStore(StoreAddress::store(uri)); });
    wizard.exec();
}

void MainWindow::releaseStore(const QString& uri) {
    const auto needed = StoreAddress::parse(uri);
    if (!needed) return;
    const QStringList neededPaths = needed->paths();
    for (StorePage* page : pages()) {
        const QStringList paths = page->address().paths();
        if (std::any_of(paths.begin(), paths.end(), [&](const QString& path) { return neededPaths.contains(path); }))
            closeTab(tabs_->indexOf(page));
    }
    // The closed pages start letting go of their stores now, before the
    // migration's worker waits for every release and opens them.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

void MainWindow::showTabMenu(const QPoint& position) {
    const int index = tabs_->tabBar()->tabAt(position);
    auto* page = qobject_cast<StorePage*>(tabs_->widget(index));
    if (page == nullptr) return;
    QMenu menu(this);
    QAction* migrateThis = menu.addAction(tr("&Migrate This Store..."));
    migrateThis->setEnabled(page->address().kind == StoreAddress::Kind::Store);
    QAction* benchmarkThis = menu.addAction(tr("&Benchmark This Store..."));
    benchmarkThis->setEnabled(page->address().kind == StoreAddress::Kind::Store);
    menu.addAction(tr("&Close Tab"), this, [this, index] { closeTab(index); });
    QAction* chosen = menu.exec(tabs_->tabBar()->mapToGlobal(position));
    if (chosen == migrateThis) migrate(page->address().toString());
    if (chosen == benchmarkThis) showBenchmark(page->address().toString());
}

wr::gui::BenchmarkWindow* MainWindow::benchmarkWindow() const { return benchmark_.data(); }

wr::gui::BenchmarkWindow* MainWindow::showBenchmark(const QString& storeUri) {
    if (benchmark_ == nullptr) {
        benchmark_ = new wr::gui::BenchmarkWindow({}, this);
        benchmark_->setWindowFlag(Qt::Window);
        connect(benchmark_, &wr::gui::BenchmarkWindow::openStoreRequested, this,
                [this](const QString& uri) { openStore(StoreAddress::store(uri)); });
    }
    // The open stores, as fresh stores of their kind and layout: their
    // settings without the locations.
    QList<QPair<QString, QString>> open;
    for (StorePage* page : pages()) {
        if (page->address().kind != StoreAddress::Kind::Store) continue;
        open.append({page->address().title(),
                     QString::fromStdString(wr::bench::storeSettings(page->address().toString().toStdString()))});
    }
    benchmark_->setOpenStores(open);
    if (!storeUri.isEmpty()) {
        const QString settings = QString::fromStdString(wr::bench::storeSettings(storeUri.toStdString()));
        benchmark_->prepareStoreBenchmark(StoreAddress::store(storeUri).title(), settings);
    }
    benchmark_->show();
    benchmark_->raise();
    benchmark_->activateWindow();
    return benchmark_;
}

void MainWindow::chooseStore() {
    wr::gui::OpenStoreDialog dialog(this);
    if (StorePage* page = currentPage()) dialog.setAddress(page->address());
    if (dialog.exec() == QDialog::Accepted) openStore(dialog.address());
}

MainWindow::StagedChoice MainWindow::askAboutStagedChanges(StorePage* page, bool offerWrite) {
    tabs_->setCurrentWidget(page);
    QMessageBox box(QMessageBox::Warning, tr("Staged Changes"),
                    tr("%1 has %Ln staged change(s) that were never written.", nullptr, page->unwrittenChangeCount())
                        .arg(page->address().title()),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("stagedChangesPrompt"));
    box.setInformativeText(offerWrite ? tr("Write them to the store before the tab closes, or drop them?")
                                      : tr("Going read-only drops them; the store stays as it was last written."));
    QPushButton* write = offerWrite ? box.addButton(tr("&Write and Close"), QMessageBox::AcceptRole) : nullptr;
    QPushButton* discard = box.addButton(tr("&Discard Changes"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(write != nullptr ? write : cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (write != nullptr && box.clickedButton() == write) return StagedChoice::Write;
    return box.clickedButton() == discard ? StagedChoice::Discard : StagedChoice::Cancel;
}

void MainWindow::writeThen(StorePage* page, const std::function<void()>& then) {
    if (!page->canRun(StoreCommand::WriteChanges)) {
        statusBar()->showMessage(
            tr("%1 cannot write its changes now; the tab stays open.").arg(page->address().title()), 10000);
        return;
    }
    auto finished = std::make_shared<QMetaObject::Connection>();
    *finished = connect(page, &StorePage::writeFinished, this, [page, finished, then](bool written) {
        disconnect(*finished);
        if (written && !page->hasUnwrittenChanges()) then();
    });
    page->run(StoreCommand::WriteChanges);
}

void MainWindow::closeTab(int index) {
    auto* page = qobject_cast<StorePage*>(tabs_->widget(index));
    if (page == nullptr) return;
    if (page->hasUnwrittenChanges()) {
        switch (askAboutStagedChanges(page, true)) {
        case StagedChoice::Cancel: return;
        case StagedChoice::Write: writeThen(page, [this, page] { removePage(page); }); return;
        case StagedChoice::Discard: break;
        }
    }
    removePage(page);
}

void MainWindow::removePage(StorePage* page) {
    if (QUndoStack* stack = page->undoStack()) undoGroup_->removeStack(stack);
    tabs_->removeTab(tabs_->indexOf(page));
    // The page's sessions close their stores on their workers as it goes.
    page->deleteLater();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    for (StorePage* page : pages()) {
        if (!page->hasUnwrittenChanges() || droppedOnClose_.contains(page)) continue;
        const StagedChoice choice = askAboutStagedChanges(page, true);
        if (choice == StagedChoice::Discard) {
            droppedOnClose_.append(page);
            continue;
        }
        droppedOnClose_.clear();
        event->ignore();
        // Asked again once written: the other pages' changes are still to be decided.
        if (choice == StagedChoice::Write) writeThen(page, [this] { close(); });
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::restoreLayout() {
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

QWidget* MainWindow::createStagedChangesView() {
    // The staged changes of the current tab, oldest first; clicking one undoes
    // the ones after it, clicking the first row undoes them all.
    auto* history = new QUndoView(undoGroup_, this);
    history->setEmptyLabel(tr("The store as last written"));
    // Nothing staged is said by a note, not by a row of the list that could be clicked.
    auto* nothing = new QLabel(tr("No staged changes."), this);
    nothing->setAlignment(Qt::AlignCenter);
    nothing->setEnabled(false);
    staged_ = new QStackedWidget(this);
    staged_->addWidget(nothing);
    staged_->addWidget(history);
    auto update = [this, history, nothing] {
        const QUndoStack* stack = undoGroup_->activeStack();
        staged_->setCurrentWidget(stack != nullptr && stack->count() > 0 ? static_cast<QWidget*>(history) : nothing);
    };
    connect(undoGroup_, &QUndoGroup::activeStackChanged, staged_, update);
    connect(undoGroup_, &QUndoGroup::indexChanged, staged_, update);
    connect(undoGroup_, &QUndoGroup::cleanChanged, staged_, update);
    return staged_;
}

void MainWindow::onCurrentChanged() {
    StorePage* page = currentPage();
    stack_->setCurrentWidget(page != nullptr ? static_cast<QWidget*>(tabs_) : welcome_);
    actions_->setPage(page);
    undoGroup_->setActiveStack(page != nullptr ? page->undoStack() : nullptr);
    updatePage(page);
}

void MainWindow::updatePage(StorePage* page) {
    if (page != nullptr) {
        const int index = tabs_->indexOf(page);
        const QString title = page->address().title();
        tabs_->setTabText(index, page->hasUnwrittenChanges() ? title + QStringLiteral(" *") : title);
        tabs_->setTabIcon(index, page->isReadOnly() ? wr::gui::icons::themed(QStringLiteral("object-locked"),
                                                                             QStyle::SP_FileDialogInfoView)
                                                    : QIcon());
    }
    if (page != currentPage()) return;
    actions_->update();
    closeTabAction_->setEnabled(page != nullptr);
    // A page whose store did not open has nothing to reopen: Retry is on the page.
    writableAction_->setEnabled(page != nullptr && page->isOpen() && !page->isBusy());
    writableAction_->setChecked(page != nullptr && !page->isReadOnly());
    bookmarkAction_->setEnabled(page != nullptr && page->isOpen());
    findAction_->setEnabled(page != nullptr);
    findNextAction_->setEnabled(page != nullptr);
    if (page == nullptr) {
        setWindowTitle(tr("WR Studio"));
        address_->clear();
        locationLabel_->clear();
        statusLabel_->clear();
        modeLabel_->clear();
        return;
    }
    setWindowTitle(tr("%1 - WR Studio").arg(page->address().title()));
    if (!address_->hasFocus()) address_->setText(page->location());
    locationLabel_->setText(page->location());
    statusLabel_->setText(page->statusText());
    modeLabel_->setText(page->isReadOnly() ? tr("Read-only") : tr("Read-write"));
}

void MainWindow::setWritable(bool writable) {
    StorePage* page = currentPage();
    if (page == nullptr || page->isReadOnly() != writable) {
        updatePage(page);
        return;
    }
    if (writable) {
        const auto answer = QMessageBox::question(
            this, tr("Open for Writing"),
            tr("Reopen %1 for writing?\n\nOther programs then cannot open it; every change is still staged until "
               "you write it.")
                .arg(page->address().title()),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            updatePage(page);
            return;
        }
    } else if (page->hasUnwrittenChanges() && askAboutStagedChanges(page, false) != StagedChoice::Discard) {
        updatePage(page);
        return;
    }
    log_->append(OperationLog::Outcome::Note, tr("Reopen %1").arg(page->address().title()),
                 writable ? tr("for writing") : tr("read-only"));
    page->reopen(writable);
    updatePage(page);
}

void MainWindow::goToAddress() {
    StorePage* page = currentPage();
    const QString target = address_->text().trimmed();
    if (target.isEmpty()) return;
    // A store's address opens that store; anything else is a place in the current one.
    if (page == nullptr || target.startsWith(QLatin1String("hive:"))) {
        QString error;
        if (auto address = StoreAddress::parse(target, &error)) {
            openStore(*address);
        } else {
            // Belongs to no tab: the status bar says it.
            statusBar()->showMessage(error, 10000);
        }
        return;
    }
    page->goTo(target);
}

void MainWindow::focusAddressBar() {
    address_->setFocus(Qt::ShortcutFocusReason);
    address_->selectAll();
}

void MainWindow::moveTab(int step) {
    const int count = tabs_->count();
    if (count > 1) tabs_->setCurrentIndex((tabs_->currentIndex() + step + count) % count);
}

void MainWindow::findInPage() {
    StorePage* page = currentPage();
    if (page == nullptr || page->focusSearch()) return;
    // A view without a search field: going to a path or key is its search.
    focusAddressBar();
    statusBar()->showMessage(tr("Type a path or a key to go to, and press Return."), 5000);
}

void MainWindow::findNextInPage() {
    StorePage* page = currentPage();
    if (page != nullptr && !page->findNext()) statusBar()->showMessage(tr("No further search result."), 5000);
}

void MainWindow::addBookmark() {
    StorePage* page = currentPage();
    if (page == nullptr) return;
    bool ok = false;
    const QString target = page->location();
    const QString name = QInputDialog::getText(this, tr("Add Bookmark"), tr("Name of the bookmark:"), QLineEdit::Normal,
                                               page->address().title() + QLatin1String(": ") + target, &ok);
    if (!ok || name.isEmpty()) return;
    bookmarks_->add({name, page->address().toString(), target});
    log_->append(OperationLog::Outcome::Note, tr("Bookmark %1").arg(target), name);
}

void MainWindow::openBookmark(const wr::gui::Bookmark& bookmark) {
    QString error;
    const auto address = StoreAddress::parse(bookmark.store, &error);
    if (!address) {
        statusBar()->showMessage(error, 10000);
        return;
    }
    StorePage* page = openStore(*address);
    if (page->isOpen()) {
        page->goTo(bookmark.target);
        return;
    }
    // Goes there once the store is open.
    auto* once = new QObject(page);
    connect(page, &StorePage::openFinished, once, [page, once, target = bookmark.target](bool opened) {
        if (opened) page->goTo(target);
        once->deleteLater();
    });
}
