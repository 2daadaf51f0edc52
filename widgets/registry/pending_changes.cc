#include "widgets/registry/pending_changes.h"

namespace wr::gui {

PendingChanges::PendingChanges(QObject* parent) : QObject(parent) {}

void PendingChanges::push(QList<RegistryChange>& changes) {
    for (RegistryChange& change : changes) {
        if (change.serial == 0) change.serial = nextSerial_++;
    }
    changes_.append(changes);
    rebuild();
}

void PendingChanges::pop(qsizetype count) {
    changes_.resize(qMax<qsizetype>(0, changes_.size() - count));
    rebuild();
}

void PendingChanges::clear() {
    changes_.clear();
    rebuild();
}

void PendingChanges::rebuild() {
    // A handful of changes, or one import's worth: replaying them all is cheaper
    // than keeping an incremental tree right under undo.
    overlay_ = ChangeOverlay(changes_);
    emit changed();
}

}  // namespace wr::gui
