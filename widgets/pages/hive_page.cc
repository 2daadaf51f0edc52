#include "widgets/pages/hive_page.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QUndoStack>

#include "util/clock.h"
#include "widgets/common/icons.h"
#include "widgets/common/progress_strip.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/inspector/value_edit_dialog.h"
#include "widgets/registry/import_preview_dialog.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/pending_changes.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_clipboard.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"
#include "widgets/shell/store_actions.h"
#include "widgets/shell/windows_hive_file.h"

namespace wr::gui {

namespace {

const char* const kLastImportDirectoryKey = "lastImportDirectory";
const char* const kLastExportDirectoryKey = "lastExportDirectory";
// A confirmation lists this many names, then says how many more.
constexpr int kListedNames = 10;

QString keyLabel(const QString& path) {
    return path.isEmpty() ? QCoreApplication::translate("wr::gui::HivePage", "the root key") : path;
}

QString importOperation(const QString& file) {
    return QCoreApplication::translate("wr::gui::HivePage", "Import %1").arg(QDir::toNativeSeparators(file));
}

QString valueLabel(const QString& name) {
    return name.isEmpty() ? QCoreApplication::translate("wr::gui::HivePage", "(Default)") : name;
}

}  // namespace

HivePage::HivePage(const StoreAddress& address, QWidget* parent)
    : StorePage(address, parent),
      session_(new RegistrySession(this)),
      browser_(new RegistryBrowser(session_, this)),
      editor_(new RegistryEditor(session_, browser_, this)),
      clipboard_(new RegistryClipboard(browser_, [this] { return session_->info().rootLabel; })),
      statistics_(new StatisticsPanel(false, this)) {
    views()->addTab(browser_, icons::key(), tr("Registry"));
    views()->addTab(statistics_, tr("Statistics"));

    connectPanes();
    connectSession();
    connectImportAndExport();
    connectStatistics();
    connectBrowser();
    connectEditor();
}

HivePage::~HivePage() { disconnect(focusConnection_); }

void HivePage::connectPanes() {
    for (QAbstractItemView* view : {static_cast<QAbstractItemView*>(browser_->keyView()),
                                    static_cast<QAbstractItemView*>(browser_->valueView())}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint& position) { contextMenu(view, position); });
    }
    browser_->valueView()->setSelectionMode(QAbstractItemView::ExtendedSelection);
    focusConnection_ = connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (now == browser_->keyView() || now == browser_->valueView()) {
            lastPane_ = now;
            emit stateChanged();
        }
    });
    connect(browser_->valueView(), &QAbstractItemView::doubleClicked, this, [this] {
        if (canRun(StoreCommand::Modify)) modifyValue();
    });
    connect(browser_->valueView()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StorePage::stateChanged);
}

void HivePage::connectSession() {
    connect(session_, &RegistrySession::opened, this, [this](RequestId id, const SessionInfo& info) {
        if (id == openRequest_) {
            openRequest_ = 0;
            progressStrip()->finish();
        }
        reportDone(tr("Open %1").arg(info.description),
                   tr("%Ln subkey(s) at the root, opened %1 in %2 ms", nullptr, int(info.rootInfo.subkeyCount))
                       .arg(info.readOnly ? tr("read-only") : tr("for writing"), QLocale().toString(info.openMillis)));
        if (!info.recoveryMessage.isEmpty()) {
            emit message(MessageBar::Level::Warning, info.recoveryMessage);
            emit logged(OperationLog::Outcome::Note, tr("Recover %1").arg(info.description), info.recoveryMessage);
        }
        statistics_->clearFacts();
        if (views()->currentWidget() == statistics_) refreshStatistics();
        if (!info.readOnly && awaitingWriteAccess_) stageImport(*std::exchange(awaitingWriteAccess_, std::nullopt));
        emit openFinished(true);
        emit stateChanged();
    });
    connect(session_, &RegistrySession::closed, this, &StorePage::stateChanged);
    connect(session_, &RegistrySession::requestFailed, this, &HivePage::onFailed);
    connect(session_, &RegistrySession::progress, this,
            [this](RequestId id, const QString& phase, quint64 done, quint64 total) {
                if (id == previewRequest_ || id == exportRequest_) progressStrip()->setProgress(phase, done, total);
            });
    connect(session_, &RegistrySession::valueQueried, this,
            [this](RequestId id, const QString&, const QString&, quint32 type, const QByteArray& data) {
                if (id != valueRequest_) return;
                valueRequest_ = 0;
                editValue(valueRequestKey_, valueRequestName_, type, data);
            });
}

