// Integer keys at the KvStore interface (keys=int, zdb_options.h): exactly
// `keyBytes` (4 or 8) bytes, big-endian, so that comparing keys as bytes
// orders them as numbers, the order of a key-order scan.
#pragma once

#include <cstdint>
#include <optional>

#include "util/bytes.h"

namespace wr::zdb {

inline Bytes encodeIntegerKey(uint64_t key, uint32_t keyBytes) {
    Bytes out(keyBytes, '\0');
    for (uint32_t i = 0; i < keyBytes; ++i) out[keyBytes - 1 - i] = static_cast<char>(key >> (8 * i));
    return out;
}

// nullopt when `key` is not exactly `keyBytes` long.
inline std::optional<uint64_t> decodeIntegerKey(BytesView key, uint32_t keyBytes) {
    if (key.size() != keyBytes) return std::nullopt;
    uint64_t v = 0;
    for (char c : key) v = v << 8 | static_cast<unsigned char>(c);
    return v;
}

}  // namespace wr::zdb
