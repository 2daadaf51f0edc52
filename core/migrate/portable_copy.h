// The portable migration of a registry-backed store (seed 001 Sec. 6, first
// case; seed 000 Sec. 7's regedit /E and /S): the database key exported as a
// .reg file (Step A), WR-Store++'s data directory copied (Steps B and D), and
// the .reg imported under the target's database key (Step C), so that the
// store reopens at its new place unchanged — same index layout, same records,
// same chunk files. Value files and chunks are found from the hashes and
// chunk numbers, never from stored paths, which is what lets the data
// directory move. The target's database must not exist and its data
// directory must be empty or missing; the source must not be written meanwhile.
#pragma once

#include <filesystem>

#include "migrate/migration.h"

namespace wr::migrate {

struct PortableCopyReport {
    std::filesystem::path regFile;  // kept beside the target, for another machine's regedit /S
    uint64_t regBytes = 0;
    uint64_t dataFiles = 0;  // copied from the data directory (WR-Store++)
    uint64_t dataBytes = 0;
    double exportSeconds = 0;
    double copySeconds = 0;
    double importSeconds = 0;
    VerificationReport verification;  // the reopened target against the source
};

// `source` and `target` are both wrstore: or both wrstore++: URIs; the
// target's layout parameters, if given, must match the source's.
Result<PortableCopyReport> portableCopy(const kv::StoreUri& source, const kv::StoreUri& target, bool verify,
                                        ProgressSink* progress, const CancellationToken* cancel);

}  // namespace wr::migrate
