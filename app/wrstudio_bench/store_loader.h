// Loads a benchmark data set (core/bench: KVData4 is seed 000's ten million
// numeric keys with 5-100 character values) into a new store, in batches,
// so that the responsiveness run has a store of the size it is judged on.
#pragma once

#include <cstdint>
#include <string>

#include "util/status.h"

namespace wr::studio_bench {

struct LoadSpec {
    std::string uri;
    std::string dataSet = "KVData4";
    uint64_t keys = 0;         // 0: the set's published size
    uint64_t seed = 20190911;  // the harness's default seed
    size_t batch = 10000;
};

// Writes keys 0..keys-1 of the set; progress on stderr.
Status loadDataSet(const LoadSpec& spec);

}  // namespace wr::studio_bench
