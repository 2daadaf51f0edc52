#include "widgets/tuning/ops_rate_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace wr::gui {

QString formatOpsShort(double opsPerSecond) {
    const QLocale locale;
    if (opsPerSecond >= 1e6) return locale.toString(opsPerSecond / 1e6, 'f', 2) + QStringLiteral(" M");
    if (opsPerSecond >= 1e4) return locale.toString(opsPerSecond / 1e3, 'f', 0) + QStringLiteral(" k");
    if (opsPerSecond >= 1e3) return locale.toString(opsPerSecond / 1e3, 'f', 1) + QStringLiteral(" k");
    return locale.toString(opsPerSecond, 'f', 0);
}

QString formatOpsPerSecond(double opsPerSecond) {
    return QCoreApplication::translate("wr::gui::OpsRate", "%1 ops/s").arg(formatOpsShort(opsPerSecond));
}

}  // namespace wr::gui
