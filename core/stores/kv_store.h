// KvStore: the one interface every engine and peer adapter implements
// (docs/design.md "Stores"). Keys and values are arbitrary byte strings, NUL
// included; an engine that cannot hold some key or value returns a clear error
// and stores nothing.
//
// Semantics every implementation keeps (and tests/stores/conformance checks):
//   get of a missing key        NotFound
//   remove of a missing key     OK, nothing changes (as in LevelDB)
//   put over an existing key    replaces the value
//   scan                        every live pair exactly once, in the engine's
//                               natural order (sorted for LSM/B-tree peers,
//                               index order for the hashed ones)
//   flush                       returns once every acknowledged change is on
//                               stable storage
// Each engine's header states what a returned put survives under each of its
// sync settings, and whether concurrent calls are allowed (they are unless the
// header says otherwise).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "stores/bulk_load.h"
#include "stores/store_uri.h"
#include "util/bytes.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::kv {

class WriteBatch {
public:
    enum class OpType { kPut, kRemove };
    struct Op {
        OpType type;
        Bytes key;
        Bytes value;
    };

    void put(BytesView key, BytesView value) { ops_.push_back({OpType::kPut, Bytes(key), Bytes(value)}); }
    void remove(BytesView key) { ops_.push_back({OpType::kRemove, Bytes(key), {}}); }
    void clear() { ops_.clear(); }
    const std::vector<Op>& ops() const { return ops_; }
    size_t size() const { return ops_.size(); }
    bool empty() const { return ops_.empty(); }

private:
    std::vector<Op> ops_;
};

// Receives a value piece by piece (streaming get). Returning an error stops the read.
class ValueSink {
public:
    virtual ~ValueSink() = default;
    virtual Status write(BytesView piece) = 0;
};

// Supplies a value piece by piece (streaming put) whose size is known up front.
class ValueSource {
public:
    virtual ~ValueSource() = default;
    virtual uint64_t size() const = 0;
    // Reads up to n bytes into out; returns how many (0 only at the end).
    virtual Result<size_t> read(char* out, size_t n) = 0;
};

// A cursor over the store's pairs in its natural order. The view returned by
// key() stays valid until the next call to next().
class KvCursor {
public:
    virtual ~KvCursor() = default;
    virtual bool valid() const = 0;
    virtual BytesView key() const = 0;
    // The value of the current pair (read on demand for stores that keep
    // values apart from their index).
    virtual Result<Bytes> value() = 0;
    // The current value's size when the store knows it without reading the
    // value (WR-Store++ keeps it in the index), so that large values can be
    // streamed instead of read whole; nullopt otherwise.
    virtual std::optional<uint64_t> valueSize() const { return std::nullopt; }
    virtual void next() = 0;
    // The error that ended the scan early, OK when it simply reached the end.
    virtual Status status() const = 0;
};

// A cursor placed inside the scan, with the number of pairs before it in scan
// order: exact, or the engine's estimate where it seeks by other means.
struct PlacedCursor {
    std::unique_ptr<KvCursor> cursor;
    uint64_t position = 0;
    bool exact = true;
};

// Engines that seek still walk to positions up to this far into the scan:
// cheap, and exact where it matters most (small stores, the first pages).
inline constexpr uint64_t kWalkedPositions = 20000;

// The number of pairs as the engine tells it without walking them all: exact
// where it keeps a count (or walks cheaply), otherwise an estimate and how it
// was made, for tools to say "about" and offer the exact count (countExactly).
struct KeyCount {
    uint64_t keys = 0;
    bool exact = false;
    std::string estimatedBy;  // "sampled 4,096 of 65,536 leaves"; empty when exact
};

struct StoreStatistics {
    uint64_t approximateCount = 0;
    uint64_t diskBytes = 0;    // allocated blocks of the store's files
    uint64_t memoryBytes = 0;  // what the engine holds in memory (caches, index)
    // Engine-specific counters and settings, in a stable order, for display and
    // for benchmark results ("block_cache_mb", "64").
    std::vector<std::pair<std::string, std::string>> details;
};

// The result of an integrity check (`wrctl kv check`, the GUI's check).
struct CheckReport {
    uint64_t entriesChecked = 0;
    uint64_t bytesChecked = 0;
    std::vector<std::string> problems;  // one line each: what, where, why
    std::vector<std::string> orphans;   // data with no index entry
    bool ok() const { return problems.empty() && orphans.empty(); }
};

