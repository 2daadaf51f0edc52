// RegistryClipboard: Copy in regedit's view, as regedit has it. Copy Key Path
// (Ctrl+C on the key tree) copies the selected key's full path with its root
// ("HKCU\Factory\Workshops"), which the Go to bar and .reg files take back;
// Copy Value Name copies the selected values' names; Copy Value (Ctrl+C on
// the value table) copies each selected value as its name, type and data as
// the table shows them, tab-separated, a value per line, as spreadsheets
// paste them. The actions are for the panes' context menus too.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;

namespace wr::gui {

class RegistryBrowser;

class RegistryClipboard : public QObject {
    Q_OBJECT

public:
    // `rootLabel` answers the name the paths start with ("HKCU").
    RegistryClipboard(RegistryBrowser* browser, std::function<QString()> rootLabel);

    QAction* copyKeyPathAction() const { return copyKeyPath_; }
    QAction* copyValueNameAction() const { return copyValueName_; }
    QAction* copyValueAction() const { return copyValue_; }

    // The selected key's full path; empty when no key is selected.
    QString keyPath() const;
    // The selected values (or the current one), in row order: their names, or their rows.
    QString valueNames() const;
    QString valueRows() const;

private:
    RegistryBrowser* browser_;
    std::function<QString()> rootLabel_;
    QAction* copyKeyPath_;
    QAction* copyValueName_;
    QAction* copyValue_;
};

}  // namespace wr::gui
