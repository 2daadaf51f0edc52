// StorePalette: the colour each store is drawn in on every chart — the
// Okabe-Ito palette, which stays distinguishable with the common forms of
// colour blindness — handed out to store labels in the order they are first
// seen, so within one process a store keeps its colour across the live,
// latency and results charts. Past seven stores the colours repeat with a
// dashed, then a dotted line.
#pragma once

#include <QColor>
#include <QPen>
#include <QString>

namespace wr::gui {

struct StoreStyle {
    QColor colour;
    Qt::PenStyle lineStyle = Qt::SolidLine;
};

// The style of `store`: the same for the same label every time it is asked.
StoreStyle storeStyle(const QString& store);

}  // namespace wr::gui
