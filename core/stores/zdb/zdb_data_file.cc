#include "stores/zdb/zdb_data_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>

#include "util/clock.h"
#include "util/crc32c.h"

namespace wr::zdb {

namespace {

// Mappings start at 64 MiB and double, so a growing file is remapped rarely
// and the address space spent stays under twice the file's size.
constexpr uint64_t kMinMappingBytes = uint64_t{64} << 20;
constexpr uint64_t kMiB = uint64_t{1} << 20;
// Values from this size on go to the file with one pwritev even when room
// is ready: below it the copy into the zero-filled mapping measured faster
// (100 KB puts ran 30 % faster than with a pwrite into the same room).
constexpr size_t kPwriteValueBytes = kMiB;
// An entry that outruns the room: from this size on it is written with one
// pwritev (a 100 KB put: one copy into new page-cache pages, where zeroing a
// step first and then copying costs more); a smaller one makes a step of
// room itself, which serves the next 250 1 KB puts (each a system call when
// written instead: 1 KB puts at scale 0.1 ran 3x slower that way).
constexpr uint64_t kPwriteEntryBytes = uint64_t{32} << 10;
// How long an append spins for a step of zeros in flight: a step takes about
// 50 us to write; past this the keeper is likely descheduled or stalled in
// the kernel, and the append takes the slower paths instead.
constexpr uint64_t kStepWaitNanos = 200'000;

}  // namespace

Result<std::unique_ptr<DataFile>> DataFile::create(const fs::path& path, uint32_t number, uint32_t count) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kTruncateReadWrite));
    WR_RETURN_IF_ERROR(file.writeAt(0, encodeDataFileHeader(number, count)));
    WR_RETURN_IF_ERROR(file.sync());
    WR_RETURN_IF_ERROR(syncDirectory(path.parent_path()));
    return std::unique_ptr<DataFile>(new DataFile(std::move(file), kDataHeaderBytes, false));
}

Result<std::unique_ptr<DataFile>> DataFile::open(const fs::path& path, uint32_t number, uint32_t count, bool readOnly) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, readOnly ? File::Mode::kRead : File::Mode::kReadWrite));
    WR_ASSIGN_OR_RETURN(uint64_t size, file.size());
    if (size < kDataHeaderBytes) {
        // Only a crash while creating the file leaves it shorter than its
        // header: it never held an entry.
        if (readOnly) return std::unique_ptr<DataFile>(new DataFile(std::move(file), kDataHeaderBytes, true));
        WR_RETURN_IF_ERROR(file.truncate(0));
        WR_RETURN_IF_ERROR(file.writeAt(0, encodeDataFileHeader(number, count)));
        WR_RETURN_IF_ERROR(file.sync());
        size = kDataHeaderBytes;
    }
    char header[kDataHeaderBytes];
    WR_RETURN_IF_ERROR(file.readAt(0, kDataHeaderBytes, header));
    WR_RETURN_IF_ERROR(checkDataFileHeader(BytesView(header, kDataHeaderBytes), number, count, path));
    return std::unique_ptr<DataFile>(new DataFile(std::move(file), size, readOnly));
}

Status DataFile::zeroFillLocked(uint64_t atLeast) {
    WR_ASSIGN_OR_RETURN(uint64_t size,
                        growWithZeros(file_, reserved_.load(std::memory_order_relaxed), atLeast, kRoomStepBytes));
    reserved_.store(size, std::memory_order_release);
    return Status::ok();
}

Status DataFile::reserve(uint64_t size) {
    std::lock_guard lock(growMutex_);
    if (size <= reserved_.load(std::memory_order_relaxed)) return Status::ok();  // the keeper made it meanwhile
    return zeroFillLocked(size);
}

bool DataFile::wantsRoom() const {
    uint64_t end = this->end();
    return !readOnly_ && end != trimmedAt_.load(std::memory_order_relaxed) &&
           reserved_.load(std::memory_order_relaxed) - end < kRoomAheadBytes / 2;
}

