// The KvStore conformance suite, written once against the interface and run
// against every engine and adapter (tests/<engine>/ call it per configuration).
//
// It checks, through QTest assertions: a random sequence of put / get / remove
// / write-batch operations against an in-memory model; empty and huge values;
// keys that differ only in letter case; keys with every byte value including
// NUL; overwrite; remove of a missing key; scan completeness (every live pair
// exactly once); positioning inside the scan (scanFrom, scanFromKey); approximate
// count; streaming get/put; and persistence across close and reopen.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>

#include "stores/kv_store.h"

namespace wr::test {

struct ConformanceOptions {
    uint64_t seed = 20261121;
    int randomOperations = 3000;
    size_t hugeValueBytes = 8u << 20;  // one value this large is put, read and streamed
    bool binaryKeys = true;            // keys with NUL and bytes >= 0x80
    size_t maxKeyBytes = 200;          // longest random key the engine must accept
};

// Opens the store under test; every call must open the same store (so a
// second call after close() tests persistence). The first call creates it.
using StoreOpener = std::function<Result<std::unique_ptr<kv::KvStore>>()>;

// Runs every check; returns early (after a QTest failure) on the first one
// that fails. Call it from a test slot, then `if (QTest::currentTestFailed()) return;`.
void runKvConformance(const StoreOpener& open, const ConformanceOptions& options = {});

// For engines whose cursors keep the store's data reachable: a cursor opened
// before close() still yields every pair (more than one batch of them) while
// the closed store refuses gets, and the store opens again once the cursor
// is gone. Not part of runKvConformance: other engines end cursors on close.
void checkCursorOutlivesClose(const StoreOpener& open);

// For engines that seek rather than walk (more than kv::kWalkedPositions
// pairs): fills the empty store with `keys` pairs, then checks that scanFrom
// lands near the position asked for (within `tolerance` of the count), that
// walking on from there reaches the end after about as many pairs as the
// position says are left, and that scanFromKey finds keys deep in the store.
// `compact` runs the engine's compaction after the fill (an LSM store's
// estimates come from its files).
void checkSeekingPositions(kv::KvStore& store, uint64_t keys, double tolerance, bool compact = false);

}  // namespace wr::test
