// StoreActions: one QAction per StoreCommand — text, icon, shortcut and
// status tip defined once — aimed at the window's current store page. Menus,
// the toolbar and the pages' context menus all use these, so an action is
// enabled exactly when the current page can run it.
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>
#include <QPointer>
#include <QStyle>

#include "widgets/shell/store_command.h"

class QAction;

namespace wr::gui {

class StorePage;

class StoreActions : public QObject {
    Q_OBJECT

public:
    explicit StoreActions(QObject* parent = nullptr);

    QAction* action(StoreCommand command) const { return actions_.value(command); }
    // The page the actions act on; null disables them all.
    void setPage(StorePage* page);
    StorePage* page() const { return page_; }
    // Re-reads what the page can do, and what it calls it.
    void update();

private:
    void define(StoreCommand command, const QString& text, const QString& themeIcon,
                QStyle::StandardPixmap fallbackIcon, const QKeySequence& shortcut, const QString& tip);

    QHash<StoreCommand, QAction*> actions_;
    // Each action's own text, for pages that name no other.
    QHash<StoreCommand, QString> texts_;
    QPointer<StorePage> page_;
};

}  // namespace wr::gui
