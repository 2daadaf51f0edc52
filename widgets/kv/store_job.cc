#include "widgets/kv/store_job.h"

#include <QMetaObject>

#include "stores/store_factory.h"
#include "widgets/common/background_release.h"
#include "widgets/common/posting_progress_sink.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

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
            PostingProgressSink sink(
                this, [this](const QString& phase, quint64 done, quint64 total) { emit progress(phase, done, total); });
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
