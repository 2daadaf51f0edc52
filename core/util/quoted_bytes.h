// Bytes as messages and reports quote them (a key that was skipped, a key
// that differs): 'text' when every byte is printable ASCII, else 0x and hex.
#pragma once

#include <string>

#include "util/bytes.h"

namespace wr {

std::string quotedBytes(BytesView bytes);

}  // namespace wr
