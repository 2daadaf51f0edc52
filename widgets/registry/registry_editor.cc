#include "widgets/registry/registry_editor.h"

#include <QUndoStack>

#include "registry/names.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/pending_changes.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/stage_changes_command.h"
#include "widgets/registry/value_table_model.h"

namespace wr::gui {

namespace {

bool sameName(const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

wr::Status invalid(const QString& message) { return wr::Status::invalidArgument(message.toStdString()); }

}  // namespace

RegistryEditor::RegistryEditor(RegistrySession* session, RegistryBrowser* browser, QObject* parent)
    : QObject(parent),
      session_(session),
      browser_(browser),
      keys_(browser->keyModel()),
      pending_(new PendingChanges(this)),
      undoStack_(new QUndoStack(this)) {
    browser_->setPendingChanges(pending_);
    connect(pending_, &PendingChanges::changed, this, &RegistryEditor::stateChanged);
    auto dropChanges = [this] {
        undoStack_->clear();
        pending_->clear();
        emit stateChanged();
    };
    connect(session_, &RegistrySession::opened, this, dropChanges);
    connect(session_, &RegistrySession::closed, this, dropChanges);
    connect(session_, &RegistrySession::changesApplied, this, [this](RequestId id, int count) {
        if (id != writeRequest_) return;
        finishWrite();
        emit written(count);
    });
    connect(session_, &RegistrySession::requestFailed, this, [this](RequestId id, const RequestError& error) {
        if (id != writeRequest_) return;
        finishWrite();
        emit writeFailed(error);
    });
    connect(session_, &RegistrySession::progress, this,
            [this](RequestId id, const QString&, quint64 done, quint64 total) {
                if (id == writeRequest_) emit writeProgress(done, total);
            });
}

bool RegistryEditor::canEdit() const { return checkWritable().isOk(); }

bool RegistryEditor::hasChanges() const { return !pending_->isEmpty(); }

int RegistryEditor::changeCount() const { return int(pending_->changes().size()); }

wr::Status RegistryEditor::checkWritable() const {
    if (session_ == nullptr || !session_->isOpen()) return wr::Status::notFound("no registry is open");
    if (session_->info().readOnly) {
        return wr::Status::readOnly(tr("%1 is open read-only; reopen it for writing to edit it")
                                        .arg(session_->info().description)
                                        .toStdString());
    }
    if (isWriting()) return wr::Status::busy(tr("the staged changes are being written").toStdString());
    return wr::Status::ok();
}

QModelIndex RegistryEditor::keyAt(const QString& path) const {
    QModelIndex at = keys_->rootIndex();
    for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) {
        QModelIndex next;
        for (int row = 0; row < keys_->rowCount(at) && !next.isValid(); ++row) {
            const QModelIndex child = keys_->index(row, 0, at);
            if (!keys_->isDeleted(child) && sameName(child.data().toString(), name)) next = child;
        }
        if (!next.isValid()) return {};
        at = next;
    }
    return at;
}

wr::Status RegistryEditor::checkKey(const QString& path, bool forChange) const {
    if (path.isNull()) return wr::Status::notFound(tr("no key is selected").toStdString());
    if (forChange && path.isEmpty()) return invalid(tr("the root key cannot be renamed or deleted"));
    if (pending_->overlay().isDeleted(path)) {
        return wr::Status::notFound(tr("%1 is deleted by a staged change").arg(path).toStdString());
    }
    // A key the tree has not loaded is taken as named; writing reports one that is missing.
    return wr::Status::ok();
}

wr::Status RegistryEditor::checkNewKeyName(const QString& parentPath, const QString& name,
                                           const QString& except) const {
    WR_RETURN_IF_ERROR(wr::reg::validateKeyName(name.toStdString()));
    const QModelIndex parent = keyAt(parentPath);
    if (!parent.isValid()) return wr::Status::ok();
    for (int row = 0; row < keys_->rowCount(parent); ++row) {
        const QModelIndex child = keys_->index(row, 0, parent);
        const QString existing = child.data().toString();
        if (!keys_->isDeleted(child) && sameName(existing, name) && !sameName(existing, except)) {
            return invalid(tr("%1 already has a subkey named %2")
                               .arg(parentPath.isEmpty() ? tr("the root key") : parentPath, existing));
        }
    }
    return wr::Status::ok();
}

wr::Status RegistryEditor::stage(QList<RegistryChange> changes, const QString& text) {
    WR_RETURN_IF_ERROR(checkWritable());
    undoStack_->push(new StageChangesCommand(pending_, std::move(changes), text));
    return wr::Status::ok();
}

wr::Status RegistryEditor::createKey(const QString& parentPath, const QString& name) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(parentPath, false));
    WR_RETURN_IF_ERROR(checkNewKeyName(parentPath, name));
    return stage({RegistryChange::createKey(parentPath, name)});
}

