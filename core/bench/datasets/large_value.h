// Seed 001's large values (Sec. 5.1, Table 2: DATA IDs 1-8, 19 KB to
// 661,410 KB) as streams: a value is generated while the store reads it
// through kv::ValueSource and is never held in memory whole, so a 646 MiB
// PUT costs the worker a 1 MiB pool, not 646 MiB.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "stores/kv_store.h"

namespace wr::bench {

struct LargeValueSize {
    int dataId;      // Table 2's DATA ID
    uint64_t bytes;  // Table 2's size in KB (KiB: 661,410 KiB is the text's "645 MB")
};
const std::vector<LargeValueSize>& largeValueSizes();

// `size` deterministic bytes for (seed, valueId). Each 64 KiB block is a
// slice of a 1 MiB random pool at a block-dependent offset, headed by its own
// block number: as incompressible as random bytes to any compressor with a
// window below 1 MiB (Snappy, LZ4, zlib), and produced at memcpy speed so the
// generator adds little to a timed PUT.
class GeneratedValueSource : public kv::ValueSource {
public:
    GeneratedValueSource(uint64_t seed, uint64_t valueId, uint64_t size);
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override;

private:
    void fillBlock(uint64_t block);

    uint64_t seed_;
    uint64_t size_;
    uint64_t offset_ = 0;
    std::string pool_;
    std::string block_;
    uint64_t blockNumber_ = UINT64_MAX;
};

// What a streaming GET delivers, counted, with the CRC32C of the bytes when
// asked (verification passes; timed passes only count).
class CountingValueSink : public kv::ValueSink {
public:
    explicit CountingValueSink(bool checksum = false) : checksum_(checksum) {}
    Status write(BytesView piece) override;
    uint64_t bytes() const { return bytes_; }
    uint32_t crc() const { return crc_; }

private:
    bool checksum_;
    uint64_t bytes_ = 0;
    uint32_t crc_ = 0;
};

// The CRC32C of a generated value, for checking what a store gave back.
uint32_t generatedValueCrc(uint64_t seed, uint64_t valueId, uint64_t size);

}  // namespace wr::bench
