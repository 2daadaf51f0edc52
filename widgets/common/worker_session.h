// WorkerSession: what the GUI's doors to a store share (KvSession for any
// KvStore, RegistrySession for a registry). The session owns its store on a
// worker thread of its own, where requests run one at a time in the order
// they were made, so no store call ever runs on the GUI thread (DESIGN.md
// "Threads, progress and cancellation"). Every request returns an id that
// its answer carries; answers are delivered on the thread that owns the
// session (the GUI thread), a failure as requestFailed() saying what was
// asked and why it failed. Subclasses add the requests, their answers, and
// what they tell about the open store.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>

#include "util/status.h"

namespace wr::gui {

using SessionRequestId = quint64;

struct SessionError {
    QString operation;  // what was asked, for the log: "Open leveldb:dir=/data/l"
    QString message;    // what failed and why, from the store's Status
    wr::StatusCode code = wr::StatusCode::kOk;
};

class WorkerSession : public QObject {
    Q_OBJECT

public:
    bool isOpen() const { return open_; }
    // Requests made and not yet answered.
    int pendingRequests() const { return pending_; }

signals:
    void closed();
    void requestFailed(wr::gui::SessionRequestId id, const wr::gui::SessionError& error);
    // The last pending request was answered.
    void idle();

protected:
    explicit WorkerSession(QObject* parent);

    // What to do on the GUI thread with a request's outcome.
    using Delivery = std::function<void()>;

    // An id no request or other numbered thing of this session has had.
    quint64 nextId() { return nextId_++; }
    // A request's id; the request is pending until finishRequest().
    SessionRequestId beginRequest();
    // Runs `job` on the worker, after every job started before it.
    void runOnWorker(std::function<void()> job);
    // Runs `fn` on the GUI thread while the session lives (callable from any thread).
    void post(std::function<void()> fn);
    // Counts a request answered, runs its delivery (when there is one) and
    // emits idle() after the last pending one.
    void finishRequest(const Delivery& delivery);
    Delivery failure(SessionRequestId id, const QString& operation, const wr::Status& status);
    // A failed open also closed what was open before it.
    Delivery openFailure(SessionRequestId id, const QString& operation, const wr::Status& status);
    void markOpen() { open_ = true; }
    // Forgets the open store's info (clearInfo) and emits closed() when it was open.
    void markClosed();
    virtual void clearInfo() = 0;
    // For the destructors: drops the jobs that have not started, then runs
    // `release` on the worker once the running one has ended, and waits for it.
    void stopWorker(std::function<void()> release);

private:
    QThreadPool worker_;
    quint64 nextId_ = 1;
    int pending_ = 0;
    bool open_ = false;
};

}  // namespace wr::gui

// For QVariant and QSignalSpy, which see the signals' arguments.
Q_DECLARE_METATYPE(wr::gui::SessionError)
