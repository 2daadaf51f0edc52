// RunPage: the migration wizard's fifth page — the migration running on its
// worker thread (MigrationRunner): a live chart of pairs/s and MB/s, a
// progress bar, pairs done of the total, the phase and the time left, and
// Stop. A stopped or failed run says so and what the target holds, and
// offers Resume, which continues from the last checkpoint. Next (to the
// report) waits for the run to end well; there is no going back.
#pragma once

#include <QElapsedTimer>
#include <QWizardPage>

#include "migrate/migration.h"
#include "util/status.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace wr::gui {

struct MigrationChoices;
class MigrationRunner;
class ThroughputChart;

class RunPage : public QWizardPage {
    Q_OBJECT

public:
    RunPage(MigrationChoices& choices, MigrationRunner* runner, QWidget* parent = nullptr);

    ThroughputChart* chart() const { return chart_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* stopButton() const { return stop_; }
    QPushButton* resumeButton() const { return resume_; }
    // What the run is doing or how it ended, in a sentence.
    QString stateText() const;
    quint64 pairsDone() const { return done_; }

    void initializePage() override;
    bool isComplete() const override;

signals:
    // A report of the running migration was shown (for tests that stop it at a known point).
    void progressShown(quint64 done, quint64 total);

private:
    void start(bool resume);
    void showProgress(const QString& phase, quint64 done, quint64 total, quint64 bytes);
    void showFinished(const wr::migrate::MigrationReport& report);
    void showFailed(wr::StatusCode code, const QString& message);
    void stop();

    MigrationChoices& choices_;
    MigrationRunner* runner_;
    ThroughputChart* chart_;
    QProgressBar* progress_;
    QLabel* phase_;
    QLabel* pairs_;
    QLabel* rate_;
    QLabel* timeLeft_;
    QLabel* state_;
    QPushButton* stop_;
    QPushButton* resume_;
    QElapsedTimer sinceStart_;
    QString lastPhase_;
    double lastSampleSeconds_ = 0;
    quint64 lastSampleDone_ = 0;
    quint64 lastSampleBytes_ = 0;
    double pairsPerSecond_ = 0;  // smoothed, for the time left
    quint64 done_ = 0;
};

}  // namespace wr::gui
