#include "stores/zdb/zdb_format.h"

#include "util/crc32c.h"

namespace wr::zdb {

namespace {

constexpr std::string_view kDataMagic = kDataFileFormat.magic;
constexpr std::string_view kIndexMagic = kIndexFileFormat.magic;
constexpr size_t kIndexFixedBytes = 64;

// Whether a header slot's CRC matches. Its place, after the fixed fields and
// one checkpoint per data file, is the same in every version, so the version
// is read only from a slot that passes.
bool slotChecksumMatches(const char* p) {
    uint32_t files = getFixed32(p + 32);
    if (files == 0 || files > kMaxDataFiles) return false;
    size_t crcAt = kIndexFixedBytes + 8 * size_t{files};
    return crc32c::mask(crc32c::value(p, crcAt)) == getFixed32(p + crcAt);
}

// The payload CRC from the CRC of the value alone.
uint32_t extendPayloadCrc(uint32_t valueCrc, size_t valueSize, const char* key) {
    uint32_t crc = crc32c::extend(valueCrc, key, kEntryKeyBytes);
    char size[4];
    encodeFixed32(size, static_cast<uint32_t>(valueSize));
    return crc32c::extend(crc, size, 4);
}

uint32_t payloadCrc(BytesView value, const char* key) {
    return extendPayloadCrc(crc32c::value(value.data(), value.size()), value.size(), key);
}

// Every byte of the entry but the CRC field: value, key, value size, then
// info bytes 8..16 (time stamp and kind).
uint32_t finishCrc(uint32_t payload, const char* info) {
    return crc32c::mask(crc32c::extend(payload, info + 8, kEntryInfoBytes - 8));
}

}  // namespace

uint32_t entryPayloadCrc(BytesView value, uint64_t key) {
    char keyBytes[kEntryKeyBytes];
    encodeFixed64(keyBytes, key);
    return payloadCrc(value, keyBytes);
}

void encodeEntryInfo(const EntryInfo& info, uint32_t payload, char out[kEntryInfoBytes]) {
    encodeFixed32(out, info.valueSize);
    encodeFixed64(out + 8, static_cast<uint64_t>(info.timestamp));
    out[16] = static_cast<char>(info.kind);
    encodeFixed32(out + 4, finishCrc(payload, out));
}

void EntryBuffer::build(EntryKind kind, BytesView value, uint64_t key) {
    value_ = value;
    encodeFixed64(key_, key);
    kind_ = kind;
}

void EntryBuffer::seal(int64_t timestamp, uint32_t valueCrc) {
    encodeEntryInfo({valueSize(), timestamp, kind_}, extendPayloadCrc(valueCrc, value_.size(), key_), info_);
}

std::optional<EntryInfo> decodeEntryInfo(const char* in) {
    auto kind = static_cast<EntryKind>(static_cast<uint8_t>(in[16]));
    if (kind != EntryKind::kPut && kind != EntryKind::kRemoval) return std::nullopt;
    EntryInfo info;
    info.valueSize = getFixed32(in);
    info.timestamp = static_cast<int64_t>(getFixed64(in + 8));
    info.kind = kind;
    if (kind == EntryKind::kRemoval && info.valueSize != 0) return std::nullopt;
    return info;
}

bool entryChecksumMatches(const char* info, BytesView value, const char* key) {
    // The size field is part of the payload CRC, so a value of another
    // length than the field says can never match.
    if (getFixed32(info) != value.size()) return false;
    return finishCrc(payloadCrc(value, key), info) == getFixed32(info + 4);
}

bool copyValueChecked(const char* entry, uint32_t valueSize, char* out) {
    uint32_t valueCrc = crc32c::extendCopy(0, entry + kEntryInfoBytes, valueSize, out);
    const char* key = entry + kEntryInfoBytes + valueSize;
    return finishCrc(extendPayloadCrc(valueCrc, valueSize, key), entry) == getFixed32(entry + 4);
}

Bytes encodeDataFileHeader(uint32_t fileNumber, uint32_t fileCount) {
    Bytes out(kDataMagic);
    putFixed32(out, kDataFileFormat.current);
    putFixed32(out, fileNumber);
    putFixed32(out, fileCount);
    putFixed32(out, crc32c::mask(crc32c::value(out)));
    return out;
}

Status checkDataFileHeader(BytesView header, uint32_t fileNumber, uint32_t fileCount,
                           const std::filesystem::path& path) {
    if (header.size() < kDataHeaderBytes || !header.starts_with(kDataMagic)) {
        return Status::corruption(path.string() + " is not a ZDB data file (no ZDBDATA1 header)");
    }
    if (crc32c::mask(crc32c::value(header.data(), 20)) != getFixed32(header.data() + 20)) {
        return Status::corruption(path.string() + ": the data file header fails its CRC32C");
    }
    WR_RETURN_IF_ERROR(kDataFileFormat.check(path.string(), getFixed32(header.data() + 8)));
    uint32_t number = getFixed32(header.data() + 12);
    uint32_t count = getFixed32(header.data() + 16);
    if (number != fileNumber || count != fileCount) {
        return Status::corruption(path.string() + " says it is data file " + std::to_string(number) + " of " +
                                  std::to_string(count) + ", but its name and the store make it file " +
                                  std::to_string(fileNumber) + " of " + std::to_string(fileCount));
    }
    return Status::ok();
}

Bytes encodeIndexHeader(const IndexHeader& h) {
    Bytes out(kIndexMagic);
    putFixed32(out, kIndexFileFormat.current);
    putFixed32(out, h.itemBytes);
    putFixed64(out, h.kmin);
    putFixed64(out, h.kmax);
    putFixed32(out, h.files);
    putFixed32(out, h.clean ? 1 : 0);
    putFixed64(out, h.sequence);
    putFixed64(out, static_cast<uint64_t>(h.maxTimestamp));
    putFixed64(out, h.liveCount);
    for (uint64_t c : h.checkpoints) putFixed64(out, c);
    putFixed32(out, crc32c::mask(crc32c::value(out)));
    out.resize(kIndexSlotBytes, '\0');
    return out;
}

std::optional<IndexHeader> decodeIndexHeader(BytesView slot) {
    if (slot.size() < kIndexSlotBytes || !slot.starts_with(kIndexMagic)) {
        return std::nullopt;
    }
    const char* p = slot.data();
    IndexHeader h;
    if (getFixed32(p + 8) != kIndexFileFormat.current) return std::nullopt;
    h.itemBytes = getFixed32(p + 12);
    h.kmin = getFixed64(p + 16);
    h.kmax = getFixed64(p + 24);
    h.files = getFixed32(p + 32);
    h.clean = getFixed32(p + 36) == 1;
    h.sequence = getFixed64(p + 40);
    h.maxTimestamp = static_cast<int64_t>(getFixed64(p + 48));
    h.liveCount = getFixed64(p + 56);
    if (!slotChecksumMatches(p)) return std::nullopt;
    for (uint32_t f = 0; f < h.files; ++f) h.checkpoints.push_back(getFixed64(p + kIndexFixedBytes + 8 * f));
    return h;
}

Status checkIndexVersion(const File& file, const std::filesystem::path& path) {
    Bytes slot(kIndexSlotBytes, '\0');
    for (uint64_t at = 0; at < kIndexItemsOffset; at += kIndexSlotBytes) {
        WR_ASSIGN_OR_RETURN(size_t got, file.readSomeAt(at, slot.size(), slot.data()));
        if (got == slot.size() && slot.starts_with(kIndexMagic) && slotChecksumMatches(slot.data())) {
            WR_RETURN_IF_ERROR(kIndexFileFormat.check(path.string(), getFixed32(slot.data() + 8)));
        }
    }
    return Status::ok();
}

}  // namespace wr::zdb
