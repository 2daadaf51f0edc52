#include "bench/datasets/zipfian.h"

#include <cmath>

namespace wr::bench {

uint64_t fnvHash64(uint64_t value) {
    constexpr uint64_t kOffsetBasis = 0xCBF29CE484222325ull;
    constexpr uint64_t kPrime = 1099511628211ull;
    uint64_t hash = kOffsetBasis;
    for (int i = 0; i < 8; ++i) {
        hash ^= value & 0xFF;
        hash *= kPrime;
        value >>= 8;
    }
    // Math.abs of the signed value.
    return static_cast<int64_t>(hash) < 0 ? ~hash + 1 : hash;
}

double ZipfianGenerator::zeta(uint64_t from, uint64_t to, double theta, double initial) {
    double sum = initial;
    for (uint64_t i = from; i < to; ++i) sum += 1 / std::pow(static_cast<double>(i + 1), theta);
    return sum;
}

ZipfianGenerator::ZipfianGenerator(uint64_t min, uint64_t max, double theta)
    : ZipfianGenerator(min, max, theta, zeta(0, max - min + 1, theta)) {}

ZipfianGenerator::ZipfianGenerator(uint64_t min, uint64_t max, double theta, double zetan)
    : items_(max - min + 1),
      base_(min),
      theta_(theta),
      zeta2theta_(zeta(0, 2, theta)),
      alpha_(1.0 / (1.0 - theta)),
      zetan_(zetan),
      eta_((1 - std::pow(2.0 / static_cast<double>(items_), 1 - theta)) / (1 - zeta2theta_ / zetan)),
      countForZeta_(items_) {}

uint64_t ZipfianGenerator::next(Random& rng, uint64_t itemCount) {
    if (itemCount > countForZeta_) {
        zetan_ = zeta(countForZeta_, itemCount, theta_, zetan_);
        countForZeta_ = itemCount;
        // YCSB keeps `items` (the constructed count) in eta; so do we.
        eta_ = (1 - std::pow(2.0 / static_cast<double>(items_), 1 - theta_)) / (1 - zeta2theta_ / zetan_);
    }
    double u = rng.uniformDouble();
    double uz = u * zetan_;
    if (uz < 1.0) return base_;
    if (uz < 1.0 + std::pow(0.5, theta_)) return base_ + 1;
    return base_ + static_cast<uint64_t>(static_cast<double>(itemCount) * std::pow(eta_ * u - eta_ + 1, alpha_));
}

ScrambledZipfianGenerator::ScrambledZipfianGenerator(uint64_t min, uint64_t max)
    : min_(min), itemCount_(max - min + 1), zipfian_(0, kItemCount, ZipfianGenerator::kDefaultTheta, kZetan) {}

uint64_t ScrambledZipfianGenerator::next(Random& rng) { return min_ + fnvHash64(zipfian_.next(rng)) % itemCount_; }

// As in YCSB: a Zipfian over `latest` items, subtracted from `latest`.
SkewedLatestGenerator::SkewedLatestGenerator(uint64_t latest) : zipfian_(0, latest < 2 ? 1 : latest - 1) {}

uint64_t SkewedLatestGenerator::next(Random& rng, uint64_t latest) {
    uint64_t offset = zipfian_.next(rng, latest < 2 ? 2 : latest);
    return offset > latest ? 0 : latest - offset;
}

}  // namespace wr::bench
