#include "widgets/benchhistory/run_history_model.h"

#include <QDateTime>
#include <QLocale>
#include <QStringList>

namespace wr::gui {

namespace {

QString joined(const std::vector<std::string>& words) {
    QStringList list;
    for (const auto& w : words) list << QString::fromStdString(w);
    return list.join(QStringLiteral(", "));
}

}  // namespace

RunHistoryModel::RunHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunHistoryModel::setRuns(std::vector<bench::RunSummary> runs) {
    beginResetModel();
    runs_ = std::move(runs);
    endResetModel();
}

int RunHistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

int RunHistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kColumnCount; }

QString RunHistoryModel::text(const bench::RunSummary& run, int column) const {
    switch (column) {
    case kDate: {
        QDateTime at = QDateTime::fromString(QString::fromStdString(run.startedAt), Qt::ISODate);
        return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : tr("unknown");
    }
    case kPresets: return joined(run.presetIds);
    case kStores: return joined(run.storeLabels);
    case kHost:
        if (run.host.empty()) return {};
        return tr("%1 (%2, %Ln core(s))", nullptr, static_cast<int>(run.logicalCores))
            .arg(QString::fromStdString(run.host), QString::fromStdString(run.cpuModel));
    case kLoad: return QString::fromStdString(run.loadAverage);
    case kCommit: return QString::fromStdString(run.buildCommit);
    case kStatus:
        switch (run.state) {
        case bench::RunState::kOk: return tr("ok");
        case bench::RunState::kFailed: return tr("failed: %1").arg(QString::fromStdString(run.message));
        case bench::RunState::kCancelled: return tr("cancelled: %1").arg(QString::fromStdString(run.message));
        case bench::RunState::kUnreadable: return tr("unreadable: %1").arg(QString::fromStdString(run.message));
        }
        return {};
    case kDuration:
        return run.state == bench::RunState::kUnreadable ? QString() : tr("%1 s").arg(run.wallSeconds, 0, 'f', 1);
    }
    return {};
}

QVariant RunHistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const bench::RunSummary& run = runs_[static_cast<size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return text(run, index.column());
    case Qt::ToolTipRole:
        if (index.column() == kCommit) return tr("build %1").arg(QString::fromStdString(run.buildVersion));
        return QString::fromStdString(run.dir.string());
    case kDirRole: return QString::fromStdString(run.dir.string());
    case kPresetsRole: return text(run, kPresets);
    default: return {};
    }
}

QVariant RunHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case kDate: return tr("Date");
    case kPresets: return tr("Presets");
    case kStores: return tr("Stores");
    case kHost: return tr("Machine");
    case kLoad: return tr("Load");
    case kCommit: return tr("Commit");
    case kStatus: return tr("Status");
    case kDuration: return tr("Duration");
    }
    return {};
}

}  // namespace wr::gui
