// Copying one large value from the source into the target without holding
// it: the source's getStream runs on a thread of its own and writes into a
// pipe of bounded size that the target's putStream reads (seed 001 Sec. 6,
// second case, for values of many megabytes).
#pragma once

#include <cstdint>

#include "stores/kv_store.h"

namespace wr::migrate {

// The pipe holds at most this much of the value at a time.
inline constexpr size_t kValuePipeBytes = size_t{4} << 20;

// Copies the value of `key` (`size` bytes, as the source's index says).
Status streamValue(kv::KvStore& source, kv::KvStore& target, BytesView key, uint64_t size);

}  // namespace wr::migrate
