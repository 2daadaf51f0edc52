// Fuzz target: the hive snapshot loader (hive_snapshot.h). The input, its
// checksums repaired (crc_fixup.h), is written as the hive.snap of a hive
// without a log, which is opened read-only as any hive is and, when it
// opens, walked key by key and value by value. Seeds: snapshots the hive
// writes.
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "fuzz_files.h"
#include "registry_walk.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::filesystem::path dir = wr::fuzz::scratchDirectory() / "hive";
    static const bool created = std::filesystem::create_directories(dir);
    (void)created;
    wr::Bytes file(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixHiveSnapshotCrcs(file);
    wr::fuzz::writeInput(dir / "hive.snap", file);
    wr::fuzz::openAndWalkHive(dir);
    return 0;
}
