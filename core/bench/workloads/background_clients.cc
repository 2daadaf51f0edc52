#include "bench/workloads/background_clients.h"

#include <algorithm>
#include <string>

namespace wr::bench {

namespace {

constexpr int kMaxDrivers = 16;
constexpr int kKeysPerClient = 8;

}  // namespace

BackgroundClients::BackgroundClients(kv::KvStore& store, int clients, std::chrono::microseconds interval)
    : store_(store), clients_(clients), interval_(interval) {}

BackgroundClients::~BackgroundClients() { stop(); }

void BackgroundClients::start() {
    started_ = std::chrono::steady_clock::now();
    int drivers = std::min(clients_, kMaxDrivers);
    for (int d = 0; d < drivers; ++d) drivers_.emplace_back([this, d, drivers] { drive(d, drivers); });
}

void BackgroundClients::stop() {
    if (drivers_.empty()) return;
    stopping_.store(true);
    for (auto& t : drivers_) t.join();
    drivers_.clear();
    stopped_ = std::chrono::steady_clock::now();
}

double BackgroundClients::targetOpsPerSecond() const {
    return static_cast<double>(clients_) * 1e6 / static_cast<double>(interval_.count());
}

double BackgroundClients::achievedOpsPerSecond() const {
    double seconds = std::chrono::duration<double>(stopped_ - started_).count();
    return seconds > 0 ? static_cast<double>(operations()) / seconds : 0;
}

// Driver d serves clients d, d + drivers, ...; together they issue one
// operation per interval each, alternately writing and reading small
// settings-like values under their own keys.
void BackgroundClients::drive(int driver, int drivers) {
    std::vector<int> mine;
    for (int c = driver; c < clients_; c += drivers) mine.push_back(c);
    if (mine.empty()) return;
    auto step = interval_ / static_cast<int64_t>(mine.size());
    auto next = std::chrono::steady_clock::now();
    uint64_t n = 0;
    while (!stopping_.load(std::memory_order_relaxed)) {
        int client = mine[n % mine.size()];
        uint64_t round = n / mine.size();
        std::string key = "~stress/c" + std::to_string(client) + "/" + std::to_string(round % kKeysPerClient);
        Status s;
        if (round % 2 == 0) {
            s = store_.put(key, "v" + std::to_string(round));
        } else {
            auto got = store_.get(key);
            s = got.isOk() || got.status().is(StatusCode::kNotFound) ? Status::ok() : got.status();
        }
        operations_.fetch_add(1, std::memory_order_relaxed);
        if (!s.isOk()) failures_.fetch_add(1, std::memory_order_relaxed);
        ++n;
        next += step;
        auto now = std::chrono::steady_clock::now();
        if (next > now) {
            std::this_thread::sleep_until(next);
        } else if (now - next > interval_) {
            next = now;  // behind by more than an interval: drop the backlog
        }
    }
}

}  // namespace wr::bench
