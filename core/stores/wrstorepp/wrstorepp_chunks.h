// WR-Store++ chunk mode (seed 001 Sec. 4.3): values are blocks
// (wrstorepp_block.h) appended to large chunk files, and each chunk has a key
// of its own in the registry beside the index:
//   ROOT\DB\Chunks\00000007    Path         REG_SZ    "chunk-00000007.wrc"
//                              AppendOffset REG_QWORD the paper's "last offset"
//                              LiveBytes    REG_QWORD bytes of blocks the index names
//                              DeadBytes    REG_QWORD bytes of overwritten / deleted blocks
//                              MinKey       REG_BINARY the key range appended to it
//                              MaxKey       REG_BINARY
//                              Sealed       REG_DWORD 1 once no more blocks are appended
//   ROOT\DB  WR_NextChunk  REG_QWORD the next chunk number
// The paper records the chunk file's absolute path; we record its name
// relative to the data directory and rebuild the path from the chunk number.
// A recorded Path that is absolute, climbs out with "..", leaves the data
// directory through a symlink or differs from the canonical name makes the
// chunk refused: every get that needs it fails with a clear Corruption error,
// and no file outside the data directory is ever read, written or deleted.
//
// One chunk is active and receives appends; space is reserved under a mutex
// and written outside it, so concurrent puts write different ranges of the
// same file at once. A chunk is sealed when the next block would pass
// chunk_mb (a larger value gets a chunk of its own). The counters and key
// range live in memory and reach the registry on flush(), on sealing and on
// close: a put costs no extra registry write. After a crash they may be
// stale; the chunk file's length is the authority for where appends resume
// (new blocks never overwrite old ones), and check()/compact() recompute what
// is live from the index.
//
// A chunk dropped by reallocation is unlinked only when the last reader that
// still holds it lets go. Thread-safe.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "stores/wrindex/index_database.h"
#include "util/file.h"

namespace wr::kv::wrstore {

class ChunkFile {
public:
    ChunkFile(uint64_t number, std::filesystem::path path, File file)
        : number_(number), path_(std::move(path)), file_(std::move(file)) {}
    ~ChunkFile();
    ChunkFile(const ChunkFile&) = delete;
    ChunkFile& operator=(const ChunkFile&) = delete;

    uint64_t number() const { return number_; }
    File& file() { return file_; }
    const File& file() const { return file_; }
    // Deletes the file once the last holder lets go of this object.
    void retire() { retired_.store(true); }

private:
    uint64_t number_;
    std::filesystem::path path_;
    File file_;
    std::atomic<bool> retired_{false};
};

struct ChunkInfo {
    uint64_t number = 0;
    uint64_t appendOffset = 0;
    uint64_t liveBytes = 0;
    uint64_t deadBytes = 0;
    Bytes minKey;
    Bytes maxKey;
    bool hasKeys = false;
    bool sealed = false;
    Status refused;  // why the chunk is unusable; OK normally
};

class ChunkSet {
public:
    static Result<std::unique_ptr<ChunkSet>> open(std::shared_ptr<IndexDatabase> index, std::filesystem::path dataDir,
                                                  uint64_t chunkBytes, bool syncData);

    static std::string fileName(uint64_t number);  // "chunk-00000007.wrc"
    static std::optional<uint64_t> parseFileName(std::string_view name);

    // Space for a block of `bytes` for `key` in the active chunk. Every
    // successful reserve() is paired with one finishWrite() once the block's
    // index entry is set (or the put gave up).
    struct Slot {
        std::shared_ptr<ChunkFile> chunk;
        uint64_t offset = 0;
    };
    Result<Slot> reserve(uint64_t bytes, BytesView key);
    void finishWrite(uint64_t number);

    // The chunk to read a block from: NotFound when the store has no such
    // chunk (any more), Corruption when it is refused or its file is missing.
    Result<std::shared_ptr<ChunkFile>> acquire(uint64_t number);

    void noteLive(uint64_t number, uint64_t bytes);
    void noteDead(uint64_t number, uint64_t bytes);
    // A block written but never made live (its put failed): dead bytes only.
    void noteAbandoned(uint64_t number, uint64_t bytes);

    // Reallocation (wrstorepp_realloc.cc): seal the active chunk so no block
    // is appended to a chunk being rewritten, wait until every put that
    // reserved space in a sealed chunk has set its index entry, create the
    // rewritten chunk, record what was written to it, drop the old one.
    Status sealActive();
    void waitForSealedWriters();
    Result<std::shared_ptr<ChunkFile>> createSealed();
    void setExtent(uint64_t number, uint64_t appendOffset, BytesView minKey, BytesView maxKey);
    Status drop(uint64_t number);

    std::vector<ChunkInfo> snapshot() const;
    // Writes changed chunk metadata to the registry.
    Status persist();
    // fdatasyncs every chunk written since the last call.
    Status syncWritten();
    // Files in the data directory named like chunks that no chunk metadata
    // knows (left by a crash between dropping a chunk's metadata and its file).
    std::vector<std::filesystem::path> strayFiles() const;

private:
    struct Entry {
        ChunkInfo info;
        std::shared_ptr<ChunkFile> file;  // opened on first use
        uint32_t writers = 0;             // reserved, index entry not yet set
        bool dirty = false;               // metadata changed since persist()
        bool written = false;             // data written since syncWritten()
    };

    void countDead(uint64_t number, uint64_t bytes, bool wasLive);

    ChunkSet(std::shared_ptr<IndexDatabase> index, std::filesystem::path dataDir, uint64_t chunkBytes, bool syncData)
        : indexOwner_(std::move(index)),
          index_(*indexOwner_),
          dataDir_(std::move(dataDir)),
          chunkBytes_(chunkBytes),
          syncData_(syncData) {}
    Status load();
    // Registers chunk next_ (registry first, then the file) under mutex_.
    Result<Entry*> createLocked(bool sealed);
    Result<std::shared_ptr<ChunkFile>> openFileLocked(Entry& entry, File::Mode mode);
    Status persistEntry(const ChunkInfo& info);
    std::string chunkKeyPath(uint64_t number) const;

    std::shared_ptr<IndexDatabase> indexOwner_;
    IndexDatabase& index_;
    std::filesystem::path dataDir_;
    uint64_t chunkBytes_;
    bool syncData_;

    mutable std::mutex mutex_;
    std::condition_variable writersDone_;
    std::map<uint64_t, Entry> chunks_;
    std::optional<uint64_t> active_;
    uint64_t next_ = 1;
};

}  // namespace wr::kv::wrstore
