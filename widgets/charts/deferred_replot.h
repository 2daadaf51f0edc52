// replotWhenShown: a chart on a tab the user is not looking at is fed by a
// running benchmark all the same; replotting it each time costs the GUI
// thread as much as the chart on screen. Charts call this instead of
// replot(): a visible plot is replotted (queued, so many changes in one pass
// of the event loop cost one replot), a hidden one once, when next shown.
#pragma once

class QCustomPlot;

namespace wr::gui {

void replotWhenShown(QCustomPlot* plot);

}  // namespace wr::gui
