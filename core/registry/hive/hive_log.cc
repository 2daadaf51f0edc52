#include "registry/hive/hive_log.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "util/crash_point.h"
#include "util/crc32c.h"
#include "util/file.h"

namespace wr::reg {

namespace {

constexpr std::string_view kMagic = kLogFormat.magic;
// Appends go through a mapped window of the file this large: address space
// only, as the helper unmaps the pages behind the appends.
constexpr uint64_t kWindowBytes = 64ull << 20;
constexpr uint64_t kWindowAlign = 64ull << 10;
// The helper keeps this much room past the last record, and is woken each
// time the appends cross a step.
constexpr uint64_t kRoomAheadBytes = 1ull << 20;
constexpr uint64_t kWakeStepBytes = 256ull << 10;
constexpr uint64_t kReadChunk = 1ull << 20;

Bytes encodeHeader(uint64_t generation) {
    Bytes h(kMagic);
    putFixed32(h, kLogFormat.current);
    putFixed32(h, 0);
    putFixed64(h, generation);
    putFixed32(h, 0);
    putFixed32(h, crc32c::mask(crc32c::value(h)));
    return h;
}

Result<uint64_t> decodeHeader(const File& f, const std::filesystem::path& path) {
    char h[kLogHeaderBytes];
    Status read = f.readAt(0, sizeof(h), h);
    if (!read.isOk()) {
        return Status::corruption("write-ahead log " + path.string() + " is shorter than its " +
                                  std::to_string(kLogHeaderBytes) + "-byte header");
    }
    if (BytesView(h, kMagic.size()) != kMagic) {
        return Status::corruption("write-ahead log " + path.string() + " does not start with the hive log magic");
    }
    if (crc32c::unmask(getFixed32(h + 28)) != crc32c::value(h, 28)) {
        return Status::corruption("write-ahead log " + path.string() + " has a header that fails its checksum");
    }
    WR_RETURN_IF_ERROR(kLogFormat.check(path.string(), getFixed32(h + 8)));
    return getFixed64(h + 16);
}

}  // namespace

void appendLogRecord(Bytes& out, const Change& change) {
    size_t start = out.size();
    out.append(kLogRecordHeaderBytes, '\0');
    out.push_back(static_cast<char>(change.op));
    encodeChangePayload(out, change);
    char* header = out.data() + start;
    encodeFixed32(header + 4, static_cast<uint32_t>(out.size() - start - kLogRecordHeaderBytes));
    encodeFixed32(header, crc32c::mask(crc32c::value(header + 4, out.size() - start - 4)));
}

LogWriter::LogWriter(File file, uint64_t end, uint64_t fileSize)
    : file_(std::move(file)),
      end_(end),
      fileSize_(fileSize),
      keeper_(std::make_unique<WakeWorker>([this] { keepRoom(); })) {
    keeper_->wake();
}

LogWriter::~LogWriter() { keeper_->stop(); }

Result<std::unique_ptr<LogWriter>> LogWriter::create(const std::filesystem::path& path, uint64_t generation) {
    WR_RETURN_IF_ERROR(writeFileAtomically(path, encodeHeader(generation)));
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kReadWrite));
    return std::unique_ptr<LogWriter>(new LogWriter(std::move(file), kLogHeaderBytes, kLogHeaderBytes));
}

Result<std::unique_ptr<LogWriter>> LogWriter::reopen(const std::filesystem::path& path, uint64_t end) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kReadWrite));
    WR_ASSIGN_OR_RETURN(uint64_t size, file.size());
    if (size > end) {
        // Cut off the torn tail or the unused preallocation: growing again
        // from `end` gives zeros, so no stale byte can follow a new record.
        Status cut = file.truncate(end);
        if (cut.isOk()) cut = file.sync();
        if (!cut.isOk()) return cut.withContext("cannot cut the tail off write-ahead log " + path.string());
    }
    return std::unique_ptr<LogWriter>(new LogWriter(std::move(file), end, end));
}

