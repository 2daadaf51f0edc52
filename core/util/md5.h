// MD5 of a whole message, as WR-Store's index needs it (seed 000 Sec. 3.2),
// computed here (md5.cc says why); a digest fed piece by piece goes through
// the system's crypto library (util/hasher.h).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace wr {

using Md5Digest = std::array<uint8_t, 16>;

Md5Digest md5(std::string_view data);
// The 32 lower-case hex characters of md5(data).
std::string md5Hex(std::string_view data);

}  // namespace wr
