// A number of seconds as the migration wizard shows a duration or a time
// left: "0.4 s", "42 s", "3 min 20 s", "2 h 5 min".
#pragma once

#include <QString>

namespace wr::gui {

QString durationText(double seconds);

}  // namespace wr::gui
