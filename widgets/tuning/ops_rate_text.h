// Throughput as the tuning and stress pages write it: "412 k ops/s",
// "1.25 M ops/s", "850 ops/s", and the short form a heatmap cell has room
// for ("412 k").
#pragma once

#include <QString>

namespace wr::gui {

QString formatOpsPerSecond(double opsPerSecond);
QString formatOpsShort(double opsPerSecond);

}  // namespace wr::gui
