#include "bench/fixed_record_sets.h"

#include "bench/zipfian.h"

namespace wr::bench {

FourByteKeySet::FourByteKeySet(uint64_t valueBytes, uint64_t count, uint64_t seed)
    : DataSet({"004-k4-v" + std::to_string(valueBytes), "seed 004 Sec. 4.2", count, 4,
               static_cast<double>(valueBytes), "4-byte keys, " + std::to_string(valueBytes) + "-byte values"},
              count, seed),
      valueBytes_(valueBytes) {}

Bytes FourByteKeySet::key(uint64_t index) const {
    auto v = static_cast<uint32_t>(index);
    return Bytes{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                 static_cast<char>(v)};
}

Bytes FourByteKeySet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    Bytes out;
    appendRandomBytes(out, rng, static_cast<size_t>(valueBytes_));
    return out;
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
