// RssSampler: the resident set size of this process, read from
// /proc/self/statm every few seconds on the GUI thread, so a long run through
// the workbench shows whether the window's memory stays flat.
#pragma once

#include <QObject>
#include <QTimer>

#include <vector>

namespace wr::studio_bench {

class RssSampler : public QObject {
    Q_OBJECT

public:
    explicit RssSampler(double intervalSeconds, QObject* parent = nullptr);

    // Takes a first sample and then one every interval.
    void start();
    // Takes a last sample.
    void stop();

    // Kibibytes, in the order taken.
    const std::vector<qint64>& samplesKiB() const { return samples_; }
    qint64 firstKiB() const;
    qint64 lastKiB() const;
    qint64 maxKiB() const;

    // This process's resident set size now, in KiB (0 when unreadable).
    static qint64 residentKiB();

private:
    void sample();

    QTimer timer_;
    std::vector<qint64> samples_;
};

}  // namespace wr::studio_bench
