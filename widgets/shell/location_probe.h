// LocationProbe: wr::kv::probeLocation() off the GUI thread, so a slow disk
// never freezes a dialog. Asking again while a probe runs supersedes it: only
// the answer for the latest path is delivered.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include "stores/store_probe.h"

namespace wr::gui {

class LocationProbe : public QObject {
    Q_OBJECT

public:
    explicit LocationProbe(QObject* parent = nullptr);
    ~LocationProbe() override;

    // Starts probing `path`; an empty path only cancels the pending answer.
    void probe(const QString& path);
    // The path of the last request.
    const QString& path() const { return path_; }

signals:
    // What `path` holds; `error` is set (and `result` meaningless) when it
    // could not be read.
    void probed(const QString& path, const wr::kv::ProbeResult& result, const QString& error);

private:
    struct Answer {
        QString path;
        wr::kv::ProbeResult result;
        QString error;
    };
    void deliver();

    QString path_;
    QFutureWatcher<Answer>* watcher_;
    bool again_ = false;  // a newer path waits for the running probe to end
};

}  // namespace wr::gui
