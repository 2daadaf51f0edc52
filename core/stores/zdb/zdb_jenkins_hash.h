// Bob Jenkins' lookup3 hash (hashlittle2, 2006, public domain), the
// "Jenkins hash function" seed 004 Sec. 2.8 uses to turn a string key into
// an integer key. Written from the published algorithm, reading bytes one at
// a time, so it gives the same values on every platform.
#pragma once

#include <cstdint>

#include "util/bytes.h"

namespace wr::zdb {

// hashlittle2: `primary` and `secondary` seed the hash and receive its two
// 32-bit results (c and b in lookup3.c).
void jenkinsHash2(BytesView data, uint32_t& primary, uint32_t& secondary);

// hashlittle: the primary 32-bit result for seed `initval`.
uint32_t jenkinsHash(BytesView data, uint32_t initval = 0);

// Both results as one 64-bit hash, unseeded: primary in the low half.
uint64_t jenkinsHash64(BytesView data);

}  // namespace wr::zdb
