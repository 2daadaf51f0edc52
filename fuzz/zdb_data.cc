// Fuzz target: a ZDB data file (zdb_data_file.h, zdb_recovery.h). The input,
// its checksums repaired (crc_fixup.h), replaces the data file of a small
// store written once per process (zdb_fixture.h), whose index then points
// into bytes it never saw; the store is opened read-only, which recovers the
// index against the data in memory, and read whole. Seeds: data files of
// stores of the same layout, as ZDB writes them.
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "zdb_fixture.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    wr::Bytes file(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixZdbDataCrcs(file);
    wr::fuzz::readZdbStoreWith("data-000.zdb", file);
    return 0;
}