void HivePage::connectImportAndExport() {
    connect(session_, &RegistrySession::importPreviewed, this, [this](RequestId id, const ImportPreview& preview) {
        if (id != previewRequest_) return;
        previewRequest_ = 0;
        progressStrip()->finish();
        emit stateChanged();
        showImportPreview(preview);
    });
    connect(session_, &RegistrySession::exported, this,
            [this](RequestId id, const ExportRequest& request, const ExportResult& result) {
                if (id != exportRequest_) return;
                exportRequest_ = 0;
                progressStrip()->finish();
                const QString detail = request.format == ExportFormat::Reg
                                           ? tr("%Ln key(s) written to %1", nullptr, int(result.keys))
                                                 .arg(QDir::toNativeSeparators(request.file))
                                           : tr("%Ln value(s) written to %1", nullptr, int(result.values))
                                                 .arg(QDir::toNativeSeparators(request.file));
                reportDone(tr("Export %1").arg(keyLabel(request.keyPath)), detail);
                emit message(MessageBar::Level::Information, detail);
                emit stateChanged();
            });
}

void HivePage::connectStatistics() {
    connect(session_, &RegistrySession::statisticsQueried, this,
            [this](RequestId id, const wr::reg::RegistryStatistics& s) {
                if (id != statisticsRequest_) return;
                statisticsRequest_ = 0;
                statistics_->setSection(tr("Contents"), StatisticsPanel::registryRows(s));
            });

    connect(views(), &QTabWidget::currentChanged, this, [this] {
        if (views()->currentWidget() == statistics_) refreshStatistics();
    });
    connect(statistics_, &StatisticsPanel::refreshRequested, this, &HivePage::refreshStatistics);
}

void HivePage::connectBrowser() {
    connect(browser_, &RegistryBrowser::currentKeyChanged, this, [this](const QString& path) {
        if (path.isNull()) keyStatus_.clear();
        emit locationChanged(location());
        emit stateChanged();
    });
    connect(browser_, &RegistryBrowser::currentKeyInfo, this,
            [this](const QString&, const wr::reg::KeyInfo& info) { showKeyInfo(info); });
    connect(browser_, &RegistryBrowser::revealFinished, this, [this](const QString& path, bool found) {
        if (!found && !retryPath_.isNull()) {
            browser_->revealKey(std::exchange(retryPath_, QString()));
            return;
        }
        retryPath_ = QString();
        if (!found) {
            emit message(MessageBar::Level::Warning,
                         tr("There is no key %1; the deepest key on the way is selected.").arg(path));
        }
    });
}

void HivePage::connectEditor() {
    connect(editor_, &RegistryEditor::stateChanged, this, &StorePage::stateChanged);
    connect(editor_, &RegistryEditor::writeProgress, this,
            [this](quint64 done, quint64 total) { progressStrip()->setProgress(QString(), done, total); });
    connect(editor_, &RegistryEditor::written, this, [this](int count) {
        progressStrip()->finish();
        reportDone(tr("Write %Ln change(s)", nullptr, count), session_->info().description);
        emit writeFinished(true);
    });
    connect(editor_, &RegistryEditor::writeFailed, this, [this] {
        progressStrip()->finish();
        emit writeFinished(false);
    });
}

bool HivePage::isOpen() const { return session_->isOpen(); }

