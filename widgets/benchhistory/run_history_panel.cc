#include "widgets/benchhistory/run_history_panel.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <set>

#include "widgets/benchhistory/run_history_model.h"

namespace wr::gui {

namespace {

std::filesystem::path fsPath(const QString& path) { return std::filesystem::path(path.toStdString()); }

}  // namespace

RunHistoryPanel::RunHistoryPanel(const QString& root, QWidget* parent)
    : QWidget(parent),
      root_(root.isEmpty() ? QString::fromStdString(bench::historyRoot().string()) : root),
      model_(new RunHistoryModel(this)),
      filtered_(new QSortFilterProxyModel(this)),
      view_(new QTableView(this)),
      presetFilter_(new QComboBox(this)),
      message_(new QLabel(this)) {
    filtered_->setSourceModel(model_);
    filtered_->setFilterRole(RunHistoryModel::kPresetsRole);
    filtered_->setFilterKeyColumn(RunHistoryModel::kPresets);
    view_->setModel(filtered_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);

    auto* bar = new QToolBar(this);
    presetFilter_->setToolTip(tr("Show the runs of one preset"));
    presetFilter_->addItem(tr("All presets"));
    bar->addWidget(presetFilter_);
    open_ = bar->addAction(tr("Open"), this, [this] {
        const QStringList dirs = selectedRuns();
        if (dirs.size() == 1) emit openRunRequested(dirs.front());
    });
    compare_ = bar->addAction(tr("Compare"), this, [this] { emit compareRequested(selectedRuns()); });
    compare_->setToolTip(tr("Overlay two or more runs of the same preset"));
    delete_ = bar->addAction(tr("Delete..."), this, &RunHistoryPanel::deleteSelected);
    showFolder_ = bar->addAction(tr("Show Folder"), this, [this] {
        const QStringList dirs = selectedRuns();
        QDesktopServices::openUrl(QUrl::fromLocalFile(dirs.size() == 1 ? dirs.front() : root_));
    });
    refresh_ = bar->addAction(tr("Refresh"), this, &RunHistoryPanel::refresh);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar);
    layout->addWidget(view_);
    layout->addWidget(message_);
    message_->setWordWrap(true);

    connect(presetFilter_, &QComboBox::currentIndexChanged, this, [this](int index) {
        filtered_->setFilterFixedString(index <= 0 ? QString() : presetFilter_->itemText(index));
        updateActions();
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunHistoryPanel::updateActions);
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit openRunRequested(index.data(RunHistoryModel::kDirRole).toString());
    });
    connect(&listing_, &QFutureWatcherBase::finished, this, &RunHistoryPanel::showRuns);
    connect(&deleting_, &QFutureWatcherBase::finished, this, [this] {
        Status s = deleting_.result();
        if (!s.isOk()) {
            QMessageBox::warning(this, tr("Delete Runs"), QString::fromStdString(s.message()));
        }
        refresh();
    });
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &RunHistoryPanel::refresh);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &RunHistoryPanel::refresh);
    watchRoot();
    updateActions();
    refresh();
}

void RunHistoryPanel::watchRoot() {
    // The root is created so it can be watched before the first run is kept.
    QDir().mkpath(root_);
    if (!watcher_.directories().contains(root_)) watcher_.addPath(root_);
}

void RunHistoryPanel::refresh() {
    if (listing_.isRunning()) {
        refreshAgain_ = true;
        return;
    }
    const std::filesystem::path root = fsPath(root_);
    const QString rootText = root_;
    if (!summaries_) summaries_ = std::make_shared<bench::RunSummaryCache>();
    // One listing at a time (above), so the cache is never used by two.
    listing_.setFuture(QtConcurrent::run([root, rootText, summaries = summaries_] {
        Listing listing{bench::listRuns(root, summaries.get()), {}};
        const QDir dir(rootText);
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (!QFile::exists(dir.filePath(name + QStringLiteral("/results.json")))) {
                listing.pending << dir.filePath(name);
            }
        }
        return listing;
    }));
}

