#include "widgets/window/remembered_views.h"

#include <QSettings>
#include <QTabWidget>

#include <memory>

#include "widgets/shell/store_page.h"

namespace wr::gui {

namespace {

// One settings key per store; the address is encoded because settings keys
// treat '/' and '\' as group separators.
QString settingsKey(const StoreAddress& address) {
    return QStringLiteral("lastView/") + QString::fromLatin1(address.toString().toUtf8().toBase64(
                                             QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

}  // namespace

RememberedViews::RememberedViews(QObject* parent) : QObject(parent) {}

QString RememberedViews::lastView(const StoreAddress& address) {
    return QSettings().value(settingsKey(address)).toString();
}

void RememberedViews::remember(const StoreAddress& address, const QString& view) {
    QSettings().setValue(settingsKey(address), view);
}

void RememberedViews::track(StorePage* page) {
    auto firstOpen = std::make_shared<QMetaObject::Connection>();
    *firstOpen = connect(page, &StorePage::openFinished, this, [page, firstOpen](bool opened) {
        if (!opened) return;
        disconnect(*firstOpen);
        QTabWidget* views = page->views();
        const QString view = lastView(page->address());
        for (int i = 0; i < views->count(); ++i) {
            if (views->tabText(i) == view) views->setCurrentIndex(i);
        }
        connect(views, &QTabWidget::currentChanged, page, [page](int index) {
            if (index >= 0) remember(page->address(), page->views()->tabText(index));
        });
    });
}

}  // namespace wr::gui
