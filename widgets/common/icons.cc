#include "widgets/common/icons.h"

#include <QApplication>

#include "registry/value_type.h"

// A static library's resources are linked only when something names them.
static void initIconResources() { Q_INIT_RESOURCE(wrstudio); }

namespace wr::gui::icons {

namespace {

QIcon fromResource(const char* closed, const char* open = nullptr) {
    static const bool initialized = (initIconResources(), true);
    Q_UNUSED(initialized);
    QIcon icon;
    icon.addFile(QString::fromLatin1(closed), {}, QIcon::Normal, QIcon::Off);
    if (open != nullptr) icon.addFile(QString::fromLatin1(open), {}, QIcon::Normal, QIcon::On);
    return icon;
}

}  // namespace

QIcon key() {
    static const QIcon icon = fromResource(":/icons/key_closed.png", ":/icons/key_open.png");
    return icon;
}

QIcon value(quint32 type) {
    static const QIcon text = fromResource(":/icons/value_string.png");
    static const QIcon binary = fromResource(":/icons/value_binary.png");
    return wr::reg::isStringType(type) ? text : binary;
}

QIcon application() {
    static const QIcon icon = fromResource(":/icons/wrstudio.png");
    return icon;
}

QIcon themed(const QString& name, QStyle::StandardPixmap fallback) {
    return QIcon::fromTheme(name, QApplication::style()->standardIcon(fallback));
}

}  // namespace wr::gui::icons
