// RunHistoryPanel: the kept benchmark runs in a table with a preset filter
// and the actions Open, Compare (two or more selected runs of one preset),
// Delete (after a confirmation naming what goes), Show folder and Refresh.
// Listing and deleting run off the GUI thread; a file system watcher on the
// history root refreshes the list when wrctl bench or the GUI adds a run.
#pragma once

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <vector>

#include "bench/results/run_history.h"
#include "bench/results/run_summary_cache.h"
#include "util/result.h"

class QAction;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace wr::gui {

class RunHistoryModel;

class RunHistoryPanel : public QWidget {
    Q_OBJECT

public:
    // `root`: the history to show; empty for bench::historyRoot().
    explicit RunHistoryPanel(const QString& root = {}, QWidget* parent = nullptr);

    QString root() const { return root_; }
    RunHistoryModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QComboBox* presetFilter() const { return presetFilter_; }
    QAction* openAction() const { return open_; }
    QAction* compareAction() const { return compare_; }
    QAction* deleteAction() const { return delete_; }
    QAction* showFolderAction() const { return showFolder_; }
    QAction* refreshAction() const { return refresh_; }
    // The selected runs' directories, in the table's order.
    QStringList selectedRuns() const;

public slots:
    // Reads the history again, off the GUI thread.
    void refresh();

signals:
    void openRunRequested(const QString& dir);
    void compareRequested(const QStringList& dirs);
    // A listing has arrived and is shown.
    void refreshed();

private:
    void showRuns();
    void updateFilterChoices();
    void updateActions();
    void deleteSelected();
    void watchRoot();

    QString root_;
    RunHistoryModel* model_;
    QSortFilterProxyModel* filtered_;
    QTableView* view_;
    QComboBox* presetFilter_;
    QLabel* message_;
    QAction* open_;
    QAction* compare_;
    QAction* delete_;
    QAction* showFolder_;
    QAction* refresh_;
    QFileSystemWatcher watcher_;
    // The runs, and the root's folders without results.json yet: runs being
    // written, watched so their results.json arriving refreshes the list.
    struct Listing {
        Result<std::vector<bench::RunSummary>> runs;
        QStringList pending;
    };
    QFutureWatcher<Listing> listing_;
    // Shared with the listing on the pool, which may outlive the panel.
    std::shared_ptr<bench::RunSummaryCache> summaries_;
    QFutureWatcher<Status> deleting_;
    bool refreshAgain_ = false;  // a change arrived while a listing ran
};

}  // namespace wr::gui
