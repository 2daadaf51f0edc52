// StressPage: seed 000 Sec. 4.7's stress test (preset 000-sec4.7, Fig. 13)
// from the GUI. Run emits runRequested() with the preset and the chosen scale
// — the page runs nothing itself. As each p (number of background clients,
// each issuing a registry operation every 1.95 ms) finishes, trialFinished()
// adds its point to the chart: the measured client's throughput and the
// clients' achieved rate against their target, for the operation chosen
// (read, write or delete: Fig. 13a, b, c), medians over the repetitions.
#pragma once

#include <QWidget>

#include <map>
#include <string>
#include <vector>

#include "bench/harness/bench_command.h"
#include "bench/harness/run_record.h"
#include "widgets/tuning/stress_point.h"

class QComboBox;

namespace wr::gui {

class RunBar;
class StressChart;

class StressPage : public QWidget {
    Q_OBJECT

public:
    static constexpr const char* kPresetId = "000-sec4.7";

    explicit StressPage(QWidget* parent = nullptr);

    // The run Run would request, as `wrctl bench` takes it.
    wr::bench::BenchCommand request() const;
    bool isRunning() const { return running_; }

    StressChart* chart() const { return chart_; }
    QComboBox* operationBox() const { return operation_; }
    RunBar* runBar() const { return runBar_; }

public slots:
    void trialFinished(const wr::bench::TrialResult& result);
    void runFinished(const wr::bench::RunRecord& record);
    void runFailed(const QString& why);

signals:
    void runRequested(const wr::bench::BenchCommand& command);
    void stopRequested();

private:
    void startRun();
    void setRunning(bool running);
    // Refills the chart with the chosen operation's points.
    void showOperation();

    StressChart* chart_;
    QComboBox* operation_;
    RunBar* runBar_;
    bool running_ = false;
    // operation -> p -> the points of its repetitions
    std::map<std::string, std::map<int, std::vector<StressPoint>>> points_;
};

}  // namespace wr::gui
