// The request distributions of YCSB's core workload (Cooper et al., SoCC
// 2010), which seed 004 Sec. 4.1 runs: Zipfian by Gray et al., "Quickly
// Generating Billion-Record Synthetic Databases" (SIGMOD 1994), its scrambled
// form that scatters the popular items over the key space, and the skewed
// "latest" form of workload D. The arithmetic follows YCSB's generators
// exactly (constants, zeta, eta, the two special cases for items 0 and 1),
// so distributions match a YCSB run; the uniform draws come from wr::Random,
// so a seed gives the same sequence everywhere.
#pragma once

#include <cstdint>

#include "util/random.h"

namespace wr::bench {

// YCSB's Utils.fnvhash64: FNV-1a over the eight little-endian bytes, made
// non-negative as Java's Math.abs would.
uint64_t fnvHash64(uint64_t value);

class ZipfianGenerator {
public:
    static constexpr double kDefaultTheta = 0.99;

    // Items in [min, max], item `min` the most popular. Computing zeta is
    // O(max - min); pass `zetan` when it is known.
    ZipfianGenerator(uint64_t min, uint64_t max, double theta = kDefaultTheta);
    ZipfianGenerator(uint64_t min, uint64_t max, double theta, double zetan);

    uint64_t next(Random& rng) { return next(rng, items_); }
    // Draws over `itemCount` items; a larger count than before extends zeta
    // incrementally (how YCSB grows the range as records are inserted).
    uint64_t next(Random& rng, uint64_t itemCount);

    uint64_t items() const { return items_; }
    double zetan() const { return zetan_; }
    // sum over i in [from, to) of 1 / (i + 1)^theta, added to `initial`.
    static double zeta(uint64_t from, uint64_t to, double theta, double initial = 0);

private:
    uint64_t items_;
    uint64_t base_;
    double theta_;
    double zeta2theta_;
    double alpha_;
    double zetan_;
    double eta_;
    uint64_t countForZeta_;
};

// YCSB's ScrambledZipfianGenerator: a Zipfian draw over 10^16 items with the
// precomputed zeta, hashed with fnvHash64 into [min, max].
class ScrambledZipfianGenerator {
public:
    static constexpr uint64_t kItemCount = 10000000000000000ull;
    static constexpr double kZetan = 26.46902820178302;

    ScrambledZipfianGenerator(uint64_t min, uint64_t max);
    uint64_t next(Random& rng);

private:
    uint64_t min_;
    uint64_t itemCount_;
    ZipfianGenerator zipfian_;
};

// YCSB's SkewedLatestGenerator: the most recently inserted record is the
// most popular, then the one before it, and so on.
class SkewedLatestGenerator {
public:
    // `latest` is the highest record number inserted so far.
    explicit SkewedLatestGenerator(uint64_t latest);
    uint64_t next(Random& rng, uint64_t latest);

private:
    ZipfianGenerator zipfian_;
};

}  // namespace wr::bench
