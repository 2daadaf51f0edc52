#include "stall_watchdog.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wr::studio_bench {

double StallWatchdog::Phase::longest() const { return gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end()); }

double StallWatchdog::Phase::percentile(double p) const {
    if (gaps.empty()) return 0;
    std::vector<double> sorted = gaps;
    std::sort(sorted.begin(), sorted.end());
    const size_t rank = size_t(std::ceil(p / 100.0 * double(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

double StallWatchdog::Phase::longestRun() const {
    return runs.empty() ? -1 : *std::max_element(runs.begin(), runs.end());
}

int StallWatchdog::Phase::stallsOver(double millis) const {
    return int(std::count_if(gaps.begin(), gaps.end(), [millis](double gap) { return gap > millis; }));
}

StallWatchdog::StallWatchdog(int intervalMillis, double thresholdMillis, QObject* parent)
    : QObject(parent), interval_(intervalMillis), threshold_(thresholdMillis) {
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(interval_);
    connect(&timer_, &QTimer::timeout, this, &StallWatchdog::onTick);
}

StallWatchdog::~StallWatchdog() {
    stop();
    if (schedStat_ >= 0) ::close(schedStat_);
}

bool StallWatchdog::readSchedStat(qint64* run, qint64* wait) const {
    if (schedStat_ < 0) return false;
    char text[128];
    const ssize_t n = ::pread(schedStat_, text, sizeof text - 1, 0);
    if (n <= 0) return false;
    text[n] = '\0';
    long long r = 0;
    long long w = 0;
    if (std::sscanf(text, "%lld %lld", &r, &w) != 2) return false;
    *run = r;
    *wait = w;
    return true;
}

qint64 StallWatchdog::nowNanos() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
}

void StallWatchdog::start(const QString& firstPhase) {
    schedStat_ = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (!readSchedStat(&lastRunNanos_, &lastWaitNanos_) && schedStat_ >= 0) {
        ::close(schedStat_);
        schedStat_ = -1;
    }
    startNanos_ = lastTickNanos_ = phaseStartNanos_ = nowNanos();
    heartbeat_ = startNanos_;
    phases_.push_back({firstPhase, 0, {}, {}, 0});
    phaseIndex_ = 0;
    watching_ = true;
    thread_ = std::thread([this] { watch(); });
    timer_.start();
}

void StallWatchdog::setPhase(const QString& name) {
    onTick();  // what happened up to now belongs to the phase that ends
    closePhase();
    if (int(phases_.size()) >= kMaxPhases) return;
    phases_.push_back({name, 0, {}, {}, 0});
    phaseStartNanos_ = nowNanos();
    phaseIndex_ = int(phases_.size()) - 1;
}

void StallWatchdog::closePhase() {
    Phase& phase = phases_.back();
    phase.seconds = double(nowNanos() - phaseStartNanos_) / 1e9;
    phase.watchdogMillis = double(watchdogMaxNanos_[size_t(phases_.size() - 1)].load()) / 1e6;
}

void StallWatchdog::stop() {
    if (!watching_.exchange(false)) return;
    timer_.stop();
    onTick();
    thread_.join();
    closePhase();
}

void StallWatchdog::onTick() {
    const qint64 now = nowNanos();
    const double gap = double(now - lastTickNanos_) / 1e6;
    lastTickNanos_ = now;
    heartbeat_.store(now, std::memory_order_release);
    double run = -1;
    double wait = -1;
    qint64 runNanos = 0;
    qint64 waitNanos = 0;
    if (readSchedStat(&runNanos, &waitNanos)) {
        run = double(runNanos - lastRunNanos_) / 1e6;
        wait = double(waitNanos - lastWaitNanos_) / 1e6;
        lastRunNanos_ = runNanos;
        lastWaitNanos_ = waitNanos;
    }
    Phase& phase = phases_.back();
    phase.gaps.push_back(gap);
    phase.runs.push_back(run);
    if (gap > threshold_) {
        stalls_.push_back({phase.name, double(now - startNanos_) / 1e6, gap, double(now) / 1e9, run, wait});
    }
}

void StallWatchdog::watch() {
    while (watching_.load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const qint64 age = nowNanos() - heartbeat_.load(std::memory_order_acquire);
        std::atomic<qint64>& longest = watchdogMaxNanos_[size_t(phaseIndex_.load())];
        qint64 seen = longest.load();
        while (age > seen && !longest.compare_exchange_weak(seen, age)) {
        }
    }
}

}  // namespace wr::studio_bench
