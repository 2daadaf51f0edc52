// The block: how WR-Store++ lays one value out in a data file, the same in a
// basic-mode value file (one block at offset 0, seed 001 Sec. 4.2) and in a
// chunk file (blocks appended one after another, Sec. 4.3). Little-endian:
//    0  u32  magic "WRB1"
//    4  u32  masked CRC32C of bytes 8 .. 24 + key size (the rest of the header and the key)
//    8  u64  value size
//   16  u32  key size
//   20  u32  CRC32C of the value
//   24       the key
//   24 + key size   the value
// The key makes every block self-describing (reallocation orders blocks by it;
// a lost index could be rebuilt from the data). A get checks the header
// against its index entry and the value against the CRC, so a torn or stale
// block fails with Corruption and never returns wrong bytes.
#pragma once

#include <cstdint>

#include "stores/wrstorepp/wrstorepp_record.h"
#include "util/bytes.h"
#include "util/file.h"
#include "util/format_version.h"
#include "util/result.h"

namespace wr::kv::wrstore {

// The version is the magic's last character: "WRB1" is version 1.
inline constexpr FormatVersion kBlockFormat{"WR-Store++ value block", 1, 1};

inline constexpr size_t kBlockHeaderBytes = 24;
inline uint64_t blockBytes(uint64_t keySize, uint64_t valueSize) { return kBlockHeaderBytes + keySize + valueSize; }

// The header and key of a block.
Bytes encodeBlockHead(BytesView key, uint64_t valueSize, uint32_t valueCrc);
// Checks that `head` (header and key as read from `file` at `offset`) is the
// block of `key` that `record` describes.
Status checkBlockHead(BytesView head, BytesView key, const ValueRecord& record, const File& file, uint64_t offset);
// Reads the header and key at `offset` and checks them.
Status verifyBlockHead(const File& file, uint64_t offset, BytesView key, const ValueRecord& record);

// Writes a whole block held in memory.
Status writeBlock(File& file, uint64_t offset, BytesView key, BytesView value, uint32_t valueCrc);

// Parallel-GET settings: values of at least parallelMinBytes are read by
// `threads` threads (seed 001 Sec. 4.4).
struct ReadTuning {
    int threads = 1;
    uint64_t parallelMinBytes = UINT64_MAX;
    // Readers for a value of `size` bytes.
    int threadsFor(uint64_t size) const { return size >= parallelMinBytes ? threads : 1; }
};
// Reads the block and returns its value, verified against header and CRC.
Result<Bytes> readBlock(const File& file, uint64_t offset, BytesView key, const ValueRecord& record,
                        const ReadTuning& tuning);

// The Corruption error for a value whose bytes fail their checksum.
Status checksumMismatch(BytesView key, const File& file, uint64_t offset, uint32_t expected, uint32_t actual);
// A failed read of the block's value: a Corruption (the file ends early)
// names the block; other errors pass unchanged.
Status valueReadFailed(BytesView key, const File& file, uint64_t offset, const Status& failed);

}  // namespace wr::kv::wrstore
