#include "stores/zdb/zdb_maintenance.h"

namespace wr::zdb {

Maintenance::Maintenance(TableSet& tables, SyncMode sync, std::chrono::milliseconds syncInterval)
    : tables_(tables),
      sync_(sync),
      wake_(sync == SyncMode::kInterval ? syncInterval : std::chrono::milliseconds(1000)),
      thread_([this] { run(); }) {}

Maintenance::~Maintenance() { stop(); }

void Maintenance::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    stopRequested_.notify_all();
    if (thread_.joinable()) thread_.join();
}

Status Maintenance::error() const {
    std::lock_guard lock(mutex_);
    return error_;
}

void Maintenance::run() {
    auto lastCheckpoint = std::chrono::steady_clock::now();
    std::unique_lock lock(mutex_);
    while (!stopRequested_.wait_for(lock, wake_, [&] { return stopping_; })) {
        lock.unlock();
        Status s;
        if (sync_ == SyncMode::kInterval) s = tables_.sync();
        uint64_t appended = tables_.appendedSinceCheckpoint();
        auto now = std::chrono::steady_clock::now();
        if (s.isOk() && (appended >= kCheckpointBytes || (appended > 0 && now - lastCheckpoint >= kCheckpointAge))) {
            s = tables_.checkpoint();
            lastCheckpoint = now;
        }
        lock.lock();
        if (!s.isOk() && error_.isOk()) error_ = s.withContext("background maintenance");
    }
}

}  // namespace wr::zdb