void RunHistoryPanel::showRuns() {
    Listing listing = listing_.result();
    auto& runs = listing.runs;
    const QStringList selected = selectedRuns();
    if (runs.isOk()) {
        model_->setRuns(std::move(*runs));
        message_->clear();
    } else {
        message_->setText(QString::fromStdString(runs.status().message()));
    }
    // A new registered run changes the registration file, not the root.
    const QString registered = QDir(root_).filePath(QStringLiteral("registered-runs.txt"));
    if (QFile::exists(registered) && !watcher_.files().contains(registered)) watcher_.addPath(registered);
    // A run's folder appears before its results.json does.
    for (const QString& watched : watcher_.directories()) {
        if (watched != root_ && !listing.pending.contains(watched)) watcher_.removePath(watched);
    }
    for (const QString& pending : listing.pending) {
        if (!watcher_.directories().contains(pending)) watcher_.addPath(pending);
    }
    updateFilterChoices();
    for (int row = 0; row < filtered_->rowCount(); ++row) {
        QModelIndex index = filtered_->index(row, 0);
        if (selected.contains(index.data(RunHistoryModel::kDirRole).toString())) {
            view_->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    view_->resizeColumnsToContents();
    updateActions();
    emit refreshed();
    if (refreshAgain_) {
        refreshAgain_ = false;
        refresh();
    }
}

void RunHistoryPanel::updateFilterChoices() {
    std::set<QString> presets;
    for (int row = 0; row < model_->rowCount(); ++row) {
        for (const auto& id : model_->run(row).presetIds) presets.insert(QString::fromStdString(id));
    }
    const QString current = presetFilter_->currentIndex() > 0 ? presetFilter_->currentText() : QString();
    QSignalBlocker blocker(presetFilter_);
    while (presetFilter_->count() > 1) presetFilter_->removeItem(1);
    for (const auto& p : presets) presetFilter_->addItem(p);
    int keep = current.isEmpty() ? 0 : presetFilter_->findText(current);
    presetFilter_->setCurrentIndex(keep < 0 ? 0 : keep);
    filtered_->setFilterFixedString(keep <= 0 ? QString() : current);
}

QStringList RunHistoryPanel::selectedRuns() const {
    QStringList dirs;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows()) {
        dirs << index.data(RunHistoryModel::kDirRole).toString();
    }
    return dirs;
}

void RunHistoryPanel::updateActions() {
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    std::set<QString> presets;
    bool allSinglePreset = true;
    for (const QModelIndex& index : rows) {
        const bench::RunSummary& run = model_->run(filtered_->mapToSource(index).row());
        allSinglePreset = allSinglePreset && run.presetIds.size() == 1 && run.state != bench::RunState::kUnreadable;
        presets.insert(index.data(RunHistoryModel::kPresetsRole).toString());
    }
    open_->setEnabled(rows.size() == 1);
    compare_->setEnabled(rows.size() >= 2 && presets.size() == 1 && allSinglePreset);
    delete_->setEnabled(!rows.isEmpty() && !deleting_.isRunning());
}

void RunHistoryPanel::deleteSelected() {
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    if (rows.isEmpty()) return;
    QStringList removed, unregistered;
    for (const QModelIndex& index : rows) {
        const bench::RunSummary& run = model_->run(filtered_->mapToSource(index).row());
        (run.registered ? unregistered : removed) << QString::fromStdString(run.dir.string());
    }
    QString text;
    if (!removed.isEmpty()) {
        text += tr("These folders and everything in them are removed:") + QStringLiteral("\n  ") +
                removed.join(QStringLiteral("\n  "));
    }
    if (!unregistered.isEmpty()) {
        if (!text.isEmpty()) text += QStringLiteral("\n\n");
        text += tr("These runs written elsewhere leave the history; their files are kept:") + QStringLiteral("\n  ") +
                unregistered.join(QStringLiteral("\n  "));
    }
    QMessageBox confirm(QMessageBox::Warning, tr("Delete Runs"), text, QMessageBox::Cancel, this);
    QPushButton* remove = confirm.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    confirm.setDefaultButton(QMessageBox::Cancel);
    confirm.exec();
    if (confirm.clickedButton() != remove) return;

    const std::filesystem::path root = fsPath(root_);
    QStringList dirs = removed + unregistered;
    deleting_.setFuture(QtConcurrent::run([root, dirs] {
        for (const QString& dir : dirs) {
            Status s = bench::deleteRun(root, fsPath(dir));
            if (!s.isOk()) return s;
        }
        return Status::ok();
    }));
    updateActions();
}

}  // namespace wr::gui
