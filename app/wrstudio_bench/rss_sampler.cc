#include "rss_sampler.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace wr::studio_bench {

RssSampler::RssSampler(double intervalSeconds, QObject* parent) : QObject(parent) {
    timer_.setInterval(std::max(1, static_cast<int>(intervalSeconds * 1000)));
    connect(&timer_, &QTimer::timeout, this, &RssSampler::sample);
}

void RssSampler::start() {
    sample();
    timer_.start();
}

void RssSampler::stop() {
    timer_.stop();
    sample();
}

qint64 RssSampler::firstKiB() const { return samples_.empty() ? 0 : samples_.front(); }

qint64 RssSampler::lastKiB() const { return samples_.empty() ? 0 : samples_.back(); }

qint64 RssSampler::maxKiB() const { return samples_.empty() ? 0 : *std::max_element(samples_.begin(), samples_.end()); }

qint64 RssSampler::residentKiB() {
    // statm: total and resident sizes in pages.
    std::FILE* statm = std::fopen("/proc/self/statm", "r");
    if (statm == nullptr) return 0;
    long long size = 0;
    long long resident = 0;
    const bool read = std::fscanf(statm, "%lld %lld", &size, &resident) == 2;
    std::fclose(statm);
    return read ? resident * (sysconf(_SC_PAGESIZE) / 1024) : 0;
}

void RssSampler::sample() { samples_.push_back(residentKiB()); }

}  // namespace wr::studio_bench
