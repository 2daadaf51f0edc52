// Which batches the loader threads have written, in extraction order: they
// finish out of order, and a checkpoint may only cover the longest run of
// batches from the start that are all written.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>

#include "util/bytes.h"

namespace wr::migrate {

class CheckpointTracker {
public:
    struct Prefix {
        uint64_t pairs = 0;  // stream ordinal after the last covered pair
        uint64_t bytes = 0;
        Bytes lastKey;
    };

    explicit CheckpointTracker(Prefix start) : prefix_(std::move(start)) {}

    // Batch `sequence` (0, 1, ...) ended at stream ordinal `endOrdinal`.
    void completed(uint64_t sequence, uint64_t endOrdinal, uint64_t bytes, Bytes lastKey) {
        std::lock_guard lock(mutex_);
        done_[sequence] = {endOrdinal, bytes, std::move(lastKey)};
        for (auto it = done_.find(next_); it != done_.end(); it = done_.find(next_)) {
            prefix_.pairs = it->second.pairs;
            prefix_.bytes += it->second.bytes;
            prefix_.lastKey = std::move(it->second.lastKey);
            done_.erase(it);
            ++next_;
        }
    }

    Prefix prefix() const {
        std::lock_guard lock(mutex_);
        return prefix_;
    }

private:
    mutable std::mutex mutex_;
    std::map<uint64_t, Prefix> done_;  // finished ahead of the prefix
    uint64_t next_ = 0;
    Prefix prefix_;
};

}  // namespace wr::migrate
