#include "bench/harness/layout_grid.h"

#include <string>

namespace wr::bench {

StoreVariant layoutVariant(int depth, int length) {
    return {"wrstore " + std::to_string(depth) + "D_" + std::to_string(length) + "L",
            "wrstore:depth=" + std::to_string(depth) + ";len=" + std::to_string(length)};
}

std::vector<StoreVariant> layoutGrid(const std::vector<int>& depths, const std::vector<int>& lengths, int maxPath) {
    std::vector<StoreVariant> out;
    for (int d : depths) {
        for (int l : lengths) {
            if (d * l <= maxPath) out.push_back(layoutVariant(d, l));
        }
    }
    return out;
}

}  // namespace wr::bench
