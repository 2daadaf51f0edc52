#include "bench/harness/scale.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace wr::bench {

uint64_t Scale::apply(uint64_t n, uint64_t floor) const {
    double scaled = std::round(static_cast<double>(n) * factor);
    return std::max<uint64_t>(floor, static_cast<uint64_t>(std::max(0.0, scaled)));
}

Result<Scale> parseScale(std::string_view text) {
    if (text == "full") return Scale{"full", 1.0, 5, false};
    if (text == "small") return Scale{"small", 0.01, 3, false};
    if (text == "tiny") return Scale{"tiny", 0.0001, 1, true};
    double factor = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), factor);
    if (ec != std::errc() || ptr != text.data() + text.size() || !(factor > 0) || factor > 1000) {
        return Status::invalidArgument("--scale must be tiny, small, full or a factor in (0, 1000], got '" +
                                       std::string(text) + "'");
    }
    return Scale{std::string(text), factor, 3, false};
}

}  // namespace wr::bench
