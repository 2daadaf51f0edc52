// KVData1-4 of seed 000 Table 4: unique numeric keys (the record number in
// decimal, which gives the table's average key sizes 3.89, 4.89, 5.89 and
// 6.89 exactly) and random strings of variable length as values, 5 to 100
// characters uniformly, averaging the table's 52.5 bytes.
#pragma once

#include "bench/datasets/data_set.h"

namespace wr::bench {

class KvDataSet : public DataSet {
public:
    using DataSet::DataSet;
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;

    static constexpr int kMinValueBytes = 5;
    static constexpr int kMaxValueBytes = 100;
};

}  // namespace wr::bench