void HivePage::open() {
    // Reopening (Tools > Writable) comes back to the same keys and values.
    if (isOpen()) browser_->restorePlaceOnNextOpen(browser_->place());
    progressStrip()->start(tr("Opening %1").arg(QDir::toNativeSeparators(address_.location)));
    openRequest_ = session_->openHive(address_.location, !address_.writable);
    emit stateChanged();
}

bool HivePage::hasUnwrittenChanges() const { return editor_->hasChanges(); }

int HivePage::unwrittenChangeCount() const { return editor_->changeCount(); }

QUndoStack* HivePage::undoStack() const { return editor_->undoStack(); }

bool HivePage::valuesActive() const { return lastPane_ == browser_->valueView() && !selectedValueRows().isEmpty(); }

QList<int> HivePage::selectedValueRows() const {
    QList<int> rows;
    for (const QModelIndex& index : browser_->valueView()->selectionModel()->selectedRows()) rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

bool HivePage::canRun(StoreCommand command) const {
    const bool open = isOpen() && !isBusy();
    const bool edit = open && editor_->canEdit();
    const QModelIndex key = browser_->currentKeyIndex();
    const KeyTreeModel* keys = browser_->keyModel();
    const bool keyLive = key.isValid() && !keys->isDeleted(key);
    const bool isRoot = key.isValid() && !key.parent().isValid();
    const QList<int> rows = selectedValueRows();
    const ValueTableModel* values = browser_->valueModel();
    const bool rowsLive = !rows.isEmpty() && std::none_of(rows.begin(), rows.end(), [values](int row) {
        return values->rowAt(row).state == ChangeState::Deleted;
    });
    switch (command) {
    case StoreCommand::NewKey:
    case StoreCommand::NewValue: return edit && keyLive;
    case StoreCommand::Modify: return edit && keyLive && rows.size() == 1 && rowsLive;
    case StoreCommand::Rename: return edit && keyLive && (valuesActive() ? rows.size() == 1 && rowsLive : !isRoot);
    case StoreCommand::Delete: return edit && keyLive && (valuesActive() ? rowsLive : !isRoot);
    case StoreCommand::WriteChanges:
    case StoreCommand::RevertChanges: return open && editor_->hasChanges();
    case StoreCommand::ImportReg: return edit && !editor_->hasChanges();
    case StoreCommand::ExportReg:
    case StoreCommand::ExportCsv:
    case StoreCommand::ExportJson: return open && keyLive && !keys->sourcePath(key).isNull();
    case StoreCommand::Refresh: return open && !editor_->hasChanges();
    case StoreCommand::CheckIntegrity:
    case StoreCommand::Compact:
    case StoreCommand::ImportPairs: return false;
    }
    return false;
}

void HivePage::run(StoreCommand command) {
    switch (command) {
    case StoreCommand::NewKey: return newKey();
    case StoreCommand::NewValue: return newValue();
    case StoreCommand::Modify: return modifyValue();
    case StoreCommand::Rename: return rename();
    case StoreCommand::Delete: return deleteSelection();
    case StoreCommand::WriteChanges: return writeChanges();
    case StoreCommand::RevertChanges: return revertChanges();
    case StoreCommand::ImportReg: return importReg();
    case StoreCommand::ExportReg: return exportKey(ExportFormat::Reg);
    case StoreCommand::ExportCsv: return exportKey(ExportFormat::Csv);
    case StoreCommand::ExportJson: return exportKey(ExportFormat::Json);
    case StoreCommand::Refresh:
        browser_->reload();
        if (views()->currentWidget() == statistics_) refreshStatistics();
        return;
    case StoreCommand::CheckIntegrity:
    case StoreCommand::Compact:
    case StoreCommand::ImportPairs: return;
    }
}

void HivePage::newKey() {
    const QString parent = browser_->currentKeyPath();
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("New Key"), tr("Name of the new subkey of %1:").arg(keyLabel(parent)),
                              QLineEdit::Normal, editor_->freshKeyName(parent), &ok);
    if (!ok) return;
    const wr::Status status = editor_->createKey(parent, name);
    applied(status, tr("New key"));
    if (status.isOk()) browser_->revealKey(childPath(parent, name));
}

