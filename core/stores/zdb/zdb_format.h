// ZDB on-disk formats: data file entries (seed 004 Sec. 2.2), index items
// (Sec. 2.1) and the headers of both files. All integers are little-endian.
//
// Data file "data-NNN.zdb": a 24-byte file header, then entries back to back;
// while its table is open, preallocated zeros follow the last entry (no
// entry starts with a zero kind byte, so they cannot pass for one; see
// zdb_data_file.h).
//
//   file header   0  8  magic "ZDBDATA1"
//                 8  4  format version (1)
//                12  4  number of this file in its table
//                16  4  number of data files in the table
//                20  4  masked CRC32C of bytes 0..19
//
//   entry         0  4  value size                     (Sec. 2.2 "value size")
//                 4  4  masked CRC32C                  (Sec. 2.2 "reserved")
//                 8  8  time stamp, microseconds since 1970, strictly
//                       increasing within a store       (Sec. 2.2 "time stamp")
//                16  1  kind: 'P' put, 'D' removal     (Sec. 2.2 "value check sum")
//                17  v  value (v = value size; 0 for a removal)
//              17+v  8  key (the integer key; the bucket number in string mode)
//
// The checksum. The paper's one-byte value checksum misses one corruption in
// 256 and does not cover the key or the header, so a flipped bit in the key
// would silently serve another key's value. ZDB keeps the 17-byte entry
// information of Sec. 2.2 but puts a CRC32C in the 4 reserved bytes, covering
// the value, the key, bytes 0..3 and then bytes 8..16 (every byte of the entry
// except the CRC itself; the value comes first so writers checksum it before
// they take the file's lock, where the time stamp is assigned), and turns the
// one-byte checksum field into the entry kind. A removal entry (Sec. 2.3) therefore carries its key, time stamp and
// CRC instead of being all zeros: a run of zeros left by a crash can never
// pass for a valid removal, and a removal can be replayed into the index.
//
// Index file "index.zdx": two 4096-byte header slots, then the flat index.
//
//   header slot   0  8  magic "ZDBINDX1"
//                 8  4  format version (1)
//                12  4  item size in bytes (4..8, Sec. 2.1.1)
//                16  8  k_min
//                24  8  k_max
//                32  4  number of data files
//                36  4  1 when the table was closed cleanly, else 0
//                40  8  sequence number (the valid slot with the higher one wins)
//                48  8  largest entry time stamp written so far
//                56  8  live keys at the checkpoint
//                64 8n  checkpoint position of each of the n data files: every
//                       entry below it is reflected in the items and synced
//            64+8n  4  masked CRC32C of the bytes before it
//
//   items at 8192: k_max - k_min items of `item size` bytes; item i describes
//   key k_min + i:  0 = never written; otherwise (position << 1) | removed,
//   where position is the entry's byte offset in its data file and `removed`
//   says that entry is a removal. Keeping the removal's position (rather than
//   the paper's -1) lets recovery check a removal against the data files like
//   any other entry; it costs one bit, so a w-byte item addresses data files
//   of up to 2^(8w-1) bytes (w = 4: 2 GiB; w = 5: 512 GiB).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "util/bytes.h"
#include "util/file.h"
#include "util/format_version.h"
#include "util/status.h"

