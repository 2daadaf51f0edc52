// EventCostApplication: a QApplication that times every event the GUI thread
// delivers, by receiver class (and its parent's) and event type, so a report can say where the
// window's time went (painting a chart, laying out a status bar, a queued
// signal of the run controller). Times are exclusive: an event delivered
// while another is being handled (a paint inside an update request) is
// counted once, in its own row.
#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QString>

#include <map>
#include <utility>
#include <vector>

namespace wr::studio_bench {

class EventCostApplication : public QApplication {
public:
    struct Cost {
        QString receiverClass;
        QString eventType;
        qint64 count = 0;
        double millis = 0;  // exclusive
        double longestMillis = 0;
    };

    EventCostApplication(int& argc, char** argv);

    // Timing costs a clock read per event: off until a measurement begins.
    void setMeasuring(bool on);
    void reset();
    // The most expensive rows first.
    std::vector<Cost> costs(size_t atMost) const;
    double totalMillis() const;

    bool notify(QObject* receiver, QEvent* event) override;

private:
    struct Row {
        qint64 count = 0;
        qint64 nanos = 0;
        qint64 longestNanos = 0;
    };
    bool measuring_ = false;
    QElapsedTimer clock_;
    std::vector<qint64> childNanos_;  // per nesting level, the time of events delivered inside
    std::map<std::pair<QString, int>, Row> rows_;
};

}  // namespace wr::studio_bench
