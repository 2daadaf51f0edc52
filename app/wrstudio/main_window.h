// wrstudio's main window: wiring only. The registry access, the models and
// the panes live in widgets/; this puts them together with menus, the message
// bar, the operation log dock and the status bar.
#pragma once

#include <QMainWindow>

#include "widgets/registry_session.h"

class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;

namespace wr::gui {
class MessageBar;
class OperationLog;
class RegistryBrowser;
}  // namespace wr::gui

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Opens the hive in `directory` off the GUI thread; read-only unless
    // `writable`.
    void openHive(const QString& directory, bool writable);
    wr::gui::RegistrySession* session() const { return session_; }
    wr::gui::RegistryBrowser* browser() const { return browser_; }

private:
    void createMenus();
    void createStatusBar();
    // Shown while no registry is open, so the window never opens onto two empty panes.
    QWidget* createWelcomePage(QAction* openAction);
    void chooseHive();
    void showKeyInfo(const QString& path, const wr::reg::KeyInfo& info);
    void onOpened(wr::gui::RequestId id, const wr::gui::SessionInfo& info);
    void onFailed(wr::gui::RequestId id, const wr::gui::RequestError& error);
    void setBusy(bool busy);

    wr::gui::RegistrySession* session_;
    wr::gui::RegistryBrowser* browser_;
    wr::gui::MessageBar* messages_;
    wr::gui::OperationLog* log_;
    QStackedWidget* pages_;
    QWidget* welcome_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QLabel* pathLabel_;
    QLabel* countsLabel_;
    QLabel* lastWriteLabel_;
    QLabel* modeLabel_;
    QProgressBar* busy_;
    QAction* closeAction_ = nullptr;
    wr::gui::RequestId openRequest_ = 0;
    QString openingDirectory_;
};
