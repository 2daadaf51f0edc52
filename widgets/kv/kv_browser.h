// KvBrowser: the flat explorer of one store. On the left every key (a list
// the size of the store, paged in and out: KeyListView)
// and, on a second tab, what a search found; on the right the selected
// pair's value in the inspector and, for WR-Store and WR-Store++, where the
// key lives in the registry index. Selecting a key reads its value in the
// background (spilled to a temporary file when large) and cancels the read
// of the key selected before.
#pragma once

#include <QByteArray>
#include <QPointer>
#include <QSplitter>

#include <optional>

#include "widgets/kv/kv_session.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace wr::gui {

class KeyListModel;
class KeyFilter;
class KeyListView;
class KeyPlacementPanel;
class KvClipboard;
class KvSearchBar;
class SearchResultsModel;
class ValueInspector;

class KvBrowser : public QSplitter {
    Q_OBJECT

public:
    enum ListTab { KeysTab, ResultsTab };

    // Where the user is: kept while the store is closed and opened again
    // (reopened for writing, refreshed) and restored once it is open.
    struct Place {
        QByteArray key;   // the key in the inspector
        int keyRow = -1;  // the key list's current row, when no key is shown
        std::optional<SearchSpec> search;
    };

    explicit KvBrowser(KvSession* session, QWidget* parent = nullptr);

    KeyListModel* keyModel() const { return keys_; }
    SearchResultsModel* resultsModel() const { return results_; }
    // The key list's table (the rows on screen) and the list around it.
    QTableView* keyView() const { return keyView_; }
    KeyListView* keyList() const { return keyList_; }
    QTableView* resultsView() const { return resultsView_; }
    // The filter row over the key list, with the filtered keys' table.
    KeyFilter* keyFilter() const { return filter_; }
    // The table of the list in front: the key list (filtered or not) or the search results.
    QTableView* currentListView() const;
    KvSearchBar* searchBar() const { return searchBar_; }
    ValueInspector* inspector() const { return inspector_; }
    KeyPlacementPanel* placementPanel() const { return placement_; }
    void setCurrentListTab(ListTab tab);
    ListTab currentListTab() const;
    // Copy Key, Copy Value and Copy Row, with Ctrl+C on the lists and the inspector.
    KvClipboard* clipboard() const { return clipboard_; }
    // Runs a search into the results tab (what the search bar's button does).
    void startSearch(const SearchSpec& spec);
    // The status of the list in front: the key list's status line, or how
    // the search went.
    QString statusText() const;

    // Reads the current key's value again into the inspector.
    void reloadCurrentValue();
    // Makes `key` the current key and reads its value into the inspector,
    // listed or not (a key that is not there says so in the inspector), and
    // moves the key list to it.
    void showKeyNamed(const QByteArray& key);
    // Scrolls the key list to `row` (0-based) and makes it the current row
    // once its key is loaded (once the list knows its length, when asked before).
    void goToRow(int row);

    Place place() const;
    // Shows the key again (or the row), and runs the search again.
    void restorePlace(const Place& place);
    // After a write: the search runs again, and the value and where the key
    // lives are read again (a deleted key shows as gone).
    void showStoreAsItIsNow();

    // The key whose value the inspector shows or is reading.
    const QByteArray& currentKey() const { return currentKey_; }

signals:
    // The selected key's value is in the inspector (or could not be read).
    void valueShown(const QByteArray& key);
    // The key whose value was asked for is not in the store (the inspector says so).
    void keyMissing(const QByteArray& key);
    // The user asks for every key to be counted (the count shown is an estimate).
    void exactCountRequested();
    // What statusText() says changed.
    void statusChanged();

private:
    // `columnsName`: where its column widths are remembered.
    void setUpView(QTableView* view, const QString& columnsName);
    void showKey(const QModelIndex& index);
    void showValueOf(const QByteArray& key);
    // Makes the row of the current key among rows first..last of `view`
    // current, unless the view already has a current row.
    void markCurrentKeyIn(QTableView* view, int first, int last);
    void updateStatus();

    QPointer<KvSession> session_;
    KeyListModel* keys_;
    SearchResultsModel* results_;
    KvSearchBar* searchBar_;
    QTabWidget* lists_;
    KeyListView* keyList_;
    KeyFilter* filter_;
    QTableView* keyView_;
    QTableView* resultsView_;
    QLabel* status_;
    QPushButton* countButton_;
    ValueInspector* inspector_;
    KvClipboard* clipboard_;
    QWidget* placementBox_;
    KeyPlacementPanel* placement_;
    QByteArray currentKey_;
    std::optional<SearchSpec> lastSearch_;
    KvRequestId load_ = 0;
    int pendingRow_ = -1;  // goToRow() before the list knew its length
};

}  // namespace wr::gui
