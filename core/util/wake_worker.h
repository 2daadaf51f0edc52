// A background thread that runs one task each time it is woken. Wakes that
// arrive while the task runs, or before it starts, are folded into one more
// run, so a caller can wake it on every operation for the price of an
// atomic exchange.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace wr {

class WakeWorker {
public:
    // Starts the thread; `task` runs on it, never twice at once.
    explicit WakeWorker(std::function<void()> task);
    ~WakeWorker() { stop(); }
    WakeWorker(const WakeWorker&) = delete;
    WakeWorker& operator=(const WakeWorker&) = delete;

    void wake();
    // Lets a running task finish, then joins the thread; later wakes do nothing.
    void stop();

private:
    void run();

    std::function<void()> task_;
    std::atomic<bool> pending_{false};
    std::mutex mutex_;
    std::condition_variable wakeUp_;
    bool stopping_ = false;  // under mutex_
    std::thread thread_;
};

}  // namespace wr
