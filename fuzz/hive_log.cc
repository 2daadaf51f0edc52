// Fuzz target: the replay of a hive's write-ahead log (hive_log.h,
// hive_change.h). The input, its checksums repaired (crc_fixup.h), is written
// as the hive.wal beside the snapshot of a new, empty hive (generation 1,
// written once per process by the hive itself); the hive is opened read-only,
// which replays the log into the tree, and walked when it opens. Seeds: logs
// of hives that start empty, as the hive writes them.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "crc_fixup.h"
#include "fuzz_files.h"
#include "registry/hive/hive.h"
#include "registry_walk.h"

namespace {

std::filesystem::path emptyHive() {
    std::filesystem::path dir = wr::fuzz::scratchDirectory() / "hive";
    auto hive = wr::reg::Hive::open(dir);
    if (!hive) {
        std::fprintf(stderr, "cannot create the base hive: %s\n", hive.status().message().c_str());
        std::abort();
    }
    return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::filesystem::path dir = emptyHive();
    wr::Bytes file(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixHiveLogCrcs(file);
    wr::fuzz::writeInput(dir / "hive.wal", file);
    wr::fuzz::openAndWalkHive(dir);
    return 0;
}
