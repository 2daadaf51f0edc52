#include "registry/value_indexer.h"

namespace wr::reg {

bool ValueIndexer::worthStarting() {
    static const bool secondCore = std::thread::hardware_concurrency() > 1;
    return secondCore;
}

ValueIndexer::ValueIndexer() : thread_([this] { run(); }) {}

ValueIndexer::~ValueIndexer() {
    {
        std::lock_guard lock(mutex_);
        closing_ = true;
        abandon_ = true;
    }
    changed_.notify_one();
    if (thread_.joinable()) thread_.join();
}

void ValueIndexer::add(const Job& job) {
    {
        std::lock_guard lock(mutex_);
        jobs_.push_back(job);
    }
    changed_.notify_one();
}

std::vector<ValueIndexer::Indexed> ValueIndexer::finish() {
    {
        std::lock_guard lock(mutex_);
        closing_ = true;
    }
    changed_.notify_one();
    thread_.join();
    return std::move(indexed_);
}

void ValueIndexer::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return closing_ || !jobs_.empty(); });
        if (abandon_ || jobs_.empty()) return;
        Job job = jobs_.front();
        jobs_.pop_front();
        lock.unlock();
        auto index = std::make_unique<ValueIndex>();
        index->rebuild(job.values, job.size, job.count);
        indexed_.push_back({job.id, std::move(index)});
        lock.lock();
    }
}

}  // namespace wr::reg
