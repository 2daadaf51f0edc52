#include "util/wake_worker.h"

namespace wr {

WakeWorker::WakeWorker(std::function<void()> task) : task_(std::move(task)), thread_([this] { run(); }) {}

void WakeWorker::wake() {
    if (pending_.exchange(true, std::memory_order_acq_rel)) return;
    std::lock_guard lock(mutex_);
    wakeUp_.notify_one();
}

void WakeWorker::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wakeUp_.notify_one();
    if (thread_.joinable()) thread_.join();
}

void WakeWorker::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wakeUp_.wait(lock, [this] { return stopping_ || pending_.load(std::memory_order_acquire); });
        if (stopping_) return;
        pending_.store(false, std::memory_order_release);
        lock.unlock();
        task_();
        lock.lock();
    }
}

}  // namespace wr