void HivePage::newValue() {
    const QString key = browser_->currentKeyPath();
    ValueEditDialog dialog(this);
    dialog.setWindowTitle(tr("New Value of %1").arg(keyLabel(key)));
    dialog.setValue(editor_->freshValueName(key), wr::reg::REG_SZ, QByteArray(), true);
    if (dialog.exec() != QDialog::Accepted || !dialog.data()) return;
    applied(editor_->setValue(key, dialog.name(), dialog.type(), *dialog.data()), tr("New value"));
}

void HivePage::modifyValue() {
    const QList<int> rows = selectedValueRows();
    if (rows.size() != 1) return;
    const ValueTableModel* values = browser_->valueModel();
    const ValueTableModel::Row& row = values->rowAt(rows.first());
    if (row.hasStagedData) {
        editValue(values->keyPath(), row.value.name, row.value.type, row.data);
        return;
    }
    // The table holds a preview; the editor needs the whole data.
    valueRequestKey_ = values->keyPath();
    valueRequestName_ = row.value.name;
    valueRequest_ = session_->queryValue(values->sourcePath(), row.sourceName);
}

void HivePage::editValue(const QString& keyPath, const QString& name, quint32 type, const QByteArray& data) {
    ValueEditDialog dialog(this);
    dialog.setWindowTitle(tr("Modify %1").arg(valueLabel(name)));
    dialog.setValue(name, type, data, false);
    if (dialog.exec() != QDialog::Accepted || !dialog.data()) return;
    if (dialog.type() == type && *dialog.data() == data) return;
    applied(editor_->setValue(keyPath, name, dialog.type(), *dialog.data()), tr("Modify value"));
}

void HivePage::rename() {
    const QString key = browser_->currentKeyPath();
    bool ok = false;
    if (valuesActive()) {
        const ValueTableModel::Row& row = browser_->valueModel()->rowAt(selectedValueRows().first());
        const QString name =
            QInputDialog::getText(this, tr("Rename Value"), tr("New name of %1:").arg(valueLabel(row.value.name)),
                                  QLineEdit::Normal, row.value.name, &ok);
        if (ok) applied(editor_->renameValue(key, row.value.name, name), tr("Rename value"));
        return;
    }
    const QString name = QInputDialog::getText(this, tr("Rename Key"), tr("New name of %1:").arg(key),
                                               QLineEdit::Normal, lastName(key), &ok);
    if (!ok) return;
    const wr::Status status = editor_->renameKey(key, name);
    applied(status, tr("Rename key"));
    if (status.isOk()) browser_->revealKey(childPath(parentPath(key), name));
}

void HivePage::deleteSelection() {
    const QString key = browser_->currentKeyPath();
    const QString staged =
        tr("The deletion is staged: nothing changes in the store until you write the changes "
           "(File > Write Changes).");
    if (valuesActive()) {
        QStringList names;
        for (int row : selectedValueRows()) names.append(browser_->valueModel()->rowAt(row).value.name);
        QStringList listed;
        for (const QString& name : names.mid(0, kListedNames)) listed.append(QStringLiteral("  ") + valueLabel(name));
        if (names.size() > kListedNames) listed.append(tr("  and %n more", nullptr, int(names.size() - kListedNames)));
        const auto answer = QMessageBox::warning(
            this, tr("Delete Values"),
            tr("Delete %n value(s) of %1?", nullptr, int(names.size())).arg(keyLabel(key)) + QLatin1String("\n\n") +
                listed.join(QLatin1Char('\n')) + QLatin1String("\n\n") + staged,
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer == QMessageBox::Yes) applied(editor_->deleteValues(key, names), tr("Delete values"));
        return;
    }
    const QModelIndex index = browser_->currentKeyIndex();
    const auto subkeys = index.data(KeyTreeModel::SubkeyCountRole).toUInt();
    const auto values = index.data(KeyTreeModel::ValueCountRole).toUInt();
    const QString what = tr("Delete the key %1?").arg(key) + QLatin1String("\n\n") +
                         tr("It has %1 and %2; they and everything below them are deleted with it.")
                             .arg(tr("%Ln subkey(s)", nullptr, int(subkeys)), tr("%Ln value(s)", nullptr, int(values)));
    const auto answer = QMessageBox::warning(this, tr("Delete Key"), what + QLatin1String("\n\n") + staged,
                                             QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes) applied(editor_->deleteKey(key), tr("Delete key"));
}