// What a store offers beyond the calls every store answers, so that tools
// offer only what works instead of trying it and getting NotSupported.
struct StoreCapabilities {
    // How the engine lays its values out in files of its own, for tools that map them.
    enum class ValueFiles {
        kNone,       // no files of its own to map
        kChunks,     // WR-Store++'s data directory (blocks in chunk files, in chunk mode)
        kDataFiles,  // append-only data files (ZDB)
    };

    bool canCheck = false;    // check() verifies the entries
    bool canCompact = false;  // compact() gives space back
    // The keys live in a registry index by their MD5 (stores/wrindex): the
    // index can be browsed as registry keys.
    bool hashedIndex = false;
    ValueFiles valueFiles = ValueFiles::kNone;
};

struct OpenOptions {
    bool readOnly = false;
    bool createIfMissing = true;
};

class KvStore {
public:
    virtual ~KvStore() = default;

    // The URI this store was opened with; uri().toString() reopens it.
    virtual const StoreUri& uri() const = 0;
    virtual bool isReadOnly() const = 0;

    virtual Result<Bytes> get(BytesView key) = 0;
    // The values of `keys` in their order, nullopt for a key the store does
    // not hold. The default calls get() for each; an engine that can send
    // many reads at once (redis: pipelined per node) overrides it.
    virtual Result<std::vector<std::optional<Bytes>>> getMany(std::span<const BytesView> keys);
    virtual Status put(BytesView key, BytesView value) = 0;
    virtual Status remove(BytesView key) = 0;
    // Applies every operation in order; atomic (all or none survive a crash)
    // only where the engine's header says so.
    virtual Status write(const WriteBatch& batch);

    // Streaming forms for values too large to hold twice in memory. The
    // defaults go through get/put; engines that keep large values in files
    // override them to stream.
    virtual Status getStream(BytesView key, ValueSink& sink);
    virtual Status putStream(BytesView key, ValueSource& source);

    virtual Result<std::unique_ptr<KvCursor>> scan() = 0;
    virtual Result<uint64_t> approximateCount() = 0;
    // approximateCount() with whether it is exact; the default calls it an estimate.
    virtual Result<KeyCount> countKeys();

    // Positioning inside the scan, so that a browser can show any part of a
    // large store without walking it from the start each time.
    //   scanFrom     a cursor about `position` pairs into the scan (at its end
    //                past the last pair)
    //   scanFromKey  a cursor at `key`, with the key's position; NotFound when
    //                the store does not hold it
    // The defaults walk from the first pair, so their positions are exact;
    // engines that can seek override them and estimate the position. Both
    // return Cancelled once `cancel` (may be null) is cancelled.
    virtual Result<PlacedCursor> scanFrom(uint64_t position, const CancellationToken* cancel);
    virtual Result<PlacedCursor> scanFromKey(BytesView key, const CancellationToken* cancel);
    virtual Status flush() = 0;
    virtual Result<StoreStatistics> statistics() = 0;

    // Space reclamation (reallocation, compaction); NotSupported by default.
    virtual Status compact(ProgressSink* progress, CancellationToken* cancel);
    // Verifies every entry against its data; NotSupported by default.
    virtual Result<CheckReport> check(ProgressSink* progress, CancellationToken* cancel);
    // Which of the optional calls above work, and what else tools may show
    // of this store; nothing by default.
    virtual StoreCapabilities capabilities() const;
    // The engine's fast path for loading an empty store (bulk_load.h);
    // NotSupported by default, and for a store that is not empty.
    virtual Result<std::unique_ptr<BulkLoader>> bulkLoader(const BulkLoadOptions& options);

    // Releases files and locks; later calls fail. The destructor closes too.
    virtual Status close() = 0;
};

// Calls visit(key, value) for every pair in scan order until it returns false.
Status forEach(KvStore& store, const std::function<bool(BytesView key, BytesView value)>& visit);

// The exact number of pairs, by walking the whole scan; progress reports the
// pairs counted so far (of the engine's estimate), and it stops with
// Cancelled once `cancel` (may be null) is cancelled.
Result<uint64_t> countExactly(KvStore& store, ProgressSink* progress, const CancellationToken* cancel);

// A ValueSource over bytes already in memory, and a ValueSink collecting them.
class MemoryValueSource : public ValueSource {
public:
    explicit MemoryValueSource(BytesView data) : data_(data) {}
    uint64_t size() const override { return data_.size(); }
    Result<size_t> read(char* out, size_t n) override;

private:
    BytesView data_;
    size_t offset_ = 0;
};

class MemoryValueSink : public ValueSink {
public:
    Status write(BytesView piece) override {
        data_.append(piece);
        return Status::ok();
    }
    const Bytes& data() const { return data_; }
    Bytes take() { return std::move(data_); }

private:
    Bytes data_;
};

}  // namespace wr::kv
