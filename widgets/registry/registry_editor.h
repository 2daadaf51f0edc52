// RegistryEditor: safe editing of the registry a RegistryBrowser shows, as DB
// Browser for SQLite edits a database. Every edit is staged: it becomes a
// command on the editor's QUndoStack and a change in its PendingChanges, which
// the browser's panes show at once, and nothing reaches the registry until
// write() sends them all, in order, to the session's worker. revert() drops
// them all. Undo and redo move through the staged edits.
//
// The staging calls are the non-interactive core that menus, dialogs and
// tests share: each answers OK once the change is staged, or why it was
// refused (ReadOnly for a registry opened read-only, InvalidArgument for a
// name the registry cannot hold or that a sibling already has, NotFound for a
// key or value that is not there). Confirmations belong to the caller.
#pragma once

#include <QObject>
#include <QPointer>

#include "util/status.h"
#include "widgets/registry/import_change.h"
#include "widgets/registry/registry_session.h"

class QUndoStack;

namespace wr::gui {

class KeyTreeModel;
class PendingChanges;
class RegistryBrowser;

class RegistryEditor : public QObject {
    Q_OBJECT

public:
    RegistryEditor(RegistrySession* session, RegistryBrowser* browser, QObject* parent = nullptr);

    QUndoStack* undoStack() const { return undoStack_; }
    PendingChanges* pending() const { return pending_; }

    // A registry is open for writing and no write is running.
    bool canEdit() const;
    bool hasChanges() const;
    bool isWriting() const { return writeRequest_ != 0; }
    int changeCount() const;

    wr::Status createKey(const QString& parentPath, const QString& name);
    wr::Status deleteKey(const QString& path);
    wr::Status renameKey(const QString& path, const QString& newName);
    wr::Status setValue(const QString& keyPath, const QString& name, quint32 type, const QByteArray& data);
    wr::Status deleteValue(const QString& keyPath, const QString& name);
    // Deletes several values of one key as one undoable step.
    wr::Status deleteValues(const QString& keyPath, const QStringList& names);
    wr::Status renameValue(const QString& keyPath, const QString& name, const QString& newName);
    // Stages every change of an import preview as one undoable step.
    wr::Status stageImport(const ImportPreview& preview);

    // "New Key #1", "New Key #2", ...: the first name no loaded subkey of
    // `parentPath` has, as regedit names new keys.
    QString freshKeyName(const QString& parentPath) const;
    QString freshValueName(const QString& keyPath) const;

    // Writes every staged change; answered by written() or writeFailed().
    wr::Status write();
    // Stops a write in progress; the changes written before it stays written.
    void cancelWrite();
    // Drops every staged change.
    void revert();

signals:
    // What can be done changed: the staged changes, the registry opened or
    // closed, a write started or ended.
    void stateChanged();
    void writeProgress(quint64 done, quint64 total);
    void written(int count);
    // The changes that were written before the failure stay written; the
    // panes show the registry as it is then.
    void writeFailed(const wr::gui::RequestError& error);

private:
    wr::Status checkWritable() const;
    // The loaded key at staged `path`, invalid when it is not loaded.
    QModelIndex keyAt(const QString& path) const;
    wr::Status checkKey(const QString& path, bool forChange) const;
    wr::Status checkNewKeyName(const QString& parentPath, const QString& name, const QString& except = {}) const;
    wr::Status stage(QList<RegistryChange> changes, const QString& text = {});
    void finishWrite();

    QPointer<RegistrySession> session_;
    RegistryBrowser* browser_;
    KeyTreeModel* keys_;
    PendingChanges* pending_;
    QUndoStack* undoStack_;
    RequestId writeRequest_ = 0;
};

}  // namespace wr::gui
