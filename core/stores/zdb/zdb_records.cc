#include "stores/zdb/zdb_records.h"

#include <algorithm>
#include <bit>

namespace wr::zdb {

Records::Records(TableSet& tables, std::unique_ptr<ValueCache> cache, WriteMode mode, uint32_t flushers,
                 uint64_t dirtyLimitBytes)
    : tables_(tables),
      cache_(std::move(cache)),
      async_(mode == WriteMode::kAsync),
      flushers_(flushers),
      writeBack_(dirtyLimitBytes, [this](uint64_t key) { return flushKey(key); }) {
    if (cache_) {
        uint64_t slots = std::bit_ceil(std::clamp<uint64_t>(cache_->stats().capacity / 1024, 1024, 1 << 20));
        missed_ = std::make_unique<std::atomic<uint32_t>[]>(slots);
        missedMask_ = slots - 1;
    }
    if (async_.load()) writeBack_.start(flushers_);
}

bool Records::admit(uint64_t key) {
    uint64_t h = (key + 1) * 0xD6E8FEB86659FD93ull;
    std::atomic<uint32_t>& slot = missed_[(h >> 20) & missedMask_];
    auto tag = static_cast<uint32_t>(h >> 32) | 1;
    if (slot.load(std::memory_order_relaxed) == tag) {
        slot.store(0, std::memory_order_relaxed);
        return true;
    }
    slot.store(tag, std::memory_order_relaxed);
    return false;
}

Records::~Records() { writeBack_.stop(); }

Result<bool> Records::get(uint64_t key, Bytes* value) {
    if (!writeBack_.empty()) {
        if (auto dirty = writeBack_.find(key)) {
            if (!*dirty) return false;
            *value = **dirty;
            return true;
        }
    }
    if (!cache_) return tables_.read(key, value);
    if (SharedValue hit = cache_->lookup(key)) {
        *value = *hit;
        return true;
    }
    // A key's first miss fills nothing, and so needs no lock either.
    if (!admit(key)) return tables_.read(key, value);
    std::lock_guard lock(stripe(key));
    return readLocked(key, value, false, true);
}

Result<bool> Records::readLocked(uint64_t key, Bytes* value, bool useCache, bool fillCache) {
    if (!writeBack_.empty()) {
        if (auto dirty = writeBack_.find(key)) {
            if (!*dirty) return false;
            *value = **dirty;
            return true;
        }
    }
    if (useCache && cache_) {
        if (SharedValue hit = cache_->lookup(key)) {
            *value = *hit;
            return true;
        }
    }
    WR_ASSIGN_OR_RETURN(bool present, tables_.read(key, value));
    if (present && fillCache && cache_) cache_->insert(key, std::make_shared<const Bytes>(*value));
    return present;
}

Status Records::writeLocked(uint64_t key, std::optional<BytesView> value) {
    if (async_.load()) {
        SharedValue record = value ? std::make_shared<const Bytes>(*value) : nullptr;
        if (cache_) {
            if (record)
                cache_->insert(key, record);
            else
                cache_->erase(key);
        }
        writeBack_.set(key, std::move(record));
        return Status::ok();
    }
    Status written = value ? tables_.put(key, *value) : tables_.remove(key);
    // Write-invalidate: the next get fills the cache from the tables. Filling
    // it here would cost every put a copy of its value, for values a get
    // reads straight from the data file's mapping anyway.
    if (cache_) cache_->erase(key);
    if (!written.isOk()) return written;
    // A record an earlier asynchronous put left dirty is now superseded.
    if (!writeBack_.empty()) writeBack_.erase(key);
    return Status::ok();
}

Status Records::put(uint64_t key, BytesView value) {
    if (async_.load()) WR_RETURN_IF_ERROR(writeBack_.waitForRoom());
    std::lock_guard lock(stripe(key));
    return writeLocked(key, value);
}

Status Records::remove(uint64_t key) {
    if (async_.load()) WR_RETURN_IF_ERROR(writeBack_.waitForRoom());
    std::lock_guard lock(stripe(key));
    return writeLocked(key, std::nullopt);
}

Status Records::update(uint64_t key, const Change& change) {
    if (async_.load()) WR_RETURN_IF_ERROR(writeBack_.waitForRoom());
    std::lock_guard lock(stripe(key));
    Bytes current;
    WR_ASSIGN_OR_RETURN(bool present, readLocked(key, &current, true, false));
    std::optional<Bytes> record;
    if (present) record = std::move(current);
    WR_ASSIGN_OR_RETURN(bool changed, change(record));
    if (!changed) return Status::ok();
    return writeLocked(key, record ? std::optional<BytesView>(*record) : std::nullopt);
}

Status Records::flushKey(uint64_t key) {
    std::lock_guard lock(stripe(key));
    std::optional<SharedValue> dirty = writeBack_.find(key);
    if (!dirty) return Status::ok();
    Status written = *dirty ? tables_.put(key, **dirty) : tables_.remove(key);
    if (!written.isOk()) return written.withContext("writing the dirty record of key " + std::to_string(key));
    writeBack_.erase(key);
    return Status::ok();
}

Status Records::setWriteMode(WriteMode mode) {
    std::lock_guard lock(modeMutex_);
    if (mode == WriteMode::kAsync) {
        writeBack_.start(flushers_);
        async_.store(true);
        return Status::ok();
    }
    async_.store(false);
    return writeBack_.drain();
}

Status Records::close() {
    std::lock_guard lock(modeMutex_);
    async_.store(false);
    Status drained = writeBack_.drain();
    writeBack_.stop();
    // Records dirtied by puts that raced the switch above.
    Status again = writeBack_.drain();
    return drained.isOk() ? again : drained;
}

}  // namespace wr::zdb
