// Record sets of one fixed value size: seed 004's engine evaluation (Sec.
// 4.2, Tables 2-4: 4-byte keys with 4-byte, 1 KB and 100 KB values) and
// YCSB's core workload records (004 Sec. 4.1: "user" + FNV hash keys, 1 KB
// and 4 KB records).
#pragma once

#include "bench/datasets/data_set.h"

namespace wr::bench {

// 4-byte big-endian record numbers as keys, so key order is record order.
// A value is a window of a 1 MiB pool of random bytes at an offset drawn for
// the record, its first 8 bytes replaced by that draw: incompressible and
// different for every record, and made with one copy rather than a random
// number per 8 bytes, so that the writes and reads of Tables 2-4 time the
// store rather than the generator.
class FourByteKeySet : public DataSet {
public:
    FourByteKeySet(uint64_t valueBytes, uint64_t count, uint64_t seed);
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;
    // value() into `out`, reusing its memory (no allocation once it is big
    // enough): the form the timed loops use.
    void fillValue(uint64_t index, uint32_t version, Bytes& out) const;

private:
    uint64_t valueBytes_;
    Bytes pool_;
};

// YCSB's keys: "user" followed by fnvHash64 of the record number (its
// default hashed insert order), and printable values of one size.
class YcsbRecordSet : public DataSet {
public:
    YcsbRecordSet(uint64_t valueBytes, uint64_t count, uint64_t seed);
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;

private:
    uint64_t valueBytes_;
};

}  // namespace wr::bench
