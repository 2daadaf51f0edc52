// A hint to start loading memory that will be written soon, so that a few
// independent cache misses overlap instead of following one another.
// Compilers without the builtin get no hint; nothing else changes.
#pragma once

namespace wr {

inline void prefetchForWrite(const void* address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 1);
#else
    (void)address;
#endif
}

}  // namespace wr
