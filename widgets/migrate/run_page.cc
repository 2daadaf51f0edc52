#include "widgets/migrate/run_page.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

#include "widgets/migrate/duration_text.h"
#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/migration_runner.h"
#include "widgets/migrate/phase_name.h"
#include "widgets/migrate/throughput_chart.h"

namespace wr::gui {

namespace {

// Reports closer together than this make no point of their own: at most ten a second.
constexpr double kSampleIntervalSeconds = 0.1;
// Weight of the newest rate in the smoothed one the time left comes from.
constexpr double kRateSmoothing = 0.3;
constexpr int kProgressSteps = 1000;

int clampedCount(quint64 n) { return int(std::min<quint64>(n, INT_MAX)); }

}  // namespace

RunPage::RunPage(MigrationChoices& choices, MigrationRunner* runner, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      runner_(runner),
      chart_(new ThroughputChart(this)),
      progress_(new QProgressBar(this)),
      phase_(new QLabel(this)),
      pairs_(new QLabel(this)),
      rate_(new QLabel(this)),
      timeLeft_(new QLabel(this)),
      state_(new QLabel(this)),
      stop_(new QPushButton(tr("&Stop"), this)),
      resume_(new QPushButton(tr("&Resume"), this)) {
    setTitle(tr("Migrating"));
    setSubTitle(tr("Stop leaves the target consistent, with every pair copied so far; Resume continues from there."));
    progress_->setRange(0, kProgressSteps);
    state_->setWordWrap(true);
    stop_->setToolTip(tr("Stop within a second; the migration can be resumed"));
    resume_->setToolTip(tr("Continue from the last checkpoint without copying any pair twice"));
    resume_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("Phase:"), phase_);
    form->addRow(tr("Pairs:"), pairs_);
    form->addRow(tr("Rate:"), rate_);
    form->addRow(tr("Time left:"), timeLeft_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(state_, 1);
    buttons->addWidget(stop_);
    buttons->addWidget(resume_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(chart_, 1);
    layout->addWidget(progress_);
    layout->addLayout(form);
    layout->addLayout(buttons);

    connect(stop_, &QPushButton::clicked, this, &RunPage::stop);
    connect(resume_, &QPushButton::clicked, this, [this] { start(true); });
    connect(runner_, &MigrationRunner::progress, this, &RunPage::showProgress);
    connect(runner_, &MigrationRunner::finished, this, &RunPage::showFinished);
    connect(runner_, &MigrationRunner::failed, this, &RunPage::showFailed);
}

QString RunPage::stateText() const { return state_->text(); }

void RunPage::initializePage() {
    chart_->clear();
    sinceStart_.start();
    start(choices_.options.resume);
}

void RunPage::start(bool resume) {
    choices_.report.reset();
    choices_.options.resume = resume;
    lastPhase_.clear();
    pairsPerSecond_ = 0;
    stop_->setEnabled(true);
    stop_->show();
    resume_->hide();
    state_->setText(resume ? tr("Resuming from the last checkpoint...") : tr("Starting..."));
    runner_->start(choices_.source, choices_.target, choices_.options);
    emit completeChanged();
}

void RunPage::showProgress(const QString& phase, quint64 done, quint64 total, quint64 bytes) {
    const double now = double(sinceStart_.nsecsElapsed()) / 1e9;
    if (phase != lastPhase_) {
        // Each phase counts from its own start: a rate across two would be meaningless.
        lastPhase_ = phase;
        lastSampleSeconds_ = now;
        lastSampleDone_ = done;
        lastSampleBytes_ = bytes;
        pairsPerSecond_ = 0;
        phase_->setText(phaseName(phase));
    }
    done_ = done;
    const QLocale locale;
    pairs_->setText(total > 0 ? tr("%1 of %2").arg(locale.toString(done), locale.toString(total))
                              : locale.toString(done));
    progress_->setValue(total > 0 ? int(double(std::min(done, total)) / double(total) * kProgressSteps) : 0);
    state_->setText(tr("Running."));
    const double interval = now - lastSampleSeconds_;
    if (interval >= kSampleIntervalSeconds && done >= lastSampleDone_ && bytes >= lastSampleBytes_) {
        const double rate = double(done - lastSampleDone_) / interval;
        const double megabytes = double(bytes - lastSampleBytes_) / interval / 1e6;
        chart_->addSample(now, rate, megabytes);
        pairsPerSecond_ = pairsPerSecond_ == 0 ? rate : kRateSmoothing * rate + (1 - kRateSmoothing) * pairsPerSecond_;
        rate_->setText(
            tr("%1 pairs/s, %2 MB/s").arg(locale.toString(qint64(rate))).arg(locale.toString(megabytes, 'f', 2)));
        lastSampleSeconds_ = now;
        lastSampleDone_ = done;
        lastSampleBytes_ = bytes;
    }
    timeLeft_->setText(total > done && pairsPerSecond_ > 0 ? durationText(double(total - done) / pairsPerSecond_)
                                                           : QString());
    emit progressShown(done, total);
}

void RunPage::showFinished(const wr::migrate::MigrationReport& report) {
    choices_.report = report;
    chart_->redraw();
    progress_->setValue(kProgressSteps);
    timeLeft_->clear();
    stop_->hide();
    state_->setText(tr("Done: %Ln pair(s) copied. Next shows the report.", nullptr, clampedCount(report.pairs)));
    emit completeChanged();
}

void RunPage::showFailed(wr::StatusCode code, const QString& message) {
    chart_->redraw();
    stop_->hide();
    resume_->show();
    timeLeft_->clear();
    if (code == wr::StatusCode::kCancelled)
        state_->setText(
            tr("Stopped after %Ln pair(s). The target is consistent and holds the pairs copied up to "
               "the last checkpoint; Resume continues from there.",
               nullptr, clampedCount(done_)));
    else
        state_->setText(tr("The migration failed: %1\nWhat was copied up to the last checkpoint stays in the "
                           "target; once the cause is dealt with (space freed, say), Resume continues from there.")
                            .arg(message));
    emit completeChanged();
}

void RunPage::stop() {
    stop_->setEnabled(false);
    state_->setText(tr("Stopping..."));
    runner_->cancel();
}

bool RunPage::isComplete() const { return choices_.report.has_value() && !runner_->isRunning(); }

}  // namespace wr::gui
