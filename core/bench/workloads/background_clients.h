// Seed 000 Sec. 4.7's registry stress: p synthetic clients, each issuing one
// registry operation every 1.95 ms (the average interval of the ten busiest
// processes in Table 9), against the same store the measured operations use.
// Clients are multiplexed over at most 16 driver threads, each issuing its
// clients' operations at their combined rate, so p = 1000 does not need 1000
// threads; a driver that falls behind does not burst to catch up, and the
// achieved rate is reported beside the target.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

#include "stores/kv_store.h"

namespace wr::bench {

class BackgroundClients {
public:
    BackgroundClients(kv::KvStore& store, int clients, std::chrono::microseconds interval);
    ~BackgroundClients();
    BackgroundClients(const BackgroundClients&) = delete;
    BackgroundClients& operator=(const BackgroundClients&) = delete;

    void start();
    void stop();

    double targetOpsPerSecond() const;
    double achievedOpsPerSecond() const;
    uint64_t operations() const { return operations_.load(std::memory_order_relaxed); }
    uint64_t failures() const { return failures_.load(std::memory_order_relaxed); }

private:
    void drive(int driver, int drivers);

    kv::KvStore& store_;
    int clients_;
    std::chrono::microseconds interval_;
    std::atomic<bool> stopping_{false};
    std::atomic<uint64_t> operations_{0};
    std::atomic<uint64_t> failures_{0};
    std::chrono::steady_clock::time_point started_;
    std::chrono::steady_clock::time_point stopped_;
    std::vector<std::thread> drivers_;
};

}  // namespace wr::bench
