// StallWatchdog: how long the GUI event loop goes without running, per
// phase of a scripted session. Two instruments look at the same loop:
//   - a precise QTimer on the GUI thread ticks every interval and records
//     the gap since its last tick (a blocked loop shows as one long gap);
//   - a watchdog thread reads the heartbeat the ticks leave in an atomic
//     every millisecond and keeps the oldest heartbeat it saw, so a stall
//     is seen even when the timer itself is starved or coalesced.
// Gaps are attributed to the phase current when the loop runs again; gaps
// longer than the threshold are kept with their phase and time, so a reader
// can find what the window was doing. Each gap is also split, from the GUI
// thread's /proc schedstat, into the time the thread ran (the window's own
// work), waited for a CPU (a busy machine) and was blocked (on a lock, I/O).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace wr::studio_bench {

class StallWatchdog : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxPhases = 32;

    struct Stall {
        QString phase;
        double atMillis = 0;  // since start(), when the loop ran again
        double millis = 0;
        // When the loop ran again on CLOCK_MONOTONIC, in seconds: what
        // `perf record -k CLOCK_MONOTONIC` stamps its samples with.
        double monotonicSeconds = 0;
        // Of `millis`: on a CPU, runnable but waiting for one; the rest blocked.
        double runMillis = -1;  // -1: schedstat unavailable
        double waitMillis = -1;
    };
    struct Phase {
        QString name;
        double seconds = 0;
        std::vector<double> gaps;   // milliseconds between ticks
        std::vector<double> runs;   // of each gap, milliseconds the GUI thread ran (-1: unknown)
        double watchdogMillis = 0;  // the oldest heartbeat the thread saw
        double longest() const;
        double percentile(double p) const;
        // The most the GUI thread ran within one gap: the stall the window
        // itself caused, without the time a loaded machine kept it waiting.
        double longestRun() const;
        int stallsOver(double millis) const;
    };

    StallWatchdog(int intervalMillis, double thresholdMillis, QObject* parent = nullptr);
    ~StallWatchdog() override;

    void start(const QString& firstPhase);
    // Ends the current phase and starts `name` (call on the GUI thread).
    void setPhase(const QString& name);
    void stop();

    double thresholdMillis() const { return threshold_; }
    int intervalMillis() const { return interval_; }
    const std::vector<Phase>& phases() const { return phases_; }
    const std::vector<Stall>& stalls() const { return stalls_; }

private:
    using Clock = std::chrono::steady_clock;
    static qint64 nowNanos();
    // The GUI thread's time on a CPU and waiting on a run queue, in ns.
    bool readSchedStat(qint64* run, qint64* wait) const;
    void onTick();
    void watch();
    void closePhase();

    int interval_;
    double threshold_;
    QTimer timer_;
    qint64 startNanos_ = 0;
    qint64 lastTickNanos_ = 0;
    qint64 phaseStartNanos_ = 0;
    int schedStat_ = -1;  // /proc/thread-self/schedstat of the GUI thread
    qint64 lastRunNanos_ = 0;
    qint64 lastWaitNanos_ = 0;
    std::vector<Phase> phases_;
    std::vector<Stall> stalls_;

    std::atomic<qint64> heartbeat_{0};
    std::atomic<int> phaseIndex_{0};
    std::atomic<bool> watching_{false};
    std::array<std::atomic<qint64>, kMaxPhases> watchdogMaxNanos_{};
    std::thread thread_;
};

}  // namespace wr::studio_bench
