#include "widgets/window/named_view.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QStringList>
#include <QTabWidget>

#include "widgets/shell/store_page.h"

namespace wr::gui {

namespace {

// "data files" -> "Data Files": how the English view names are written.
QString titleCase(const QString& name) {
    QStringList words = name.split(QLatin1Char(' '));
    for (QString& word : words) {
        if (!word.isEmpty()) word[0] = word[0].toUpper();
    }
    return words.join(QLatin1Char(' '));
}

// `name`'s translation as a tab text: the pages name their views with tr(),
// in the context of the page's class or of one it derives from.
QStringList translations(const StorePage& page, const QString& name) {
    QStringList found;
    const QByteArray source = titleCase(name).toUtf8();
    for (const QMetaObject* type = page.metaObject(); type != nullptr; type = type->superClass()) {
        const QString translated = QCoreApplication::translate(type->className(), source.constData());
        if (translated != QString::fromUtf8(source)) found.append(translated);
    }
    return found;
}

}  // namespace

bool showNamedView(StorePage& page, const QString& name) {
    const QStringList translated = translations(page, name);
    QTabWidget* views = page.views();
    for (int i = 0; i < views->count(); ++i) {
        const QString text = views->tabText(i);
        if (text.compare(name, Qt::CaseInsensitive) == 0 || translated.contains(text)) {
            views->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

}  // namespace wr::gui
