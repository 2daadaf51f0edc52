// Checksum repair for fuzz inputs. Every file format the project reads is
// guarded by a checksum (CRC32C; the regf base block by an XOR), so a mutated input would almost always stop at the
// first checksum and never reach the parser behind it. Before a target hands its input to the loader it frames the
// bytes the way the format does and writes the right checksum into every frame it can delimit; what cannot be framed (a
// length past the end, an unknown tag) is left as it is. A valid file comes out unchanged, so the seeds stay the files
// the project writes.
#pragma once

#include <string_view>

#include "util/bytes.h"

namespace wr::fuzz {

// hive.snap (hive_snapshot.h): header, blocks and the end marker.
void fixHiveSnapshotCrcs(Bytes& file);
// hive.wal (hive_log.h): header and records.
void fixHiveLogCrcs(Bytes& file);
// A ZDB data file (zdb_format.h): header and entries.
void fixZdbDataCrcs(Bytes& file);
// A ZDB index file (zdb_format.h): both header slots.
void fixZdbIndexCrcs(Bytes& file);
// A WR-Store++ block of `key` at `offset` of `file` (wrstorepp_block.h): the
// header's CRC and the value's CRC, when the block lies inside the file.
void fixWrStoreBlockCrcs(Bytes& file, uint64_t offset, std::string_view key);
// A wrdump file (dump_wrdump.h): header, records and the whole-file CRC;
// files of other formats are left alone.
void fixWrDumpCrcs(Bytes& file);
// A regf hive file (regf_empty_hive.h): the base block's XOR checksum, the
// one check hivex makes before it reads the bins.
void fixRegfChecksum(Bytes& file);

}  // namespace wr::fuzz