Status LogWriter::grow(uint64_t needed) {
    auto grown = growWithZeros(file_, fileSize_, needed);
    if (!grown.isOk()) return grown.status().withContext("the write-ahead log is full, so the change was not made");
    fileSize_ = *grown;
    return Status::ok();
}

Status LogWriter::mapWindow(uint64_t from, uint64_t to) {
    window_.unmap();
    // The window may reach past the end of the file: roomEnd_ keeps the
    // appends, and the helper its faults, within the file.
    uint64_t offset = from & ~(kWindowAlign - 1);
    uint64_t length = std::max(kWindowBytes, to - offset);
    auto mapped = MappedFile::map(file_, offset, length, MappedFile::Access::kShared);
    if (!mapped) return mapped.status().withContext("write-ahead log");
    window_ = std::move(mapped).value();
    windowOffset_ = offset;
    faultedEnd_ = offset;
    releasedEnd_ = offset;
    return Status::ok();
}

Status LogWriter::makeRoom(uint64_t from, uint64_t to) {
    {
        std::lock_guard lock(roomMutex_);
        if (to > fileSize_) WR_RETURN_IF_ERROR(grow(to));
        if (!window_.isMapped() || from < windowOffset_ || to > windowEnd()) WR_RETURN_IF_ERROR(mapWindow(from, to));
        roomEnd_.store(std::min(fileSize_, windowEnd()), std::memory_order_release);
    }
    keeper_->wake();
    return Status::ok();
}

Status LogWriter::append(BytesView records) {
    uint64_t from = end_.load(std::memory_order_relaxed);
    uint64_t to = from + records.size();
    if (file_.syncFailed()) {
        return Status::ioError("write-ahead log " + file_.path().string() +
                               ": an earlier fdatasync failed, so records it covered may be lost; the hive takes "
                               "no more changes until a checkpoint or reopening it starts a new log");
    }
    if (to > roomEnd_.load(std::memory_order_acquire)) WR_RETURN_IF_ERROR(makeRoom(from, to));
    std::memcpy(window_.data() + (from - windowOffset_), records.data(), records.size());
    end_.store(to, std::memory_order_release);
    appended_.fetch_add(1, std::memory_order_release);
    if (from / kWakeStepBytes != to / kWakeStepBytes) keeper_->wake();
    return Status::ok();
}

void LogWriter::keepRoom() {
    std::lock_guard lock(roomMutex_);
    if (!window_.isMapped()) return;  // nothing appended yet
    uint64_t end = end_.load(std::memory_order_acquire);
    // A full disk is left for the append that needs the space to report.
    if (fileSize_ < end + kRoomAheadBytes && !grow(end + kRoomAheadBytes).isOk()) return;
    roomEnd_.store(std::min(fileSize_, windowEnd()), std::memory_order_release);
    const uint64_t page = pageBytes();
    // Populating touches no byte, so appends may be copying into the range
    // meanwhile.
    uint64_t faultFrom = std::max(faultedEnd_, end / page * page);
    uint64_t faultTo = std::min({end + kRoomAheadBytes, fileSize_, windowEnd()});
    if (faultFrom < faultTo) {
        window_.prefaultWritable(faultFrom - windowOffset_, faultTo - faultFrom);
        faultedEnd_ = faultTo;
    }
    // Records already written stay in the page cache, dirty until written
    // back; only their mapping goes.
    uint64_t releaseTo = end > kRoomAheadBytes ? (end - kRoomAheadBytes) / page * page : 0;
    if (releaseTo > releasedEnd_ && releaseTo <= windowEnd()) {
        window_.release(releasedEnd_ - windowOffset_, releaseTo - releasedEnd_);
        releasedEnd_ = releaseTo;
    }
}

