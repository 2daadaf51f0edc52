#include "widgets/common/worker_session.h"

#include <QMetaObject>

#include <utility>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

WorkerSession::WorkerSession(QObject* parent) : QObject(parent) {
    // One thread for the session's life: requests run in order and the store
    // has a single owner.
    worker_.setMaxThreadCount(1);
    worker_.setExpiryTimeout(-1);
}

SessionRequestId WorkerSession::beginRequest() {
    ++pending_;
    return nextId();
}

void WorkerSession::runOnWorker(std::function<void()> job) { worker_.start(std::move(job)); }

void WorkerSession::post(std::function<void()> fn) {
    QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection);
}

void WorkerSession::finishRequest(const Delivery& delivery) {
    --pending_;
    if (delivery) delivery();
    if (pending_ == 0) emit idle();
}

WorkerSession::Delivery WorkerSession::failure(SessionRequestId id, const QString& operation,
                                               const wr::Status& status) {
    SessionError error{operation, fromUtf8(status.toString()), status.code()};
    return [this, id, error] { emit requestFailed(id, error); };
}

WorkerSession::Delivery WorkerSession::openFailure(SessionRequestId id, const QString& operation,
                                                   const wr::Status& status) {
    Delivery report = failure(id, operation, status);
    return [this, report] {
        markClosed();
        report();
    };
}

void WorkerSession::markClosed() {
    const bool wasOpen = std::exchange(open_, false);
    clearInfo();
    if (wasOpen) emit closed();
}

void WorkerSession::stopWorker(std::function<void()> release) {
    worker_.clear();
    worker_.start(std::move(release));
    worker_.waitForDone();
}

}  // namespace wr::gui