void HivePage::writeChanges() {
    const int count = editor_->changeCount();
    writeStarted(editor_->write(), count, [this] { editor_->cancelWrite(); });
}

void HivePage::revertChanges() {
    revertAfterAsking(editor_->changeCount(), [this] { editor_->revert(); });
}

void HivePage::importReg() {
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Import .reg File"), settings.value(kLastImportDirectoryKey, QDir::homePath()).toString(),
        tr("Registry files (*.reg);;All files (*)"));
    if (file.isEmpty()) return;
    settings.setValue(kLastImportDirectoryKey, QFileInfo(file).absolutePath());
    importFile(file);
}

void HivePage::importFile(const QString& file) {
    previewRequest_ = session_->previewImport(file);
    progressStrip()->start(tr("Reading %1").arg(QFileInfo(file).fileName()),
                           [this] { session_->cancel(previewRequest_); });
    emit stateChanged();
}

void HivePage::showImportPreview(const ImportPreview& preview) {
    const QString operation = importOperation(preview.file);
    ImportPreviewDialog dialog(preview, this);
    const bool readOnly = session_->info().readOnly;
    dialog.setNeedsWriteAccess(readOnly);
    if (dialog.exec() != QDialog::Accepted) {
        emit logged(OperationLog::Outcome::Note, operation, tr("Cancelled after the preview; nothing was staged"));
        return;
    }
    if (!readOnly) {
        stageImport(preview);
        return;
    }
    // Staged by the open that answers the reopen (connectSession).
    awaitingWriteAccess_ = preview;
    emit logged(OperationLog::Outcome::Note, operation, tr("waits for the store to be open for writing"));
    emit writeAccessRequested();
    if (isReadOnly()) {
        emit message(MessageBar::Level::Information,
                     tr("The import of %1 is staged once the store is open for writing (Tools > Writable).")
                         .arg(QFileInfo(preview.file).fileName()));
    }
}

void HivePage::stageImport(const ImportPreview& preview) {
    const QString operation = importOperation(preview.file);
    const wr::Status staged = editor_->stageImport(preview);
    applied(staged, operation);
    if (staged.isOk()) {
        emit logged(OperationLog::Outcome::Note, operation,
                    tr("%Ln change(s) staged; File > Write Changes writes them", nullptr, int(preview.changes.size())));
    }
}

void HivePage::exportKey(ExportFormat format) {
    const QString path = browser_->keyModel()->sourcePath(browser_->currentKeyIndex());
    const QString name = path.isEmpty() ? session_->info().rootLabel : lastName(path);
    QString filter;
    QString suffix;
    switch (format) {
    case ExportFormat::Reg:
        filter = tr("Registry files (*.reg)");
        suffix = QStringLiteral(".reg");
        break;
    case ExportFormat::Csv:
        filter = tr("CSV files (*.csv)");
        suffix = QStringLiteral(".csv");
        break;
    case ExportFormat::Json:
        filter = tr("JSON files (*.json)");
        suffix = QStringLiteral(".json");
        break;
    }
    QSettings settings;
    const QString directory = settings.value(kLastExportDirectoryKey, QDir::homePath()).toString();
    const QString file = QFileDialog::getSaveFileName(this, tr("Export %1").arg(keyLabel(path)),
                                                      directory + QLatin1Char('/') + name + suffix, filter);
    if (file.isEmpty()) return;
    settings.setValue(kLastExportDirectoryKey, QFileInfo(file).absolutePath());
    exportRequest_ = session_->exportKey({path, file, format, session_->info().rootName});
    progressStrip()->start(tr("Exporting %1").arg(keyLabel(path)), [this] { session_->cancel(exportRequest_); });
    emit stateChanged();
}

