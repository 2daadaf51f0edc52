#include "widgets/migrate/problem_label.h"

#include <QLabel>
#include <QPalette>

namespace wr::gui {

QLabel* makeProblemLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warning = label->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x2a, 0x2a));
    label->setPalette(warning);
    label->hide();
    return label;
}

void showProblem(QLabel* label, const QString& text) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QString problemText(const QLabel* label) { return label->isHidden() ? QString() : label->text(); }

}  // namespace wr::gui
