// One ZDB data file (seed 004 Sec. 2.2): an append-only log of entries.
// A writable file is memory-mapped shared and read-write. A background
// thread (the table's room keeper) keeps room ahead of the appends by writing zeros in
// steps of kRoomStepBytes, which puts the pages in the page cache and claims
// the disk space; an entry that fits in that room is copied into the mapping
// (no system call per put; the bytes are in the OS's page cache at once, so
// they survive the process being killed exactly as a pwrite would). An
// append that reaches into a step the keeper is writing waits for that step
// by spinning, not sleeping. An entry of 32 KiB or more that still reaches
// past the room, or one with a value of 1 MiB or more, goes in with one
// pwritev instead (a smaller one makes a step of room itself): the appender
// never waits for more than one step of zeros, and with several appenders on
// several files (other inodes) the page-cache work spreads over the cores.
// Either way a full disk is an error from append, never a fault in the copy.
// While it is open the file may end in a run of zeros past end(); recovery
// takes a zero run after the last entry for the end of the file, and close()
// (through trimReserve) cuts the file back to end(). Readers only touch
// bytes below end(), which is published after the entry is complete; the
// mapping grows by remapping, and earlier mappings stay until the file is
// closed, so a reader never loses the memory it reads.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "stores/zdb/zdb_format.h"
#include "util/file.h"
#include "util/mapped_file.h"
#include "util/result.h"

namespace wr::zdb {

class DataFile {
public:
    // Creates the file with its header and syncs it and its directory.
    static Result<std::unique_ptr<DataFile>> create(const fs::path& path, uint32_t number, uint32_t count);
    // Opens an existing file and checks its header. end() starts at the
    // file's size; recovery lowers it past a torn tail.
    static Result<std::unique_ptr<DataFile>> open(const fs::path& path, uint32_t number, uint32_t count, bool readOnly);

    const fs::path& path() const { return file_.path(); }
    // Where the next entry goes: every byte below it belongs to a complete entry.
    uint64_t end() const { return end_.load(std::memory_order_acquire); }

    // Appends one whole entry (zdb_format.h) at end(), sealing it with
    // `timestamp` and the CRC of its value, and returns its position.
    // Appends to one file must be serialized by the caller. A position above
    // `maxPosition` (what the index items can address) is a LimitExceeded
    // error and writes nothing.
    Result<uint64_t> append(EntryBuffer& entry, int64_t timestamp, uint64_t maxPosition);
    // Cuts the preallocated zeros past end() off the file (close, and the
    // end of a compaction): at rest the file is exactly its entries.
    Status trimReserve();
    // The file's size: end() plus the zeros of the room.
    uint64_t reserved() const { return reserved_.load(std::memory_order_acquire); }

    // Room ahead of the appends: while a file is written, a background
    // thread (the table's room keeper) keeps up to this much zero-filled room past end(),
    // so the appender rarely pays for fresh page-cache pages itself.
    static constexpr uint64_t kRoomAheadBytes = uint64_t{4} << 20;
    // True when the room has fallen under half of kRoomAheadBytes and the
    // file was appended to since it was last trimmed.
    bool wantsRoom() const;
    // Zeros are written this many bytes per system call and per hold of the
    // lock appends past the room take. Steps smaller than a MiB keep a single
    // 100 KB writer in room for more of its puts (docs/zdb.md has the numbers).
    static constexpr uint64_t kRoomStepBytes = uint64_t{256} << 10;
    // Grows the room back to kRoomAheadBytes one step at a time, so an
    // append past the room waits for at most one step of zeros. Any thread,
    // concurrently with appends.
    Status growRoom();

    // Reads the value of the put entry at `position`, which the index gives
    // for `key`: one copy out of the mapping; also its time stamp when
    // `timestamp` is given. Corruption (naming the file, the offset and the
    // key) when the position lies past end(), the entry fails its CRC, holds
    // another key or is not a put.
    Status readValue(uint64_t position, uint64_t key, Bytes* value, int64_t* timestamp = nullptr) const;
    // The raw bytes [offset, offset + n); Corruption when they pass the end.
    Status readRaw(uint64_t offset, size_t n, char* out) const;

    // fdatasync, skipped when nothing was appended since the last one. On
    // Linux it also writes back the pages dirtied through the shared mapping
    // (they are the file's page cache pages), so no msync is needed.
    Status sync();
    // Recovery only: cuts the file at `size` and moves end() there.
    Status truncate(uint64_t size);
    bool readOnly() const { return readOnly_; }

