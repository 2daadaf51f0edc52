// Chart style: the look the workbench's charts share — the legend in a row
// above the plot, where it never hides data or labels, and axis numbers in
// the user's locale with thousands grouped.
#pragma once

class QCustomPlot;
class QCPAxis;

namespace wr::gui {

// Moves the legend out of the axis rect into a row above it, wrapping after
// `entriesPerRow` entries.
void placeLegendAbove(QCustomPlot* plot, int entriesPerRow);

// Whole numbers with grouped thousands ("1,500,000") on a linear axis.
void showWholeNumbers(QCPAxis* axis);

}  // namespace wr::gui
