#include "widgets/shell/bookmarks.h"

#include <QMenu>
#include <QSettings>
#include <QVariantMap>

namespace wr::gui {

namespace {

const char* const kSettingsKey = "bookmarks";

}  // namespace

Bookmarks::Bookmarks(QObject* parent) : QObject(parent) {}

QList<Bookmark> Bookmarks::list() const {
    QList<Bookmark> out;
    for (const QVariant& entry : QSettings().value(kSettingsKey).toList()) {
        const QVariantMap map = entry.toMap();
        out.append({map.value(QStringLiteral("name")).toString(), map.value(QStringLiteral("store")).toString(),
                    map.value(QStringLiteral("target")).toString()});
    }
    return out;
}

void Bookmarks::save(const QList<Bookmark>& bookmarks) {
    QVariantList entries;
    for (const Bookmark& bookmark : bookmarks) {
        entries.append(QVariantMap{{QStringLiteral("name"), bookmark.name},
                                   {QStringLiteral("store"), bookmark.store},
                                   {QStringLiteral("target"), bookmark.target}});
    }
    QSettings().setValue(kSettingsKey, entries);
    emit changed();
}

void Bookmarks::add(const Bookmark& bookmark) {
    QList<Bookmark> bookmarks = list();
    bookmarks.removeIf(
        [&bookmark](const Bookmark& b) { return b.store == bookmark.store && b.target == bookmark.target; });
    bookmarks.append(bookmark);
    save(bookmarks);
}

void Bookmarks::remove(int index) {
    QList<Bookmark> bookmarks = list();
    if (index < 0 || index >= bookmarks.size()) return;
    bookmarks.removeAt(index);
    save(bookmarks);
}

void Bookmarks::fill(QMenu* menu, const QList<QAction*>& fixedActions) {
    menu->clear();
    menu->addActions(fixedActions);
    const QList<Bookmark> bookmarks = list();
    if (bookmarks.isEmpty()) return;
    menu->addSeparator();
    for (const Bookmark& bookmark : bookmarks) {
        QAction* action = menu->addAction(bookmark.name, this, [this, bookmark] { emit openRequested(bookmark); });
        action->setStatusTip(bookmark.store + QLatin1String("  ") + bookmark.target);
    }
    menu->addSeparator();
    QMenu* removeMenu = menu->addMenu(tr("&Remove Bookmark"));
    for (int i = 0; i < bookmarks.size(); ++i) removeMenu->addAction(bookmarks[i].name, this, [this, i] { remove(i); });
}

}  // namespace wr::gui
