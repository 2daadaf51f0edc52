#include "bench/datasets/kv_data_sets.h"

namespace wr::bench {

Bytes KvDataSet::key(uint64_t index) const { return std::to_string(index); }

Bytes KvDataSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    Bytes out;
    appendRandomAlnum(out, rng, static_cast<size_t>(rng.range(kMinValueBytes, kMaxValueBytes)));
    return out;
}

}  // namespace wr::bench
