// TuningPage: seed 000's WR_D x WR_L sweep (preset 000-tune, `wrctl tune`)
// from the GUI. The user picks a data set, k, the depths and lengths of the
// grid, the longest path and the scale; Run emits runRequested() with the
// request a runner passes to wr::bench::runBenchmarks — the page runs nothing
// itself; the request is `wrctl tune`'s. Finished trials come back through trialFinished() and fill the
// heatmap cell by cell (medians over the repetitions so far); runFinished()
// sets every cell to what `wrctl tune` prints for the record, ranked by
// rankLayouts() (Table 7's rule). Clicking a measured cell asks where to
// create a WR-Store with that layout, creates it, and emits
// createStoreRequested() with its URI to open it in a tab.
#pragma once

#include <QWidget>

#include <map>
#include <vector>

#include "bench/harness/bench_command.h"
#include "bench/harness/run_record.h"
#include "widgets/tuning/layout_cell.h"

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace wr::gui {

class LayoutHeatmap;
class RunBar;

class TuningPage : public QWidget {
    Q_OBJECT

public:
    static constexpr const char* kPresetId = "000-tune";

    explicit TuningPage(QWidget* parent = nullptr);

    // The run Run would request, as `wrctl tune` takes it, or the reason it
    // cannot (an empty list, no layout within the longest path).
    Result<wr::bench::BenchCommand> request() const;
    bool isRunning() const { return running_; }

    LayoutHeatmap* heatmap() const { return heatmap_; }
    QComboBox* dataSetBox() const { return dataSet_; }
    QSpinBox* kBox() const { return k_; }
    QLineEdit* depthsEdit() const { return depths_; }
    QLineEdit* lengthsEdit() const { return lengths_; }
    QSpinBox* maxPathBox() const { return maxPath_; }
    RunBar* runBar() const { return runBar_; }

public slots:
    void trialFinished(const wr::bench::TrialResult& result);
    void runFinished(const wr::bench::RunRecord& record);
    // The runner could not start or ended without a record.
    void runFailed(const QString& why);

signals:
    void runRequested(const wr::bench::BenchCommand& command);
    void stopRequested();
    void createStoreRequested(const QString& uri);

private:
    struct Measured {
        std::vector<double> read, write, remove;
    };
    void startRun();
    void setRunning(bool running);
    void chooseLayout(int depth, int length);
    // Whether a trial belongs to the sweep on screen: 000-tune on the chosen data set.
    bool isShownSweep(const wr::bench::Trial& trial) const;

    LayoutHeatmap* heatmap_;
    QComboBox* dataSet_;
    QSpinBox* k_;
    QLineEdit* depths_;
    QLineEdit* lengths_;
    QSpinBox* maxPath_;
    RunBar* runBar_;
    bool running_ = false;
    std::string runDataSet_;
    int layoutsPlanned_ = 0;
    std::map<LayoutCell, Measured> measured_;
};

}  // namespace wr::gui
