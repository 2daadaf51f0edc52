// WR-Store++'s per-key metadata (seed 001 Sec. 4.1: where the value is, its
// size and its stored time; Sec. 4.3: a block's chunk and offset), kept in the
// hashed index as the REG_BINARY data of the key's value. 40 bytes,
// little-endian:
//    0  u8   format version (1)
//    1  u8   kind: 1 = a file of its own (basic mode), 2 = a block in a chunk
//    2  u16  zero
//    4  u32  CRC32C of the value, verified on every get
//    8  u64  value size in bytes
//   16  i64  stored time, microseconds since 1970-01-01 UTC
//   24  u64  file generation (basic) or chunk number (chunk)
//   32  u64  the block's offset in its chunk (0 for a file)
// No path is stored: the store rebuilds every path from the key's hash, the
// generation or the chunk number, so no index entry, however damaged or
// crafted, can name a file outside the data directory.
#pragma once

#include <cstdint>

#include "registry/registry.h"
#include "util/bytes.h"
#include "util/format_version.h"
#include "util/result.h"

namespace wr::kv::wrstore {

inline constexpr FormatVersion kRecordFormat{"WR-Store++ index record", 1, 1};

struct ValueRecord {
    enum class Kind : uint8_t { kFile = 1, kChunkBlock = 2 };
    static constexpr size_t kEncodedSize = 40;

    Kind kind = Kind::kChunkBlock;
    uint32_t crc = 0;
    uint64_t size = 0;
    int64_t storedMicros = 0;
    uint64_t location = 0;  // generation or chunk number
    uint64_t offset = 0;

    // Same data at the same place (the stored time may differ).
    bool samePlace(const ValueRecord& o) const {
        return kind == o.kind && crc == o.crc && size == o.size && location == o.location && offset == o.offset;
    }
};

Bytes encodeRecord(const ValueRecord& record);
// Corruption, naming the key, unless `value` is a well-formed record.
Result<ValueRecord> decodeRecord(uint32_t type, BytesView data, BytesView key);

}  // namespace wr::kv::wrstore
