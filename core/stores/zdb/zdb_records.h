// The records of a ZDB store by integer key (the key itself in int mode, the
// bucket number in string mode): the tables, with the optional value cache
// and the safe or asynchronous write mode of seed 004 Sec. 2.9 in front.
//
//   get     dirty record (async mode), else cache, else tables; a miss
//           fills the cache, under the key's lock, only when the key missed
//           recently before (admission)
//   put     safe: tables, then drops the key's cached copy (a get fills
//           it again), under the key's lock;
//           async: a dirty record plus the cache; a flusher writes it later
//   update  read-modify-write of one record under the key's lock (buckets)
//
// The key locks (1024 stripes) order every write of a key, the flush of its
// dirty record and every cache fill, so the cache never keeps a value older
// than the tables', and a flusher never overwrites a newer safe-mode put.
// With neither cache nor dirty records a get takes no lock at all.
//
// Admission (TinyLFU's "doorkeeper", Einziger et al. 2017): a table of
// fingerprints of recently missed keys, about one slot per KiB of cache. A
// miss whose key is not in it records the key and leaves the cache alone; a
// second miss caches the value. Reads of keys seen once (a random pass over
// a large store, a scan) then cost no copy, allocation or eviction, and
// cannot push out the values read again and again. A put does not fill the
// cache either: it drops the key's cached copy (write-invalidate).
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "stores/zdb/zdb_cache.h"
#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_table_set.h"
#include "stores/zdb/zdb_write_back.h"

namespace wr::zdb {

class Records {
public:
    // Changes a record in place: `record` holds the current value (nullopt
    // when there is none); the function edits it (nullopt removes it) and
    // returns whether it changed anything.
    using Change = std::function<Result<bool>(std::optional<Bytes>& record)>;

    Records(TableSet& tables, std::unique_ptr<ValueCache> cache, WriteMode mode, uint32_t flushers,
            uint64_t dirtyLimitBytes);
    ~Records();
    Records(const Records&) = delete;
    Records& operator=(const Records&) = delete;

    // Whether the record exists; its value into `value` when it does.
    Result<bool> get(uint64_t key, Bytes* value);
    Status put(uint64_t key, BytesView value);
    Status remove(uint64_t key);
    Status update(uint64_t key, const Change& change);

    // Switching to safe writes every dirty record before it returns; a put
    // that starts after the call returns is written through.
    Status setWriteMode(WriteMode mode);
    WriteMode writeMode() const { return async_.load() ? WriteMode::kAsync : WriteMode::kSafe; }
    // Writes every dirty record to the tables.
    Status drain() { return writeBack_.drain(); }
    // Drains and stops the flushers.
    Status close();

    const ValueCache* cache() const { return cache_.get(); }
    const WriteBack& writeBack() const { return writeBack_; }

private:
    static constexpr size_t kStripes = 1024;
    std::mutex& stripe(uint64_t key) { return stripes_[(key * 0x9E3779B97F4A7C15ull) >> 54]; }
    // Under the key's lock: the current record, from wherever it is newest;
    // `useCache` looks in the cache, `fillCache` caches what the tables give.
    Result<bool> readLocked(uint64_t key, Bytes* value, bool useCache, bool fillCache);
    // Under the key's lock: the new record (nullopt: removed) to wherever the
    // write mode sends it.
    Status writeLocked(uint64_t key, std::optional<BytesView> value);
    Status flushKey(uint64_t key);
    // Whether a get that missed the cache should fill it (see above).
    bool admit(uint64_t key);

    TableSet& tables_;
    std::unique_ptr<ValueCache> cache_;
    std::unique_ptr<std::atomic<uint32_t>[]> missed_;  // admission fingerprints
    uint64_t missedMask_ = 0;
    std::atomic<bool> async_;
    uint32_t flushers_;
    std::array<std::mutex, kStripes> stripes_;
    std::mutex modeMutex_;
    WriteBack writeBack_;  // last: its flushers call back into the members above
};

}  // namespace wr::zdb
