// Streaming blocks: values of hundreds of megabytes go between a data file
// and a ValueSource / ValueSink in bounded pieces, with the CRC32C computed
// as they pass, never held whole in memory.
#pragma once

#include <cstdint>

#include "stores/kv_store.h"
#include "stores/wrstorepp/wrstorepp_record.h"
#include "util/cancellation.h"
#include "util/file.h"

namespace wr::kv::wrstore {

// The largest piece a stream holds in memory at once: small enough to stay in
// the CPU cache between the copy in and the copy out (and the CRC pass), so
// a value's bytes cross the memory bus once rather than three times.
inline constexpr uint64_t kStreamPieceBytes = 1 << 20;

// Writes a block at `offset` whose value of source.size() bytes comes from
// `source`: the value first, then the header with the CRC it now knows.
// Returns the value's CRC32C.
Result<uint32_t> writeBlockFrom(File& file, uint64_t offset, BytesView key, ValueSource& source);

// Verifies the block's header, then passes its value to `sink` piece by piece
// and checks the CRC at the end. With more than one reader it is Parallel-GET
// for a stream: the readers fill a window of kParallelStreamPieceBytes each
// at once, with positional reads, and the window goes to the sink in order,
// so memory stays bounded by the window. On a Corruption error the sink may
// already hold some of the bytes: callers discard what the sink received
// (wrctl writes to a temporary file and renames it only on success).
inline constexpr uint64_t kParallelStreamPieceBytes = 4 * kStreamPieceBytes;
Status streamBlockTo(const File& file, uint64_t offset, BytesView key, const ValueRecord& record, ValueSink& sink,
                     int readers);

// Copies the block at srcOffset of `src` to dstOffset of `dst`, verifying
// header and CRC on the way (reallocation, seed 001 Sec. 4.3). Cancelled
// between pieces when `cancel` asks.
Status copyBlock(const File& src, uint64_t srcOffset, File& dst, uint64_t dstOffset, BytesView key,
                 const ValueRecord& record, CancellationToken* cancel);

}  // namespace wr::kv::wrstore
