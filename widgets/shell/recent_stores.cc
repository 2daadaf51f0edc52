#include "widgets/shell/recent_stores.h"

#include <QMenu>
#include <QSettings>

namespace wr::gui {

namespace {

const char* const kSettingsKey = "recentStores";

}  // namespace

RecentStores::RecentStores(QObject* parent) : QObject(parent) {}

QList<StoreAddress> RecentStores::stores() const {
    QList<StoreAddress> out;
    for (const QString& text : QSettings().value(kSettingsKey).toStringList()) {
        if (auto address = StoreAddress::parse(text)) out.append(*address);
    }
    return out;
}

void RecentStores::add(const StoreAddress& address) {
    QStringList texts = QSettings().value(kSettingsKey).toStringList();
    const QString text = address.toString();
    texts.removeAll(text);
    texts.prepend(text);
    while (texts.size() > kMaxStores) texts.removeLast();
    QSettings().setValue(kSettingsKey, texts);
    emit changed();
}

void RecentStores::clear() {
    QSettings().remove(kSettingsKey);
    emit changed();
}

void RecentStores::fill(QMenu* menu) {
    menu->clear();
    const QList<StoreAddress> list = stores();
    int n = 0;
    for (const StoreAddress& address : list) {
        // The first nine get a mnemonic, as file menus number their entries.
        const QString number = ++n < 10 ? QStringLiteral("&%1 ").arg(n) : QString();
        QAction* action =
            menu->addAction(number + address.title(), this, [this, address] { emit openRequested(address); });
        action->setToolTip(address.toString());
        action->setStatusTip(address.toString());
    }
    if (!list.isEmpty()) menu->addSeparator();
    QAction* clearAction = menu->addAction(tr("&Clear Menu"), this, &RecentStores::clear);
    clearAction->setEnabled(!list.isEmpty());
}

}  // namespace wr::gui
