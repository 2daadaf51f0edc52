// WR-Store (seed 000): a key-value store made of registry keys and values.
// Under ROOT\DB, a key's MD5 picks a leaf of WR_D levels of WR_L hex
// characters (hashed_index.h, Sec. 3.2), and the pair is one value of that
// leaf: its name encodes the key (key_name_codec.h), its data is the value
// (stored_value.h; Table 2, Fig. 2). Get, put and delete are Fig. 4's
// RegQueryValueEx / RegSetValueEx / RegDeleteKeyValue on the leaf, whose open
// handle is cached (key_handle_cache.h) instead of reopened per call.
//
// URI parameters: wrstore_options.h. Limits: a key whose encoded name passes
// 16,383 characters is refused with LimitExceeded; values over 2 MB follow
// big_values= (refused by default, pointing to WR-Store++).
//
// scan() walks the index tree in hash order (index_walker.h). approximateCount()
// is Knuth's sampled estimate over the index tree: exact for small stores,
// within a fraction of a percent for large ones, and no per-put bookkeeping.
//
// Durability contract of a put/remove that returned — it is one registry
// change, so it inherits the registry's (registry/hive/hive.h):
//   durability=sync   survives process kill and power loss.
//   durability=group  survives process kill; survives power loss once the
//                     next group commit (100 ms) or flush() ran.
//   durability=os     survives process kill; survives power loss after flush().
// A write batch is applied in order and is not atomic: a crash keeps a prefix.
//
// Thread safety: every method may be called from any thread at once, except
// close(), which must not race other calls. A cursor keeps working after
// close(); the registry is released when the last cursor goes.
#pragma once

#include <atomic>
#include <memory>

#include "stores/kv_store.h"
#include "stores/wrindex/index_database.h"

namespace wr::kv::wrstore {

class WrStore : public KvStore {
public:
    static Result<std::unique_ptr<KvStore>> open(const StoreUri& uri, const OpenOptions& options);
    ~WrStore() override;

    const StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override;

    Result<Bytes> get(BytesView key) override;
    Status put(BytesView key, BytesView value) override;
    Status remove(BytesView key) override;

    Result<std::unique_ptr<KvCursor>> scan() override;
    // Past the first pairs, a position is a fraction of the hash space: the
    // walk starts at the leaf whose hash prefix sits at that fraction, and
    // the position returned is estimated from that prefix.
    Result<PlacedCursor> scanFrom(uint64_t position, const CancellationToken* cancel) override;
    // Starts in the key's own leaf (its MD5 names it).
    Result<PlacedCursor> scanFromKey(BytesView key, const CancellationToken* cancel) override;
    Result<uint64_t> approximateCount() override;
    Result<KeyCount> countKeys() override;
    Status flush() override;
    Result<StoreStatistics> statistics() override;
    // Every entry sits in the leaf its key's MD5 names, and its value decodes;
    // values no WR-Store wrote are reported as orphans.
    Result<CheckReport> check(ProgressSink* progress, CancellationToken* cancel) override;
    StoreCapabilities capabilities() const override;
    Status close() override;

private:
    WrStore(StoreUri uri, WrStoreOptions options, std::shared_ptr<IndexDatabase> index);
    Status closedError() const;
    // The count positions are fractions of: estimated once for a large store
    // (it samples the index), since the positions it scales are estimates too.
    Result<uint64_t> positionCount();

    StoreUri uri_;
    WrStoreOptions options_;
    std::shared_ptr<IndexDatabase> index_;  // shared with cursors, which outlive close()
    std::atomic<uint64_t> positionCount_{0};
};

}  // namespace wr::kv::wrstore
