// The version of a file format WR Studio writes, and the one error every
// reader gives for a file a newer build wrote. Each format declares its
// FormatVersion once, beside its reader and writer: its name as messages say
// it, the version this build writes (also the newest it reads), the oldest it
// still reads, and, for binary files that start with an 8-byte magic and a
// u32 little-endian version right after it, that magic. Readers check the
// header's checksum, whose place every version keeps, then the version,
// before anything else: a damaged version byte is damage, and a file of a
// newer version is never parsed. The error names the file, its version and
// the newest this build reads, and says to upgrade WR Studio.
// docs/formats.md lists every format.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string_view>

#include "util/result.h"

namespace wr {

struct FormatVersion {
    std::string_view name;     // "hive snapshot"
    uint32_t current = 0;      // written by this build, and the newest it reads
    uint32_t oldest = 0;       // the oldest version this build still reads
    std::string_view magic{};  // the first 8 bytes of a binary file; empty for text formats

    // OK for versions this build reads; otherwise NotSupported naming `where`
    // (a file's path, or a place in a store).
    Status check(std::string_view where, uint64_t version) const;
};

// The error for `where` holding `format` at a version newer than this build reads.
Status formatTooNew(const FormatVersion& format, std::string_view where, uint64_t version);

// The version in the header at `offset` of a binary file of `format`:
// Corruption naming the file when the magic is not there.
Result<uint32_t> readHeaderVersion(const std::filesystem::path& path, const FormatVersion& format, uint64_t offset = 0);

}  // namespace wr
