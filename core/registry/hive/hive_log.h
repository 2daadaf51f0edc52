// The write-ahead log of a hive (hive.wal).
//
//   header   "WRHIVLOG", u32 version, u32 0, u64 generation, u32 0,
//            u32 masked CRC32C of the 28 bytes before it          (32 bytes)
//   records  [u32 masked CRC32C of the rest][u32 length][u8 op][payload]
//            length counts op and payload; the CRC covers length, op and payload
//
// The generation matches the snapshot the log follows; a log older than the
// snapshot (a crash between writing the snapshot and starting the new log)
// is never replayed. The file is grown ahead of the records by writing zeros
// a MiB at a time (growWithZeros), so a full disk fails the append that needs
// the space, with an error, instead of failing later. Records are copied into a shared mapping
// of the file: once copied they are in the page cache and survive the death
// of the process; sync() (fdatasync) makes them survive power loss.
//
// A helper thread keeps room ahead of the appends: it grows the file and
// faults the next pages of the mapping in writable (the file system's
// page_mkwrite), which done by the appender cost a few microseconds every
// 4 KiB of records, inside a change and under the hive's writer lock. It also
// unmaps the pages the appends have left behind, so the process keeps only
// a few MiB of the log resident. An append that outruns the room grows the
// file and faults its pages in itself, and reports a full disk itself.
//
// A scan stops at the first record that is incomplete or fails its CRC. When
// the bytes from there on are all zero (the unused preallocated tail), the log
// simply ends; otherwise the tail is torn and reported.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "registry/hive/hive_change.h"
#include "util/bytes.h"
#include "util/file.h"
#include "util/format_version.h"
#include "util/mapped_file.h"
#include "util/result.h"
#include "util/wake_worker.h"

namespace wr::reg {

inline constexpr FormatVersion kLogFormat{"hive write-ahead log", 1, 1, "WRHIVLOG"};
inline constexpr size_t kLogHeaderBytes = 32;
inline constexpr size_t kLogRecordHeaderBytes = 8;

// Appends one framed record for `change` to `out`.
void appendLogRecord(Bytes& out, const Change& change);

class LogWriter {
public:
    // Starts an empty log of `generation` at `path`, replacing any file there
    // atomically (temp file, fsync, rename, fsync of the directory).
    static Result<std::unique_ptr<LogWriter>> create(const std::filesystem::path& path, uint64_t generation);
    // Continues the log at `path` whose last good record ends at `end`;
    // anything after `end` is cut off first.
    static Result<std::unique_ptr<LogWriter>> reopen(const std::filesystem::path& path, uint64_t end);
    ~LogWriter();
    LogWriter(const LogWriter&) = delete;
    LogWriter& operator=(const LogWriter&) = delete;

    // Appends whole records. On error nothing was appended. One writer at a time.
    Status append(BytesView records);
    // Makes every appended record durable. Safe to call from any thread,
    // concurrently with append(). Once an fdatasync failed, the records it
    // covered may be gone from the disk while the kernel reports them clean,
    // so this and append() fail from then on: only a new log (a checkpoint
    // or reopening the hive) takes changes again.
    Status sync();
    // Bytes of header and records.
    uint64_t size() const { return end_.load(std::memory_order_relaxed); }
    bool hasRecords() const { return size() > kLogHeaderBytes; }

private:
    LogWriter(File file, uint64_t end, uint64_t fileSize);
    // Grows the file and moves the window so that [from, to) can be written.
    Status makeRoom(uint64_t from, uint64_t to);
    Status grow(uint64_t needed);
    Status mapWindow(uint64_t from, uint64_t to);
    // The helper thread's task (see above).
    void keepRoom();
    uint64_t windowEnd() const { return windowOffset_ + window_.length(); }

    File file_;
    std::atomic<uint64_t> end_;  // where the next record goes; only append() moves it
    // Appends that end at or before this need neither growth nor a new window.
    std::atomic<uint64_t> roomEnd_{0};
    std::atomic<uint64_t> appended_{0};
    std::atomic<uint64_t> synced_{0};
    // The rest changes under roomMutex_. The window moves only in append(),
    // so the appender reads it without the mutex.
    std::mutex roomMutex_;
    uint64_t fileSize_;  // allocated length of the file
    MappedFile window_;
    uint64_t windowOffset_ = 0;
    uint64_t faultedEnd_ = 0;             // the window's pages before this are faulted in writable
    uint64_t releasedEnd_ = 0;            // and those before this were unmapped again
    std::unique_ptr<WakeWorker> keeper_;  // last: stopped before the rest goes
};

struct LogScan {
    uint64_t generation = 0;
    uint64_t records = 0;
    uint64_t end = kLogHeaderBytes;  // just past the last good record
    bool torn = false;
    uint64_t discardedBytes = 0;  // from `end` to the last non-zero byte
};

using LogRecordHandler = std::function<Status(ChangeOp op, BytesView payload, uint64_t offset)>;

// Reads the log's header, then hands every good record to `onRecord` in
// order, stopping early at its first error. A missing or malformed header is
// a Corruption error naming the file.
Result<LogScan> scanLog(const std::filesystem::path& path, const LogRecordHandler& onRecord);
// Just the header's generation.
Result<uint64_t> readLogGeneration(const std::filesystem::path& path);

}  // namespace wr::reg
