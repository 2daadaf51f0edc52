// The migrator's phases ("migrate", "extract", "transform", "load",
// "verify") as the wizard names them to the user.
#pragma once

#include <QString>

namespace wr::gui {

QString phaseName(const QString& phase);

}  // namespace wr::gui
