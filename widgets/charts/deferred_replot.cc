#include "widgets/charts/deferred_replot.h"

#include <qcustomplot.h>
#include <QEvent>

namespace wr::gui {

namespace {

const QString kWatcherName = QStringLiteral("wr-replot-on-show");

// Watches one plot for being shown while it owes a replot.
class ReplotOnShow : public QObject {
public:
    explicit ReplotOnShow(QCustomPlot* plot) : QObject(plot), plot_(plot) {
        setObjectName(kWatcherName);
        plot->installEventFilter(this);
    }
    void owe() { owed_ = true; }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == plot_ && event->type() == QEvent::Show && owed_) {
            owed_ = false;
            plot_->replot(QCustomPlot::rpQueuedReplot);
        }
        return false;
    }

private:
    QCustomPlot* plot_;
    bool owed_ = false;
};

}  // namespace

void replotWhenShown(QCustomPlot* plot) {
    if (plot->isVisible()) {
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    // Found by name: the class has no meta-object of its own to be found by.
    auto* watcher = static_cast<ReplotOnShow*>(plot->findChild<QObject*>(kWatcherName, Qt::FindDirectChildrenOnly));
    if (watcher == nullptr) watcher = new ReplotOnShow(plot);
    watcher->owe();
}

}  // namespace wr::gui
