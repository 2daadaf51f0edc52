#include "widgets/shell/location_probe.h"

#include <QtConcurrent>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

LocationProbe::LocationProbe(QObject* parent) : QObject(parent), watcher_(new QFutureWatcher<Answer>(this)) {
    connect(watcher_, &QFutureWatcher<Answer>::finished, this, &LocationProbe::deliver);
}

LocationProbe::~LocationProbe() { watcher_->waitForFinished(); }

void LocationProbe::probe(const QString& path) {
    path_ = path;
    if (path.isEmpty()) return;
    // One probe at a time: a newer path starts when the running one ends.
    if (watcher_->isRunning()) {
        again_ = true;
        return;
    }
    watcher_->setFuture(QtConcurrent::run([path] {
        Answer answer{path, {}, {}};
        auto probed = wr::kv::probeLocation(path.toStdString());
        if (probed) {
            answer.result = std::move(probed).value();
        } else {
            answer.error = fromUtf8(probed.status().message());
        }
        return answer;
    }));
}

void LocationProbe::deliver() {
    const Answer answer = watcher_->result();
    if (again_) {
        again_ = false;
        probe(path_);
    }
    if (answer.path == path_) emit probed(answer.path, answer.result, answer.error);
}

}  // namespace wr::gui
