#include "widgets/kv/remembered_columns.h"

#include <QHeaderView>
#include <QSettings>

namespace wr::gui {

void rememberColumns(QHeaderView* header, const QString& name) {
    const QString key = QStringLiteral("columns/") + name;
    const QByteArray saved = QSettings().value(key).toByteArray();
    if (!saved.isEmpty()) header->restoreState(saved);
    QObject::connect(header, &QHeaderView::sectionResized, header,
                     [header, key] { QSettings().setValue(key, header->saveState()); });
}

}  // namespace wr::gui
