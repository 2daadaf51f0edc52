#include "bench/datasets/fixed_record_sets.h"

#include "bench/datasets/zipfian.h"

namespace wr::bench {

FourByteKeySet::FourByteKeySet(uint64_t valueBytes, uint64_t count, uint64_t seed)
    : DataSet({"004-k4-v" + std::to_string(valueBytes), "seed 004 Sec. 4.2", count, 4, static_cast<double>(valueBytes),
               "4-byte keys, " + std::to_string(valueBytes) + "-byte values"},
              count, seed),
      valueBytes_(valueBytes) {
    Random rng = recordRandom(2, 0);
    appendRandomBytes(pool_, rng, static_cast<size_t>((uint64_t{1} << 20) + valueBytes));
}

Bytes FourByteKeySet::key(uint64_t index) const {
    auto v = static_cast<uint32_t>(index);
    return Bytes{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                 static_cast<char>(v)};
}

Bytes FourByteKeySet::value(uint64_t index, uint32_t version) const {
    Bytes out;
    fillValue(index, version, out);
    return out;
}

void FourByteKeySet::fillValue(uint64_t index, uint32_t version, Bytes& out) const {
    uint64_t draw = recordRandom(1, index, version).next();
    uint64_t offset = draw % (pool_.size() - valueBytes_ + 1);
    out.assign(pool_.data() + offset, static_cast<size_t>(valueBytes_));
    for (size_t i = 0; i < out.size() && i < 8; ++i) out[i] = static_cast<char>(draw >> (8 * i));
}

YcsbRecordSet::YcsbRecordSet(uint64_t valueBytes, uint64_t count, uint64_t seed)
    : DataSet({"ycsb-" + std::to_string(valueBytes), "seed 004 Sec. 4.1 (YCSB core workload)", count, 23,
               static_cast<double>(valueBytes), "\"user\"+FNV keys, " + std::to_string(valueBytes) + "-byte records"},
              count, seed),
      valueBytes_(valueBytes) {}

Bytes YcsbRecordSet::key(uint64_t index) const { return "user" + std::to_string(fnvHash64(index)); }

Bytes YcsbRecordSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    Bytes out;
    appendRandomAlnum(out, rng, static_cast<size_t>(valueBytes_));
    return out;
}

}  // namespace wr::bench
