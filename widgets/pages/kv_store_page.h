// KvStorePage: a store opened by URI in a tab. Every store shows its keys
// (widgets/kv's KvBrowser: the paged key list, search, the value inspector)
// and its statistics. What else it shows follows the store's capabilities
// (KvStore::capabilities), known once it has opened: the Check button for a
// store with an integrity check; for a hashed index (WR-Store, WR-Store++)
// the index as a registry tree with each key's subkey and value counts, and a
// key locator that derives a key's leaf from its MD5 and selects it there;
// for value files of its own (WR-Store++'s chunks, ZDB's data files) a map of
// them; for a redis: store its nodes, slots and key counts, and the node
// holding the selected key (ClusterView, in a Cluster or Server tab).
//
// The index tree reads the registry that the store itself holds open: once
// the store is open, the page opens the same registry through the stores'
// registry pool (RegistrySession::openShared), so there is one Registry
// object and one hive lock. The tree is read-only: the index belongs to the
// store, and editing it behind the store's back would break it.
//
// Checks and compactions need the store to itself (StoreJob): the page closes
// its sessions, runs the job with progress and Cancel, and opens them again.
//
// Entries are edited through KvEditor once the tab is writable: New Entry,
// Modify Value and Delete stage edits on the page's undo stack (the key list
// marks their rows, the inspector shows a staged value), Write Changes sends
// them to the session as one WriteBatch and Revert Changes drops them. Once
// written, every view shows the store as it now is (the key list, the
// search results, the inspector and the key's placement, the index tree, the
// statistics and the chunk map); a deleted key shows as gone. While edits
// are staged, commands that reopen the store (Refresh, checks, compaction)
// wait for them to be written or reverted. Reopening keeps the user's place:
// the selected key, the search and the index tree's selection.
//
// Going to a key works alike on every store: the Keys view shows its value,
// the keys it starts are searched, and an indexed store's tree goes to its
// leaf as well; a key the store does not hold is a notice, not an error.
// The key count is the engine's (exact or an estimate, which says how it was
// made); Count Keys counts every key in the background, with Cancel.
#pragma once

#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

#include "registry/registry_location.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_session.h"
#include "widgets/kv/store_job.h"
#include "widgets/registry/registry_session.h"
#include "widgets/shell/store_page.h"

namespace wr::gui {

class ChunkMapPanel;
class ChunkMapSource;
class ClusterView;
class KeyLocator;
class KvEditor;
class KvPairExport;
class KvPairImport;
class RegistryBrowser;
class StatisticsPanel;

class KvStorePage : public StorePage {
    Q_OBJECT

public:
    explicit KvStorePage(const StoreAddress& address, QWidget* parent = nullptr);

    bool isOpen() const override;
    void open() override;
    bool canRun(StoreCommand command) const override;
    void run(StoreCommand command) override;
    QString location() const override;
    void goTo(const QString& target) override;
    QString statusText() const override;
    QString commandText(StoreCommand command) const override;
    bool hasUnwrittenChanges() const override;
    int unwrittenChangeCount() const override;
    QUndoStack* undoStack() const override;
    bool focusSearch() override;
    bool findNext() override;

    KvSession* session() const { return kv_; }
    KvEditor* editor() const { return editor_; }
    KvBrowser* keys() const { return keys_; }
    KvPairExport* pairExport() const { return export_; }
    KvPairImport* pairImport() const { return import_; }
    // The index views; null for stores without a hashed registry index, and until the store has opened.
    RegistrySession* indexSession() const { return index_; }
    RegistryBrowser* indexBrowser() const { return indexBrowser_; }
    KeyLocator* locator() const { return locator_; }
    StatisticsPanel* statistics() const { return statistics_; }
    // The chunk map of WR-Store++ and ZDB; null for other stores, and until the store has opened.
    ChunkMapPanel* chunkMap() const { return chunks_; }
    // The cluster view of a redis: store; null for other stores, and until the store has opened.
    ClusterView* clusterView() const { return cluster_; }
    // Reads the chunk map again (with the store to itself, briefly).
    void readChunkMap();
    // Reads it when the Chunks tab is shown for the first time.
    void readChunkMapOnce();
    // Compacts (reallocates) the store in the background, without asking;
    // the map is read again afterwards when it was shown.
    void startCompaction();

    // Counts every key in the background (see above).
    void countKeysExactly();

