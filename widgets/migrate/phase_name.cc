#include "widgets/migrate/phase_name.h"

#include <QCoreApplication>

namespace wr::gui {

QString phaseName(const QString& phase) {
    auto tr = [](const char* text) { return QCoreApplication::translate("wr::gui::PhaseName", text); };
    if (phase == QLatin1String("migrate")) return tr("Copying pairs: extracting, transforming and loading in one pass");
    if (phase == QLatin1String("extract")) return tr("Extracting pairs from the source");
    if (phase == QLatin1String("transform")) return tr("Reading the intermediate file into pairs");
    if (phase == QLatin1String("load")) return tr("Loading the target");
    if (phase == QLatin1String("verify")) return tr("Verifying the target");
    return phase;
}

}  // namespace wr::gui
