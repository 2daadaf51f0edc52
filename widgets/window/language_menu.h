// LanguageMenu: View > Language, the language WR Studio speaks. It offers the
// system's language or one of the translations WR Studio carries, keeps the
// choice in the settings, and says that the choice applies at the next start,
// when every widget is built with its texts again.
#pragma once

#include <QList>
#include <QMenu>
#include <QString>

namespace wr::gui {

struct Language {
    QString code;  // "ko", as in wrstudio_ko.ts
    QString name;  // in the language itself: "한국어"
};

class LanguageMenu : public QMenu {
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    // The languages WR Studio is translated into.
    static QList<Language> translations();
    // The language chosen here; empty when the system's is followed.
    static QString chosen();
    static void choose(const QString& code);

private:
    void onChosen(const QString& code);
};

}  // namespace wr::gui
