#include "stores/zdb/zdb_data_file.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>

namespace wr::zdb {

namespace {

// Mappings start at 64 MiB and double, so a growing file is remapped rarely
// and the address space spent stays under twice the file's size.
constexpr uint64_t kMinMappingBytes = uint64_t{64} << 20;

}  // namespace

Result<std::unique_ptr<DataFile>> DataFile::create(const fs::path& path, uint32_t number, uint32_t count) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kTruncateReadWrite));
    WR_RETURN_IF_ERROR(file.writeAt(0, encodeDataFileHeader(number, count)));
    WR_RETURN_IF_ERROR(file.sync());
    WR_RETURN_IF_ERROR(syncDirectory(path.parent_path()));
    return std::unique_ptr<DataFile>(new DataFile(std::move(file), kDataHeaderBytes, false));
}

Result<std::unique_ptr<DataFile>> DataFile::open(const fs::path& path, uint32_t number, uint32_t count,
                                                 bool readOnly) {
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

Result<uint64_t> DataFile::append(BytesView entry, uint64_t maxPosition) {
    uint64_t position = end_.load(std::memory_order_relaxed);
    if (position > maxPosition) {
        return Status::limitExceeded(path().string() + " is full: it holds " + std::to_string(position) +
                                     " bytes, the most its index items can address; compact the store, or "
                                     "create it with a larger item_bytes");
    }
    Status written = file_.writeAt(position, entry);
    if (!written.isOk()) {
        // Leave no partial entry behind (a full disk, say): the next append
        // would overwrite it, but a crash first would find it as a torn tail.
        (void)file_.truncate(position);
        return written;
    }
    end_.store(position + entry.size(), std::memory_order_release);
    return position;
}

Status DataFile::corrupt(uint64_t position, uint64_t key, const std::string& why) const {
    return Status::corruption("entry for key " + std::to_string(key) + " at offset " + std::to_string(position) +
                              " of " + path().string() + " " + why);
}

DataFile::~DataFile() {
    for (const auto& m : mappings_) ::munmap(const_cast<char*>(m->base), m->length);
}

Result<const DataFile::Mapping*> DataFile::mappingFor(uint64_t end) const {
    const Mapping* current = mapping_.load(std::memory_order_acquire);
    if (current != nullptr && current->length >= end) return current;
    std::lock_guard lock(mapMutex_);
    current = mapping_.load(std::memory_order_acquire);
    if (current != nullptr && current->length >= end) return current;
    uint64_t length = std::max(kMinMappingBytes, std::bit_ceil(end * 2));
    void* p = ::mmap(nullptr, length, PROT_READ, MAP_SHARED, file_.fd(), 0);
    if (p == MAP_FAILED) return Status::fromErrno("cannot map the data file " + path().string(), errno);
    mappings_.push_back(std::make_unique<Mapping>(Mapping{static_cast<const char*>(p), length}));
    mapping_.store(mappings_.back().get(), std::memory_order_release);
    return mappings_.back().get();
}

Status DataFile::readValue(uint64_t position, uint64_t key, Bytes* value, int64_t* timestamp) const {
    uint64_t end = this->end();
    if (position < kDataHeaderBytes || position > end || end - position < kEntryOverheadBytes) {
        return corrupt(position, key, "lies past the end of the file (" + std::to_string(end) +
                                          " bytes): the index is ahead of the data");
    }
    WR_ASSIGN_OR_RETURN(const Mapping* mapping, mappingFor(end));
    const char* entry = mapping->base + position;
    std::optional<EntryInfo> decoded = decodeEntryInfo(entry);
    if (!decoded) return corrupt(position, key, "is damaged: its kind byte is not a ZDB entry kind");
    uint64_t size = decoded->valueSize;
    if (size > end - position - kEntryOverheadBytes) {
        return corrupt(position, key, "claims a " + std::to_string(size) + "-byte value, past the end of the file");
    }
    value->assign(entry + kEntryInfoBytes, size);
    const char* keyBytes = entry + kEntryInfoBytes + size;
    if (!entryChecksumMatches(entry, *value, keyBytes)) {
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
    buffer_.resize(bufferBytes_);
    bufferStart_ = offset;
    bufferLength_ = static_cast<size_t>(std::min<uint64_t>(bufferBytes_, end_ - offset));
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
