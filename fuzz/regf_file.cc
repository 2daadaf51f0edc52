// Fuzz target: Windows hive files (regf_registry.h). The input, its base
// block's checksum repaired (crc_fixup.h), is opened the way the explorer and
// `wrctl reg` open a .hiv or NTUSER.DAT and, when it opens, walked key by key
// and value by value. Seeds: hives the project's regf exporter writes.
// hivex is Debian's build, not instrumented: a fault inside it still stops
// the run, but coverage guides the mutations through our code only.
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "fuzz_files.h"
#include "registry/regf/regf_registry.h"
#include "registry_walk.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::filesystem::path file = wr::fuzz::scratchDirectory() / "input.hiv";
    wr::Bytes bytes(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixRegfChecksum(bytes);
    wr::fuzz::writeInput(file, bytes);
    if (auto regf = wr::reg::RegfRegistry::open(file)) wr::fuzz::walkRegistry(**regf);
    return 0;
}