Status DataFile::growRoom() {
    // One step per hold of the lock: an append that outruns the room waits
    // for at most one step of zeros.
    for (;;) {
        uint64_t from = 0, to = 0;
        {
            std::lock_guard lock(growMutex_);
            from = reserved_.load(std::memory_order_relaxed);
            // Nothing appended since a trim: the file is at rest (a compaction's
            // end), so a wake that was pending from before leaves it so.
            if (readOnly_ || end() == trimmedAt_.load(std::memory_order_relaxed) || from >= end() + kRoomAheadBytes) {
                return Status::ok();
            }
            stepInFlight_.store(true, std::memory_order_release);
            Status filled = zeroFillLocked(from + 1);
            stepInFlight_.store(false, std::memory_order_release);
            WR_RETURN_IF_ERROR(filled);
            to = reserved_.load(std::memory_order_relaxed);
        }
        prefault(from, to);
    }
}

bool DataFile::waitForStepInFlight(uint64_t end) const {
    if (!stepInFlight_.load(std::memory_order_acquire)) return false;
    const uint64_t start = monotonicNanos();
    while (end > reserved_.load(std::memory_order_acquire)) {
        if (!stepInFlight_.load(std::memory_order_acquire) || monotonicNanos() - start > kStepWaitNanos) return false;
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
    return true;
}

void DataFile::prefault(uint64_t from, uint64_t to) const {
    // The zeros put the pages in the page cache; faulting them in writable
    // here does the write-fault work (mapping the folios, the file system's
    // page_mkwrite) before the appender's first copy into them, instead of in
    // the middle of a put. Appends may already be copying into the range:
    // populating does not touch the bytes.
    auto mapping = mappingFor(to);
    if (!mapping) return;
    const uint64_t page = pageBytes();
    uint64_t start = from / page * page;
    (*mapping)->prefaultWritable(start, to - start);
}

Status DataFile::trimReserve() {
    if (readOnly_) return Status::ok();
    std::lock_guard lock(growMutex_);
    uint64_t end = this->end();
    trimmedAt_.store(end, std::memory_order_relaxed);
    if (reserved_.load(std::memory_order_relaxed) == end) return Status::ok();
    Status trimmed = file_.truncate(end);
    // Windows cannot cut a file shorter while it is mapped (Busy): the
    // reserve then stays, a run of zeros that recovery takes for the end.
    if (trimmed.is(StatusCode::kBusy)) return Status::ok();
    WR_RETURN_IF_ERROR(trimmed);
    reserved_.store(end, std::memory_order_release);
    return Status::ok();
}

Result<uint64_t> DataFile::append(EntryBuffer& entry, int64_t timestamp, uint64_t maxPosition) {
    uint64_t position = end_.load(std::memory_order_relaxed);
    if (position > maxPosition) {
        return Status::limitExceeded(path().string() + " is full: it holds " + std::to_string(position) +
                                     " bytes, the most its index items can address; compact the store, or "
                                     "create it with a larger item_bytes");
    }
    if (readOnly_) return Status::readOnly(path().string() + " is open read-only");
    if (file_.syncFailed()) {
        // The copy below bypasses File, which refuses writes from here on.
        return Status::ioError("an earlier fdatasync of " + path().string() +
                               " failed, so entries it covered may be lost; the store takes no more writes to it "
                               "until it is opened again");
    }
    uint64_t end = position + entry.size();
    BytesView value = entry.value();
    // A large value goes by pwritev whatever the room, so it never waits for a step.
    const bool large = value.size() >= kPwriteValueBytes;
    const bool pastRoom = !large && end > reserved_.load(std::memory_order_acquire) && !waitForStepInFlight(end);
    bool written = false;
    if (large || (pastRoom && entry.size() >= kPwriteEntryBytes)) {
        WR_ASSIGN_OR_RETURN(written, writeEntry(entry, position, timestamp));
    } else if (pastRoom) {
        WR_RETURN_IF_ERROR(reserve(end));
    }
    if (!written) {
        WR_ASSIGN_OR_RETURN(const MappedFile* mapping, mappingFor(end));
        char* out = mapping->data() + position;
        entry.seal(timestamp, crc32c::extendCopy(0, value.data(), value.size(), out + kEntryInfoBytes));
        std::memcpy(out, entry.info().data(), kEntryInfoBytes);
        std::memcpy(out + kEntryInfoBytes + value.size(), entry.key().data(), kEntryKeyBytes);
    }
    end_.store(end, std::memory_order_release);
    return position;
}

Result<bool> DataFile::writeEntry(EntryBuffer& entry, uint64_t position, int64_t timestamp) {
    uint64_t end = position + entry.size();
    bool large = entry.value().size() >= kPwriteValueBytes;
    // The room keeper writes its zeros from reserved() up, under this lock.
    std::lock_guard lock(growMutex_);
    if (!large && end <= reserved_.load(std::memory_order_relaxed)) return false;  // the keeper made room meanwhile
    entry.seal(timestamp, crc32c::value(entry.value().data(), entry.value().size()));
    // Nothing is published before end_ moves, so a failed write leaves only
    // bytes past the end, which the next append overwrites.
    WR_RETURN_IF_ERROR(file_.writeAt(position, {entry.info(), entry.value(), entry.key()}));
    if (end > reserved_.load(std::memory_order_relaxed)) reserved_.store(end, std::memory_order_release);
    return true;
}

Status DataFile::corrupt(uint64_t position, uint64_t key, const std::string& why) const {
    return Status::corruption("entry for key " + std::to_string(key) + " at offset " + std::to_string(position) +
                              " of " + path().string() + " " + why);
}

DataFile::~DataFile() = default;

Result<const MappedFile*> DataFile::mappingFor(uint64_t end) const {
    const MappedFile* current = mapping_.load(std::memory_order_acquire);
    if (current != nullptr && current->length() >= end) return current;
    std::lock_guard lock(mapMutex_);
    current = mapping_.load(std::memory_order_acquire);
    if (current != nullptr && current->length() >= end) return current;
    uint64_t length = std::max(kMinMappingBytes, std::bit_ceil(end * 2));
    auto mapped =
        MappedFile::map(file_, 0, length, readOnly_ ? MappedFile::Access::kRead : MappedFile::Access::kShared);
    if (!mapped) return mapped.status().withContext("data file");
    mappings_.push_back(std::make_unique<MappedFile>(std::move(mapped).value()));
    mapping_.store(mappings_.back().get(), std::memory_order_release);
    return mappings_.back().get();
}

Status DataFile::readValue(uint64_t position, uint64_t key, Bytes* value, int64_t* timestamp) const {
    uint64_t end = this->end();
    if (position < kDataHeaderBytes || position > end || end - position < kEntryOverheadBytes) {
        return corrupt(
            position, key,
            "lies past the end of the file (" + std::to_string(end) + " bytes): the index is ahead of the data");
    }
    WR_ASSIGN_OR_RETURN(const MappedFile* mapping, mappingFor(end));
    const char* entry = mapping->data() + position;
    std::optional<EntryInfo> decoded = decodeEntryInfo(entry);
    if (!decoded) return corrupt(position, key, "is damaged: its kind byte is not a ZDB entry kind");
    uint64_t size = decoded->valueSize;
    if (size > end - position - kEntryOverheadBytes) {
        return corrupt(position, key, "claims a " + std::to_string(size) + "-byte value, past the end of the file");
    }
    value->resize(size);
    const char* keyBytes = entry + kEntryInfoBytes + size;
    if (!copyValueChecked(entry, static_cast<uint32_t>(size), value->data())) {
        return corrupt(position, key, "is damaged: its CRC32C does not match its bytes");
    }
    uint64_t stored = getFixed64(keyBytes);
    if (stored != key) {
        return corrupt(position, key, "holds key " + std::to_string(stored) + ": the index is damaged");
    }
    if (decoded->kind != EntryKind::kPut) {
        return corrupt(position, key, "is a removal, but the index says it holds a value");
    }
    if (timestamp != nullptr) *timestamp = decoded->timestamp;
    return Status::ok();
}

Status DataFile::readRaw(uint64_t offset, size_t n, char* out) const {
    if (offset + n > end()) {
        return Status::corruption("bytes " + std::to_string(offset) + ".." + std::to_string(offset + n) + " of " +
                                  path().string() + " lie past its end (" + std::to_string(end()) + ")");
    }
    return file_.readAt(offset, n, out);
}

Status DataFile::sync() {
    uint64_t end = this->end();
    if (syncedEnd_.load(std::memory_order_acquire) >= end) return Status::ok();
    WR_RETURN_IF_ERROR(file_.dataSync());
    uint64_t synced = syncedEnd_.load(std::memory_order_relaxed);
    while (synced < end && !syncedEnd_.compare_exchange_weak(synced, end, std::memory_order_release)) {
    }
    return Status::ok();
}

Status DataFile::truncate(uint64_t size) {
    if (!readOnly_) {
        WR_RETURN_IF_ERROR(file_.truncate(size));
        WR_RETURN_IF_ERROR(file_.dataSync());
    }
    end_.store(size, std::memory_order_release);
    syncedEnd_.store(size, std::memory_order_release);
    reserved_.store(size, std::memory_order_release);
    return Status::ok();
}

// ---- EntryReader ----

EntryReader::EntryReader(const DataFile& file, uint64_t begin, uint64_t end, size_t bufferBytes)
    : file_(file), offset_(begin), end_(end), bufferBytes_(bufferBytes) {}

Result<const char*> EntryReader::bytesAt(uint64_t offset, size_t n) {
    if (offset >= bufferStart_ && offset + n <= bufferStart_ + bufferLength_) {
        return buffer_.data() + (offset - bufferStart_);
    }
    if (n > bufferBytes_) {
        large_.resize(n);
        WR_RETURN_IF_ERROR(file_.readRaw(offset, n, large_.data()));
        return large_.data();
    }
    bufferStart_ = offset;
    bufferLength_ = static_cast<size_t>(std::min<uint64_t>(bufferBytes_, end_ - offset));
    // Never larger than the range needs: a small file does not clear 1 MiB.
    if (buffer_.size() < std::max(bufferLength_, n)) buffer_.resize(std::max(bufferLength_, n));
    WR_RETURN_IF_ERROR(file_.readRaw(offset, bufferLength_, buffer_.data()));
    return buffer_.data();
}

EntryReader::State EntryReader::damaged(std::string why, uint64_t claimedEnd) {
    problem_ = "damaged entry at offset " + std::to_string(offset_) + " of " + file_.path().string() + ": " + why;
    damagedEnd_ = claimedEnd;
    return State::kDamaged;
}

Result<uint64_t> EntryReader::damagedKey() const {
    if (damagedEnd_ < offset_ + kEntryOverheadBytes) return Status::corruption(problem_);
    char key[kEntryKeyBytes];
    WR_RETURN_IF_ERROR(file_.readRaw(damagedEnd_ - kEntryKeyBytes, kEntryKeyBytes, key));
    return getFixed64(key);
}

Result<EntryReader::State> EntryReader::next() {
    if (offset_ >= end_) return State::kEnd;
    if (end_ - offset_ < kEntryOverheadBytes) {
        return damaged("only " + std::to_string(end_ - offset_) + " bytes remain, fewer than an entry header", 0);
    }
    WR_ASSIGN_OR_RETURN(const char* infoBytes, bytesAt(offset_, kEntryInfoBytes));
    std::optional<EntryInfo> info = decodeEntryInfo(infoBytes);
    if (!info) {
        // The size field may still be right: callers check that a valid
        // entry follows before they trust the end it gives.
        uint64_t sizeEnd = offset_ + entryBytes(getFixed32(infoBytes));
        return damaged("its kind byte is not a ZDB entry kind", sizeEnd <= end_ ? sizeEnd : 0);
    }
    uint64_t claimedEnd = offset_ + entryBytes(info->valueSize);
    if (claimedEnd > end_) {
        return damaged("it claims " + std::to_string(entryBytes(info->valueSize)) +
                           " bytes, past the end of the file (" + std::to_string(end_) + ")",
                       claimedEnd);
    }
    WR_ASSIGN_OR_RETURN(const char* bytes, bytesAt(offset_, entryBytes(info->valueSize)));
    BytesView value(bytes + kEntryInfoBytes, info->valueSize);
    const char* key = bytes + kEntryInfoBytes + info->valueSize;
    if (!entryChecksumMatches(bytes, value, key)) return damaged("its CRC32C does not match its bytes", claimedEnd);
    entry_.position = offset_;
    entry_.info = *info;
    entry_.key = getFixed64(key);
    entry_.value = value;
    offset_ = claimedEnd;
    return State::kEntry;
}

}  // namespace wr::zdb
