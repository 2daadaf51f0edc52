#include "widgets/kv/store_job.h"

#include <QMetaObject>

#include "stores/store_factory.h"
#include "widgets/common/background_release.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

// Passes progress to the GUI thread.
class PostingSink : public wr::ProgressSink {
public:
    explicit PostingSink(StoreJob* job) : job_(job) {}
    void onProgress(const wr::Progress& p) override {
        const QString phase = fromUtf8(p.phase);
        QMetaObject::invokeMethod(
            job_, [job = job_, phase, done = p.done, total = p.total] { emit job->progress(phase, done, total); },
            Qt::QueuedConnection);
    }

private:
    StoreJob* job_;
};

}  // namespace

StoreJob::StoreJob(QObject* parent) : QObject(parent) { thread_.setMaxThreadCount(1); }

StoreJob::~StoreJob() {
    if (cancel_) cancel_->cancel();
    thread_.waitForDone();
}

bool StoreJob::start(const QString& uri, bool writable, Task task) {
    if (running_) return false;
    running_ = true;
    cancel_ = std::make_shared<wr::CancellationToken>();
    thread_.start([this, uri, writable, task = std::move(task), cancel = cancel_] {
        wr::kv::OpenOptions options;
        options.readOnly = !writable;
        options.createIfMissing = false;
        wr::Status status;
        waitForReleases();  // a session closed a moment ago may still be letting go of the store
        auto opened = wr::kv::openStore(uri.toStdString(), options);
        if (!opened) {
            status = opened.status();
        } else {
            PostingSink sink(this);
            status = task(*opened.value(), sink, *cancel);
            const wr::Status closed = opened.value()->close();
            if (status.isOk()) status = closed;
        }
        const QString text = status.isOk() ? QString() : fromUtf8(status.toString());
        QMetaObject::invokeMethod(
            this,
            [this, code = status.code(), text] {
                running_ = false;
                emit finished(code, text);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void StoreJob::cancel() {
    if (cancel_) cancel_->cancel();
}

}  // namespace wr::gui
