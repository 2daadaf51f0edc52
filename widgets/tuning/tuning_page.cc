#include "widgets/tuning/tuning_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <set>

#include "bench/datasets/data_set_catalog.h"
#include "bench/harness/layout_grid.h"
#include "bench/results/aggregate.h"
#include "bench/results/tuning.h"
#include "widgets/tuning/data_set_text.h"
#include "widgets/tuning/layout_heatmap.h"
#include "widgets/tuning/layout_store_dialog.h"
#include "widgets/tuning/run_bar.h"

namespace wr::gui {

namespace {

// "1,2,4" -> {1, 2, 4}: WR_D and WR_L are each 1 to 32 hex characters.
Result<std::vector<int>> settingList(const QString& text, const QString& what) {
    std::vector<int> out;
    for (const QString& word : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int value = word.trimmed().toInt(&ok);
        if (!ok || value < 1 || value > 32) {
            return Status::invalidArgument(
                TuningPage::tr("%1: '%2' is not a number from 1 to 32").arg(what, word.trimmed()).toStdString());
        }
        if (std::find(out.begin(), out.end(), value) == out.end()) out.push_back(value);
    }
    if (out.empty())
        return Status::invalidArgument(TuningPage::tr("%1: give at least one value").arg(what).toStdString());
    return out;
}

std::string coordinate(const wr::bench::SweepPoint& point, const std::string& name) {
    for (const auto& [key, value] : point) {
        if (key == name) return value;
    }
    return {};
}

}  // namespace

TuningPage::TuningPage(QWidget* parent)
    : QWidget(parent),
      heatmap_(new LayoutHeatmap(this)),
      dataSet_(new QComboBox(this)),
      k_(new QSpinBox(this)),
      depths_(new QLineEdit(QStringLiteral("1,2,3,4"), this)),
      lengths_(new QLineEdit(QStringLiteral("1,2,3,4"), this)),
      maxPath_(new QSpinBox(this)),
      runBar_(new RunBar(this)) {
    for (const auto& info : wr::bench::dataSetCatalog()) {
        dataSet_->addItem(QString::fromStdString(info.id), QString::fromStdString(info.id));
        dataSet_->setItemData(dataSet_->count() - 1, dataSetSummary(info), Qt::ToolTipRole);
    }
    dataSet_->setCurrentIndex(std::max(0, dataSet_->findData(QStringLiteral("KVData2"))));
    // 0 keeps the preset's k: 1,000, or the data set's size when smaller.
    k_->setRange(0, 100'000'000);
    k_->setSpecialValueText(tr("the preset's (1,000)"));
    k_->setGroupSeparatorShown(true);
    maxPath_->setRange(1, 32);
    maxPath_->setValue(8);
    maxPath_->setToolTip(tr("The longest WR_D x WR_L of the grid, in hex characters of the key's MD5 (32 at most)."));
    depths_->setToolTip(tr("Index depths WR_D, separated by commas"));
    lengths_->setToolTip(tr("Subkey lengths WR_L, separated by commas"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Data set:"), dataSet_);
    form->addRow(tr("&k (operations per step):"), k_);
    form->addRow(tr("Index &depths WR_D:"), depths_);
    form->addRow(tr("Subkey &lengths WR_L:"), lengths_);
    form->addRow(tr("Longest &path WR_D x WR_L:"), maxPath_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(runBar_);
    layout->addWidget(heatmap_, 1);

    // A changed grid is shown at once, empty, so the user sees what Run will measure.
    auto showGrid = [this] {
        if (running_) return;
        auto depths = settingList(depths_->text(), tr("depths"));
        auto lengths = settingList(lengths_->text(), tr("lengths"));
        if (depths.isOk() && lengths.isOk()) heatmap_->setGrid(*depths, *lengths, maxPath_->value());
        auto checked = request();
        runBar_->runButton()->setEnabled(checked.isOk());
        runBar_->setStatus(checked.isOk() ? QString() : QString::fromStdString(checked.status().message()));
    };
    connect(depths_, &QLineEdit::textChanged, this, showGrid);
    connect(lengths_, &QLineEdit::textChanged, this, showGrid);
    connect(maxPath_, &QSpinBox::valueChanged, this, showGrid);
    connect(runBar_, &RunBar::runClicked, this, &TuningPage::startRun);
    connect(runBar_, &RunBar::stopClicked, this, &TuningPage::stopRequested);
    connect(heatmap_, &LayoutHeatmap::layoutChosen, this, &TuningPage::chooseLayout);
    showGrid();
}

Result<wr::bench::BenchCommand> TuningPage::request() const {
    WR_ASSIGN_OR_RETURN(std::vector<int> depths, settingList(depths_->text(), tr("depths")));
    WR_ASSIGN_OR_RETURN(std::vector<int> lengths, settingList(lengths_->text(), tr("lengths")));
    wr::bench::BenchCommand out;
    out.tune = true;
    out.depths = depths;
    out.lengths = lengths;
    out.maxPath = maxPath_->value();
    out.scale = runBar_->scale();
    out.dataSets = {dataSet_->currentData().toString().toStdString()};
    out.k = static_cast<uint64_t>(k_->value());
    if (wr::bench::layoutGrid(depths, lengths, out.maxPath).empty()) {
        return Status::invalidArgument(
            tr("No layout of the grid is within the longest path %1.").arg(maxPath_->value()).toStdString());
    }
    return out;
}

void TuningPage::startRun() {
    auto checked = request();
    if (!checked.isOk()) {
        runBar_->setStatus(QString::fromStdString(checked.status().message()));
        return;
    }
    heatmap_->setGrid(checked->depths, checked->lengths, checked->maxPath);
    measured_.clear();
    runDataSet_ = checked->dataSets.front();
    layoutsPlanned_ =
        static_cast<int>(wr::bench::layoutGrid(checked->depths, checked->lengths, checked->maxPath).size());
    setRunning(true);
    runBar_->setStatus(
        tr("Running %Ln layout(s) on %1...", nullptr, layoutsPlanned_).arg(QString::fromStdString(runDataSet_)));
    emit runRequested(*checked);
}

void TuningPage::setRunning(bool running) {
    running_ = running;
    runBar_->setRunning(running);
    for (QWidget* setting : std::initializer_list<QWidget*>{dataSet_, k_, depths_, lengths_, maxPath_}) {
        setting->setEnabled(!running);
    }
}

bool TuningPage::isShownSweep(const wr::bench::Trial& trial) const {
    return trial.presetId == kPresetId && coordinate(trial.point, "data_set") == runDataSet_;
}

void TuningPage::trialFinished(const wr::bench::TrialResult& result) {
    if (!isShownSweep(result.trial)) return;
    const auto cell = layoutOfVariant(result.trial.store);
    if (!cell || !result.status.isOk()) return;
    const wr::bench::LayoutScore score = layoutScoreOf(result);
    Measured& m = measured_[*cell];
    m.read.push_back(score.read);
    m.write.push_back(score.write);
    m.remove.push_back(score.remove);
    // Medians over the repetitions so far, as aggregate() takes them at the end.
    heatmap_->setLayoutScore(cell->depth, cell->length, wr::bench::median(m.read), wr::bench::median(m.write),
                             wr::bench::median(m.remove));
    runBar_->setStatus(
        tr("%1 of %Ln layout(s) measured", nullptr, layoutsPlanned_).arg(static_cast<int>(measured_.size())));
}

void TuningPage::runFinished(const wr::bench::RunRecord& record) {
    setRunning(false);
    std::map<std::string, wr::bench::StoreVariant> variants;  // label -> variant, to read layouts from URIs
    std::set<std::string> shownPoints;
    for (const auto& t : record.trials) {
        variants[t.trial.store.label] = t.trial.store;
        if (isShownSweep(t.trial)) shownPoints.insert(wr::bench::pointLabel(t.trial.point));
    }
    // What `wrctl tune` prints for this record: the medians, ranked by Table 7's rule.
    for (const auto& [point, scores] : wr::bench::rankLayouts(wr::bench::aggregate(record), kPresetId)) {
        if (shownPoints.count(point) == 0) continue;
        heatmap_->clearScores();
        for (const auto& s : scores) {
            const auto cell = layoutOfVariant(variants[s.store]);
            if (cell) heatmap_->setLayoutScore(cell->depth, cell->length, s.read, s.write, s.remove);
        }
    }
    if (record.status.isOk()) {
        runBar_->setStatus(tr("Finished: %Ln layout(s) measured.", nullptr, static_cast<int>(measured_.size())));
    } else {
        runBar_->setStatus(tr("Ended: %1").arg(QString::fromStdString(record.status.message())));
    }
}

void TuningPage::runFailed(const QString& why) {
    setRunning(false);
    runBar_->setStatus(tr("The run did not finish: %1").arg(why));
}

void TuningPage::chooseLayout(int depth, int length) {
    LayoutStoreDialog dialog(LayoutCell{depth, length}, this);
    if (dialog.exec() == QDialog::Accepted) emit createStoreRequested(dialog.uri());
}

}  // namespace wr::gui
