#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include "widgets/common/icons.h"
#include "widgets/common/message_bar.h"
#include "widgets/common/operation_log.h"
#include "widgets/pages/store_pages.h"
#include "widgets/shell/bookmarks.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/recent_stores.h"
#include "widgets/shell/store_actions.h"
#include "widgets/shell/store_page.h"

using wr::gui::MessageBar;
using wr::gui::OperationLog;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;
using wr::gui::StorePage;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      actions_(new wr::gui::StoreActions(this)),
      recent_(new wr::gui::RecentStores(this)),
      bookmarks_(new wr::gui::Bookmarks(this)),
      messages_(new MessageBar(this)),
      log_(new OperationLog(this)),
      undoGroup_(new QUndoGroup(this)),
      stack_(new QStackedWidget(this)),
      tabs_(new QTabWidget(this)),
      locationLabel_(new QLabel(this)),
      statusLabel_(new QLabel(this)),
      modeLabel_(new QLabel(this)) {
    setWindowTitle(tr("WR Studio"));
    setWindowIcon(wr::gui::icons::application());

    tabs_->setTabsClosable(true);
    tabs_->setMovable(true);
    connect(tabs_, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onCurrentChanged);

    createActions();
    createMenus();
    createToolBar();
    createStatusBar();

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(messages_);
    layout->addWidget(stack_, 1);
    stack_->addWidget(welcome_);
    stack_->addWidget(tabs_);
    setCentralWidget(central);

    auto* logDock = new QDockWidget(tr("Operation Log"), this);
    logDock->setObjectName(QStringLiteral("operationLog"));
    logDock->setWidget(log_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    viewMenu_->addAction(logDock->toggleViewAction());
    // The staged changes of the current tab, oldest first; clicking one undoes
    // the ones after it.
    auto* history = new QUndoView(undoGroup_, this);
    history->setEmptyLabel(tr("<no staged changes>"));
    auto* historyDock = new QDockWidget(tr("Staged Changes"), this);
    historyDock->setObjectName(QStringLiteral("stagedChanges"));
    historyDock->setWidget(history);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    tabifyDockWidget(logDock, historyDock);
    logDock->raise();
    viewMenu_->addAction(historyDock->toggleViewAction());
    resizeDocks({logDock}, {130}, Qt::Vertical);

    connect(recent_, &wr::gui::RecentStores::openRequested, this,
            [this](const StoreAddress& address) { openStore(address); });
    connect(bookmarks_, &wr::gui::Bookmarks::openRequested, this, &MainWindow::openBookmark);
    onCurrentChanged();
}

void MainWindow::createActions() {
    openAction_ = new QAction(wr::gui::icons::themed(QStringLiteral("document-open"), QStyle::SP_DirOpenIcon),
                              tr("&Open..."), this);
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setStatusTip(tr("Open a hive or a store by URI, read-only unless asked otherwise"));
    connect(openAction_, &QAction::triggered, this, &MainWindow::chooseStore);

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
}

void MainWindow::createMenus() {
    auto command = [this](StoreCommand c) { return actions_->action(c); };

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(openAction_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, [this] { recent_->fill(recentMenu_); });
    file->addAction(closeTabAction_);
    file->addSeparator();
    file->addAction(command(StoreCommand::WriteChanges));
    file->addAction(command(StoreCommand::RevertChanges));
    file->addSeparator();
    file->addAction(command(StoreCommand::ImportReg));
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(command(StoreCommand::ExportReg));
    exportMenu->addAction(command(StoreCommand::ExportCsv));
    exportMenu->addAction(command(StoreCommand::ExportJson));
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

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(command(StoreCommand::Refresh));
    viewMenu_->addSeparator();

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(writableAction_);
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
    auto* hint = new QLabel(tr("Open a registry hive, a WR-Store, a WR-Store++, a ZDB or any other store by URI.\n"
                               "Stores open read-only; writing is switched on explicitly."),
                            page);
    hint->setAlignment(Qt::AlignCenter);
    auto* open = new QPushButton(openAction_->icon(), openAction_->text().remove(QLatin1Char('&')), page);
    connect(open, &QPushButton::clicked, openAction_, &QAction::trigger);
    auto* layout = new QVBoxLayout(page);
    layout->addStretch();
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(12);
    layout->addWidget(open, 0, Qt::AlignHCenter);
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
    connect(page, &StorePage::message, messages_, &MessageBar::showMessage);
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
    const int index = tabs_->addTab(page, page->address().title());
    tabs_->setTabToolTip(index, page->address().toString());
    tabs_->setCurrentIndex(index);
    page->open();
    return page;
}

void MainWindow::chooseStore() {
    wr::gui::OpenStoreDialog dialog(this);
    if (StorePage* page = currentPage()) dialog.setAddress(page->address());
    if (dialog.exec() == QDialog::Accepted) openStore(dialog.address());
}

bool MainWindow::mayDiscard(StorePage* page) {
    if (page == nullptr || !page->hasUnwrittenChanges()) return true;
    tabs_->setCurrentWidget(page);
    const auto answer = QMessageBox::warning(
        this, tr("Staged Changes"),
        tr("%1 has staged changes that were never written. Drop them?\n\nChoose No and then File > Write Changes "
           "to keep them.")
            .arg(page->address().title()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void MainWindow::closeTab(int index) {
    auto* page = qobject_cast<StorePage*>(tabs_->widget(index));
    if (page == nullptr || !mayDiscard(page)) return;
    if (QUndoStack* stack = page->undoStack()) undoGroup_->removeStack(stack);
    tabs_->removeTab(index);
    // The page's sessions close their stores on their workers as it goes.
    page->deleteLater();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    for (StorePage* page : pages()) {
        if (!mayDiscard(page)) {
            event->ignore();
            return;
        }
    }
    event->accept();
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
    writableAction_->setEnabled(page != nullptr && !page->isBusy());
    writableAction_->setChecked(page != nullptr && !page->isReadOnly());
    bookmarkAction_->setEnabled(page != nullptr && page->isOpen());
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
    } else if (!mayDiscard(page)) {
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
            messages_->showMessage(MessageBar::Level::Warning, error);
        }
        return;
    }
    page->goTo(target);
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
        messages_->showMessage(MessageBar::Level::Warning, error);
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
