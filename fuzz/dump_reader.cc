// Fuzz target: the portable dump reader (exchange/dump_format.h): format
// detection, then every pair to the end, in each format it reads (wrdump,
// db_dump hex and printable, ldb hex). wrdump inputs have their checksums
// repaired first (crc_fixup.h). Seeds: dumps DumpFileWriter writes in every
// format.
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "exchange/dump_format.h"
#include "fuzz_files.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::filesystem::path path = wr::fuzz::scratchDirectory() / "pairs.dump";
    wr::Bytes file(reinterpret_cast<const char*>(data), size);
    wr::fuzz::fixWrDumpCrcs(file);
    wr::fuzz::writeInput(path, file);
    auto reader = wr::exchange::DumpFileReader::open(path);
    if (!reader) return 0;
    wr::Bytes key;
    wr::Bytes value;
    while (true) {
        auto more = (*reader)->next(key, value);
        if (!more || !*more) break;
    }
    return 0;
}
