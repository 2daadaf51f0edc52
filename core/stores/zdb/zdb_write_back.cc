#include "stores/zdb/zdb_write_back.h"

#include <algorithm>
#include <chrono>

namespace wr::zdb {

namespace {
constexpr auto kIdleWait = std::chrono::milliseconds(100);
constexpr auto kRetryAfterError = std::chrono::milliseconds(50);
}  // namespace

WriteBack::WriteBack(uint64_t limitBytes, FlushFn flush) : limit_(limitBytes), flush_(std::move(flush)) {}

WriteBack::~WriteBack() { stop(); }

void WriteBack::start(uint32_t threads) {
    std::lock_guard lock(stateMutex_);
    if (running_) return;
    running_ = true;
    threads = std::clamp<uint32_t>(threads, 1, kShards);
    for (uint32_t i = 0; i < threads; ++i) {
        threads_.emplace_back([this, i, threads] { runFlusher(i * static_cast<uint32_t>(kShards) / threads); });
    }
}

void WriteBack::stop() {
    {
        std::lock_guard lock(stateMutex_);
        if (!running_) return;
        running_ = false;
    }
    work_.notify_all();
    room_.notify_all();
    for (auto& t : threads_) t.join();
    threads_.clear();
}

std::optional<SharedValue> WriteBack::find(uint64_t key) const {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto it = s.records.find(key);
    if (it == s.records.end()) return std::nullopt;
    return it->second;
}

void WriteBack::set(uint64_t key, SharedValue value) {
    Shard& s = shard(key);
    {
        std::lock_guard lock(s.mutex);
        uint64_t added = charge(value);
        auto [it, inserted] = s.records.try_emplace(key, value);
        if (inserted) {
            count_.fetch_add(1, std::memory_order_acq_rel);
        } else {
            bytes_.fetch_sub(charge(it->second), std::memory_order_relaxed);
            it->second = std::move(value);
        }
        bytes_.fetch_add(added, std::memory_order_relaxed);
    }
    // A flusher counts itself a sleeper before it checks the generation, so
    // either it sees this bump or this sees it sleeping and wakes it.
    generation_.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) > 0) {
        std::lock_guard lock(stateMutex_);
        work_.notify_all();
    }
}

void WriteBack::erase(uint64_t key) {
    Shard& s = shard(key);
    {
        std::lock_guard lock(s.mutex);
        auto it = s.records.find(key);
        if (it == s.records.end()) return;
        bytes_.fetch_sub(charge(it->second), std::memory_order_relaxed);
        count_.fetch_sub(1, std::memory_order_acq_rel);
        s.records.erase(it);
    }
    if (waiters_.load(std::memory_order_acquire) > 0 && bytes_.load(std::memory_order_relaxed) <= limit_) {
        std::lock_guard lock(stateMutex_);
        room_.notify_all();
    }
}

Status WriteBack::waitForRoom() {
    if (bytes_.load(std::memory_order_relaxed) <= limit_) return Status::ok();
    std::unique_lock lock(stateMutex_);
    waiters_.fetch_add(1, std::memory_order_acq_rel);
    while (running_ && error_.isOk() && bytes_.load(std::memory_order_relaxed) > limit_) {
        room_.wait_for(lock, kIdleWait);
    }
    waiters_.fetch_sub(1, std::memory_order_acq_rel);
    return error_;
}

std::vector<uint64_t> WriteBack::dirtyKeys(size_t shardIndex) const {
    const Shard& s = shards_[shardIndex];
    std::lock_guard lock(s.mutex);
    std::vector<uint64_t> keys;
    keys.reserve(s.records.size());
    for (const auto& [key, value] : s.records) keys.push_back(key);
    return keys;
}

Status WriteBack::flushShard(size_t shardIndex) {
    for (uint64_t key : dirtyKeys(shardIndex)) WR_RETURN_IF_ERROR(flush_(key));
    return Status::ok();
}

void WriteBack::setError(Status status) {
    std::lock_guard lock(stateMutex_);
    error_ = std::move(status);
    room_.notify_all();
}

Status WriteBack::drain() {
    for (size_t i = 0; i < kShards; ++i) {
        std::lock_guard flushing(shards_[i].flushing);
        Status s = flushShard(i);
        if (!s.isOk()) {
            setError(s);
            return s;
        }
    }
    setError(Status::ok());
    return Status::ok();
}

// A flusher passes over every shard, starting at its own, skipping shards
// another flusher is busy with; it sleeps only when no record was set since
// its last pass began.
void WriteBack::runFlusher(uint32_t first) {
    uint64_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(stateMutex_);
            sleepers_.fetch_add(1, std::memory_order_seq_cst);
            work_.wait_for(lock, kIdleWait,
                           [&] { return !running_ || generation_.load(std::memory_order_seq_cst) != seen; });
            sleepers_.fetch_sub(1, std::memory_order_seq_cst);
            if (!running_) return;
        }
        seen = generation_.load(std::memory_order_seq_cst);
        bool failed = false;
        for (size_t n = 0; n < kShards && !failed; ++n) {
            Shard& s = shards_[(first + n) % kShards];
            std::unique_lock flushing(s.flushing, std::try_to_lock);
            if (!flushing.owns_lock()) continue;
            Status st = flushShard((first + n) % kShards);
            if (!st.isOk()) {
                setError(st);
                failed = true;
            }
        }
        if (failed) {
            std::this_thread::sleep_for(kRetryAfterError);
            seen = 0;  // retry without waiting for new records
        } else if (!lastError().isOk()) {
            setError(Status::ok());
        }
    }
}

Status WriteBack::lastError() const {
    std::lock_guard lock(stateMutex_);
    return error_;
}

}  // namespace wr::zdb
