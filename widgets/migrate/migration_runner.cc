#include "widgets/migrate/migration_runner.h"

#include <QMetaObject>

#include <utility>

#include "widgets/common/background_release.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

// Hands each report to the runner's progress() on the GUI thread, queued,
// bytes included (the migrator counts them; MB/s comes from them).
class RunnerProgressSink : public wr::ProgressSink {
public:
    explicit RunnerProgressSink(MigrationRunner* runner) : runner_(runner) {}

    void onProgress(const wr::Progress& progress) override {
        QMetaObject::invokeMethod(
            runner_,
            [runner = runner_, phase = fromUtf8(progress.phase), done = progress.done, total = progress.total,
             bytes = progress.bytes] { emit runner->progress(phase, done, total, bytes); },
            Qt::QueuedConnection);
    }

private:
    MigrationRunner* runner_;
};

}  // namespace

MigrationRunner::MigrationRunner(QObject* parent) : QObject(parent) {
    // One thread: a plan never opens the stores while a migration holds them.
    thread_.setMaxThreadCount(1);
}

MigrationRunner::~MigrationRunner() {
    cancel();
    thread_.waitForDone();
}

void MigrationRunner::plan(const wr::kv::StoreUri& source, const wr::kv::StoreUri& target,
                           const wr::migrate::MigrationOptions& options) {
    const quint64 request = ++planRequest_;
    planning_ = true;
    thread_.start([this, source, target, options, request] {
        waitForReleases();  // a tab closed a moment ago may still be letting go of a store
        auto plan = wr::migrate::planMigration(source, target, options);
        QMetaObject::invokeMethod(
            this,
            [this, request, plan = std::move(plan)] {
                if (request != planRequest_) return;
                planning_ = false;
                if (plan.isOk())
                    emit planned(plan.value());
                else
                    emit planFailed(fromUtf8(plan.status().toString()));
            },
            Qt::QueuedConnection);
    });
}

bool MigrationRunner::start(const wr::kv::StoreUri& source, const wr::kv::StoreUri& target,
                            wr::migrate::MigrationOptions options) {
    if (running_) return false;
    running_ = true;
    cancel_ = std::make_shared<wr::CancellationToken>();
    thread_.start([this, source, target, options = std::move(options), cancel = cancel_]() mutable {
        waitForReleases();
        RunnerProgressSink sink(this);
        options.progress = &sink;
        options.cancel = cancel.get();
        auto report = wr::migrate::migrate(source, target, options);
        QMetaObject::invokeMethod(
            this,
            [this, report = std::move(report)] {
                running_ = false;
                if (report.isOk())
                    emit finished(report.value());
                else
                    emit failed(report.status().code(), fromUtf8(report.status().toString()));
            },
            Qt::QueuedConnection);
    });
    return true;
}

void MigrationRunner::cancel() {
    if (cancel_) cancel_->cancel();
}

void MigrationRunner::wait() { thread_.waitForDone(); }

}  // namespace wr::gui
