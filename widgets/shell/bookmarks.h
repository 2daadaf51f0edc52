// Bookmarks: places in stores the user wants to come back to — a registry
// key or a logical key of a store — kept in QSettings (key "bookmarks") with
// the address of their store, so choosing one reopens the store if needed and
// goes there through the address bar's rules.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include "widgets/shell/store_address.h"

class QAction;
class QMenu;

namespace wr::gui {

struct Bookmark {
    QString name;    // as the menu shows it
    QString store;   // StoreAddress::toString()
    QString target;  // what the address bar goes to: a registry path or a key
};

class Bookmarks : public QObject {
    Q_OBJECT

public:
    explicit Bookmarks(QObject* parent = nullptr);

    QList<Bookmark> list() const;
    // Adds a bookmark, replacing one with the same store and target.
    void add(const Bookmark& bookmark);
    void remove(int index);
    // Refills `menu` from its `fixedActions` on: one action per bookmark
    // and a submenu to remove them.
    void fill(QMenu* menu, const QList<QAction*>& fixedActions);

signals:
    void openRequested(const wr::gui::Bookmark& bookmark);
    void changed();

private:
    void save(const QList<Bookmark>& bookmarks);
};

}  // namespace wr::gui

Q_DECLARE_METATYPE(wr::gui::Bookmark)
