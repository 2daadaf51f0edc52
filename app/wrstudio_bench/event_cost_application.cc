#include "event_cost_application.h"

#include <QEvent>
#include <QMetaEnum>
#include <QThread>

#include <algorithm>

namespace wr::studio_bench {

namespace {
QString eventTypeName(int type) {
    const char* name = QMetaEnum::fromType<QEvent::Type>().valueToKey(type);
    return name != nullptr ? QString::fromLatin1(name) : QString::number(type);
}
}  // namespace

EventCostApplication::EventCostApplication(int& argc, char** argv) : QApplication(argc, argv) { clock_.start(); }

void EventCostApplication::setMeasuring(bool on) { measuring_ = on; }

void EventCostApplication::reset() { rows_.clear(); }

bool EventCostApplication::notify(QObject* receiver, QEvent* event) {
    // Other threads' events (the run controller's own objects) are not the window's time.
    if (!measuring_ || QThread::currentThread() != thread()) return QApplication::notify(receiver, event);
    QString receiverClass = QString::fromLatin1(receiver->metaObject()->className());
    // "QCustomPlot in wr::gui::LatencyChart": which of several alike widgets it was.
    if (const QObject* parent = receiver->parent(); parent != nullptr) {
        receiverClass += QStringLiteral(" in ") + QString::fromLatin1(parent->metaObject()->className());
    }
    const int type = event->type();
    childNanos_.push_back(0);
    const qint64 start = clock_.nsecsElapsed();
    const bool handled = QApplication::notify(receiver, event);
    const qint64 total = clock_.nsecsElapsed() - start;
    const qint64 exclusive = total - childNanos_.back();
    childNanos_.pop_back();
    if (!childNanos_.empty()) childNanos_.back() += total;
    Row& row = rows_[{receiverClass, type}];
    ++row.count;
    row.nanos += exclusive;
    row.longestNanos = std::max(row.longestNanos, exclusive);
    return handled;
}

std::vector<EventCostApplication::Cost> EventCostApplication::costs(size_t atMost) const {
    std::vector<Cost> out;
    for (const auto& [key, row] : rows_) {
        out.push_back({key.first, eventTypeName(key.second), row.count, row.nanos / 1e6, row.longestNanos / 1e6});
    }
    std::sort(out.begin(), out.end(), [](const Cost& a, const Cost& b) { return a.millis > b.millis; });
    if (out.size() > atMost) out.resize(atMost);
    return out;
}

double EventCostApplication::totalMillis() const {
    qint64 nanos = 0;
    for (const auto& [key, row] : rows_) nanos += row.nanos;
    return nanos / 1e6;
}

}  // namespace wr::studio_bench
