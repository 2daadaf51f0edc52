#include "widgets/tuning/stress_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "bench/results/aggregate.h"
#include "widgets/tuning/run_bar.h"
#include "widgets/tuning/stress_chart.h"

namespace wr::gui {

StressPage::StressPage(QWidget* parent)
    : QWidget(parent), chart_(new StressChart(this)), operation_(new QComboBox(this)), runBar_(new RunBar(this)) {
    operation_->addItem(tr("Read (Fig. 13a)"), QStringLiteral("read"));
    operation_->addItem(tr("Write (Fig. 13b)"), QStringLiteral("write"));
    operation_->addItem(tr("Delete (Fig. 13c)"), QStringLiteral("delete"));
    auto* intro = new QLabel(tr("ID-Geo (synthetic) in one WR-Store while p background clients each issue a "
                                "registry operation every 1.95 ms, p from 1 to 1000 (seed 000 Sec. 4.7)."),
                             this);
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Operation:"), operation_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(runBar_);
    layout->addWidget(chart_, 1);
    connect(operation_, &QComboBox::currentIndexChanged, this, &StressPage::showOperation);
    connect(runBar_, &RunBar::runClicked, this, &StressPage::startRun);
    connect(runBar_, &RunBar::stopClicked, this, &StressPage::stopRequested);
}

wr::bench::BenchCommand StressPage::request() const {
    wr::bench::BenchCommand out;
    out.presets = {kPresetId};
    out.scale = runBar_->scale();
    return out;
}

void StressPage::startRun() {
    points_.clear();
    chart_->clear();
    setRunning(true);
    runBar_->setStatus(tr("Running..."));
    emit runRequested(request());
}

void StressPage::setRunning(bool running) {
    running_ = running;
    runBar_->setRunning(running);
}

void StressPage::trialFinished(const wr::bench::TrialResult& result) {
    if (result.trial.presetId != kPresetId) return;
    int clients = 0;
    for (const auto& step : result.steps) {
        auto point = stressPointOf(step);
        if (!point) continue;
        clients = point->clients;
        points_[point->op][point->clients].push_back(*point);
    }
    if (clients == 0) return;
    showOperation();
    runBar_->setStatus(tr("p = %L1 done.").arg(clients));
}

void StressPage::showOperation() {
    chart_->clear();
    const std::string op = operation_->currentData().toString().toStdString();
    for (const auto& [clients, repetitions] : points_[op]) {
        std::vector<double> measured, achieved, target;
        for (const auto& p : repetitions) {
            measured.push_back(p.measuredOpsPerSecond);
            achieved.push_back(p.achievedRate);
            target.push_back(p.targetRate);
        }
        chart_->addStressPoint(clients, wr::bench::median(measured), wr::bench::median(achieved),
                               wr::bench::median(target));
    }
}

void StressPage::runFinished(const wr::bench::RunRecord& record) {
    setRunning(false);
    runBar_->setStatus(record.status.isOk() ? tr("Finished.")
                                            : tr("Ended: %1").arg(QString::fromStdString(record.status.message())));
}

void StressPage::runFailed(const QString& why) {
    setRunning(false);
    runBar_->setStatus(tr("The run did not finish: %1").arg(why));
}

}  // namespace wr::gui
