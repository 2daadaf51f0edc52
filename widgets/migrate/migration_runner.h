// MigrationRunner: the wizard's door to the migrator (core/migrate/
// migration.h). It plans a migration (planMigration, for the preview) and
// runs one (migrate) on a thread of its own, so that no store is opened,
// scanned or written on the GUI thread; progress reports and answers arrive
// on the GUI thread, queued. One request at a time: a plan asked for while
// another is under way replaces its answer, and Stop cancels the running
// migration through its token, which the migrator polls often enough to
// stop within a second with the target consistent and checkpointed.
#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <memory>

#include "migrate/migration.h"
#include "stores/store_uri.h"
#include "util/cancellation.h"

namespace wr::gui {

class MigrationRunner : public QObject {
    Q_OBJECT

public:
    explicit MigrationRunner(QObject* parent = nullptr);
    // Cancels a migration that still runs and waits for the thread.
    ~MigrationRunner() override;

    // Answered by planned() or planFailed(); an earlier plan's answer is dropped.
    void plan(const wr::kv::StoreUri& source, const wr::kv::StoreUri& target,
              const wr::migrate::MigrationOptions& options);
    // Answered by finished(), or failed() (a cancelled run fails with kCancelled).
    // False when a migration already runs.
    bool start(const wr::kv::StoreUri& source, const wr::kv::StoreUri& target, wr::migrate::MigrationOptions options);
    void cancel();
    // Blocks until the thread has nothing left to do (after cancel(): within a second or so).
    void wait();
    bool isRunning() const { return running_; }
    bool isPlanning() const { return planning_; }

signals:
    void planned(const wr::migrate::MigrationPlan& plan);
    void planFailed(const QString& message);
    // Pairs `done` of `total` (0: unknown) and their key and value bytes.
    void progress(const QString& phase, quint64 done, quint64 total, quint64 bytes);
    void finished(const wr::migrate::MigrationReport& report);
    void failed(wr::StatusCode code, const QString& message);

private:
    QThreadPool thread_;
    std::shared_ptr<wr::CancellationToken> cancel_;
    quint64 planRequest_ = 0;
    bool planning_ = false;
    bool running_ = false;
};

}  // namespace wr::gui
