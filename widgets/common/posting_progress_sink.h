// PostingProgressSink: the ProgressSink a worker thread reports a long job's
// progress to; every report is handed to `report` on the thread of
// `receiver` (the GUI thread), queued, with the phase already a QString.
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QString>

#include <functional>
#include <utility>

#include "util/cancellation.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

class PostingProgressSink : public wr::ProgressSink {
public:
    using Report = std::function<void(const QString& phase, quint64 done, quint64 total)>;

    PostingProgressSink(QObject* receiver, Report report) : receiver_(receiver), report_(std::move(report)) {}

    void onProgress(const wr::Progress& progress) override {
        QMetaObject::invokeMethod(
            receiver_,
            [report = report_, phase = fromUtf8(progress.phase), done = progress.done, total = progress.total] {
                report(phase, done, total);
            },
            Qt::QueuedConnection);
    }

private:
    QObject* receiver_;
    Report report_;
};

}  // namespace wr::gui
