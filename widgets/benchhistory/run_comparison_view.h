// RunComparisonView: two or more runs of one preset overlaid — a table with
// each run's median of the preset's primary figure per store, point, step
// and operation and every later run's ratio to the first (faster in green
// with an up arrow, slower in red with a down arrow, so colour is never the
// only sign), and a QCustomPlot bar chart of those ratios per store and op.
// plot() and table() give chart export the picture and the numbers.
#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QStringList>
#include <QWidget>

#include "bench/results/run_comparison.h"
#include "widgets/charts/exportable_chart.h"

class QCustomPlot;
class QLabel;
class QTableWidget;

namespace wr::gui {

class RunComparisonView : public QWidget, public ExportableChart {
    Q_OBJECT

public:
    explicit RunComparisonView(QWidget* parent = nullptr);

    // Reads the runs' results off the GUI thread, then shows their comparison
    // (or why they do not compare); `loaded` follows.
    void loadRuns(const QStringList& dirs);
    // Shows a comparison already made; `runNames` head the runs' columns.
    void setComparison(const bench::RunComparison& comparison, const QStringList& runNames);

    QCustomPlot* plot() const override { return plot_; }
    QTableWidget* tableWidget() const { return table_; }
    // The table as text: column names and rows, as shown.
    ChartTable table() const override;
    QString title() const override;
    QString message() const;

signals:
    void loaded();

private:
    void showError(const QString& text);

    QLabel* message_;
    QTableWidget* table_;
    QCustomPlot* plot_;
    QStringList loading_;
    QFutureWatcher<Result<bench::RunComparison>> reading_;
};

}  // namespace wr::gui
