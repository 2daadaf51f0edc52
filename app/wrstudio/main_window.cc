#include "main_window.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

#include "util/clock.h"
#include "widgets/icons.h"
#include "widgets/key_tree_model.h"
#include "widgets/message_bar.h"
#include "widgets/operation_log.h"
#include "widgets/registry_browser.h"

using wr::gui::MessageBar;
using wr::gui::OperationLog;

namespace {

const char* const kLastHiveDirectoryKey = "lastHiveDirectory";

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new wr::gui::RegistrySession(this)),
      browser_(new wr::gui::RegistryBrowser(session_, this)),
      messages_(new MessageBar(this)),
      log_(new OperationLog(this)),
      pages_(new QStackedWidget(this)),
      pathLabel_(new QLabel(this)),
      countsLabel_(new QLabel(this)),
      lastWriteLabel_(new QLabel(this)),
      modeLabel_(new QLabel(this)),
      busy_(new QProgressBar(this)) {
    setWindowTitle(tr("WR Studio"));
    setWindowIcon(wr::gui::icons::application());

    createMenus();
    createStatusBar();

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(messages_);
    layout->addWidget(pages_, 1);
    pages_->addWidget(welcome_);
    pages_->addWidget(browser_);
    pages_->setCurrentWidget(welcome_);
    setCentralWidget(central);

    auto* logDock = new QDockWidget(tr("Operation Log"), this);
    logDock->setObjectName(QStringLiteral("operationLog"));
    logDock->setWidget(log_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    viewMenu_->addAction(logDock->toggleViewAction());
    resizeDocks({logDock}, {140}, Qt::Vertical);

    connect(session_, &wr::gui::RegistrySession::opened, this,
            [this](wr::gui::RequestId id, const wr::gui::SessionInfo& info) { onOpened(id, info); });
    connect(session_, &wr::gui::RegistrySession::closed, this, [this] {
        pages_->setCurrentWidget(welcome_);
        closeAction_->setEnabled(false);
        setWindowTitle(tr("WR Studio"));
        modeLabel_->clear();
    });
    connect(session_, &wr::gui::RegistrySession::requestFailed, this, &MainWindow::onFailed);
    connect(browser_, &wr::gui::RegistryBrowser::currentKeyChanged, this, [this](const QString& path) {
        if (path.isNull()) {
            pathLabel_->clear();
            countsLabel_->clear();
            lastWriteLabel_->clear();
            return;
        }
        const QString root = session_->info().rootLabel;
        pathLabel_->setText(path.isEmpty() ? root : root + QLatin1Char('\\') + path);
    });
    connect(browser_, &wr::gui::RegistryBrowser::currentKeyInfo, this, &MainWindow::showKeyInfo);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(wr::gui::icons::themed(QStringLiteral("document-open"), QStyle::SP_DirOpenIcon),
                                    tr("&Open Hive..."), this, &MainWindow::chooseHive);
    open->setShortcut(QKeySequence::Open);
    closeAction_ = file->addAction(tr("&Close Hive"), session_, &wr::gui::RegistrySession::close);
    closeAction_->setShortcut(QKeySequence::Close);
    closeAction_->setEnabled(false);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    viewMenu_ = menuBar()->addMenu(tr("&View"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About WR Studio"), this, [this] {
        QMessageBox::about(this, tr("About WR Studio"),
                           tr("<b>WR Studio %1</b><p>Explore, edit, benchmark and migrate registry-backed and "
                              "log-structured key-value stores.</p><p>Licensed under the GNU GPL, version 3 or "
                              "later.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    welcome_ = createWelcomePage(open);
}

QWidget* MainWindow::createWelcomePage(QAction* openAction) {
    auto* page = new QWidget(pages_);
    auto* title = new QLabel(tr("No hive is open."), page);
    title->setAlignment(Qt::AlignCenter);
    QFont bigger = title->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    title->setFont(bigger);
    auto* hint = new QLabel(tr("Open a hive directory to browse its keys and values.\n"
                               "Hives open read-only; nothing in them is changed."),
                            page);
    hint->setAlignment(Qt::AlignCenter);
    auto* open = new QPushButton(openAction->icon(), openAction->text().remove(QLatin1Char('&')), page);
    connect(open, &QPushButton::clicked, openAction, &QAction::trigger);
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
    busy_->setRange(0, 0);
    busy_->setMaximumWidth(120);
    busy_->setMaximumHeight(statusBar()->fontMetrics().height());
    busy_->setTextVisible(false);
    busy_->hide();
    pathLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(busy_);
    statusBar()->addWidget(pathLabel_, 1);
    statusBar()->addPermanentWidget(countsLabel_);
    statusBar()->addPermanentWidget(lastWriteLabel_);
    statusBar()->addPermanentWidget(modeLabel_);
}

void MainWindow::setBusy(bool busy) { busy_->setVisible(busy); }

void MainWindow::chooseHive() {
    QSettings settings;
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Open Hive"), settings.value(kLastHiveDirectoryKey, QDir::homePath()).toString());
    if (directory.isEmpty()) return;
    settings.setValue(kLastHiveDirectoryKey, directory);
    openHive(directory, false);
}

void MainWindow::openHive(const QString& directory, bool writable) {
    setBusy(true);
    openingDirectory_ = QDir::toNativeSeparators(directory);
    // In the path label, not as a status bar message, which would hide the busy bar.
    pathLabel_->setText(tr("Opening %1...").arg(openingDirectory_));
    openRequest_ = session_->openHive(directory, !writable);
}

void MainWindow::onOpened(wr::gui::RequestId id, const wr::gui::SessionInfo& info) {
    if (id == openRequest_) {
        openRequest_ = 0;
        setBusy(false);
    }
    messages_->hide();
    pages_->setCurrentWidget(browser_);
    closeAction_->setEnabled(true);
    setWindowTitle(tr("%1 - WR Studio").arg(info.rootLabel));
    modeLabel_->setText(info.readOnly ? tr("Read-only") : tr("Read-write"));
    log_->append(OperationLog::Outcome::Done, tr("Open %1").arg(info.description),
                 tr("%Ln subkey(s) at the root, opened in %1 ms", nullptr, int(info.rootInfo.subkeyCount))
                     .arg(QLocale().toString(info.openMillis)));
    if (!info.recoveryMessage.isEmpty()) {
        messages_->showMessage(MessageBar::Level::Warning, info.recoveryMessage);
        log_->append(OperationLog::Outcome::Note, tr("Recover %1").arg(info.description), info.recoveryMessage);
    }
}

void MainWindow::onFailed(wr::gui::RequestId id, const wr::gui::RequestError& error) {
    log_->append(OperationLog::Outcome::Failed, error.operation, error.message);
    if (id == openRequest_) {
        openRequest_ = 0;
        setBusy(false);
        pathLabel_->clear();
        messages_->showMessage(MessageBar::Level::Error,
                               tr("Could not open %1.\n%2").arg(openingDirectory_, error.message));
        return;
    }
    messages_->showMessage(MessageBar::Level::Error, tr("%1 failed.\n%2").arg(error.operation, error.message));
}

void MainWindow::showKeyInfo(const QString& path, const wr::reg::KeyInfo& info) {
    if (path != browser_->currentKeyPath()) return;
    countsLabel_->setText(wr::gui::KeyTreeModel::countsText(info));
    const QDateTime lastWrite =
        QDateTime::fromMSecsSinceEpoch(wr::filetimeToUnixMicros(info.lastWriteTime) / 1000);
    lastWriteLabel_->setText(
        tr("Last write: %1").arg(info.lastWriteTime == 0 ? tr("unknown")
                                                          : lastWrite.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
}
