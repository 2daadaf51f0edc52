// RegistrySession: the GUI's one door to a registry. Like every
// WorkerSession it owns the Registry on a worker thread of its own and
// answers asynchronous requests through signals. Every request returns an
// id that its answer carries; models remember the ids they asked for and
// ignore the rest, which is how several models share one session and how
// answers for a hive that has since been closed are dropped.
//
// Requests run one at a time in the order they were made, so a listing always
// sees the registry that the preceding open() produced. Signals are emitted on
// the thread that owns the session (the GUI thread).
//
// Long requests (writing staged changes, previewing an import, exporting)
// report progress() and stop early when cancelled, with a Cancelled failure.
//
// A WR-Store keeps its index in a registry that the store holds open (and
// locked). openShared() opens that registry through the stores' own registry
// pool (stores/wrindex/registry_pool.h), so the session and the store share
// one Registry object instead of fighting over the hive's lock.
#pragma once

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QMutex>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>

#include "registry/registry.h"
#include "registry/registry_location.h"
#include "util/cancellation.h"
#include "widgets/common/worker_session.h"
#include "widgets/registry/import_change.h"
#include "widgets/registry/registry_change.h"
#include "widgets/registry/registry_export.h"

namespace wr::gui {

using RequestId = SessionRequestId;

// What an open() found.
struct SessionInfo {
    QString description;  // Registry::describe(): "hive /path/to/dir"
    QString rootLabel;    // the name the tree shows for the root key
    QString rootName;     // the root the registry plays in .reg files: "HKEY_CURRENT_USER"
    bool readOnly = true;
    QString recoveryMessage;  // the hive's recovery summary, empty when it opened clean
    wr::reg::KeyInfo rootInfo;
    qint64 openMillis = 0;
};

// One subkey with its own counts, so a tree can tell whether it is
// expandable without asking again.
struct SubkeyEntry {
    QString name;
    wr::reg::KeyInfo info;
};

// One value as a listing shows it. The data is carried as a one-line preview
// formatted on the worker, not as bytes: a page of large values would
// otherwise be copied whole into the GUI thread.
struct ValueEntry {
    QString name;  // empty: the key's default value
    quint32 type = 0;
    quint32 size = 0;
    QString preview;
};

using RequestError = SessionError;

class RegistrySession : public WorkerSession {
    Q_OBJECT

public:
    explicit RegistrySession(QObject* parent = nullptr);
    // Closes the registry on the worker and waits for it.
    ~RegistrySession() override;

    // Opens a registry, closing the one that is open first (which releases its
    // lock). Answered by opened() or requestFailed(), after closed() when a
    // registry was open.
    RequestId open(const wr::reg::RegistryLocation& location);
    // The registry at `location` as the stores of this process share it;
    // `rootLabel` names the root key in the tree (null: as open() names it).
    RequestId openShared(const wr::reg::RegistryLocation& location, const QString& rootLabel = {});
    // A portable hive at `directory`; never creates one.
    RequestId openHive(const QString& directory, bool readOnly);
    RequestId close();

    // Paths are backslash-separated and relative to the root; "" is the root.
    RequestId listSubkeys(const QString& path, quint32 start, quint32 count);
    RequestId listValues(const QString& path, quint32 start, quint32 count);
    RequestId queryInfo(const QString& path);
    // The data of one value ("" is the default value).
    RequestId queryValue(const QString& path, const QString& name);
    RequestId queryStatistics();

    // Long requests.
    // Applies the changes in order and flushes; the first failure stops it,
    // and its message says how many were written before.
    RequestId applyChanges(const QList<RegistryChange>& changes);
    // Reads and parses a .reg file and works out what importing it at the
    // root would change, changing nothing.
    RequestId previewImport(const QString& file);
    RequestId exportKey(const ExportRequest& request);

    // Skips a request that has not started yet, and stops a long one that
    // has; the answer of a skipped one never comes.
    void cancel(RequestId id);

    const SessionInfo& info() const { return info_; }

signals:
    void opened(wr::gui::RequestId id, const wr::gui::SessionInfo& info);
    void subkeysListed(wr::gui::RequestId id, const QString& path, quint32 start,
                       const QList<wr::gui::SubkeyEntry>& entries);
    void valuesListed(wr::gui::RequestId id, const QString& path, quint32 start,
                      const QList<wr::gui::ValueEntry>& entries);
    void infoQueried(wr::gui::RequestId id, const QString& path, const wr::reg::KeyInfo& info);
    void valueQueried(wr::gui::RequestId id, const QString& path, const QString& name, quint32 type,
                      const QByteArray& data);
    void statisticsQueried(wr::gui::RequestId id, const wr::reg::RegistryStatistics& statistics);
    void changesApplied(wr::gui::RequestId id, int count);
    void importPreviewed(wr::gui::RequestId id, const wr::gui::ImportPreview& preview);
    void exported(wr::gui::RequestId id, const wr::gui::ExportRequest& request, const wr::gui::ExportResult& result);
    // A long request's progress: `done` of `total` (0 when unknown) units of `phase`.
    void progress(wr::gui::RequestId id, const QString& phase, quint64 done, quint64 total);

private:
    // Work runs on the worker with its request id and the open registry (null
    // when none is open) and returns what to do on the GUI thread with its outcome.
    using Work = std::function<Delivery(RequestId id, std::shared_ptr<wr::reg::Registry>& registry)>;
    // Long work gets a progress sink and a cancellation token of its own.
    using LongWork = std::function<Delivery(RequestId id, wr::reg::Registry& registry, wr::ProgressSink& progress,
                                            wr::CancellationToken& cancel, const QString& operation)>;

    RequestId submit(Work work);
    RequestId submitLong(const QString& operation, LongWork work);
    RequestId openWith(const QString& operation, const QString& label,
                       std::function<Result<std::shared_ptr<wr::reg::Registry>>()> opener,
                       const wr::reg::RegistryLocation& location);
    // Work on the key at `path`, which has been opened; failing to open it is
    // reported as a failure of `operation`.
    using KeyWork = std::function<Delivery(RequestId id, wr::reg::Registry& registry, const wr::reg::Key& key,
                                           const QString& operation)>;
    RequestId submitForKey(const QString& path, const QString& operation, KeyWork work);
    static QString keyName(const QString& path);
    void clearInfo() override { info_ = {}; }
    void finish(RequestId id, const Delivery& delivery);
    bool takeCancelled(RequestId id);

    std::shared_ptr<wr::reg::Registry> registry_;  // touched only by Work on the worker
    SessionInfo info_;
    QMutex cancelledMutex_;
    QSet<RequestId> cancelled_;
    QHash<RequestId, std::shared_ptr<wr::CancellationToken>> running_;  // long requests, under cancelledMutex_
};

}  // namespace wr::gui

// For QVariant and QSignalSpy, which see the signals' arguments.
Q_DECLARE_METATYPE(wr::gui::SessionInfo)
Q_DECLARE_METATYPE(wr::gui::SubkeyEntry)
Q_DECLARE_METATYPE(wr::gui::ValueEntry)
Q_DECLARE_METATYPE(wr::reg::KeyInfo)
Q_DECLARE_METATYPE(wr::reg::RegistryStatistics)
Q_DECLARE_METATYPE(wr::gui::ExportRequest)
Q_DECLARE_METATYPE(wr::gui::ExportResult)
