// The migration wizard's pages say what stops them going on in a red line
// under their fields, hidden while nothing does.
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace wr::gui {

QLabel* makeProblemLabel(QWidget* parent);
// Shows `text` (hides the label when it is empty).
void showProblem(QLabel* label, const QString& text);
// The text shown, empty while hidden.
QString problemText(const QLabel* label);

}  // namespace wr::gui