namespace wr::zdb {

inline constexpr FormatVersion kDataFileFormat{"ZDB data file", 1, 1, "ZDBDATA1"};
inline constexpr FormatVersion kIndexFileFormat{"ZDB index", 1, 1, "ZDBINDX1"};

// ---- data files ----

inline constexpr uint64_t kDataHeaderBytes = 24;
inline constexpr size_t kEntryInfoBytes = 17;
inline constexpr size_t kEntryKeyBytes = 8;
inline constexpr size_t kEntryOverheadBytes = kEntryInfoBytes + kEntryKeyBytes;
// Values up to 4 GiB - 1 fit the 4-byte size field.
inline constexpr uint64_t kMaxValueBytes = UINT32_MAX;

enum class EntryKind : uint8_t { kPut = 'P', kRemoval = 'D' };

struct EntryInfo {
    uint32_t valueSize = 0;
    int64_t timestamp = 0;
    EntryKind kind = EntryKind::kPut;
};

// The CRC32C of an entry's value, key and value size: the part of the entry
// checksum that does not depend on the time stamp.
uint32_t entryPayloadCrc(BytesView value, uint64_t key);
// Writes the 17 bytes of entry information for `info`; `payloadCrc` is
// entryPayloadCrc(value, key) of the entry's value and key.
void encodeEntryInfo(const EntryInfo& info, uint32_t payloadCrc, char out[kEntryInfoBytes]);
// The fixed fields of an entry; nullopt when the kind byte is no known kind.
// Does not check the CRC (see entryChecksumMatches).
std::optional<EntryInfo> decodeEntryInfo(const char* in);
bool entryChecksumMatches(const char* info, BytesView value, const char* key);
// Copies the `valueSize`-byte value of the whole entry at `entry` to `out`
// and checks the entry's CRC in the same pass over the bytes; false (with
// `out` filled all the same) when it does not match. The CRC covers the size
// field, so a `valueSize` other than the field's can never match.
bool copyValueChecked(const char* entry, uint32_t valueSize, char* out);
inline uint64_t entryBytes(uint64_t valueSize) { return kEntryOverheadBytes + valueSize; }

// One entry ready to append, without a copy of its value: build() keeps a
// view of the value (which must outlive the append) and lays out the key;
// seal() adds the time stamp and the CRC, given the value's CRC32C, which
// the appender computes as it copies the value into the file: one pass over
// the value. The entry's bytes are info(), value(), key() in that order.
class EntryBuffer {
public:
    void build(EntryKind kind, BytesView value, uint64_t key);
    void seal(int64_t timestamp, uint32_t valueCrc);
    BytesView info() const { return {info_, kEntryInfoBytes}; }
    BytesView value() const { return value_; }
    BytesView key() const { return {key_, kEntryKeyBytes}; }
    EntryKind kind() const { return kind_; }
    uint64_t size() const { return entryBytes(value_.size()); }
    uint32_t valueSize() const { return static_cast<uint32_t>(value_.size()); }

private:
    char info_[kEntryInfoBytes] = {};
    char key_[kEntryKeyBytes] = {};
    BytesView value_;
    EntryKind kind_ = EntryKind::kPut;
};

Bytes encodeDataFileHeader(uint32_t fileNumber, uint32_t fileCount);
// InvalidArgument/Corruption naming `path` when the header is not the one of
// file `fileNumber` of `fileCount`.
Status checkDataFileHeader(BytesView header, uint32_t fileNumber, uint32_t fileCount,
                           const std::filesystem::path& path);

// ---- index items ----

struct Item {
    uint64_t position = 0;  // 0: the key was never written
    bool removed = false;
    bool empty() const { return position == 0; }
    bool live() const { return position != 0 && !removed; }
    bool operator==(const Item&) const = default;
};

inline uint64_t encodeItem(Item item) { return item.position << 1 | (item.removed ? 1u : 0u); }
inline Item decodeItem(uint64_t raw) { return {raw >> 1, (raw & 1) != 0}; }
// The largest entry position an item of `itemBytes` bytes can hold.
inline uint64_t maxItemPosition(uint32_t itemBytes) {
    uint64_t all = itemBytes >= 8 ? UINT64_MAX : (uint64_t{1} << (8 * itemBytes)) - 1;
    return all >> 1;
}

// ---- index header ----

inline constexpr size_t kIndexSlotBytes = 4096;
inline constexpr uint64_t kIndexItemsOffset = 2 * kIndexSlotBytes;
inline constexpr uint32_t kMaxDataFiles = 256;

struct IndexHeader {
    uint32_t itemBytes = 0;
    uint64_t kmin = 0;
    uint64_t kmax = 0;
    uint32_t files = 0;
    bool clean = false;
    uint64_t sequence = 0;
    int64_t maxTimestamp = 0;
    uint64_t liveCount = 0;
    std::vector<uint64_t> checkpoints;  // one per data file
};

// Exactly kIndexSlotBytes bytes.
Bytes encodeIndexHeader(const IndexHeader& header);
// nullopt when the slot is not a valid header (bad magic, version or CRC).
std::optional<IndexHeader> decodeIndexHeader(BytesView slot);
// The "newer version" error when either header slot of the index `file` at
// `path` has a version this build does not read; OK otherwise (a slot that
// is not a header, or fails its CRC, is left to recovery).
Status checkIndexVersion(const File& file, const std::filesystem::path& path);

}  // namespace wr::zdb
