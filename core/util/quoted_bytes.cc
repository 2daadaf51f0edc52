#include "util/quoted_bytes.h"

#include <algorithm>

namespace wr {

std::string quotedBytes(BytesView bytes) {
    const bool printable = std::all_of(bytes.begin(), bytes.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
    return printable ? "'" + std::string(bytes) + "'" : "0x" + toHex(bytes);
}

}  // namespace wr