    ~DataFile();
    DataFile(const DataFile&) = delete;
    DataFile& operator=(const DataFile&) = delete;

private:
    DataFile(File file, uint64_t end, bool readOnly)
        : file_(std::move(file)), end_(end), syncedEnd_(end), readOnly_(readOnly), reserved_(end) {}
    // Under growMutex_: writes zeros from reserved() to the step boundary at
    // or past `atLeast`.
    Status zeroFillLocked(uint64_t atLeast);
    // Zero-fills the file to the step boundary at or past `size`, for a small
    // entry that outran the room keeper.
    Status reserve(uint64_t size);
    // Writes the entry at `position` with one pwritev, for a large entry past
    // the room made so far or a value of kPwriteValueBytes and more.
    // False (nothing written) when the room keeper made room for it meanwhile.
    Result<bool> writeEntry(EntryBuffer& entry, uint64_t position, int64_t timestamp);
    // Spins while growRoom writes a step of this file's zeros, for at most
    // kStepWaitNanos, and says whether the room then reaches `end`.
    bool waitForStepInFlight(uint64_t end) const;
    // Faults the pages of [from, to), room made by growRoom, in writable in
    // the current mapping before an append reaches them.
    void prefault(uint64_t from, uint64_t to) const;
    Status corrupt(uint64_t position, uint64_t key, const std::string& why) const;
    // A mapping that covers [0, end), mapping a larger one when needed.
    Result<const MappedFile*> mappingFor(uint64_t end) const;

    File file_;
    std::atomic<uint64_t> end_;
    std::atomic<uint64_t> syncedEnd_;
    bool readOnly_;
    std::atomic<uint64_t> reserved_;               // the file's size; changed under growMutex_
    std::atomic<uint64_t> trimmedAt_{UINT64_MAX};  // end() at the last trimReserve; set under growMutex_
    std::mutex growMutex_;
    // True while growRoom writes a step of zeros: an append that needs that
    // step spins for it (waitForStepInFlight) rather than sleeping on
    // growMutex_, since a sleep and its wake-up cost more than the step.
    std::atomic<bool> stepInFlight_{false};
    mutable std::atomic<const MappedFile*> mapping_{nullptr};
    mutable std::mutex mapMutex_;
    mutable std::vector<std::unique_ptr<MappedFile>> mappings_;  // every mapping made, unmapped at close
};

// Reads a data file's entries in file order through a large buffer: recovery
// replay, insertion-order iteration, compaction and inspection.
class EntryReader {
public:
    enum class State { kEntry, kEnd, kDamaged };
    struct Entry {
        uint64_t position = 0;
        EntryInfo info;
        uint64_t key = 0;
        BytesView value;  // valid until the next call to next()
        uint64_t bytes() const { return entryBytes(info.valueSize); }
    };

    // Reads [begin, end) of `file`; begin is an entry position. Entries up
    // to `bufferBytes` are read through one buffer of that size.
    EntryReader(const DataFile& file, uint64_t begin, uint64_t end, size_t bufferBytes = size_t{1} << 20);

    // Steps to the entry at offset(): kEntry (entry() is valid and passed its
    // CRC), kEnd, or kDamaged (problem() says why; offset() stays put).
    Result<State> next();
    const Entry& entry() const { return entry_; }
    const std::string& problem() const { return problem_; }
    // For kDamaged: where the damaged entry claims to end, 0 when its size
    // field cannot be read or trusted.
    uint64_t damagedEnd() const { return damagedEnd_; }
    // For kDamaged with a known end: the key field where the entry claims it
    // is (untrusted; callers check it against the index).
    Result<uint64_t> damagedKey() const;
    uint64_t offset() const { return offset_; }
    void seek(uint64_t offset) { offset_ = offset; }

private:
    // Pointer to [offset, offset + n) of the file, read through the buffer.
    Result<const char*> bytesAt(uint64_t offset, size_t n);
    State damaged(std::string why, uint64_t claimedEnd);

    const DataFile& file_;
    uint64_t offset_;
    uint64_t end_;
    size_t bufferBytes_;
    Bytes buffer_;
    uint64_t bufferStart_ = 0;
    size_t bufferLength_ = 0;
    Bytes large_;  // entries bigger than the buffer
    Entry entry_;
    std::string problem_;
    uint64_t damagedEnd_ = 0;
};

}  // namespace wr::zdb
