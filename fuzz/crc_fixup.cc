#include "crc_fixup.h"

#include <cstring>

#include "registry/regf/regf_empty_hive.h"
#include "util/crc32c.h"

namespace wr::fuzz {

namespace {

uint32_t crcOf(const Bytes& file, size_t from, size_t n) { return crc32c::value(file.data() + from, n); }

void storeMasked(Bytes& file, size_t at, uint32_t crc) { encodeFixed32(file.data() + at, crc32c::mask(crc)); }

bool fits(const Bytes& file, uint64_t from, uint64_t n) { return from <= file.size() && n <= file.size() - from; }

}  // namespace

void fixHiveSnapshotCrcs(Bytes& file) {
    constexpr size_t kHeaderBytes = 48;
    constexpr size_t kBlockHeaderBytes = 8;
    if (file.size() < kHeaderBytes) return;
    storeMasked(file, 44, crcOf(file, 0, 44));
    const uint64_t keys = getFixed64(file.data() + 24);
    size_t pos = kHeaderBytes;
    while (fits(file, pos, kBlockHeaderBytes)) {
        const uint32_t length = getFixed32(file.data() + pos);
        if (length == 0) {
            char count[8];
            encodeFixed64(count, keys);
            storeMasked(file, pos + 4, crc32c::value(count, sizeof count));
            return;
        }
        if (!fits(file, pos + kBlockHeaderBytes, length)) return;
        storeMasked(file, pos + 4, crcOf(file, pos + kBlockHeaderBytes, length));
        pos += kBlockHeaderBytes + length;
    }
}

void fixHiveLogCrcs(Bytes& file) {
    constexpr size_t kHeaderBytes = 32;
    constexpr size_t kRecordHeaderBytes = 8;
    if (file.size() < kHeaderBytes) return;
    storeMasked(file, 28, crcOf(file, 0, 28));
    size_t pos = kHeaderBytes;
    while (fits(file, pos, kRecordHeaderBytes)) {
        const uint32_t length = getFixed32(file.data() + pos + 4);
        if (length == 0 || !fits(file, pos + kRecordHeaderBytes, length)) return;
        storeMasked(file, pos, crcOf(file, pos + 4, length + 4));
        pos += kRecordHeaderBytes + length;
    }
}

void fixZdbDataCrcs(Bytes& file) {
    constexpr size_t kHeaderBytes = 24;
    constexpr size_t kInfoBytes = 17;
    constexpr size_t kKeyBytes = 8;
    if (file.size() < kHeaderBytes) return;
    storeMasked(file, 20, crcOf(file, 0, 20));
    size_t pos = kHeaderBytes;
    while (fits(file, pos, kInfoBytes)) {
        const uint32_t valueSize = getFixed32(file.data() + pos);
        const char kind = file[pos + 16];
        if ((kind != 'P' && kind != 'D') || !fits(file, pos + kInfoBytes, uint64_t{valueSize} + kKeyBytes)) return;
        // The entry CRC covers the value, the key, bytes 0..3, then bytes 8..16.
        const size_t key = pos + kInfoBytes + valueSize;
        uint32_t crc = crcOf(file, pos + kInfoBytes, valueSize);
        crc = crc32c::extend(crc, file.data() + key, kKeyBytes);
        crc = crc32c::extend(crc, file.data() + pos, 4);
        crc = crc32c::extend(crc, file.data() + pos + 8, kInfoBytes - 8);
        storeMasked(file, pos + 4, crc);
        pos = key + kKeyBytes;
    }
}

void fixZdbIndexCrcs(Bytes& file) {
    constexpr size_t kSlotBytes = 4096;
    constexpr size_t kFixedBytes = 64;
    for (size_t slot = 0; slot < 2 && fits(file, slot * kSlotBytes, kSlotBytes); ++slot) {
        const size_t start = slot * kSlotBytes;
        const uint64_t files = getFixed32(file.data() + start + 32);
        const uint64_t crcAt = kFixedBytes + 8 * files;
        if (crcAt + 4 > kSlotBytes) continue;
        storeMasked(file, start + crcAt, crcOf(file, start, crcAt));
    }
}

void fixWrStoreBlockCrcs(Bytes& file, uint64_t offset, std::string_view key) {
    constexpr size_t kHeadBytes = 24;
    if (!fits(file, offset, kHeadBytes + key.size())) return;
    char* head = file.data() + offset;
    std::memcpy(head + kHeadBytes, key.data(), key.size());
    const uint64_t valueSize = getFixed64(head + 8);
    if (fits(file, offset + kHeadBytes + key.size(), valueSize)) {
        encodeFixed32(head + 20, crcOf(file, offset + kHeadBytes + key.size(), valueSize));
    }
    storeMasked(file, offset + 4, crcOf(file, offset + 8, kHeadBytes - 8 + key.size()));
}

void fixWrDumpCrcs(Bytes& file) {
    constexpr size_t kHeaderBytes = 16;
    constexpr std::string_view kMagic("\x89WRDUMP\n", 8);
    if (file.size() < kHeaderBytes || !file.starts_with(kMagic)) return;
    storeMasked(file, 12, crcOf(file, 0, 12));
    uint32_t whole = crcOf(file, 0, kHeaderBytes);
    size_t pos = kHeaderBytes;
    while (pos < file.size()) {
        if (file[pos] == 0) {
            if (fits(file, pos, 13)) storeMasked(file, pos + 9, crc32c::extend(whole, file.data() + pos, 9));
            return;
        }
        if (file[pos] != 1) return;
        BytesView lengths = BytesView(file).substr(pos + 1);
        const auto keySize = getVarint(lengths);
        const auto valueSize = keySize ? getVarint(lengths) : std::nullopt;
        if (!valueSize) return;
        const size_t headSize = file.size() - pos - lengths.size();
        if (*keySize > lengths.size() || *valueSize > lengths.size() - *keySize ||
            lengths.size() - *keySize - *valueSize < 4) {
            return;
        }
        const size_t crcAt = pos + headSize + *keySize + *valueSize;
        storeMasked(file, crcAt, crcOf(file, pos, crcAt - pos));
        whole = crc32c::extend(whole, file.data() + crcAt, 4);
        pos = crcAt + 4;
    }
}

void fixRegfChecksum(Bytes& file) {
    if (file.size() < reg::kRegfChecksumOffset + 4) return;
    encodeFixed32(file.data() + reg::kRegfChecksumOffset, reg::regfBaseBlockChecksum(file));
}

}  // namespace wr::fuzz