Status LogWriter::sync() {
    uint64_t target = appended_.load(std::memory_order_acquire);
    if (synced_.load(std::memory_order_acquire) >= target) return Status::ok();
    crashPoint("hive.log.before_sync");
    WR_RETURN_IF_ERROR(file_.dataSync().withContext("write-ahead log"));
    uint64_t current = synced_.load();
    while (current < target && !synced_.compare_exchange_weak(current, target)) {
    }
    return Status::ok();
}

Result<uint64_t> readLogGeneration(const std::filesystem::path& path) {
    WR_ASSIGN_OR_RETURN(File f, File::open(path, File::Mode::kRead));
    return decodeHeader(f, path);
}

namespace {

// Sequential reads of a file through one buffer, which also holds a record
// that spans reads.
class ChunkReader {
public:
    ChunkReader(const File& file, uint64_t size) : file_(file), size_(size) {}

    // Makes [offset, offset + n) available; false when the file is shorter.
    Result<bool> ensure(uint64_t offset, uint64_t n) {
        if (offset + n > size_) return false;
        if (offset >= start_ && offset + n <= start_ + buf_.size()) return true;
        uint64_t want = std::min(std::max(n, kReadChunk), size_ - offset);
        buf_.resize(want);
        WR_RETURN_IF_ERROR(file_.readAt(offset, want, buf_.data()));
        start_ = offset;
        return true;
    }
    const char* at(uint64_t offset) const { return buf_.data() + (offset - start_); }

    // The offset just past the last non-zero byte at or after `from`, or `from`.
    Result<uint64_t> endOfData(uint64_t from) {
        uint64_t last = from;
        for (uint64_t pos = from; pos < size_;) {
            uint64_t n = std::min(kReadChunk, size_ - pos);
            WR_ASSIGN_OR_RETURN(bool ok, ensure(pos, n));
            (void)ok;
            const char* p = at(pos);
            for (uint64_t i = n; i-- > 0;) {
                if (p[i] != 0) {
                    last = pos + i + 1;
                    break;
                }
            }
            pos += n;
        }
        return last;
    }

private:
    const File& file_;
    uint64_t size_;
    uint64_t start_ = 0;
    Bytes buf_;
};

}  // namespace

Result<LogScan> scanLog(const std::filesystem::path& path, const LogRecordHandler& onRecord) {
    WR_ASSIGN_OR_RETURN(File f, File::open(path, File::Mode::kRead));
    LogScan scan;
    WR_ASSIGN_OR_RETURN(scan.generation, decodeHeader(f, path));
    WR_ASSIGN_OR_RETURN(uint64_t size, f.size());
    ChunkReader reader(f, size);
    uint64_t pos = kLogHeaderBytes;
    while (true) {
        WR_ASSIGN_OR_RETURN(bool haveHeader, reader.ensure(pos, kLogRecordHeaderBytes));
        bool good = false;
        if (haveHeader) {
            uint32_t storedCrc = getFixed32(reader.at(pos));
            uint32_t length = getFixed32(reader.at(pos + 4));
            if (storedCrc == 0 && length == 0) {
                // The zero-filled tail, or a zero header before garbage.
            } else if (length > 0) {
                WR_ASSIGN_OR_RETURN(bool haveRecord, reader.ensure(pos, kLogRecordHeaderBytes + length));
                if (haveRecord && crc32c::unmask(storedCrc) == crc32c::value(reader.at(pos + 4), length + 4)) {
                    auto op = static_cast<ChangeOp>(static_cast<unsigned char>(*reader.at(pos + 8)));
                    BytesView payload(reader.at(pos + 9), length - 1);
                    WR_RETURN_IF_ERROR(onRecord(op, payload, pos));
                    ++scan.records;
                    pos += kLogRecordHeaderBytes + length;
                    good = true;
                }
            }
        }
        if (!good) break;
    }
    scan.end = pos;
    WR_ASSIGN_OR_RETURN(uint64_t dataEnd, reader.endOfData(pos));
    scan.torn = dataEnd > pos;
    scan.discardedBytes = dataEnd - pos;
    return scan;
}

}  // namespace wr::reg
