#include "widgets/registry/change_state.h"

#include <QCoreApplication>

namespace wr::gui {

namespace {}  // namespace

QVariant changeFont(ChangeState state) {
    if (state == ChangeState::Unchanged) return {};
    QFont font;
    font.setItalic(true);
    font.setBold(state == ChangeState::Added);
    font.setStrikeOut(state == ChangeState::Deleted);
    return font;
}

QVariant changeForeground(ChangeState state) {
    switch (state) {
    case ChangeState::Added: return QColor(0x1b, 0x7a, 0x2f);
    case ChangeState::Modified:
    case ChangeState::Renamed: return QColor(0x1f, 0x4e, 0xb4);
    case ChangeState::Deleted: return QColor(0xb0, 0x2a, 0x2a);
    case ChangeState::Unchanged: break;
    }
    return {};
}

QString changeNote(ChangeState state, const QString& was) {
    switch (state) {
    case ChangeState::Added:
        return QCoreApplication::translate("wr::gui::ChangeState", "Staged: added (not written yet)");
    case ChangeState::Modified:
        return QCoreApplication::translate("wr::gui::ChangeState", "Staged: changed (not written yet)");
    case ChangeState::Renamed:
        return QCoreApplication::translate("wr::gui::ChangeState", "Staged: renamed from %1 (not written yet)")
            .arg(was);
    case ChangeState::Deleted:
        return QCoreApplication::translate("wr::gui::ChangeState", "Staged: deleted (not written yet)");
    case ChangeState::Unchanged: break;
    }
    return {};
}

}  // namespace wr::gui
