// RunHistoryModel: the kept benchmark runs as a table — date, presets,
// stores, host, load, the build's commit, status and duration — one row per
// run, newest first, as core's listRuns gives them. It only holds the list;
// RunHistoryPanel reads it off the GUI thread and hands it over.
#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "bench/results/run_history.h"

namespace wr::gui {

class RunHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { kDate, kPresets, kStores, kHost, kLoad, kCommit, kStatus, kDuration, kColumnCount };
    // The run's directory, and its presets joined by commas, for every column.
    static constexpr int kDirRole = Qt::UserRole;
    static constexpr int kPresetsRole = Qt::UserRole + 1;

    explicit RunHistoryModel(QObject* parent = nullptr);

    void setRuns(std::vector<bench::RunSummary> runs);
    const bench::RunSummary& run(int row) const { return runs_.at(static_cast<size_t>(row)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const bench::RunSummary& run, int column) const;

    std::vector<bench::RunSummary> runs_;
};

}  // namespace wr::gui