wr::Status RegistryEditor::deleteKey(const QString& path) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(path, true));
    return stage({RegistryChange::deleteKey(path)});
}

wr::Status RegistryEditor::renameKey(const QString& path, const QString& newName) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(path, true));
    if (lastName(path) == newName) return wr::Status::ok();
    WR_RETURN_IF_ERROR(checkNewKeyName(parentPath(path), newName, lastName(path)));
    return stage({RegistryChange::renameKey(path, newName)});
}

wr::Status RegistryEditor::setValue(const QString& keyPath, const QString& name, quint32 type, const QByteArray& data) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(keyPath, false));
    WR_RETURN_IF_ERROR(wr::reg::validateValueName(name.toStdString()));
    return stage({RegistryChange::setValue(keyPath, name, type, data)});
}

wr::Status RegistryEditor::deleteValue(const QString& keyPath, const QString& name) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(keyPath, false));
    return stage({RegistryChange::deleteValue(keyPath, name)});
}

wr::Status RegistryEditor::deleteValues(const QString& keyPath, const QStringList& names) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(keyPath, false));
    if (names.size() == 1) return deleteValue(keyPath, names.first());
    QList<RegistryChange> changes;
    for (const QString& name : names) changes.append(RegistryChange::deleteValue(keyPath, name));
    return stage(changes, tr("Delete %n value(s) of %1", nullptr, int(names.size()))
                              .arg(keyPath.isEmpty() ? tr("the root key") : keyPath));
}

wr::Status RegistryEditor::renameValue(const QString& keyPath, const QString& name, const QString& newName) {
    WR_RETURN_IF_ERROR(checkWritable());
    WR_RETURN_IF_ERROR(checkKey(keyPath, false));
    if (name == newName) return wr::Status::ok();
    WR_RETURN_IF_ERROR(wr::reg::validateValueName(newName.toStdString()));
    const ValueTableModel* values = browser_->valueModel();
    if (values->keyPath() == keyPath && !sameName(name, newName) && values->rowOf(newName) >= 0) {
        return invalid(
            tr("%1 already has a value named %2").arg(keyPath.isEmpty() ? tr("the root key") : keyPath, newName));
    }
    return stage({RegistryChange::renameValue(keyPath, name, newName)});
}

wr::Status RegistryEditor::stageImport(const ImportPreview& preview) {
    if (preview.changes.isEmpty()) return wr::Status::ok();
    return stage(stagedChangesOf(preview), tr("Import %1").arg(preview.file));
}

QString RegistryEditor::freshKeyName(const QString& parentPath) const {
    const QModelIndex parent = keyAt(parentPath);
    for (int n = 1;; ++n) {
        const QString name = tr("New Key #%1").arg(n);
        bool taken = false;
        for (int row = 0; parent.isValid() && row < keys_->rowCount(parent) && !taken; ++row) {
            taken = sameName(keys_->index(row, 0, parent).data().toString(), name);
        }
        if (!taken) return name;
    }
}

QString RegistryEditor::freshValueName(const QString& keyPath) const {
    const ValueTableModel* values = browser_->valueModel();
    for (int n = 1;; ++n) {
        const QString name = tr("New Value #%1").arg(n);
        if (values->keyPath() != keyPath || values->rowOf(name) < 0) return name;
    }
}

wr::Status RegistryEditor::write() {
    WR_RETURN_IF_ERROR(checkWritable());
    if (pending_->isEmpty()) return wr::Status::ok();
    writeRequest_ = session_->applyChanges(pending_->changes());
    emit stateChanged();
    return wr::Status::ok();
}

void RegistryEditor::cancelWrite() {
    if (writeRequest_ != 0 && session_ != nullptr) session_->cancel(writeRequest_);
}

void RegistryEditor::finishWrite() {
    writeRequest_ = 0;
    // What was written is in the registry now, and a change that failed
    // half-way cannot be undone from here: the panes start over from the registry.
    undoStack_->clear();
    pending_->clear();
    browser_->reload();
    emit stateChanged();
}

void RegistryEditor::revert() {
    if (isWriting()) return;
    undoStack_->setIndex(0);
    undoStack_->clear();
    pending_->clear();
}

}  // namespace wr::gui
