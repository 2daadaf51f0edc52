// Fuzz target: the ZDB flat index (zdb_flat_index.h, zdb_recovery.h). The
// input, its header checksums repaired (crc_fixup.h), replaces the index of a
// small store written once per process (zdb_fixture.h); the store is opened
// read-only, which checks the index against the data files in memory (or
// rebuilds it when it does not fit), and read whole. Seeds: index files of
// stores of the same layout, as ZDB writes them.
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "zdb_fixture.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    wr::Bytes file(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixZdbIndexCrcs(file);
    wr::fuzz::readZdbStoreWith("index.zdx", file);
    return 0;
}
