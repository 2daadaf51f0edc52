#include "bench/datasets/large_value.h"

#include <algorithm>
#include <cstring>

#include "bench/datasets/data_set.h"
#include "util/copy_alignment.h"
#include "util/crc32c.h"
#include "util/random.h"

namespace wr::bench {

namespace {

constexpr uint64_t kPoolBytes = 1 << 20;
constexpr uint64_t kBlockBytes = 64 << 10;

}  // namespace

const std::vector<LargeValueSize>& largeValueSizes() {
    static const std::vector<LargeValueSize> sizes = {
        {1, 19ull << 10},    {2, 415ull << 10},   {3, 2043ull << 10},   {4, 4626ull << 10},
        {5, 12774ull << 10}, {6, 96156ull << 10}, {7, 270295ull << 10}, {8, 661410ull << 10},
    };
    return sizes;
}

GeneratedValueSource::GeneratedValueSource(uint64_t seed, uint64_t valueId, uint64_t size)
    : seed_(mixBits(seed ^ mixBits(valueId + 1))), size_(size) {
    Random rng(seed_);
    appendRandomBytes(pool_, rng, kPoolBytes);
    block_.resize(kBlockBytes);
}

void GeneratedValueSource::fillBlock(uint64_t block) {
    uint64_t header = mixBits(seed_ ^ block);
    uint64_t poolOffset = header % (kPoolBytes - kBlockBytes + 1);
    copyBytes(block_.data(), pool_.data() + poolOffset, kBlockBytes);
    encodeFixed64(block_.data(), header);
    blockNumber_ = block;
}

Result<size_t> GeneratedValueSource::read(char* out, size_t n) {
    size_t done = 0;
    while (done < n && offset_ < size_) {
        uint64_t block = offset_ / kBlockBytes;
        if (block != blockNumber_) fillBlock(block);
        uint64_t within = offset_ % kBlockBytes;
        size_t take = static_cast<size_t>(std::min<uint64_t>({n - done, kBlockBytes - within, size_ - offset_}));
        // The store's buffer may sit anywhere: an aliased copy would charge the
        // store for the generator's slow memcpy.
        copyBytes(out + done, block_.data() + within, take);
        done += take;
        offset_ += take;
    }
    return done;
}

Status CountingValueSink::write(BytesView piece) {
    bytes_ += piece.size();
    if (checksum_) crc_ = crc32c::extend(crc_, piece.data(), piece.size());
    return Status::ok();
}

uint32_t generatedValueCrc(uint64_t seed, uint64_t valueId, uint64_t size) {
    GeneratedValueSource source(seed, valueId, size);
    std::string buffer(kBlockBytes, '\0');
    uint32_t crc = 0;
    while (true) {
        auto n = source.read(buffer.data(), buffer.size());
        if (!n.isOk() || *n == 0) break;
        crc = crc32c::extend(crc, buffer.data(), *n);
    }
    return crc;
}

}  // namespace wr::bench
