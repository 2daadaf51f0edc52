// StoreJob: long work that needs a store to itself — its integrity check
// (KvStore::check), a compaction or reallocation (KvStore::compact), a look
// at its files — run on a thread of its own with a progress sink and a
// cancellation token (util/cancellation.h).
//
// A store admits one opener (a ZDB directory, a WR-Store++ data directory and
// the peers' files are locked), and the page's sessions hold it open. So the
// page closes its sessions, the job opens the store by its URI, runs, closes
// it, and the page opens its sessions again: the views show the store as the
// job left it. Cancelling stops the work within a second (the engines poll
// the token), leaving the store consistent.
#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>

#include "stores/kv_store.h"
#include "util/cancellation.h"

namespace wr::gui {

class StoreJob : public QObject {
    Q_OBJECT

public:
    using Task =
        std::function<wr::Status(wr::kv::KvStore& store, wr::ProgressSink& progress, wr::CancellationToken& cancel)>;

    explicit StoreJob(QObject* parent = nullptr);
    // Cancels a job that still runs and waits for it.
    ~StoreJob() override;

    // Opens the store at `uri` (for writing when `writable`) and runs `task`
    // on it; answered by finished(). One job at a time: false when one runs.
    bool start(const QString& uri, bool writable, Task task);
    void cancel();
    bool isRunning() const { return running_; }

signals:
    void progress(const QString& phase, quint64 done, quint64 total);
    // `status` is empty when the task succeeded; `code` is the Status code.
    void finished(wr::StatusCode code, const QString& status);

private:
    QThreadPool thread_;
    std::shared_ptr<wr::CancellationToken> cancel_;
    bool running_ = false;
};

}  // namespace wr::gui
