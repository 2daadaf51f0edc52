#include "registry/hive/value_indexer.h"

#include <thread>

namespace wr::reg {

bool ValueIndexer::worthStarting() {
    static const bool secondCore = std::thread::hardware_concurrency() > 1;
    return secondCore;
}

ValueIndexer::ValueIndexer() : worker_([this] { indexQueued(); }) {}

ValueIndexer::~ValueIndexer() {
    abandon_.store(true, std::memory_order_relaxed);
    worker_.stop();
}

void ValueIndexer::add(const Job& job) {
    {
        std::lock_guard lock(mutex_);
        jobs_.push_back(job);
    }
    worker_.wake();
}

std::vector<ValueIndexer::Indexed> ValueIndexer::finish() {
    worker_.stop();
    indexQueued();
    return std::move(indexed_);
}

void ValueIndexer::indexQueued() {
    for (;;) {
        Job job;
        {
            std::lock_guard lock(mutex_);
            if (jobs_.empty() || abandon_.load(std::memory_order_relaxed)) return;
            job = jobs_.front();
            jobs_.pop_front();
        }
        auto index = std::make_unique<ValueIndex>();
        index->rebuild(job.values, job.size, job.count);
        indexed_.push_back({job.id, std::move(index)});
    }
}

}  // namespace wr::reg
