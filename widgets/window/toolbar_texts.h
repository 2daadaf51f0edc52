// The texts of a toolbar's buttons without the mnemonics that Korean (and
// other CJK) translations append to their actions as "(&W)": Qt drops the
// '&' from an action's text on a tool button but would leave "(W)" behind.
#pragma once

#include <QString>

class QToolBar;

namespace wr::gui {

// `text` as a tool button shows it: without its mnemonic or an ellipsis,
// "변경 기록(&W)" -> "변경 기록", "&Open..." -> "Open".
QString withoutMnemonic(QString text);

// Keeps the button text of every action on `toolBar` its text without the
// mnemonic, also after the action's text changes.
void showWithoutMnemonics(QToolBar* toolBar);

}  // namespace wr::gui
