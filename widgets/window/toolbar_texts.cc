#include "widgets/window/toolbar_texts.h"

#include <QAction>
#include <QRegularExpression>
#include <QToolBar>

namespace wr::gui {

QString withoutMnemonic(QString text) {
    static const QRegularExpression appended(QStringLiteral("\\s*\\(&[^&\\s]\\)"));
    text.remove(appended);
    // As Qt does for tool buttons: no ellipsis either.
    text.remove(QStringLiteral("..."));
    text.remove(QChar(0x2026));
    // "&&" is a literal ampersand; any other '&' marks the next letter.
    static const QRegularExpression marker(QStringLiteral("&(.)"));
    return text.replace(marker, QStringLiteral("\\1"));
}

void showWithoutMnemonics(QToolBar* toolBar) {
    for (QAction* action : toolBar->actions()) {
        if (action->isSeparator() || action->text().isEmpty()) continue;
        auto update = [action] { action->setIconText(withoutMnemonic(action->text())); };
        update();
        // setIconText() signals changed() only when the text differs: no loop.
        QObject::connect(action, &QAction::changed, toolBar, update);
    }
}

}  // namespace wr::gui
