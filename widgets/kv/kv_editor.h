// KvEditor: safe editing of the entries of the store a KvSession holds open,
// as RegistryEditor edits a raw registry. Every edit is staged: it becomes a
// StageCommand on the editor's QUndoStack and edits in its KvPendingEdits,
// which the key list marks at once, and nothing reaches the store until
// write() sends them all, in order, to the session's worker as one
// WriteBatch. revert() drops them all; undo and redo move through them.
//
// When a write fails every edit stays staged (and undoable): the engine may
// have applied a part of the batch, but setting and deleting are idempotent,
// so writing the same edits again leaves the store as the user staged it.
//
// The staging calls are the non-interactive core that the page's dialogs and
// tests share: each answers OK once the edit is staged or why it was refused
// (ReadOnly for a store opened read-only, InvalidArgument for an empty key,
// Busy while a write runs). Confirmations belong to the caller.
#pragma once

#include <QObject>
#include <QPointer>

#include "util/status.h"
#include "widgets/kv/kv_pending_edits.h"
#include "widgets/kv/kv_session.h"

class QUndoStack;

namespace wr::gui {

class KvEditor : public QObject {
    Q_OBJECT

public:
    explicit KvEditor(KvSession* session, QObject* parent = nullptr);

    QUndoStack* undoStack() const { return undoStack_; }
    KvPendingEdits* pending() const { return pending_; }

    // A store is open for writing and no write is running.
    bool canEdit() const { return checkWritable().isOk(); }
    wr::Status checkWritable() const;
    bool hasChanges() const { return !pending_->isEmpty(); }
    bool isWriting() const { return writeRequest_ != 0; }
    int changeCount() const { return int(pending_->size()); }

    // Adds the entry or replaces its value.
    wr::Status put(const QByteArray& key, const QByteArray& value);
    // Adds or replaces several entries as one undoable step named `text` (an import).
    wr::Status put(const QList<KvEdit>& puts, const QString& text);
    wr::Status remove(const QByteArray& key);
    // Deletes several entries as one undoable step.
    wr::Status remove(const QList<QByteArray>& keys);

    // Writes every staged edit; answered by written() or writeFailed().
    wr::Status write();
    // Drops every staged edit.
    void revert();

signals:
    // The staged edits changed, the store opened or closed, a write started or ended.
    void stateChanged();
    void written(int count);
    // Every edit stays staged (see above).
    void writeFailed(const wr::gui::KvRequestError& error);

private:
    wr::Status stage(QList<KvEdit> edits, const QString& text = {});
    void dropChanges();

    QPointer<KvSession> session_;
    KvPendingEdits* pending_;
    QUndoStack* undoStack_;
    KvRequestId writeRequest_ = 0;
};

}  // namespace wr::gui
