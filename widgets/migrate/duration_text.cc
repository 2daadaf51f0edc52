#include "widgets/migrate/duration_text.h"

#include <QCoreApplication>

#include <cmath>

namespace wr::gui {

QString durationText(double seconds) {
    auto tr = [](const char* text) { return QCoreApplication::translate("wr::gui::DurationText", text); };
    if (seconds < 10) return tr("%1 s").arg(seconds, 0, 'f', 1);
    const qint64 whole = qint64(std::llround(seconds));
    if (whole < 60) return tr("%1 s").arg(whole);
    if (whole < 3600) return tr("%1 min %2 s").arg(whole / 60).arg(whole % 60);
    return tr("%1 h %2 min").arg(whole / 3600).arg(whole % 3600 / 60);
}

}  // namespace wr::gui
