// The asynchronous write mode of seed 004 Sec. 2.9: a put or remove becomes
// a dirty record here and returns; background flusher threads write dirty
// records to the tables. Records (zdb_records.h) owns the per-key locks and
// does the writing: a flusher calls its flush function for each dirty key.
// A writer waits while more than the dirty limit is buffered, so memory stays
// bounded when the disk cannot keep up. A flush that fails leaves the record
// dirty, and the error is returned by every later waitForRoom and drain until
// a flush succeeds.
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

#include "stores/zdb/zdb_cache.h"
#include "util/status.h"

namespace wr::zdb {

class WriteBack {
public:
    // Writes the dirty record of one key to the tables and calls erase(key)
    // once it is written; OK (doing nothing) when the key is no longer dirty.
    using FlushFn = std::function<Status(uint64_t key)>;

    WriteBack(uint64_t limitBytes, FlushFn flush);
    ~WriteBack();  // stops the flushers; call drain() first to keep the records
    WriteBack(const WriteBack&) = delete;
    WriteBack& operator=(const WriteBack&) = delete;

    // Starts `threads` flushers (1..16) unless they run already.
    void start(uint32_t threads);
    void stop();

    // The dirty record of `key`: nullopt when not dirty; a null value is a
    // pending removal.
    std::optional<SharedValue> find(uint64_t key) const;
    bool empty() const { return count_.load(std::memory_order_acquire) == 0; }
    // The caller holds the key's lock (Records).
    void set(uint64_t key, SharedValue value);
    void erase(uint64_t key);

    // Blocks while more than the limit is dirty; the flushers' error if they
    // are failing.
    Status waitForRoom();
    // Flushes, from the calling thread, every record dirty when it is called.
    Status drain();

    uint64_t dirtyRecords() const { return count_.load(std::memory_order_relaxed); }
    uint64_t dirtyBytes() const { return bytes_.load(std::memory_order_relaxed); }

private:
    static constexpr size_t kShards = 16;
    struct Shard {
        mutable std::mutex mutex;  // guards records
        std::unordered_map<uint64_t, SharedValue> records;
        std::mutex flushing;  // held by whoever flushes this shard
    };
    static uint64_t charge(const SharedValue& value) { return (value ? value->size() : 0) + 64; }
    Shard& shard(uint64_t key) const { return shards_[(key * 0x9E3779B97F4A7C15ull) >> 60]; }
    std::vector<uint64_t> dirtyKeys(size_t shardIndex) const;
    Status flushShard(size_t shardIndex);
    void runFlusher(uint32_t first);
    void setError(Status status);
    Status lastError() const;

    uint64_t limit_;
    FlushFn flush_;
    mutable std::array<Shard, kShards> shards_;
    std::atomic<uint64_t> count_{0};
    std::atomic<uint64_t> bytes_{0};
    std::atomic<uint32_t> waiters_{0};     // writers waiting for room
    std::atomic<uint64_t> generation_{0};  // bumped by every set()
    std::atomic<uint32_t> sleepers_{0};    // flushers waiting for work

    mutable std::mutex stateMutex_;
    std::condition_variable work_;  // flushers wait for dirty records
    std::condition_variable room_;  // writers wait for the buffer to drain
    std::vector<std::thread> threads_;
    bool running_ = false;
    Status error_;
};

}  // namespace wr::zdb
