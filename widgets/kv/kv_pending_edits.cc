#include "widgets/kv/kv_pending_edits.h"

#include <QCoreApplication>

#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

QString KvEdit::describe() const {
    const QString name = escapeBytes(key, 60);
    if (kind == Kind::Remove) return QCoreApplication::translate("wr::gui::KvEdit", "Delete %1").arg(name);
    return QCoreApplication::translate("wr::gui::KvEdit", "Set %1 (%2)").arg(name, formatByteSize(value.size()));
}

KvPendingEdits::KvPendingEdits(QObject* parent) : QObject(parent) {}

void KvPendingEdits::push(const QList<KvEdit>& edits) {
    edits_.append(edits);
    rebuild();
}

void KvPendingEdits::pop(qsizetype count) {
    edits_.resize(qMax<qsizetype>(0, edits_.size() - count));
    rebuild();
}

void KvPendingEdits::clear() {
    edits_.clear();
    rebuild();
}

void KvPendingEdits::rebuild() {
    last_.clear();
    for (qsizetype i = 0; i < edits_.size(); ++i) last_.insert(edits_[i].key, i);
    emit changed();
}

KvPendingEdits::State KvPendingEdits::stateOf(const QByteArray& key) const {
    const auto it = last_.constFind(key);
    if (it == last_.cend()) return State::Unchanged;
    return edits_[*it].kind == KvEdit::Kind::Put ? State::Set : State::Removed;
}

QByteArray KvPendingEdits::stagedValue(const QByteArray& key) const {
    const auto it = last_.constFind(key);
    return it == last_.cend() ? QByteArray() : edits_[*it].value;
}

}  // namespace wr::gui
