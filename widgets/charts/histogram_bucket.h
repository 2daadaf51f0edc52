// HistogramBucket: one bar of a coarse latency histogram as the harness's
// results carry it per operation — [lowNs, highNs) and how many operations
// took that long.
#pragma once

#include <QtGlobal>

namespace wr::gui {

struct HistogramBucket {
    double lowNs = 0;
    double highNs = 0;
    quint64 count = 0;
};

}  // namespace wr::gui
