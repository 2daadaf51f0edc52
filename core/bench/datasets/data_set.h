// Data sets: record i of a set is a pure function of (seed, i), so any
// record can be regenerated on demand instead of being stored, a worker
// process rebuilds exactly the records its parent planned, and the same seed
// gives identical bytes on every machine. Indices at and beyond count() are
// defined too: they are the fresh records a write phase adds to a loaded set.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/bytes.h"
#include "util/random.h"
#include "util/result.h"

namespace wr::bench {

// The shape a seed's table gives a named set, and how far it is scaled.
struct DataSetInfo {
    std::string id;            // "KVData3", "ID-Geo-synthetic"
    std::string source;        // "seed 000 Table 4"
    uint64_t paperCount = 0;   // records in the published set
    double paperKeyBytes = 0;  // published average key size
    double paperValueBytes = 0;
    std::string description;
};

class DataSet {
public:
    DataSet(DataSetInfo info, uint64_t count, uint64_t seed) : info_(std::move(info)), count_(count), seed_(seed) {}
    virtual ~DataSet() = default;

    const DataSetInfo& info() const { return info_; }
    // Records in the set at the scale it was made for.
    uint64_t count() const { return count_; }

    virtual Bytes key(uint64_t index) const = 0;
    // version 0 is the loaded value; version v > 0 the v-th update's value.
    virtual Bytes value(uint64_t index, uint32_t version = 0) const = 0;

protected:
    // The generator of one record's bytes; `stream` keeps the key's and the
    // value's draws independent.
    Random recordRandom(uint64_t stream, uint64_t index, uint32_t version = 0) const;

private:
    DataSetInfo info_;
    uint64_t count_;
    uint64_t seed_;
};

// SplitMix64's finaliser: derives independent seeds from related numbers.
uint64_t mixBits(uint64_t z);

// Fills `n` bytes of printable random text: [A-Za-z0-9].
void appendRandomAlnum(Bytes& out, Random& rng, size_t n);
// Fills `n` incompressible random bytes.
void appendRandomBytes(Bytes& out, Random& rng, size_t n);

}  // namespace wr::bench