    // Runs `task` with the store to itself (see above). `succeeded` runs
    // when it did, before the sessions open again; a cancellation is logged
    // and a failure reported.
    void runExclusive(const QString& operation, bool writable, StoreJob::Task task, std::function<void()> succeeded);

private:
    // The constructor's parts: what the page does with the editor, the key
    // views, the session's answers, the statistics, the jobs and the tabs.
    void connectEditor();
    void connectKeyViews();
    void connectSession();
    void connectStatistics();
    void connectJobs();
    // File > Export and Import of pairs.
    void connectExchange();
    void connectTabs();
    void onOpened(KvRequestId id, const KvStoreInfo& info);
    // The views the store's capabilities call for, added the first time it opens.
    void addCapabilityViews(const wr::kv::StoreCapabilities& capabilities);
    void addIndexView();
    void connectIndex();
    void addChunkMap(wr::kv::StoreCapabilities::ValueFiles files);
    void addClusterView();
    // Reads the index's location from the store's URI; false when it names none.
    bool parseIndex();
    void openIndex();
    void readLayout();
    void onLayoutValue(RequestId id, const QString& name, quint32 type, const QByteArray& data);
    // Selects the leaf `path` in the index tree and then the value `valueName`
    // in it; `show` brings the index view to the front and says when either is missing.
    void revealInIndex(const QString& path, const QString& valueName, bool show = true);
    // Every view shows the store as it is after a write.
    void showStoreAsItIsNow();
    // Keeps the user's place before the store closes to open again, and restores it.
    void keepPlace();
    void restorePlace();
    void selectPendingValue();
    void refreshStatistics();
    void checkIntegrity();
    // Asks, naming what is rewritten, then startCompaction().
    void compact();
    // Logs the compaction that reopened the store with what it gave back.
    void reportReclaimed(const KvStatistics& after);
    // Closes both sessions and calls `next` once neither holds the store.
    void whenClosed(std::function<void()> next);
    void checkClosed();
    void onJobFinished(wr::StatusCode code, const QString& error);
    // The entry commands (see above).
    void newEntry();
    void modifyEntry();
    void deleteEntry();
    void writeChanges();
    void revertChanges();
    // The selected key when it is there to modify or delete (not deleted by a staged edit).
    QByteArray editableKey() const;
    // The staged value of the selected key in the inspector, when it has one.
    void showStagedValue();

    KvSession* kv_;
    KvBrowser* keys_;
    KvEditor* editor_;
    // The key whose staged value or note the inspector shows, read again from the store once undone.
    QByteArray stagedShown_;
    StatisticsPanel* statistics_;
    StoreJob* job_;
    KvPairExport* export_;
    KvPairImport* import_;
    RegistrySession* index_ = nullptr;
    RegistryBrowser* indexBrowser_ = nullptr;
    KeyLocator* locator_ = nullptr;
    ChunkMapPanel* chunks_ = nullptr;
    std::shared_ptr<ChunkMapSource> chunkSource_;
    bool chunkMapRead_ = false;
    ClusterView* cluster_ = nullptr;
    QWidget* indexView_ = nullptr;
    // What the store's URI says about its index (WR-Store and WR-Store++).
    std::optional<wr::reg::RegistryLocation> indexLocation_;
    QString indexRoot_;  // "HKCU"
    QString indexDb_;    // "kvs"
    int layoutDepth_ = 0;
    int layoutLength_ = 0;
    QList<RequestId> layoutRequests_;
    // Selected in the index once the leaf is selected and its values are in.
    QString pendingLeaf_;
    QString pendingValue_;
    bool revealShown_ = true;
    // The key gone to, until its value is shown or found missing.
    QByteArray goingTo_;
    // Kept while the store closes to open again.
    std::optional<KvBrowser::Place> keptPlace_;
    QString keptIndexPath_;
    // The exact count of the open store's keys, once counted, until it changes.
    std::optional<quint64> countedKeys_;
    KvRequestId countRequest_ = 0;

    KvRequestId openRequest_ = 0;
    KvRequestId statisticsRequest_ = 0;
    // A compaction's operation and the store's disk bytes before it: the log
    // says what it gave back once the reopened store tells the bytes after.
    QString reclaimOperation_;
    quint64 reclaimBefore_ = 0;
    KvRequestId reclaimRequest_ = 0;
    RequestId indexStatisticsRequest_ = 0;
    QString jobOperation_;
    std::function<void()> jobSucceeded_;
    std::function<void()> closeThen_;
};

}  // namespace wr::gui
