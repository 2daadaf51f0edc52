// What became of the writes a store acknowledged: a writer records each put
// that returned success (the key and its value), and after a fault (a master
// killed, a failover) check() reads every recorded key back and counts those
// whose value is missing or different. With Redis's asynchronous replication
// a master may acknowledge a put and die before its replica has it; the
// replica promoted in its place then never had it. wait=N (redis_store.h)
// closes that gap; without it this is how the loss is measured rather than
// assumed. Works with any KvStore; a key recorded twice keeps its last value.
// record() may be called from several threads at once.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

#include "stores/kv_store.h"

namespace wr::kv {

struct AcknowledgedWritesReport {
    uint64_t acknowledged = 0;  // distinct keys recorded
    uint64_t missing = 0;       // read back as NotFound
    uint64_t changed = 0;       // read back with another value
    uint64_t lost() const { return missing + changed; }
    // "3 of 4210 acknowledged puts lost (2 missing, 1 with another value)".
    std::string describe() const;
};

class AcknowledgedWrites {
public:
    void record(BytesView key, BytesView value);
    uint64_t size() const;

    // Reads every recorded key from `store`; a read that fails otherwise than
    // NotFound is the error (the check says nothing then).
    Result<AcknowledgedWritesReport> check(KvStore& store) const;

private:
    mutable std::mutex mutex_;
    std::unordered_map<Bytes, Bytes> values_;
};

}  // namespace wr::kv