void HivePage::refreshStatistics() {
    if (!isOpen() || statisticsRequest_ != 0) return;
    const SessionInfo& info = session_->info();
    statistics_->setSection(
        tr("Hive"), {{tr("Location"), info.description},
                     {tr("Mode"), info.readOnly ? tr("read-only") : tr("read-write")},
                     {tr("Opened in"), tr("%1 ms").arg(QLocale().toString(info.openMillis))},
                     {tr("Recovery"), info.recoveryMessage.isEmpty() ? tr("opened clean") : info.recoveryMessage}});
    statisticsRequest_ = session_->queryStatistics();
}

void HivePage::showKeyInfo(const wr::reg::KeyInfo& info) {
    const QDateTime lastWrite = QDateTime::fromMSecsSinceEpoch(wr::filetimeToUnixMicros(info.lastWriteTime) / 1000);
    keyStatus_ =
        KeyTreeModel::countsText(info) + QLatin1String("    ") +
        tr("Last write: %1")
            .arg(info.lastWriteTime == 0 ? tr("unknown") : lastWrite.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    emit stateChanged();
}

QString HivePage::statusText() const {
    if (isWindowsHiveFile(address_)) {
        const QString file = tr("Read-only Windows hive file");
        return keyStatus_.isEmpty() ? file : file + QLatin1String("    ") + keyStatus_;
    }
    if (!editor_->hasChanges()) return keyStatus_;
    const QString staged = tr("%Ln staged change(s)", nullptr, editor_->changeCount());
    return keyStatus_.isEmpty() ? staged : keyStatus_ + QLatin1String("    ") + staged;
}

QString HivePage::location() const {
    if (!isOpen()) return address_.toString();
    const QString path = browser_->currentKeyPath();
    const QString root = session_->info().rootLabel;
    return path.isEmpty() ? root : root + QLatin1Char('\\') + path;
}

void HivePage::goTo(const QString& target) {
    QString path = target.trimmed();
    const QString root = session_->info().rootLabel;
    retryPath_ = QString();
    if (path.compare(root, Qt::CaseInsensitive) == 0) {
        path.clear();
    } else if (path.startsWith(root + QLatin1Char('\\'), Qt::CaseInsensitive)) {
        retryPath_ = path;
        path = path.mid(root.size() + 1);
    }
    browser_->revealKey(path);
}

void HivePage::onFailed(RequestId id, const RequestError& error) {
    const bool cancelled = error.code == wr::StatusCode::kCancelled;
    if (id == openRequest_) {
        openRequest_ = 0;
        progressStrip()->finish();
        reportOpenFailure(error.operation, error.message);
        return;
    }
    if (id == previewRequest_ || id == exportRequest_) {
        progressStrip()->finish();
        previewRequest_ = exportRequest_ = 0;
    }
    if (id == valueRequest_) valueRequest_ = 0;
    if (id == statisticsRequest_) statisticsRequest_ = 0;
    if (cancelled) {
        emit logged(OperationLog::Outcome::Note, error.operation, error.message);
    } else {
        reportFailure(error.operation, error.message);
    }
    emit stateChanged();
}

void HivePage::contextMenu(QAbstractItemView* view, const QPoint& position) {
    if (actions() == nullptr) return;
    lastPane_ = view;
    emit stateChanged();
    QMenu menu(this);
    using C = StoreCommand;
    for (C command : {C::NewKey, C::NewValue, C::Modify, C::Rename, C::Delete})
        menu.addAction(actions()->action(command));
    menu.addSeparator();
    if (view == browser_->keyView()) {
        menu.addAction(clipboard_->copyKeyPathAction());
    } else {
        menu.addActions({clipboard_->copyValueAction(), clipboard_->copyValueNameAction()});
    }
    menu.addSeparator();
    for (C command : {C::ExportReg, C::ExportCsv, C::ExportJson}) menu.addAction(actions()->action(command));
    menu.exec(view->viewport()->mapToGlobal(position));
}

}  // namespace wr::gui
