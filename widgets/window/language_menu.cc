#include "widgets/window/language_menu.h"

#include <QActionGroup>
#include <QMessageBox>
#include <QSettings>

namespace wr::gui {

namespace {

const QString kLanguageKey = QStringLiteral("language");

// The menu text of a language, with a mnemonic as its own speakers write
// one: "&English", "&Tiếng Việt", but "한국어(&K)", after a name in a script
// the keyboard's letters do not type.
QString withMnemonic(const Language& language) {
    const QChar first = language.name.at(0);
    if (first.isLetter() && first.unicode() < 0x80) return QLatin1Char('&') + language.name;
    return language.name + QStringLiteral("(&%1)").arg(language.code.at(0).toUpper());
}

}  // namespace

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(tr("&Language"), parent) {
    setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(this);
    QList<Language> choices{{QString(), tr("&System Default")}};
    choices.append(translations());
    const QString current = chosen();
    for (const Language& language : choices) {
        QAction* action = addAction(language.code.isEmpty() ? language.name : withMnemonic(language));
        action->setData(language.code);
        action->setCheckable(true);
        action->setChecked(language.code == current);
        group->addAction(action);
        if (language.code.isEmpty()) addSeparator();
        connect(action, &QAction::triggered, this, [this, code = language.code] { onChosen(code); });
    }
}

QList<Language> LanguageMenu::translations() {
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("ko"), QStringLiteral("한국어")},
            {QStringLiteral("vi"), QStringLiteral("Tiếng Việt")}};
}

QString LanguageMenu::chosen() { return QSettings().value(kLanguageKey).toString(); }

void LanguageMenu::choose(const QString& code) {
    QSettings settings;
    if (code.isEmpty()) {
        settings.remove(kLanguageKey);
    } else {
        settings.setValue(kLanguageKey, code);
    }
}

void LanguageMenu::onChosen(const QString& code) {
    if (code == chosen()) return;
    choose(code);
    // Shown without waiting for it to close: the choice is already kept.
    auto* message = new QMessageBox(QMessageBox::Information, tr("Language"),
                                    tr("WR Studio shows the new language the next time it starts."), QMessageBox::Ok,
                                    parentWidget());
    message->setAttribute(Qt::WA_DeleteOnClose);
    message->open();
}

}  // namespace wr::gui
