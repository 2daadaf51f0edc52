// Fuzz target: WR-Store++'s chunk-block metadata and value blocks
// (wrstorepp_record.h, wrstorepp_block.h): what a get in chunk mode reads.
// The input is the 40-byte index record of a key followed by the bytes of its
// chunk file. The record is decoded as the index's REG_BINARY data; when it
// decodes, the block it names has its header CRC and value CRC repaired
// (crc_fixup.h) and the record takes the block's value CRC, so the reads get
// past the checksums; then the block is read as a get reads it, by one thread
// and by Parallel-GET's several. Seeds: records and chunk files written with
// the store's own encoders (encodeRecord, writeBlock).
#include <cstddef>
#include <cstdint>

#include "crc_fixup.h"
#include "fuzz_files.h"
#include "registry/value_type.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_record.h"

namespace wrs = wr::kv::wrstore;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::filesystem::path path = wr::fuzz::scratchDirectory() / "chunk-00000001.wrc";
    constexpr std::string_view kKey = "key-0001";
    wr::BytesView input(reinterpret_cast<const char*>(data), size);
    wr::BytesView recordBytes = input.substr(0, std::min(input.size(), wrs::ValueRecord::kEncodedSize));
    auto record = wrs::decodeRecord(wr::reg::REG_BINARY, recordBytes, kKey);
    if (!record || record->kind != wrs::ValueRecord::Kind::kChunkBlock) return 0;
    wr::Bytes chunk(input.substr(recordBytes.size()));
    wr::fuzz::fixWrStoreBlockCrcs(chunk, record->offset, kKey);
    if (record->offset <= chunk.size() && chunk.size() - record->offset >= wrs::kBlockHeaderBytes) {
        record->crc = wr::getFixed32(chunk.data() + record->offset + 20);
    }
    wr::fuzz::writeInput(path, chunk);
    auto file = wr::File::open(path, wr::File::Mode::kRead);
    if (!file) return 0;
    (void)wrs::verifyBlockHead(*file, record->offset, kKey, *record);
    (void)wrs::readBlock(*file, record->offset, kKey, *record, wrs::ReadTuning{});
    (void)wrs::readBlock(*file, record->offset, kKey, *record, wrs::ReadTuning{.threads = 3, .parallelMinBytes = 64});
    return 0;
}
