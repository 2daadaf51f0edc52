#include "widgets/kv/kv_editor.h"

#include <QUndoStack>

#include "widgets/common/stage_command.h"

namespace wr::gui {

KvEditor::KvEditor(KvSession* session, QObject* parent)
    : QObject(parent), session_(session), pending_(new KvPendingEdits(this)), undoStack_(new QUndoStack(this)) {
    connect(pending_, &KvPendingEdits::changed, this, &KvEditor::stateChanged);
    // Edits staged against a store do not carry over to it reopened (or to another).
    connect(session, &KvSession::opened, this, &KvEditor::dropChanges);
    connect(session, &KvSession::closed, this, &KvEditor::dropChanges);
    connect(session, &KvSession::editsWritten, this, [this](KvRequestId id, int count) {
        if (id != writeRequest_) return;
        writeRequest_ = 0;
        undoStack_->clear();
        pending_->clear();
        emit written(count);
        emit stateChanged();
    });
    connect(session, &KvSession::requestFailed, this, [this](KvRequestId id, const KvRequestError& error) {
        if (id != writeRequest_) return;
        writeRequest_ = 0;
        emit writeFailed(error);
        emit stateChanged();
    });
}

wr::Status KvEditor::checkWritable() const {
    if (session_ == nullptr || !session_->isOpen()) return wr::Status::notFound("no store is open");
    if (session_->info().readOnly) {
        return wr::Status::readOnly(
            tr("%1 is open read-only; reopen it for writing to edit it").arg(session_->info().uri).toStdString());
    }
    if (isWriting()) return wr::Status::busy(tr("the staged changes are being written").toStdString());
    return wr::Status::ok();
}

wr::Status KvEditor::stage(QList<KvEdit> edits, const QString& text) {
    WR_RETURN_IF_ERROR(checkWritable());
    for (const KvEdit& edit : edits) {
        if (edit.key.isEmpty()) return wr::Status::invalidArgument(tr("a key cannot be empty").toStdString());
    }
    if (edits.isEmpty()) return wr::Status::ok();
    undoStack_->push(new StageCommand<KvPendingEdits, KvEdit>(pending_, std::move(edits), text));
    return wr::Status::ok();
}

wr::Status KvEditor::put(const QByteArray& key, const QByteArray& value) { return stage({KvEdit::put(key, value)}); }

wr::Status KvEditor::remove(const QByteArray& key) { return stage({KvEdit::remove(key)}); }

wr::Status KvEditor::put(const QList<KvEdit>& puts, const QString& text) { return stage(puts, text); }

wr::Status KvEditor::remove(const QList<QByteArray>& keys) {
    QList<KvEdit> edits;
    for (const QByteArray& key : keys) edits.append(KvEdit::remove(key));
    return stage(edits, edits.size() == 1 ? QString() : tr("Delete %n entries", nullptr, int(edits.size())));
}

wr::Status KvEditor::write() {
    WR_RETURN_IF_ERROR(checkWritable());
    if (pending_->isEmpty()) return wr::Status::ok();
    writeRequest_ = session_->writeEdits(pending_->edits());
    emit stateChanged();
    return wr::Status::ok();
}

void KvEditor::revert() {
    if (isWriting()) return;
    undoStack_->setIndex(0);
    undoStack_->clear();
    pending_->clear();
}

void KvEditor::dropChanges() {
    if (undoStack_->count() == 0 && pending_->isEmpty()) return;
    undoStack_->clear();
    pending_->clear();
}

}  // namespace wr::gui
