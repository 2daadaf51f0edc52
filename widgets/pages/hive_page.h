// HivePage: a raw registry hive in a tab — regedit's panes
// (RegistryBrowser) with safe editing (RegistryEditor: every change staged
// until File > Write Changes), .reg import with a preview, export of a key as
// .reg, CSV or JSON, and the registry's statistics.
#pragma once

#include <optional>

#include "widgets/registry/registry_session.h"
#include "widgets/shell/store_page.h"

class QAbstractItemView;

namespace wr::gui {

class RegistryBrowser;
class RegistryClipboard;
class RegistryEditor;
class StatisticsPanel;

class HivePage : public StorePage {
    Q_OBJECT

public:
    explicit HivePage(const StoreAddress& address, QWidget* parent = nullptr);
    ~HivePage() override;

    bool isOpen() const override;
    void open() override;
    bool canRun(StoreCommand command) const override;
    void run(StoreCommand command) override;
    bool hasUnwrittenChanges() const override;
    int unwrittenChangeCount() const override;
    QUndoStack* undoStack() const override;
    QString location() const override;
    void goTo(const QString& target) override;
    QString statusText() const override;

    // Reads `file` and shows what importing it would change; the user stages
    // it from there (File > Import .reg File without the file dialog). On a
    // tab open read-only, staging asks for write access (writeAccessRequested())
    // and the import is staged once the hive has reopened for writing.
    void importFile(const QString& file);
    bool hasImportAwaitingWriteAccess() const { return awaitingWriteAccess_.has_value(); }

    RegistrySession* session() const { return session_; }
    RegistryBrowser* browser() const { return browser_; }
    RegistryEditor* editor() const { return editor_; }
    RegistryClipboard* clipboard() const { return clipboard_; }
    StatisticsPanel* statistics() const { return statistics_; }

private:
    // The constructor's parts: the panes' context menus and selection, then
    // what the page does with the answers of the session, the import and
    // export, the statistics, the browser and the editor.
    void connectPanes();
    void connectSession();
    void connectImportAndExport();
    void connectStatistics();
    void connectBrowser();
    void connectEditor();

    // To the application's focusChanged, which also fires while QWidget's
    // destructor hides the page, after the HivePage part is gone: cut in
    // ~HivePage, not left to QObject's destructor.
    QMetaObject::Connection focusConnection_;
    // Which pane a Rename or Delete is about: the values pane when it has
    // the focus (or had it last) and a selection.
    bool valuesActive() const;
    QList<int> selectedValueRows() const;
    void newKey();
    void newValue();
    void modifyValue();
    void editValue(const QString& keyPath, const QString& name, quint32 type, const QByteArray& data);
    void rename();
    void deleteSelection();
    void writeChanges();
    void revertChanges();
    void importReg();
    void showImportPreview(const ImportPreview& preview);
    void stageImport(const ImportPreview& preview);
    void exportKey(ExportFormat format);
    void refreshStatistics();
    void showKeyInfo(const wr::reg::KeyInfo& info);
    void onFailed(RequestId id, const RequestError& error);
    void contextMenu(QAbstractItemView* view, const QPoint& position);

    RegistrySession* session_;
    RegistryBrowser* browser_;
    RegistryEditor* editor_;
    RegistryClipboard* clipboard_;
    StatisticsPanel* statistics_;
    QWidget* lastPane_ = nullptr;
    RequestId openRequest_ = 0;
    RequestId valueRequest_ = 0;
    QString valueRequestKey_;  // the staged key path and value name the read is for
    QString valueRequestName_;
    RequestId previewRequest_ = 0;
    RequestId exportRequest_ = 0;
    RequestId statisticsRequest_ = 0;
    // An import the user chose to stage on a read-only tab, staged when the
    // hive is open for writing.
    std::optional<ImportPreview> awaitingWriteAccess_;
    QString keyStatus_;
    // A path typed with a leading root name that is also a key's name: tried
    // as written when the path without it is not there.
    QString retryPath_;
};

}  // namespace wr::gui
